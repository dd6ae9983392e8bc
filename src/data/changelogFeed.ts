import {olderVersion} from './versions';

/**
 * The Atom feed of the API changelog (docs/api/changelog.mdx), relative to the site root:
 * written by plugins/changelog-feed after the build, linked by <ChangelogFeedLink />. Its
 * entries are the changelog's releases (its <h2>s named by a version) and the corrections
 * of OLD-3.0.0's contract on that version's introduction (its <h4>s named by a version).
 */
export const changelogFeed = {
  page: 'api/changelog',
  file: 'api/changelog.atom',
  title: 'API changelog',
  corrections: {page: `${olderVersion.path}/intro`, heading: 'h4', label: olderVersion.label},
} as const;
