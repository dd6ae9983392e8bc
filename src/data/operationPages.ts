/**
 * The page that documents each operation of FINAL-1.0.0, by operationId. Concept pages
 * (scopes, statuses, webhooks) link calls through this map.
 */
export const operationPages = {
  getToken: '/api/authentication',
  getUserToken: '/api/users/authentication',
  getAllCategories: '/api/categories/getAll',
  getCategoryAttributes: '/api/categories/getAttributes',
  getAttributeValues: '/api/categories/getAttributesValues',
  createQuote: '/api/quotes/quote',
  createProject: '/api/projects/create',
  getAllProjects: '/api/projects/getAll',
  getProject: '/api/projects/get',
  cancelProject: '/api/projects/cancel',
  simulateProject: '/api/introduction#drive-every-branch-in-the-sandbox',
  answerInfoRequest: '/api/webhook/infoNeeded#answer-the-info-request',
  getDeliverablesByProject: '/api/deliverables/getByProject',
  getDeliverable: '/api/deliverables/getSingle',
  approveDeliverable: '/api/deliverables/approve',
  approveDeliverablesByProject: '/api/deliverables/approveByProject',
  rejectDeliverable: '/api/deliverables/reject',
  selectWinner: '/api/deliverables/selectWinner',
  createRevision: '/api/revisions/create',
  getDeliverableVersions: '/api/revisions/getVersions',
  getAllEvents: '/api/webhook#catch-up-after-an-outage',
  search: '/api/search',
  getAllTracks: '/api/tracks/getAll',
  getTrack: '/api/tracks/get',
  getTrackTypes: '/api/tracks/trackTypes',
  getTrackSubtypes: '/api/tracks/trackSubtypes',
} as const satisfies Record<string, string>;

/** The page of an operation; throws, naming the operation, when no page documents it. */
export function operationPage(operationId: string): string {
  const page = (operationPages as Record<string, string>)[operationId];
  if (page === undefined) {
    throw new Error(`No page documents operation "${operationId}": add it to src/data/operationPages.ts.`);
  }
  return page;
}

/** Where the payload of a webhook event is described. */
export function webhookEventPage(eventType: string): string {
  // The event's heading, e.g. `project.status_changed`, slugs to projectstatus_changed.
  return `/api/webhook/notifications#${eventType.replace(/\./g, '')}`;
}
