import {normalizeTokens, type Prism as PrismNamespace, type PrismTheme, type Token} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../src/utils/prismThemes';

// Code highlighted into markup whose colours come from classes, not inline styles: each
// style declaration of the site's code themes becomes a class, one set per colour mode,
// so the markup is the same in both modes and the stylesheet (paletteCss) picks the
// colours. Tokens keep Prism's classes, with prism-react-renderer's rules for merging a
// token's styles. Pure: the build runs it in Node.js (./highlight.ts), and the server
// render of the site for code blocks only known then (src/theme/CodeBlock/Content).

type PrismInstance = typeof PrismNamespace;
type Style = Record<string, string | number | undefined>;
const modes = [
  {prefix: 'pl', theme: lightCodeTheme, selector: "[data-theme='light']"},
  {prefix: 'pd', theme: darkCodeTheme, selector: "[data-theme='dark']"},
] as const;

/** Every declaration a theme's token styles hold, in order: `color:#d73a49`, … */
function declarations(theme: PrismTheme): string[] {
  const all = new Set<string>();
  for (const {style} of theme.styles) {
    for (const [property, value] of Object.entries(style as Style))
      if (value !== undefined) all.add(`${property}:${value}`);
  }
  return [...all];
}

const palettes = modes.map(({theme}) => declarations(theme));

/** The token styles that apply to one language, as prism-react-renderer computes them. */
function dictionary(theme: PrismTheme, language: string): Record<string, Style> {
  const dict: Record<string, Style> = {};
  for (const {languages, types, style} of theme.styles) {
    if (languages && !languages.includes(language as never)) continue;
    for (const type of types) dict[type] = {...dict[type], ...(style as Style)};
  }
  return dict;
}

function classesOf(token: Token, dicts: Record<string, Style>[]): string {
  if (token.types.length === 1 && token.types[0] === 'plain') return '';
  // Prism's classes (`token keyword`), less those of the embedded-language token a token
  // is nested in (all of PHP's are inside a `php language-php` one): the palette classes
  // already carry the colours of those, and every byte here is in the page twice.
  const ownTypes = token.types.slice(token.types.map((type) => type.startsWith('language-')).lastIndexOf(true) + 1);
  return [
    'token',
    ...ownTypes,
    ...modes.flatMap(({prefix}, mode) => {
      const style: Style = Object.assign({}, ...token.types.map((type) => dicts[mode][type]));
      return Object.entries(style)
        .filter(([, value]) => value !== undefined)
        .map(([property, value]) => `${prefix}${palettes[mode].indexOf(`${property}:${value}`)}`);
    }),
  ].join(' ');
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The inner markup of a code block's `<code>`: one `div.token-line` per line, as the
 * theme's CodeBlock renders, with spans carrying palette classes instead of inline styles.
 */
export function highlightWith(Prism: PrismInstance, code: string, language: string): string {
  const grammar = Prism.languages[language];
  // As prism-react-renderer's useTokenize: the hooks let PHP find its `<?php` blocks.
  const env = {code, grammar, language, tokens: [] as ReturnType<typeof Prism.tokenize>};
  if (grammar) {
    Prism.hooks.run('before-tokenize', env);
    env.tokens = Prism.tokenize(env.code, grammar);
    Prism.hooks.run('after-tokenize', env);
  }
  const lines = normalizeTokens(grammar ? env.tokens : [code]);
  const dicts = modes.map(({theme}) => dictionary(theme, language));
  return lines
    .map((line) => {
      let html = '';
      let open = '';
      let text = '';
      const flush = () => {
        if (text) html += open ? `<span class="${open}">${escapeHtml(text)}</span>` : escapeHtml(text);
        text = '';
      };
      for (const token of line) {
        const content = token.content === '\n' && line.length === 1 ? '' : token.content;
        const classes = classesOf(token, dicts);
        // Neighbours of the same colours share one span, and white space joins the span
        // before it (its colour does not show, and neither theme underlines or shades a
        // token): less markup to ship.
        if (classes !== open && !(open && /^\s+$/.test(content))) {
          flush();
          open = classes;
        }
        text += content;
      }
      flush();
      return `<div class="token-line">${html}<br></div>`;
    })
    .join('');
}

/** The stylesheet of the palette classes, for both colour modes. */
export function paletteCss(): string {
  return modes
    .flatMap(({prefix, selector}, mode) =>
      palettes[mode].map((declaration, index) => {
        const [property, ...value] = declaration.split(':');
        const cssProperty = property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
        return `${selector} .${prefix}${index}{${cssProperty}:${value.join(':')}}`;
      }),
    )
    .join('\n');
}
