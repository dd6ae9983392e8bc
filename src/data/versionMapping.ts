/**
 * The way from OLD-3.0.0 to FINAL-1.0.0, kept once. The migration table of the
 * changelog, the pointer on each v3.0.0 page and the version dropdown all read it;
 * `npm run check:version-mapping` checks it against src/data/routes.ts, both
 * contracts and the v3.0.0 pages.
 */
import type {currentDocRoutes, olderDocRoutes} from './routes';

/** A v3.0.0 page, as its route under /v3.0.0/ (e.g. "projects/dispose"). */
export type OlderRoute = (typeof olderDocRoutes)[number];
/** A FINAL-1.0.0 page, as its route under the base path (e.g. "api/projects/cancel"). */
export type CurrentRoute = (typeof currentDocRoutes)[number];

export interface Rename {
  readonly v3: string;
  readonly final: string;
}

interface MappingBase {
  /** The v3 contract operation a call page documents; absent on concept pages. */
  readonly v3OperationId?: string;
  readonly renamed: readonly Rename[];
  /** Behaviour that differs beyond names, one sentence each. */
  readonly changed: readonly string[];
}

export interface MappedPage extends MappingBase {
  readonly final: CurrentRoute;
  readonly finalOperationId?: string;
}

export interface UnmappedPage extends MappingBase {
  readonly final: null;
  /** Why FINAL-1.0.0 has no counterpart, and what to do instead. */
  readonly whyNone: string;
}

export type Mapping = MappedPage | UnmappedPage;

/** In the order of the v3 sidebar, so the migration table reads like the reference. */
export const versionMapping: Readonly<Record<OlderRoute, Mapping>> = {
  intro: {
    final: 'api/introduction',
    renamed: [
      {v3: 'camelCase field names', final: 'snake_case field names'},
      {v3: 'integer id', final: 'prefixed string id, plus legacy_id'},
    ],
    changed: [
      'Base URL `/legacy/v3` becomes `/v1` on the same hosts.',
      'Dates `2025-03-14 09:30:00` become RFC 3339 `2025-03-14T09:30:00Z`.',
      'Money `"149.00"` with `currency` becomes `{"amount": 14900, "currency": "EUR"}` in minor units.',
      'Every POST accepts an `Idempotency-Key` header; rate limits are announced in `RateLimit-*` headers.',
    ],
  },
  authentication: {
    v3OperationId: 'auth.getToken',
    final: 'api/authentication',
    finalOperationId: 'getToken',
    renamed: [
      {v3: 'POST /auth/token', final: 'POST /oauth/token'},
      {v3: 'apiKey', final: 'client_id'},
      {v3: 'apiSecret', final: 'client_secret'},
      {v3: 'token', final: 'access_token'},
      {v3: 'expiresAt (a date)', final: 'expires_in (seconds)'},
      {v3: 'X-Auth-Token: <token>', final: 'Authorization: Bearer <token>'},
    ],
    changed: [
      'The body adds `grant_type: "client_credentials"` and the `scope` the token should carry.',
      'Bad credentials answer 401 `invalid_credentials` instead of error code 1001.',
    ],
  },
  'users/authentication': {
    v3OperationId: 'auth.getUserToken',
    final: 'api/users/authentication',
    finalOperationId: 'getUserToken',
    renamed: [
      {v3: 'POST /auth/users/token', final: 'POST /oauth/user-token'},
      {v3: 'userEmail', final: 'email'},
      {v3: 'userId', final: 'user.id'},
    ],
    changed: [
      'Users are identified by your own `external_user_id`; `email` and `name` describe them.',
      'The call needs the `users:write` scope instead of the `users` role.',
    ],
  },
  scopes: {
    final: 'api/scopes',
    renamed: [
      {v3: 'read', final: 'categories:read, projects:read, deliverables:read, tracks:read, search:read'},
      {v3: 'write', final: 'quotes:write, projects:write, deliverables:write'},
      {v3: 'users', final: 'users:write'},
    ],
    changed: [
      'A token carries only the scopes you ask for in `scope`; ask for the fewest your server needs.',
      'A missing scope answers 403 `insufficient_scope` instead of error code 1003.',
    ],
  },
  errors: {
    final: 'api/errors',
    renamed: [
      {v3: '{status, errorCode, error}', final: '{error: {code, message, request_id, details}}'},
      {v3: '1001', final: 'invalid_credentials (token call) or invalid_token'},
      {v3: '1002', final: 'token_expired'},
      {v3: '1003', final: 'insufficient_scope'},
      {v3: '2001', final: 'not_found'},
      {v3: '3001', final: 'invalid_request'},
      {v3: '3002', final: 'validation_failed'},
      {v3: '4001', final: 'invalid_status_transition'},
      {v3: '5000', final: 'internal_error'},
    ],
    changed: [
      'Codes are strings; branch on `error.code` and read the HTTP status from the response, not the body.',
      '`validation_failed` lists each bad field in `details`, with the allowed values.',
      'New codes: `idempotency_key_reused`, `quote_expired`, `rate_limited`, `service_unavailable`.',
    ],
  },
  'categories/available': {
    final: 'api/categories/available',
    renamed: [
      {v3: 'categoryKey', final: 'category'},
      {v3: 'audioAds', final: 'audio_ads'},
      {v3: 'parameters', final: 'attributes'},
    ],
    changed: [
      'A second category, `voice_over`, orders a recording without a finished spot.',
      'Categories can be listed with `GET /categories`.',
    ],
  },
  'categories/available/audioAds': {
    final: 'api/categories/available/audioAds',
    renamed: [
      {v3: 'spotLength', final: 'spot_length_seconds'},
      {v3: 'voiceGender', final: 'voice_gender'},
      {v3: 'scriptWriting', final: 'script_writing'},
      {v3: 'musicStyle (a genre)', final: 'music_track_id (a track of the music library)'},
    ],
    changed: [
      'New attributes: `tone`, `sound_effects`, `loudness_target` and `delivery_formats`.',
      'You pick the music yourself from the track library instead of naming a genre.',
    ],
  },
  'categories/available/audioAds/project': {
    final: 'api/projects/create',
    renamed: [
      {v3: 'categoryKey', final: 'category'},
      {v3: 'parameters', final: 'attributes'},
      {v3: 'price + currency', final: 'price {amount, currency}'},
      {v3: 'userId', final: 'user_id'},
      {v3: 'testMode', final: 'test_mode'},
    ],
    changed: [
      'A project lists its `services` (script writing, voice over, post-production), each with a status.',
      'A project names its `fulfilment`: speedy, booking or contest.',
      'The per-project `callbackUrl` is gone: webhooks are signed and configured once per endpoint.',
    ],
  },
  'categories/available/audioAds/deliverable': {
    final: 'api/deliverables/getSingle',
    renamed: [
      {v3: 'type: script', final: 'kind: script'},
      {v3: 'type: voiceRecording, mixedSpot', final: 'kind: audio'},
      {v3: 'fileUrl', final: 'current_version.files[].url'},
    ],
    changed: [
      'Each deliverable belongs to a service of the project.',
      'A revision adds a new version instead of replacing the file behind the same URL.',
    ],
  },
  'categories/getParameters': {
    v3OperationId: 'categories.getParameters',
    final: 'api/categories/getAttributes',
    finalOperationId: 'getCategoryAttributes',
    renamed: [
      {v3: 'GET /categories/{categoryKey}/parameters', final: 'GET /categories/{category_code}/attributes'},
      {v3: 'key', final: 'code'},
      {v3: 'items', final: 'data'},
    ],
    changed: [
      'The list comes whole: `page`, `perPage` and `total` are gone.',
      'Each attribute says whether it takes `multiple` values and gives its `default`, `minimum` and `maximum`.',
    ],
  },
  'categories/getParametersValues': {
    v3OperationId: 'categories.getParametersValues',
    final: 'api/categories/getAttributesValues',
    finalOperationId: 'getAttributeValues',
    renamed: [
      {
        v3: 'GET /categories/{categoryKey}/parameters/{parameterKey}/values',
        final: 'GET /categories/{category_code}/attributes/{attribute_code}/values',
      },
      {v3: 'value', final: 'code'},
      {v3: 'items', final: 'data'},
    ],
    changed: [
      'The list comes whole: `page`, `perPage` and `total` are gone.',
      '`musicStyle` has no values list any more: `music_track_id` takes a track from `GET /tracks`.',
    ],
  },
  'projects/quote': {
    v3OperationId: 'projects.quote',
    final: 'api/quotes/quote',
    finalOperationId: 'createQuote',
    renamed: [
      {v3: 'POST /projects/quote', final: 'POST /quotes'},
      {v3: 'categoryKey', final: 'category'},
      {v3: 'parameters', final: 'attributes'},
      {v3: 'turnaroundHours', final: 'turnaround_hours'},
    ],
    changed: [
      'A quote is stored with an `id` and holds its price for 7 days (`expires_at`); v3 quotes were estimates.',
      'Pass `quote_id` when you create the project to get the quoted price; an expired quote answers 410 `quote_expired`.',
      'The body names a `fulfilment`.',
    ],
  },
  'projects/create': {
    v3OperationId: 'projects.create',
    final: 'api/projects/create',
    finalOperationId: 'createProject',
    renamed: [
      {v3: 'categoryKey', final: 'category'},
      {v3: 'parameters', final: 'attributes'},
      {v3: 'status: new', final: 'status: open'},
      {v3: 'price: "149.00", currency', final: 'price: {amount: 14900, currency}'},
    ],
    changed: [
      'Send `quote_id` and `fulfilment`; send an `Idempotency-Key` so a retried call cannot order twice.',
      '`callbackUrl` is gone: subscribe to the `project.status_changed` webhook instead.',
    ],
  },
  'projects/get': {
    v3OperationId: 'projects.get',
    final: 'api/projects/get',
    finalOperationId: 'getProject',
    renamed: [
      {v3: 'status: inProduction', final: 'status: in_progress'},
      {v3: 'status: awaitingApproval', final: 'status: in_review'},
      {v3: 'status: done', final: 'status: completed'},
    ],
    changed: [
      'New statuses: `auditioning` (contests) and `info_needed` (a creative asks you a question).',
      'The project lists its `services` with their own statuses.',
    ],
  },
  'projects/getAll': {
    v3OperationId: 'projects.getAll',
    final: 'api/projects/getAll',
    finalOperationId: 'getAllProjects',
    renamed: [
      {v3: 'page, perPage', final: 'cursor, limit'},
      {v3: 'items', final: 'data'},
      {v3: 'page, perPage, total', final: 'pagination {next_cursor, has_more}'},
    ],
    changed: [
      'Follow `pagination.next_cursor` until `has_more` is false; there is no total count.',
      'New filters: `category`, `created_after` and `created_before`.',
    ],
  },
  'projects/dispose': {
    v3OperationId: 'projects.dispose',
    final: 'api/projects/cancel',
    finalOperationId: 'cancelProject',
    renamed: [
      {v3: 'POST /projects/{projectId}/dispose', final: 'POST /projects/{project_id}/cancel'},
      {v3: 'status: disposed', final: 'status: cancelled'},
    ],
    changed: [
      '`reason` is a cancellation reason code; free text goes to `comment`, required with `other`.',
      'The cancelled project records the reason in `cancellation`.',
      'Cancelling a project in a final status answers 409 `invalid_status_transition` instead of error code 4001.',
    ],
  },
  'deliverables/getByProject': {
    v3OperationId: 'deliverables.getByProject',
    final: 'api/deliverables/getByProject',
    finalOperationId: 'getDeliverablesByProject',
    renamed: [
      {v3: 'items', final: 'data'},
      {v3: 'status: waiting', final: 'status: pending_review'},
    ],
    changed: [
      'The list comes whole: `page`, `perPage` and `total` are gone.',
      'Contest projects also list auditions (`kind: audition`).',
    ],
  },
  'deliverables/get': {
    v3OperationId: 'deliverables.get',
    final: 'api/deliverables/getSingle',
    finalOperationId: 'getDeliverable',
    renamed: [
      {v3: 'GET /deliverables/{deliverableId}', final: 'GET /deliverables/{deliverable_id}'},
      {v3: 'type', final: 'kind'},
      {v3: 'fileUrl', final: 'current_version.files[].url'},
      {v3: 'durationSeconds', final: 'current_version.files[].duration_seconds'},
      {v3: 'revisionCount', final: 'version_count'},
      {v3: 'status: revisionRequested', final: 'status: revision_requested'},
    ],
    changed: [
      'Each delivered file is a version; earlier versions stay available.',
      'Download links are signed and expire after 4 hours: read the deliverable again for a new one.',
    ],
  },
  'deliverables/approveByProject': {
    v3OperationId: 'deliverables.approveByProject',
    final: 'api/deliverables/approveByProject',
    finalOperationId: 'approveDeliverablesByProject',
    renamed: [
      {v3: '{projectId, projectStatus, approvedDeliverableIds}', final: '{data: [the approved deliverables]}'},
      {v3: 'status: done', final: 'status: completed'},
    ],
    changed: [
      'A single deliverable can also be approved: `POST /deliverables/{deliverable_id}/approve`.',
      'Nothing left to approve answers 409 `invalid_status_transition` instead of error code 4001.',
    ],
  },
  'deliverables/reject': {
    v3OperationId: 'deliverables.reject',
    final: 'api/deliverables/reject',
    finalOperationId: 'rejectDeliverable',
    renamed: [{v3: 'reason (free text)', final: 'reason (code) + comment'}],
    changed: [
      '`reason` is a rejection reason code; free text goes to `comment`, required with `other`.',
      'The rejected deliverable keeps your reason in `rejection`.',
    ],
  },
  'deliverables/addRevision': {
    v3OperationId: 'deliverables.addRevision',
    final: 'api/revisions/create',
    finalOperationId: 'createRevision',
    renamed: [
      {v3: 'comment', final: 'reason (code) + instructions'},
      {v3: 'deliveredAt', final: 'delivered_version_id'},
    ],
    changed: [
      'The revised file arrives as a new version of the deliverable, announced by the `revision.delivered` webhook.',
    ],
  },
  'deliverables/getRevisions': {
    v3OperationId: 'deliverables.getRevisions',
    final: 'api/revisions/getVersions',
    finalOperationId: 'getDeliverableVersions',
    renamed: [
      {v3: 'GET /deliverables/{deliverableId}/revisions', final: 'GET /deliverables/{deliverable_id}/versions'},
      {v3: 'items (revision requests)', final: 'data (delivered versions)'},
      {v3: 'comment, requestedAt', final: 'revision.instructions, revision.requested_at'},
      {v3: 'deliveredAt', final: 'delivered_at'},
    ],
    changed: [
      'The list holds every delivered version, each with its files and the revision it answers; version 1 has none.',
      'The list comes whole: `page`, `perPage` and `total` are gone.',
    ],
  },
};

/** The steps of a migration, in order. */
export const migrationSteps: readonly string[] = [
  'Create OAuth client credentials for FINAL-1.0.0 and try them on the sandbox: `POST /oauth/token`, then send `Authorization: Bearer <token>`.',
  'Replace the base URL `/legacy/v3` with `/v1` and rename every field from camelCase to snake_case.',
  'Store IDs as strings. Objects created on v3 keep their integer in `legacy_id`, so you can match your records once.',
  'Parse dates as RFC 3339 and money as `{amount, currency}` in minor units.',
  'Page through lists with `cursor` and `limit` instead of `page` and `perPage`.',
  'Map `categoryKey`/`parameters` to `category`/`attributes`, and `musicStyle` to a track of the music library.',
  'Quote with `POST /quotes` and create projects with the `quote_id`, a `fulfilment` and an `Idempotency-Key`.',
  'Replace dispose with cancel, and free-text reasons with reason codes plus a comment.',
  'Replace `callbackUrl` with a webhook endpoint, and verify the `Studiowave-Signature` of every event.',
  'Branch on the string `error.code` instead of the numeric `errorCode`.',
];

/** The v3 page of each FINAL-1.0.0 page that has one: derived, call pages first. */
export const olderCounterparts: ReadonlyMap<CurrentRoute, OlderRoute> = (() => {
  const entries = Object.entries(versionMapping) as [OlderRoute, Mapping][];
  const byCallPagesFirst = [
    ...entries.filter(([, mapping]) => mapping.v3OperationId),
    ...entries.filter(([, mapping]) => !mapping.v3OperationId),
  ];
  const reverse = new Map<CurrentRoute, OlderRoute>();
  for (const [olderRoute, mapping] of byCallPagesFirst) {
    if (mapping.final !== null && !reverse.has(mapping.final)) {
      reverse.set(mapping.final, olderRoute);
    }
  }
  return reverse;
})();

const isOlderRoute = (route: string): route is OlderRoute => Object.hasOwn(versionMapping, route);

/** The FINAL-1.0.0 route of a v3 page's route, if it has one. */
export function currentCounterpartOf(olderRoute: string): CurrentRoute | undefined {
  return isOlderRoute(olderRoute) ? (versionMapping[olderRoute].final ?? undefined) : undefined;
}

/** The v3 route of a FINAL-1.0.0 page's route, if it has one. */
export function olderCounterpartOf(currentRoute: string): OlderRoute | undefined {
  return olderCounterparts.get(currentRoute as CurrentRoute);
}
