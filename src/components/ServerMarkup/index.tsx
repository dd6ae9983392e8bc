import {useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * Markup that never changes in the browser (reference tables): built into the page's
 * HTML, and kept as it is when the page hydrates, so React builds no tree for it and
 * hydration does not walk it again. A page reached by client-side navigation has no
 * server HTML: there it renders its children as any component does. Only for children
 * with no event handlers, state or links to follow without a page load.
 */
export default function ServerMarkup({children}: {readonly children: ReactNode}): ReactNode {
  const isBrowser = useIsBrowser();
  // Decided once per instance: hydrating now means the server's markup is already here.
  const [keepServerMarkup] = useState(ExecutionEnvironment.canUseDOM && !isBrowser);
  if (keepServerMarkup) {
    // React leaves the children of an element set by innerHTML alone while it hydrates.
    return <div dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  }
  return <div>{children}</div>;
}
