/**
 * Every route of ../shared/spec/site-spec.md §2, relative to the base path, once.
 * The end-to-end tests iterate this list; when the spec gains a route, add it here.
 */

export const basePath = '/integrations/documentation/';

export const generalRoutes = ['', 'markdown-page', 'tags'] as const;

export const currentTags = [
  'audio-ads', 'authentication', 'cancellation', 'category', 'changelog', 'deliverable',
  'errors', 'music-library', 'notifications', 'project', 'reasons', 'rejection', 'revision',
  'scopes', 'service', 'status', 'token', 'tracks', 'users', 'voice-over', 'webhook',
] as const;

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

export const olderVersionPath = 'v3.0.0';

export const olderTags = [
  'audio-ads', 'audioads', 'authentication', 'category', 'deliverable', 'errors', 'project',
  'scopes', 'token', 'users',
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
  ...olderDocRoutes.map((route) => `${olderVersionPath}/${route}`),
  ...olderTags.map((tag) => `${olderVersionPath}/tags/${tag}`),
];

export const url = (route: string): string => `${basePath}${route}`;
