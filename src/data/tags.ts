/**
 * The tag pages of each version (the spec's closed lists), apart from the other routes
 * (./routes.ts) so that the version dropdown, which maps a tag page to the other version's,
 * ships these lists alone.
 */
export const currentTags = [
  'audio-ads',
  'authentication',
  'cancellation',
  'category',
  'changelog',
  'deliverable',
  'errors',
  'music-library',
  'notifications',
  'project',
  'reasons',
  'rejection',
  'revision',
  'scopes',
  'service',
  'status',
  'token',
  'tracks',
  'users',
  'voice-over',
  'webhook',
] as const;

export const olderTags = [
  'audio-ads',
  'audioads',
  'authentication',
  'category',
  'deliverable',
  'errors',
  'project',
  'scopes',
  'token',
  'users',
] as const;
