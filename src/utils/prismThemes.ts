import {themes, type PrismTheme} from 'prism-react-renderer';
import {withAaContrast} from './prismContrast';

// The code colours of the site, one source for the theme config (blocks Prism
// highlights in the browser) and for plugins/build-highlight (blocks highlighted at
// build time). Token colours raised to 4.5:1 contrast (./prismContrast.ts).
export const lightCodeTheme = withAaContrast(themes.github);
export const darkCodeTheme = withAaContrast(themes.dracula);

/**
 * A theme's block colours without its token colours, for the site config, which every page
 * ships: blocks highlighted at build time carry their token colours in a stylesheet, and
 * the browser's highlighter brings the full themes with it (CodeBlock/Content/BrowserHighlight).
 */
export const blockColoursOf = (theme: PrismTheme): PrismTheme => ({plain: theme.plain, styles: []});
/**
 * Beyond prism-react-renderer's defaults (which have SQL): the two server languages of our
 * samples, the shell of the cURL samples, and the raw HTTP of a few pages.
 */
export const extraPrismLanguages = ['java', 'php', 'bash', 'http'];
