/**
 * Every route of the site, relative to the base path, once: the closed route list of the
 * site's specification (docs-dev/SITE.md). The version mapping is typed and checked
 * against it and the end-to-end tests visit each route; when the site gains a route, add it here.
 */
import {olderVersion} from './versions';
import {currentTags, olderTags} from './tags';

export {currentTags, olderTags};

/** Where the site is served: docusaurus.config.ts `baseUrl`, the servers and the tests. */
export const basePath = '/integrations/documentation/';

export const generalRoutes = ['', 'markdown-page', 'tags'] as const;

export const currentDocRoutes = [
  'intro',
  'api/authentication',
  'api/categories/available',
  'api/categories/available/audioAds',
  'api/categories/available/voiceOver',
  'api/categories/getAll',
  'api/categories/getAttributes',
  'api/categories/getAttributesValues',
  'api/changelog',
  'api/definitions/reasons',
  'api/definitions/reasons/cancellation',
  'api/definitions/reasons/rejection',
  'api/definitions/reasons/revision',
  'api/definitions/statusTypes',
  'api/definitions/statusTypes/deliverable',
  'api/definitions/statusTypes/project',
  'api/definitions/statusTypes/service',
  'api/deliverables/approve',
  'api/deliverables/approveByProject',
  'api/deliverables/getByProject',
  'api/deliverables/getSingle',
  'api/deliverables/reject',
  'api/deliverables/selectWinner',
  'api/errors',
  'api/introduction',
  'api/projects/cancel',
  'api/projects/create',
  'api/projects/get',
  'api/projects/getAll',
  'api/quotes/quote',
  'api/revisions/create',
  'api/revisions/getVersions',
  'api/scopes',
  'api/search',
  'api/tracks/get',
  'api/tracks/getAll',
  'api/tracks/trackSubtypes',
  'api/tracks/trackTypes',
  'api/users/authentication',
  'api/webhook',
  'api/webhook/infoNeeded',
  'api/webhook/notifications',
  'widget/intro',
  'widget/react-example/basicSettings',
  'widget/react-example/navBar',
  'widget/react-example/widget',
  'widget/react-example/widgetPayment',
] as const;

export const olderDocRoutes = [
  'intro',
  'authentication',
  'scopes',
  'errors',
  'users/authentication',
  'categories/available',
  'categories/available/audioAds',
  'categories/available/audioAds/deliverable',
  'categories/available/audioAds/project',
  'categories/getParameters',
  'categories/getParametersValues',
  'deliverables/addRevision',
  'deliverables/approveByProject',
  'deliverables/get',
  'deliverables/getByProject',
  'deliverables/getRevisions',
  'deliverables/reject',
  'projects/create',
  'projects/dispose',
  'projects/get',
  'projects/getAll',
  'projects/quote',
] as const;

/** Every spec route as a path under the base path, e.g. "api/errors" or "v3.0.0/tags/users". */
export const allSpecRoutes: string[] = [
  ...generalRoutes,
  ...currentTags.map((tag) => `tags/${tag}`),
  ...currentDocRoutes,
  ...olderDocRoutes.map((route) => `${olderVersion.path}/${route}`),
  ...olderTags.map((tag) => `${olderVersion.path}/tags/${tag}`),
];
