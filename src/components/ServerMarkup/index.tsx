import {useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * Markup that never changes in the browser (reference tables): built into the page's
 * HTML, and kept as it is when the page hydrates, so React builds no tree for it and
 * hydration does not walk it again. A page reached by client-side navigation (or served
 * by `docusaurus start`) has no server HTML: there it renders its children as any
 * component does. Only for children with no event handlers, state or links to follow
 * without a page load.
 */
export default function ServerMarkup({children}: {readonly children: ReactNode}): ReactNode {
  const isBrowser = useIsBrowser();
  // Decided once per instance. The first render in a browser hydrates the server's HTML,
  // except under `docusaurus start`, which renders into an empty page.
  const [keepServerMarkup] = useState(
    () => ExecutionEnvironment.canUseDOM && !isBrowser && !!document.getElementById('__docusaurus')?.hasChildNodes(),
  );
  if (keepServerMarkup) {
    // React leaves the children of an element set by innerHTML alone while it hydrates.
    return <div dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  }
  return <div>{children}</div>;
}
