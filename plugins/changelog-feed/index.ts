import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {Feed} from 'feed';
import {changelogFeed} from '../../src/data/changelogFeed';
import {provider} from '../../src/data/provider';
import {currentVersion} from '../../src/data/versions';
import {inFeedOrder, releasesOf} from './releases';

// After the build, the Atom feed of the changelog: one entry per release section of the
// built page (an <h2> named by a version, such as "1.0.0", with its <time dateTime>), and
// one per correction of OLD-3.0.0's contract on its introduction (an <h4>, such as "3.0.1"),
// its content the section's HTML with links made absolute, as feed readers need.

export default function changelogFeedPlugin(context: LoadContext): Plugin {
  return {
    name: 'changelog-feed',
    async postBuild({outDir}) {
      const {siteConfig, baseUrl} = context;
      const siteUrl = `${siteConfig.url}${baseUrl}`;
      const pageUrl = `${siteUrl}${changelogFeed.page}`;
      const sectionsOf = (page: string, heading?: string) => {
        const htmlFile = path.join(outDir, page, 'index.html');
        const url = `${siteUrl}${page}`;
        return releasesOf(
          fs.readFileSync(htmlFile, 'utf8'),
          url,
          `${page} (${path.relative(outDir, htmlFile)})`,
          heading,
        ).map((release) => ({...release, url: `${url}#${release.anchor}`}));
      };
      const {corrections} = changelogFeed;
      const releases = inFeedOrder(
        sectionsOf(changelogFeed.page),
        sectionsOf(corrections.page, corrections.heading).map((release) => ({
          ...release,
          title: `${corrections.label} contract ${release.title}`,
        })),
      );
      const feed = new Feed({
        title: `${siteConfig.title}: ${changelogFeed.title}`,
        description: `What changed in each release of the ${provider.name} API ${currentVersion.label}, and in each correction of ${corrections.label}'s contract: each entry is a version of a contract.`,
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
          id: release.url,
          link: release.url,
          date: release.date,
          content: release.html,
        });
      }
      fs.writeFileSync(path.join(outDir, changelogFeed.file), feed.atom1());
    },
  };
}
