import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {Feed} from 'feed';
import {changelogFeed} from '../../src/data/changelogFeed';
import {provider} from '../../src/data/provider';
import {currentVersion} from '../../src/data/versions';
import {releasesOf} from './releases';

// After the build, the Atom feed of the changelog: one entry per release section of the
// built page (an <h2> named by a version, such as "1.0.0", with its <time dateTime>),
// its content the section's HTML with links made absolute, as feed readers need.

export default function changelogFeedPlugin(context: LoadContext): Plugin {
  return {
    name: 'changelog-feed',
    async postBuild({outDir}) {
      const {siteConfig, baseUrl} = context;
      const siteUrl = `${siteConfig.url}${baseUrl}`;
      const pageUrl = `${siteUrl}${changelogFeed.page}`;
      const htmlFile = path.join(outDir, changelogFeed.page, 'index.html');
      const releases = releasesOf(
        fs.readFileSync(htmlFile, 'utf8'),
        pageUrl,
        `${changelogFeed.page} (${path.relative(outDir, htmlFile)})`,
      );
      const feed = new Feed({
        title: `${siteConfig.title}: ${changelogFeed.title}`,
        description: `What changed in each release of the ${provider.name} API ${currentVersion.label}: each entry is a version of its contract.`,
        id: pageUrl,
        link: pageUrl,
        language: 'en',
        updated: releases[0].date,
        feedLinks: {atom: `${siteUrl}${changelogFeed.file}`},
        author: {name: `${provider.name} integrations`, email: provider.supportEmail},
        copyright: `Copyright ${provider.name}`,
      });
      for (const release of releases) {
        feed.addItem({
          title: `${provider.name} API ${release.title}`,
          id: `${pageUrl}#${release.anchor}`,
          link: `${pageUrl}#${release.anchor}`,
          date: release.date,
          content: release.html,
        });
      }
      fs.writeFileSync(path.join(outDir, changelogFeed.file), feed.atom1());
    },
  };
}
