/**
 * The spec treats `…/index.html` as the same path without it, and servers answer it with
 * that page's HTML. The HTML was rendered for the clean path, though: hydrated under the
 * other address, it does not match, and React throws it away and renders the whole page
 * again (error #418), which has been seen to drop the home page's title. Replacing the
 * address before React starts keeps the two equal.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';

/** The route a path ending in index.html stands for: the base path keeps its slash, no other route has one. */
function withoutIndexHtml(pathname: string, baseUrl: string): string | undefined {
  if (!pathname.endsWith('/index.html')) return undefined;
  const directory = pathname.slice(0, -'index.html'.length);
  return directory === baseUrl ? directory : directory.replace(/\/$/, '');
}

if (ExecutionEnvironment.canUseDOM) {
  const clean = withoutIndexHtml(window.location.pathname, siteConfig.baseUrl);
  if (clean !== undefined) {
    const {search, hash} = window.location;
    window.history.replaceState(window.history.state, '', clean + search + hash);
  }
}
