/**
 * Tells ServerMarkup when the page's first render (the hydration of the server's HTML)
 * is committed: whatever renders after it has no server markup to keep.
 */
import type {ClientModule} from '@docusaurus/types';
import {markFirstRenderCommitted} from '@site/src/components/ServerMarkup';

const firstRender: ClientModule = {
  // Called from a layout effect at the end of every route's render, the first load's included.
  onRouteDidUpdate: markFirstRenderCommitted,
};

export default firstRender;
