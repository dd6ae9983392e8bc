import {useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * Set once the page's first render is committed (src/clientModules/firstRender.ts). A
 * module flag, not `useIsBrowser`: that context changes right after hydration and would
 * render every code block and table of the page again, in one task.
 */
let firstRenderCommitted = false;

export function markFirstRenderCommitted(): void {
  firstRenderCommitted = true;
}

/**
 * Whether this component first rendered while the page hydrated the server's HTML, so
 * its markup is already there; decided once per instance. False on the server, after
 * client-side navigation, and under `docusaurus start`, which renders into an empty page.
 */
export function useHydratingServerMarkup(): boolean {
  const [hydrating] = useState(
    () =>
      ExecutionEnvironment.canUseDOM &&
      !firstRenderCommitted &&
      !!document.getElementById('__docusaurus')?.hasChildNodes(),
  );
  return hydrating;
}

/**
 * Markup that never changes in the browser (reference tables): built into the page's
 * HTML, and kept as it is when the page hydrates, so React builds no tree for it and
 * hydration does not walk it again. Without server HTML (client-side navigation,
 * `docusaurus start`) it renders its children as any component does. Only for children
 * with no event handlers, state or links to follow without a page load.
 */
export default function ServerMarkup({children}: {readonly children: ReactNode}): ReactNode {
  if (useHydratingServerMarkup()) {
    // React leaves the children of an element set by innerHTML alone while it hydrates.
    return <div dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  }
  return <div>{children}</div>;
}
