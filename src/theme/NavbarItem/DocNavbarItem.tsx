// Swizzled (wrap): the Tutorial, API and Widget items mark the section being read, from one table (./sections.ts), so every v3.0.0 page counts as API and the Tutorial item always opens the current tutorial; other doc items keep the stock behaviour.
import type {ReactNode} from 'react';
import DocNavbarItem from '@theme-original/NavbarItem/DocNavbarItem';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocNavbarItem';
import {sectionOfDocId, useSections, type Section} from './sections';

function SectionNavbarItem({
  section,
  label,
  docId: _docId,
  docsPluginId: _docsPluginId,
  ...props
}: Props & {readonly section: Section}): ReactNode {
  const {activeSection, currentPath, entryPath} = useSections();
  const to = entryPath(section);
  const isActive = activeSection === section;
  return (
    <DefaultNavbarItem
      {...props}
      label={label ?? section.label}
      to={to}
      isActive={() => isActive}
      // "page" on the section's own first page, "true" (in this section) elsewhere in it.
      aria-current={currentPath === to ? 'page' : 'true'}
    />
  );
}

export default function DocNavbarItemWrapper(props: Props): ReactNode {
  const section = sectionOfDocId(props.docId);
  return section ? <SectionNavbarItem {...props} section={section} /> : <DocNavbarItem {...props} />;
}
