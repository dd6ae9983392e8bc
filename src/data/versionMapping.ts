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

/** A difference beyond names, and what an integration does about it. */
export interface BehaviourChange {
  /** What behaves differently, one sentence. */
  readonly what: string;
  /** What to change in your integration, one sentence or two. */
  readonly action: string;
}

interface MappingBase {
  /** The v3 contract operation a call page documents; absent on concept pages. */
  readonly v3OperationId?: string;
  /** Where each v3 name went; a value that changed too is explained under `changed`. */
  readonly renamed: readonly Rename[];
  /** Behaviour that differs beyond names, each with what to do. */
  readonly changed: readonly BehaviourChange[];
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

// What several rows share: many v3 calls take or return a project or a deliverable, and
// each row says where all of their fields went (npm run check:version-mapping holds it).

/** The project's v3 names, renamed alike wherever a project is sent or returned. */
const projectRenames: readonly Rename[] = [
  {v3: 'categoryKey: audioAds', final: 'category: audio_ads'},
  {v3: 'parameters', final: 'attributes'},
  {v3: 'spotLength', final: 'spot_length_seconds'},
];

/** Every value of a v3 project's `status`, wherever a project or its status is returned or filtered on. */
const projectStatusRenames: readonly Rename[] = [
  {v3: 'status: new', final: 'status: open'},
  {v3: 'status: inProduction', final: 'status: in_progress'},
  {v3: 'status: awaitingApproval', final: 'status: in_review'},
  {v3: 'status: done', final: 'status: completed'},
  {v3: 'status: disposed', final: 'status: cancelled'},
];

/** Every value of a v3 deliverable's `status` that changed, wherever a deliverable is returned. */
const deliverableStatusRenames: readonly Rename[] = [
  {v3: 'status: waiting', final: 'status: pending_review'},
  {v3: 'status: revisionRequested', final: 'status: revision_requested'},
];

/** Wherever a project is returned: who owns it reads differently. */
const projectOwner: BehaviourChange = {
  what: '`userId`, an integer, becomes `user_id`, a `usr_` ID, or `null` for a project created with your own token. Projects v3 created show `null`, also those of a v3 user token.',
  action:
    'Store it as a string, and keep the owner of each project v3 created from your v3 records; OLD-3.0.0 users are not carried over, as the user token row explains.',
};

/** Where a project's dates are promised: the quote, the order and the project. */
const laterServicesDue: BehaviourChange = {
  what: '`turnaround_hours` and `due_at`, like v3’s `turnaroundHours` and `dueAt`, cover the first delivery only, and each later service of an audio ad is now due 48 hours after you approve the one before, except on a project created through v3, which keeps v3’s flow.',
  action:
    'Promise your customer the finished spot no sooner than `due_at` plus 48 hours for each later service, plus the time you take to review and any time the project spends `info_needed` after the first delivery.',
};

/** Wherever a project's status is read or filtered on. */
const inReviewIsOneDeliverable: BehaviourChange = {
  what: '`in_review` means that one deliverable waits for your review, while later services wait for your approval of it; on a project created through v3, later services go on while it is `in_review`. So `in_review` is more than v3’s `awaitingApproval`: a project v3 shows as `inProduction` with a `waiting` deliverable is `in_review` here.',
  action:
    'Review each deliverable as it arrives (`deliverable.delivered`) instead of reading `in_review` as the whole order being ready, and expect a `status=in_review` filter to find projects that v3’s `awaitingApproval` left out.',
};

const musicStyleBecomesTrack: BehaviourChange = {
  what: '`musicStyle`, a genre that defaulted to `corporate`, becomes `music_track_id`, one track of the music library, with no default: a spot ordered without it has no music. Tracks can leave the library: an order naming one that has left answers 404 `not_found`. Projects v3 created keep their genre, which only v3 shows: they have no `music_track_id`, and still have music.',
  action:
    'For each spot that had music, pick a track with `GET /tracks?type=music_bed&subtype=<the old genre>` (`hipHop` is `hip_hop`; a `music_bed`, as v3’s music ran under the voice, where a jingle plays once at the end) and send its ID; leave it out only where v3 sent `none`. Pick it when you order rather than once per genre, and on a 404 list the tracks again. Keep the genre of the projects v3 created from your v3 records.',
};

const moneyObject: BehaviourChange = {
  what: '`price`, a decimal string such as `149.00`, and `currency` become one money object: `price.amount` in minor units (`14900`) and `price.currency`.',
  action: 'Read `price.amount` in minor units (cents) and `price.currency`; see the introduction for money.',
};

const callbackUrlGone: BehaviourChange = {
  what: 'The per-project `callbackUrl` is gone: webhooks are signed, go to one endpoint with every event type, and are retried up to 6 times until you answer `2xx`, where the callback was sent once.',
  action:
    'Register one webhook endpoint, verify the signature of every event, ignore an event whose body `id` you have already handled, and answer `2xx` to the event types you do not handle.',
};

/** What a project's request requires that v3 did not have. */
const newRequiredAttributes: BehaviourChange = {
  what: 'Every order names its `delivery_formats`, `mp3`, `wav` or both, and an order of the new `voice_over` category also its `purpose` and `word_count`.',
  action:
    'Send `["mp3", "wav"]` to still get the files v3 delivered, the spot as MP3 and the voice recording as WAV: each recording and mix then comes in both formats.',
};

const tokenExpiry: BehaviourChange = {
  what: '`expiresAt`, a date, becomes `expires_in`, a number of seconds.',
  action: 'Store now plus `expires_in` as the expiry, and renew a few minutes before it.',
};

/** v3's `fileUrl` stayed the same for good; a file's `url` now expires. */
const signedFileLinks: BehaviourChange = {
  what: 'Download links are signed and expire 4 hours after they are issued (`url_expires_at`), where `fileUrl` stayed the same; files are kept 12 months.',
  action: 'Read the deliverable again for a new link rather than storing it, and download what you keep.',
};

/** How a deliverable changed, wherever one is returned. */
const deliverableChanges: readonly BehaviourChange[] = [
  {
    what: '`type` `voiceRecording` and `mixedSpot` both become `kind` `audio`.',
    action:
      'Tell them apart by the type of the service the deliverable belongs to (`service_id`): `voice_over` or `post_production`.',
  },
  {
    what: '`revisionCount` (revisions asked for) becomes `version_count` (versions delivered, the first included): `revisionCount + 1`, except while a revision is under way, and after a rejection through v3, which keeps the deliverable’s integer while FINAL-1.0.0 lists the replacement as a deliverable of its own (the same `legacy_id`), with its own `version_count` and 3 revisions of its own.',
    action:
      'Show `version_count - 1` where you showed revisions, and `revisions_remaining` for what is left of the 3 included revisions (those already asked through v3 count toward them) instead of working it out from `revisionCount`.',
  },
  {
    what: '`fileUrl`, `format` and `durationSeconds` move into `current_version.files[]`, one file per delivery format, and the duration changes type: `duration_seconds` is a number with decimals, such as `29.6`, where `durationSeconds` was an integer, and is left out on scripts, where `durationSeconds` was `null`.',
    action:
      'Pick the file of the format you need, and store the duration as a decimal number; round it only to show it.',
  },
  signedFileLinks,
];

/** In the order of the v3 sidebar, so the migration table reads like the reference. */
export const versionMapping: Readonly<Record<OlderRoute, Mapping>> = {
  intro: {
    final: 'api/introduction',
    renamed: [
      {v3: 'camelCase field names', final: 'snake_case field names'},
      {v3: 'base URL /legacy/v3', final: 'base URL /v1, same hosts'},
    ],
    changed: [
      {
        what: 'IDs are prefixed strings such as `prj_01JQSH066S7KDD3D3ETX23SDEM` instead of integers, and every path takes them. Only projects created through OLD-3.0.0 and their deliverables have an integer ID of OLD-3.0.0, in `legacy_id` (also the replacement a `/v1` rejection brings); revisions and users have none, and only the `legacy_id` filter of `GET /projects` finds an object by it: an integer ID in a `/v1` path answers `404` `not_found`.',
        action:
          'Store IDs as strings of up to 64 characters. Match your existing records once: list your projects and the deliverables of each, and store the `id` next to the `legacy_id` you knew. Two deliverables share one after a rejection through v3: yours is the one that no other deliverable `replaces`. While v3 still creates projects, find each new one with `GET /projects?legacy_id=<its integer>`.',
      },
      {
        what: 'Dates `2025-03-14 09:30:00` become RFC 3339 `2025-03-14T09:30:00Z`.',
        action: 'Parse them with an RFC 3339 parser; both are UTC.',
      },
      {
        what: 'Money `"149.00"` with `currency` becomes `{"amount": 14900, "currency": "EUR"}` in minor units.',
        action: 'Divide `amount` by 100 to show it; never parse the old decimal string into a float.',
      },
      {
        what: 'Every POST accepts an `Idempotency-Key` header, and every response carries `RateLimit-*` headers.',
        action:
          'Send a new key per operation and the same key on its retries; slow down when `RateLimit-Remaining` nears 0.',
      },
      {
        what: 'Orders are announced by the `project.created` webhook, and missed events can be listed with `GET /events`.',
        action:
          'Register a webhook endpoint and catch up from the events list at start-up instead of polling projects.',
      },
    ],
  },
  authentication: {
    v3OperationId: 'auth.getToken',
    final: 'api/authentication',
    finalOperationId: 'getToken',
    renamed: [
      {v3: 'POST /auth/token', final: 'POST /oauth/token'},
      {v3: 'token', final: 'access_token'},
      {v3: 'X-Auth-Token: <token>', final: 'Authorization: Bearer <token>'},
    ],
    changed: [
      {
        what: '`apiKey` and `apiSecret` give way to `client_id` and `client_secret`, which are new OAuth client credentials, not your v3 key and secret under new names: the v3 values answer 401 `invalid_credentials`.',
        action:
          'Create client credentials for FINAL-1.0.0 and send them in `client_id` and `client_secret`; keep the v3 key until nothing calls `/legacy/v3`.',
      },
      {
        what: 'The body adds `grant_type: "client_credentials"` and the `scope` the token should carry.',
        action: 'Ask for the scopes your server needs; a token carries only those.',
      },
      tokenExpiry,
      {
        what: 'Bad credentials answer 401 `invalid_credentials` instead of error code 1001, and a `scope` your credentials were not granted answers 403 `insufficient_scope`; on every other call, a bad or missing token answers `invalid_token`.',
        action:
          'Branch on `error.code`; on `insufficient_scope`, ask for fewer scopes or have your credentials extended.',
      },
    ],
  },
  'users/authentication': {
    v3OperationId: 'auth.getUserToken',
    final: 'api/users/authentication',
    finalOperationId: 'getUserToken',
    renamed: [
      {v3: 'POST /auth/users/token', final: 'POST /oauth/user-token'},
      {v3: 'token', final: 'access_token'},
    ],
    changed: [
      tokenExpiry,
      {
        what: '`userEmail` identified the user. Now your own `external_user_id` does: the same value always gives the same user. `email`, still required, only helps our support find the user’s projects, and `name` only describes the user.',
        action:
          'Send your own ID for the user in `external_user_id` and the user’s address in `email`; a new address with the same `external_user_id` is still the same user.',
      },
      {
        what: '`userId`, an integer, becomes `user.id`, a `usr_` ID returned with your `external_user_id`. Users are not carried over: a user has no `legacy_id`, and the first user token for an `external_user_id` creates a new user.',
        action:
          'Store the new user ID as a string. A user token reads only the projects made with that user’s tokens, not those the same person ordered through v3: read those with your own token, and keep which of your users each belongs to in your own records.',
      },
      {
        what: 'The call needs the `users:write` scope instead of the `users` scope, and a `scope` field, now required: a user token carries only the scopes you ask for, up to those of your own token (an OLD-3.0.0 user token always carried `read` and `write`).',
        action:
          'Send in `scope` the scopes your user needs, such as `quotes:write projects:read projects:write deliverables:read deliverables:write`, and, if your server builds your user’s order form with the user token, `categories:read`, which the `read` of an OLD-3.0.0 user token covered, and `tracks:read` for the music of audio ads. Give your reseller back end `users:write` and every scope it passes on, and no other part of your system `users:write`.',
      },
    ],
  },
  scopes: {
    final: 'api/scopes',
    renamed: [],
    changed: [
      {
        what: 'The three coarse scopes become fine-grained ones: `read` splits into `categories:read`, `projects:read` and `deliverables:read`; `write` into `quotes:write`, `projects:write` and `deliverables:write`; `users` becomes `users:write`. The calls new in FINAL-1.0.0 bring `tracks:read`, `search:read` and `events:read`, the last for your own token only.',
        action: 'List the calls each part of your system makes and ask for exactly their scopes in `scope`.',
      },
      {
        what: 'A missing scope answers 403 `insufficient_scope` instead of error code 1003.',
        action: 'Branch on `error.code`; `message` names the scope.',
      },
    ],
  },
  errors: {
    final: 'api/errors',
    renamed: [
      {v3: '{status, errorCode, error}', final: '{error: {code, message, request_id, details}}'},
      // A v3 code that split in two has a pair for each; `changed` says when each applies.
      {v3: '1001', final: 'invalid_credentials'},
      {v3: '1001', final: 'invalid_token'},
      {v3: '1002', final: 'token_expired'},
      {v3: '1003', final: 'insufficient_scope'},
      {v3: '2001', final: 'not_found'},
      {v3: '3001', final: 'invalid_request'},
      {v3: '3001', final: 'validation_failed'},
      {v3: '3002', final: 'validation_failed'},
      {v3: '4001', final: 'invalid_status_transition'},
      {v3: '4001', final: 'revision_limit_reached'},
      {v3: '5000', final: 'internal_error'},
    ],
    changed: [
      {
        what: '`1001` splits in two: `invalid_credentials` on the token call, `invalid_token` on every other call.',
        action: 'Handle both: fix the credentials on the first, get a new token on the second.',
      },
      {
        what: '`3001` (400) covered a body that is not JSON, a missing field and a wrong type. Now a malformed request, or a query parameter it cannot read (a v3 `status` such as `awaitingApproval` in `GET /projects`), is 400 `invalid_request`; in a body, a missing or unknown field, or a value not allowed, is 422 `validation_failed`.',
        action: 'Map `3001` to both codes, and show the fields of `details` to your user on `validation_failed`.',
      },
      {
        what: '`3002` (a parameter value not allowed) becomes `validation_failed`, which lists each bad field in `details` with the allowed values.',
        action: 'Read `details[].field` and `details[].allowed` instead of parsing `error`.',
      },
      {
        what: '`4001` splits in two: `invalid_status_transition`, and `revision_limit_reached` for a fourth revision. New codes: `idempotency_key_reused`, `quote_expired`, `rate_limited`, `service_unavailable`.',
        action:
          'Treat an unknown code by its HTTP status. Retry `429` and every `5xx` (`rate_limited`, `internal_error`, `service_unavailable`, a code added later, a proxy’s `502` or `504` without the error body); after `token_expired` or `invalid_token`, get a new token and repeat the call once.',
      },
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
      {
        what: 'A second category, `voice_over`, orders a recording without a finished spot.',
        action: 'Nothing for existing audio ads; list categories with `GET /categories` to offer both.',
      },
    ],
  },
  'categories/available/audioAds': {
    final: 'api/categories/available/audioAds',
    renamed: [
      {v3: 'spotLength', final: 'spot_length_seconds'},
      {v3: 'voiceGender', final: 'voice_gender'},
      {v3: 'scriptWriting', final: 'script_writing'},
    ],
    changed: [
      musicStyleBecomesTrack,
      {
        what: 'New attributes: `tone`, `sound_effects`, `loudness_target` and a required `delivery_formats`. `loudness_target` defaults to `streaming` (-16 LUFS), louder than radio and TV accept.',
        action:
          'Send `delivery_formats`, and `loudness_target` `broadcast` for a spot that goes on air; `sound_effects` defaults to `false`, and `tone` is optional.',
      },
    ],
  },
  'categories/available/audioAds/project': {
    final: 'api/projects/get',
    renamed: [...projectRenames, ...projectStatusRenames, {v3: 'testMode', final: 'test_mode'}],
    changed: [
      {
        what: 'A project lists its `services` (script writing, voice over, post-production) in the order they run, each with a status and its share of the price. Each service starts only when every deliverable of the one before is approved. A project created through v3 (it has a `legacy_id`) keeps v3’s flow: each service starts when the one before delivers.',
        action:
          'Approve each service’s deliverables as they arrive, or the next service never starts; the project `status` still sums the services up.',
      },
      projectOwner,
      {
        what: 'A project names its `fulfilment`: speedy, booking or contest.',
        action: 'Send `{"type": "speedy"}` to keep the v3 behaviour.',
      },
      {
        what: '`price` and `currency` become one money object, and a project adds `source`, `payment` and `info_request`.',
        action: 'Read `price.amount` in minor units; see the introduction for money.',
      },
      musicStyleBecomesTrack,
      callbackUrlGone,
    ],
  },
  'categories/available/audioAds/deliverable': {
    final: 'api/deliverables/getSingle',
    renamed: [
      {v3: 'type: script', final: 'kind: script'},
      ...deliverableStatusRenames,
      {v3: 'fileUrl', final: 'current_version.files[].url'},
    ],
    changed: [
      {
        what: '`type` `voiceRecording` and `mixedSpot` both become `kind` `audio`.',
        action:
          'Tell them apart by the type of the service the deliverable belongs to (`service_id`): `voice_over` or `post_production`.',
      },
      {
        what: 'The script, the recording and the mix come from services that run one after another: the recording starts only once the script is approved, and the mix once the recording is approved. A project created through v3 (it has a `legacy_id`) keeps v3’s flow: each service starts when the one before delivers.',
        action: 'Review each deliverable as it arrives instead of waiting for all three.',
      },
      {
        what: 'A revision adds a new version instead of replacing the file behind the same URL.',
        action: 'Read the current version, or list versions to show earlier ones.',
      },
      signedFileLinks,
    ],
  },
  'categories/getParameters': {
    v3OperationId: 'categories.getParameters',
    final: 'api/categories/getAttributes',
    finalOperationId: 'getCategoryAttributes',
    renamed: [
      {v3: 'GET /categories/{categoryKey}/parameters', final: 'GET /categories/{category_code}/attributes'},
      {v3: 'categoryKey: audioAds', final: 'category_code: audio_ads'},
      {v3: 'key', final: 'code'},
      {v3: 'items', final: 'data'},
    ],
    changed: [
      {
        what: 'The list comes whole: `page`, `perPage` and `total` are gone.',
        action: 'Read `data` once; do not page.',
      },
      {
        what: 'Each attribute says whether it takes `multiple` values and gives its `default`, `minimum` and `maximum`.',
        action: 'Build the form from these fields instead of hard-coded rules.',
      },
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
      {v3: 'categoryKey: audioAds', final: 'category_code: audio_ads'},
      {v3: 'parameterKey: spotLength', final: 'attribute_code: spot_length_seconds'},
      {v3: 'parameterKey: voiceGender', final: 'attribute_code: voice_gender'},
      {v3: 'parameterKey: scriptWriting', final: 'attribute_code: script_writing'},
      {v3: 'value', final: 'code'},
      {v3: 'items', final: 'data'},
    ],
    changed: [
      {
        what: 'The list comes whole: `page`, `perPage` and `total` are gone.',
        action: 'Read `data` once; do not page.',
      },
      {
        what: '`musicStyle` has no values list any more: `music_track_id` takes a track from `GET /tracks`.',
        action: 'Offer the music library instead of a genre list.',
      },
      {
        what: 'Boolean attributes such as `script_writing` answer an empty list instead of `true` and `false`, as do integer attributes without a fixed set of values. A fourth `type`, `track_id`, such as `music_track_id`, takes a track ID from the music library.',
        action:
          'Offer a checkbox for each `boolean` attribute (its `type` in `GET /categories/{category_code}/attributes`); for an `integer` one, the values this call lists, or a number field within `minimum` and `maximum` when it lists none; and a choice of tracks from `GET /tracks` for a `track_id` one.',
      },
    ],
  },
  'projects/quote': {
    v3OperationId: 'projects.quote',
    final: 'api/quotes/quote',
    finalOperationId: 'createQuote',
    renamed: [
      {v3: 'POST /projects/quote', final: 'POST /quotes'},
      ...projectRenames,
      {v3: 'turnaroundHours', final: 'turnaround_hours'},
    ],
    changed: [
      moneyObject,
      musicStyleBecomesTrack,
      newRequiredAttributes,
      laterServicesDue,
      {
        what: 'A quote is stored: it answers 201 instead of 200, with an `id`, and holds its price for 7 days (`expires_at`); v3 quotes were estimates.',
        action: 'Accept 201, keep the `id`, and pass it as `quote_id` when you create the project.',
      },
      {
        what: 'A quote binds the project made with it: the project must have the quote’s category, attributes and fulfilment; attributes or a `currency` that differ from the quote’s answer 422 `validation_failed`. A v3 quote was only an estimate, not linked to the project.',
        action:
          'Create the project with exactly what you quoted; when your customer changes an attribute, quote again.',
      },
      {
        what: 'A project made with an expired quote answers 410 `quote_expired`.',
        action: 'Quote again and show the new price.',
      },
      {
        what: 'The body names a `fulfilment`, and can name a `currency` other than your account’s.',
        action: 'Send `{"type": "speedy"}` to keep the v3 behaviour.',
      },
    ],
  },
  'projects/create': {
    v3OperationId: 'projects.create',
    final: 'api/projects/create',
    finalOperationId: 'createProject',
    renamed: [...projectRenames, ...projectStatusRenames],
    changed: [
      {
        what: 'The body names a `fulfilment`, required.',
        action: 'Send `{"type": "speedy"}` to keep the v3 behaviour.',
      },
      moneyObject,
      projectOwner,
      musicStyleBecomesTrack,
      newRequiredAttributes,
      laterServicesDue,
      {
        what: 'Send exactly one of `script` and `brief`: `brief` with `script_writing`, `script` without it. v3 required the one and let the other through; here the other answers 422 `validation_failed`.',
        action: 'Leave `brief` out of an order you script yourself, and `script` out of one with script writing.',
      },
      {
        what: 'The price is kept from a quote: send `quote_id`, with the quote’s attributes and currency, or the call answers 422 `validation_failed`; without one the project is priced now, as in v3.',
        action: 'Quote, show the price, then create with the quote’s ID.',
      },
      {
        what: 'An `Idempotency-Key` makes a retried create safe; v3 could order twice.',
        action:
          'Send a new key per order and reuse it on retries within 24 hours, instead of searching by `reference` first. After 24 hours the key is forgotten: look the project up by its `reference`, as the introduction says, before ordering again.',
      },
      {
        what: '`callbackUrl` is gone. Every event type goes to the one webhook endpoint of the environment, for every project; there is no subscription per type. An event is retried up to 6 times until you answer `2xx`, where the callback was sent once.',
        action:
          'Handle `project.status_changed` where you handled the callback, and `project.created` for new orders. Ignore an event whose body `id` you have already handled, and answer `2xx` to the types you do not handle.',
      },
    ],
  },
  'projects/get': {
    v3OperationId: 'projects.get',
    final: 'api/projects/get',
    finalOperationId: 'getProject',
    renamed: [...projectRenames, ...projectStatusRenames],
    changed: [
      moneyObject,
      projectOwner,
      musicStyleBecomesTrack,
      callbackUrlGone,
      {
        what: 'New statuses: `auditioning` (contests) and `info_needed` (a creative asks you a question, found in `info_request`).',
        action: 'Handle both, and answer info requests, or the project waits.',
      },
      {
        what: '`due_at`, when the first delivery is due, moves later by the time the project spends `info_needed`, a status v3 did not have.',
        action: 'Read `due_at` again after an answered question instead of keeping the first one.',
      },
      laterServicesDue,
      inReviewIsOneDeliverable,
      {
        what: 'The project lists its `services` with their own statuses, and they run one after another: a service stays `pending` until every deliverable of the one before is approved. After each approval the project goes back to `in_progress` while a later service still has work; on v3 everything was delivered without waiting for approval. A project created through v3 (it has a `legacy_id`) keeps v3’s flow: each service starts when the one before delivers.',
        action:
          'Review and approve each service’s deliverables as they arrive, on `deliverable.delivered`. If you wait until every deliverable has arrived, as on v3, the project stays `in_review` and the later services never start.',
      },
    ],
  },
  'projects/getAll': {
    v3OperationId: 'projects.getAll',
    final: 'api/projects/getAll',
    finalOperationId: 'getAllProjects',
    renamed: [{v3: 'items', final: 'data'}, ...projectRenames, ...projectStatusRenames],
    changed: [
      moneyObject,
      projectOwner,
      musicStyleBecomesTrack,
      callbackUrlGone,
      {
        what: 'Numbered pages (`page`, `perPage`, `total`) become cursors (`cursor`, `limit`, `pagination`), without a total count.',
        action: 'Follow `pagination.next_cursor` until `has_more` is false.',
      },
      {
        what: 'A query parameter the call does not take is ignored, as v3’s `page` and `perPage` are here: a v3 paging loop reads the first page again and again.',
        action: 'Replace `page` and `perPage` everywhere before you switch a list to `/v1`.',
      },
      inReviewIsOneDeliverable,
      {
        what: 'New filters: `category`, `created_after`, `created_before`, `user_id` (with your own token only) and `legacy_id`, the integer of a project v3 created.',
        action: 'Use webhooks and the events list, not repeated listing, to follow changes.',
      },
    ],
  },
  'projects/dispose': {
    v3OperationId: 'projects.dispose',
    final: 'api/projects/cancel',
    finalOperationId: 'cancelProject',
    renamed: [
      {v3: 'POST /projects/{projectId}/dispose', final: 'POST /projects/{project_id}/cancel'},
      ...projectRenames,
      ...projectStatusRenames,
    ],
    changed: [
      moneyObject,
      projectOwner,
      musicStyleBecomesTrack,
      callbackUrlGone,
      {
        what: '`reason` is a cancellation reason code; free text goes to `comment`, required with `other`.',
        action: 'Map your reasons to the codes; send the old text as `comment`.',
      },
      {
        what: 'A project disposed of through v3 shows `cancellation.reason` `other` here, with the reason sent to v3 as `comment`.',
        action: 'Read the text of those cancellations from `comment`; they have no code.',
      },
      {
        what: 'What a cancellation costs is the same in both versions: the `price` of each service `delivered` or `completed` by then, nothing for a service not started or redoing its work after a revision or a rejection, so nothing for a `new` project. What is new is that the cancelled project records the reason and that cost in `cancellation` (`charged`, `refunded`), and `payment.status` says where the money stands.',
        action:
          'Pass `cancellation.charged` on to your customer as the cost of a cancellation instead of working it out yourself; an API order is billed it on your invoice (`payment.status` `invoiced`), or nothing (`not_charged`).',
      },
      {
        what: 'Cancelling a project in a final status answers 409 `invalid_status_transition` instead of error code 4001.',
        action: 'Branch on `error.code`.',
      },
    ],
  },
  'deliverables/getByProject': {
    v3OperationId: 'deliverables.getByProject',
    final: 'api/deliverables/getByProject',
    finalOperationId: 'getDeliverablesByProject',
    renamed: [{v3: 'items', final: 'data'}, {v3: 'type: script', final: 'kind: script'}, ...deliverableStatusRenames],
    changed: [
      ...deliverableChanges,
      {
        what: 'The list comes whole: `page`, `perPage` and `total` are gone.',
        action: 'Read `data` once; do not page.',
      },
      {
        what: 'Contest projects also list auditions (`kind: audition`), and a rejected deliverable stays in the list next to its replacement, which names it in `replaces`.',
        action: 'Show only the deliverables that are `pending_review` as waiting for review.',
      },
    ],
  },
  'deliverables/get': {
    v3OperationId: 'deliverables.get',
    final: 'api/deliverables/getSingle',
    finalOperationId: 'getDeliverable',
    renamed: [
      {v3: 'GET /deliverables/{deliverableId}', final: 'GET /deliverables/{deliverable_id}'},
      {v3: 'type: script', final: 'kind: script'},
      ...deliverableStatusRenames,
    ],
    changed: deliverableChanges,
  },
  'deliverables/approveByProject': {
    v3OperationId: 'deliverables.approveByProject',
    final: 'api/deliverables/approveByProject',
    finalOperationId: 'approveDeliverablesByProject',
    renamed: [],
    changed: [
      {
        what: 'On v3 the script, the voice recording and the mixed spot were all delivered without waiting for approval, and one call approved them together. Now the services run one after another: the next starts only when every deliverable of the one before is approved. A project created through v3 (it has a `legacy_id`) keeps v3’s flow: each service starts when the one before delivers.',
        action:
          'Approve each service’s deliverables as they arrive (on `deliverable.delivered`), with this call or one by one. Do not wait until all have arrived, as on v3: the later services never start and the project stays `in_review`.',
      },
      {
        what: 'The answer is `{data: [the approved deliverables]}` instead of `{projectId, projectStatus, approvedDeliverableIds}`: it no longer says the project’s status.',
        action:
          'Read the project’s `status` with `GET /projects/{project_id}` after the call (`done` is `completed` there, `inProduction` `in_progress`), or wait for `project.status_changed`.',
      },
      {
        what: 'A single deliverable can also be approved: `POST /deliverables/{deliverable_id}/approve`.',
        action: 'Approve per deliverable when your customer reviews them one by one.',
      },
      {
        what: 'Nothing left to approve answers 409 `invalid_status_transition` instead of error code 4001.',
        action: 'Branch on `error.code`.',
      },
    ],
  },
  'deliverables/reject': {
    v3OperationId: 'deliverables.reject',
    final: 'api/deliverables/reject',
    finalOperationId: 'rejectDeliverable',
    renamed: [{v3: 'type: script', final: 'kind: script'}, ...deliverableStatusRenames],
    changed: [
      ...deliverableChanges,
      {
        what: 'A rejected deliverable stays `rejected`: the replacement is a new deliverable with a new ID, announced by `deliverable.delivered`, instead of the same one `waiting` again at the same URL. `/v1` shows a rejection made through v3 the same way, and that replacement keeps the rejected one’s `legacy_id`.',
        action: 'Stop waiting on the rejected ID; pick up the new deliverable whose `replaces` is the rejected ID.',
      },
      {
        what: '`reason`, free text, becomes a rejection reason code; the text goes to `comment`, required with `other`.',
        action:
          'Map your reasons to the codes and keep the old text as `comment`. The rejected deliverable keeps both in `rejection`.',
      },
      {
        what: 'A deliverable rejected through v3 shows `rejection.reason` `other` here, with the reason sent to v3 as `comment`.',
        action: 'Read the text of those rejections from `comment`; they have no code.',
      },
    ],
  },
  'deliverables/addRevision': {
    v3OperationId: 'deliverables.addRevision',
    final: 'api/revisions/create',
    finalOperationId: 'createRevision',
    renamed: [],
    changed: [
      {
        what: '`comment` becomes a revision reason code plus `instructions`.',
        action: 'Send the old comment as `instructions` and pick the `reason` that fits, or `other`.',
      },
      {
        what: 'A revision asked through v3 shows `reason` `other` here, with the v3 `comment` as `instructions`.',
        action: 'Read the text of those revisions from `instructions`; they have no code.',
      },
      {
        what: 'The revised file arrives as a new version of the deliverable, announced by the `revision.delivered` webhook; the revision names it in `delivered_version_id` instead of a `deliveredAt` date.',
        action: 'Read the new version from the deliverable; keep earlier versions if you need them.',
      },
      {
        what: 'Each deliverable includes 3 revisions, and those already asked through v3 count toward them: a fourth answers 409 `revision_limit_reached`, so a deliverable revised 3 times through v3 answers it to its first revision through `/v1`.',
        action:
          'Read `revisions_remaining` before you offer a revision, also on deliverables your customers revised through v3, and offer rejection when it is 0.',
      },
    ],
  },
  'deliverables/getRevisions': {
    v3OperationId: 'deliverables.getRevisions',
    final: 'api/revisions/getVersions',
    finalOperationId: 'getDeliverableVersions',
    renamed: [
      {v3: 'GET /deliverables/{deliverableId}/revisions', final: 'GET /deliverables/{deliverable_id}/versions'},
      {v3: 'items', final: 'data'},
      {v3: 'comment, requestedAt, status', final: 'revision.instructions, revision.requested_at, revision.status'},
      {v3: 'deliveredAt', final: 'delivered_at'},
    ],
    changed: [
      {
        what: 'The list holds delivered versions, each with its files and the revision it answers, instead of revision requests; version 1 has none, and a revision still under way is not listed.',
        action:
          'Count versions, not requests; a pending revision shows as the deliverable’s `revision_requested` status. Keep the instructions you send (and those of revisions asked through v3): no call shows them until their version arrives.',
      },
      {
        what: 'The list comes whole: `page`, `perPage` and `total` are gone.',
        action: 'Read `data` once; do not page.',
      },
    ],
  },
};

/** The changes a migration involves, each made once, when the first call that needs it moves. */
export const migrationSteps: readonly string[] = [
  'Create OAuth client credentials for FINAL-1.0.0 and try them on the sandbox: `POST /oauth/token`, then send `Authorization: Bearer <token>`.',
  'Replace the base URL `/legacy/v3` with `/v1` in the call, and rename its fields from camelCase to snake_case with the Renamed column below; leave out `callbackUrl`, which webhooks replace, and create projects as the step on `POST /quotes` says.',
  'Work through the Behaviour column below: each row says what to change. The ones that lose data silently are music (`music_track_id` has no default), revision counts (`version_count` counts the first delivery) and rejections (the replacement has a new ID).',
  'Store IDs as strings; every path takes the new ones. Projects created on v3 and their deliverables have an integer in `legacy_id`, so you can match your records once by listing them, and find a project v3 creates later with `GET /projects?legacy_id=`; revisions and users have no `legacy_id`.',
  'Parse dates as RFC 3339 and money as `{amount, currency}` in minor units.',
  'Replace `callbackUrl` with a webhook endpoint. Every event type reaches it, and an event is retried up to 6 times until you answer `2xx`, where the callback came once. Verify the `Studiowave-Signature` of every event. Ignore an event whose body `id` you have already handled, answer `2xx` to the types you do not handle, and catch up with `GET /events` at start-up.',
  'Review each service’s deliverables as they arrive: on a project created through `/v1`, services run one after another, and the next starts only when every deliverable of the one before is approved. Waiting until all deliverables have arrived, as on v3, leaves it `in_review`, and the later services never start. Projects created through v3 keep v3’s flow.',
  'Replace dispose with cancel, and free-text reasons with reason codes plus a comment.',
  'Quote with `POST /quotes` and create projects with the `quote_id`, the quoted attributes, a `fulfilment` and an `Idempotency-Key`.',
  'Branch on the string `error.code` instead of the numeric `errorCode`; `3001` is now either `invalid_request` (400) or `validation_failed` (422).',
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
