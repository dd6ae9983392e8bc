/**
 * The Atom feed of the API changelog (docs/api/changelog.mdx), relative to the site root:
 * written by plugins/changelog-feed after the build, linked by <ChangelogFeedLink />.
 */
export const changelogFeed = {
  page: 'api/changelog',
  file: 'api/changelog.atom',
  title: 'API changelog',
} as const;
