import path from 'node:path';
import {expect, it} from 'vitest';
import {loadContract} from '../../../plugins/openapi-contracts/contracts';
import {currentVersion} from '../../../src/data/versions';
import {checkCallLinks} from './call-links';
import {fixturePage} from './fixture-page';
import type {LinkIndex} from './links';

// A call page links the statuses it moves, the reasons it takes, and each webhook event
// its moves send, at the event's own section.

const docs = new Map([[currentVersion.contract, loadContract(currentVersion.contract)]]);
const page = (file: string, route: string, source: string) => ({
  ...fixturePage(path.join(__dirname, file), source, currentVersion.name),
  route,
});
// The pages that render the lists and the events the call page must reach.
const definitions = [
  page('project.mdx', '/api/statuses/project', '<ApiEnum contract="final-1.0.0" schema="ProjectStatus" />'),
  page('service.mdx', '/api/statuses/service', '<ApiEnum contract="final-1.0.0" schema="ServiceStatus" />'),
  page('deliverable.mdx', '/api/statuses/deliverable', '<ApiEnum contract="final-1.0.0" schema="DeliverableStatus" />'),
  page('rejection.mdx', '/api/reasons/rejection', '<ApiEnum contract="final-1.0.0" schema="RejectionReason" />'),
  page(
    'events.mdx',
    '/api/events',
    '## `deliverable.status_changed`\n\n## `project.status_changed`\n\n## `service.status_changed`',
  ),
];
// The events page's anchors, as the link index reads them from its headings.
const index: LinkIndex = {
  targets: new Map([
    [
      '/api/events',
      {
        anchors: new Set(['deliverablestatus_changed', 'projectstatus_changed', 'servicestatus_changed']),
        anchorsComplete: true,
      },
    ],
  ]),
  fileRoutes: new Map(),
};

const problemsOf = (links: string[]) =>
  checkCallLinks(
    [
      ...definitions,
      page(
        'reject.mdx',
        '/api/reject',
        `<ApiEndpoint contract="final-1.0.0" operationId="rejectDeliverable" />\n\n${links.map((link) => `- [x](${link})`).join('\n')}`,
      ),
    ],
    docs,
    index,
    '/base/',
  ).map(({message}) => message);

it('names every status page, reason page and event section a call page leaves out', () => {
  expect(problemsOf(['/api/statuses/deliverable', '/api/events'])).toEqual([
    'rejectDeliverable touches the ProjectStatus page: link /api/statuses/project from this page',
    'rejectDeliverable touches the project.status_changed event: link /api/events#projectstatus_changed from this page',
    'rejectDeliverable touches the ServiceStatus page: link /api/statuses/service from this page',
    'rejectDeliverable touches the service.status_changed event: link /api/events#servicestatus_changed from this page',
    'rejectDeliverable touches the deliverable.status_changed event: link /api/events#deliverablestatus_changed from this page',
    'rejectDeliverable touches the RejectionReason page: link /api/reasons/rejection from this page',
  ]);
});

it('accepts the links with or without the base URL', () => {
  expect(
    problemsOf([
      '/base/api/statuses/project',
      '/api/statuses/service',
      '/api/statuses/deliverable#pending_review',
      '/api/reasons/rejection',
      '/api/events#projectstatus_changed',
      '/api/events#servicestatus_changed',
      '/base/api/events#deliverablestatus_changed',
    ]),
  ).toEqual([]);
});
