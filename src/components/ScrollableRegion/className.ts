/**
 * The class of a region that scrolls content wider than a phone sideways (src/css/custom.css):
 * <ScrollableRegion> and the Markdown tables (plugins/table-regions) give it their region.
 */
export const scrollableRegionClass = 'scrollable-region';
