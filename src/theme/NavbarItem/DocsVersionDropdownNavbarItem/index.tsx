// Ejected (a wrap cannot change the stock item targets): switching versions opens the counterpart page of src/data/versionMapping.ts (its route map, published by plugins/version-mapping) and marks the current version.
import React, {type ReactNode} from 'react';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersionCandidates,
  useVersions,
  type ActiveDocContext,
  type GlobalDoc,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import {translate} from '@docusaurus/Translate';
import {useHistorySelector} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {LinkLikeNavbarItemProps} from '@theme/NavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {CounterpartRoutes, VersionMappingData} from '@site/plugins/version-mapping';
import {currentTags, olderTags} from '@site/src/data/tags';
import styles from './styles.module.css';

/** A doc's route inside its version, e.g. "api/projects/cancel" or "projects/dispose". */
function routeInVersion(version: GlobalVersion, doc: GlobalDoc): string {
  const versionPath = version.path.endsWith('/') ? version.path : `${version.path}/`;
  // Index docs end with a slash ("categories/available/"); mapped routes do not.
  return doc.path.slice(versionPath.length).replace(/\/$/, '');
}

function docAtRoute(version: GlobalVersion, route: string): GlobalDoc | undefined {
  return version.docs.find((doc) => routeInVersion(version, doc) === route);
}

const tagsPath = (version: GlobalVersion) => `${version.path.replace(/\/$/, '')}/tags`;

/** On a tag page, or the tags index, of another version: the same tag of `target`, else its tags index. */
function tagPageIn(target: GlobalVersion, versions: GlobalVersion[], pathname: string): string | undefined {
  const from = versions.find(
    (version) => version !== target && new RegExp(`^${tagsPath(version)}(/|$)`).test(pathname),
  );
  if (!from) return undefined;
  const tag = pathname.slice(tagsPath(from).length).replace(/^\/|\/$/g, '');
  const targetTags: readonly string[] = target.isLast ? currentTags : olderTags;
  return targetTags.includes(tag) ? `${tagsPath(target)}/${tag}` : tagsPath(target);
}

/** The #anchor to keep: on an error catalogue, its code's counterpart (none if it has no one code there); elsewhere, as it is. */
function hashIn(
  target: GlobalVersion,
  {activeVersion, activeDoc}: ActiveDocContext,
  {errorAnchors}: CounterpartRoutes,
  hash: string,
): string {
  if (!hash || !activeVersion || !activeDoc || activeVersion === target) return hash;
  const route = routeInVersion(activeVersion, activeDoc);
  const anchors =
    route === errorAnchors.currentRoute && activeVersion.isLast
      ? errorAnchors.toOlder
      : route === errorAnchors.olderRoute && !activeVersion.isLast
        ? errorAnchors.toCurrent
        : undefined;
  const code = hash.slice(1);
  if (!anchors || !(code in anchors)) return hash;
  return anchors[code] ? `#${anchors[code]}` : '';
}

/** The mapped counterpart first; then, as the stock item does, the same doc or the start page. */
function targetDoc(
  target: GlobalVersion,
  {activeVersion, activeDoc, alternateDocVersions}: ActiveDocContext,
  counterparts: CounterpartRoutes,
): GlobalDoc {
  if (activeVersion && activeDoc && activeVersion !== target) {
    const route = routeInVersion(activeVersion, activeDoc);
    const counterpart = activeVersion.isLast ? counterparts.toOlder[route] : counterparts.toCurrent[route];
    const mapped = counterpart && docAtRoute(target, counterpart);
    if (mapped) {
      return mapped;
    }
  }
  return alternateDocVersions[target.name] ?? target.docs.find((doc) => doc.id === target.mainDocId)!;
}

function VersionLabel({version}: {version: GlobalVersion}): ReactNode {
  return (
    <>
      {version.label}
      {/* A space, so that the item's name reads "FINAL-1.0.0 current". */}
      {version.isLast && (
        <>
          {' '}
          <span className={styles.currentMark}>current</span>
        </>
      )}
    </>
  );
}

export default function DocsVersionDropdownNavbarItem({
  mobile,
  docsPluginId,
  dropdownActiveClassDisabled,
  dropdownItemsBefore,
  dropdownItemsAfter,
  ...props
}: Props): ReactNode {
  const search = useHistorySelector((history) => history.location.search);
  const hash = useHistorySelector((history) => history.location.hash);
  const pathname = useHistorySelector((history) => history.location.pathname);
  const activeDocContext = useActiveDocContext(docsPluginId);
  // The route map plugins/version-mapping publishes on every page.
  const {counterparts} = usePluginData('version-mapping') as VersionMappingData;
  const {savePreferredVersionName} = useDocsPreferredVersion(docsPluginId);
  const mobileSidebar = useNavbarMobileSidebar();
  const versions = useVersions(docsPluginId);
  // The version the reader is in, else the preferred one, else the latest.
  const displayedVersion = useDocsVersionCandidates(docsPluginId)[0] ?? versions[0]!;

  const items: LinkLikeNavbarItemProps[] = [
    ...dropdownItemsBefore,
    ...versions.map((version) => ({
      label: <VersionLabel version={version} />,
      // As the stock item does, keep ?search#hash across the switch (an error code's anchor becomes its counterpart's).
      to:
        tagPageIn(version, versions, pathname) ??
        `${targetDoc(version, activeDocContext, counterparts).path}${search}${hashIn(version, activeDocContext, counterparts, hash)}`,
      isActive: () => version === activeDocContext.activeVersion,
      // The item's onClick replaces the mobile menu's own, which closes the menu as every other link does.
      onClick: () => {
        savePreferredVersionName(version.name);
        if (mobile && mobileSidebar.shown) mobileSidebar.toggle();
      },
    })),
    ...dropdownItemsAfter,
  ];

  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={
        mobile
          ? translate({
              id: 'theme.navbar.mobileVersionsDropdown.label',
              message: 'Versions',
              description: 'The label for the navbar versions dropdown on mobile view',
            })
          : displayedVersion.label
      }
      to={mobile ? undefined : targetDoc(displayedVersion, activeDocContext, counterparts).path}
      // Named for what it switches, its visible label included.
      aria-label={mobile ? undefined : `Version: ${displayedVersion.label}`}
      items={items}
      isActive={dropdownActiveClassDisabled ? () => false : undefined}
    />
  );
}
