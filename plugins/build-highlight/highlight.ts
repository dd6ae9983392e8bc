import {createRequire} from 'node:module';
import {Prism} from 'prism-react-renderer';
import {extraPrismLanguages} from '../../src/utils/prismThemes';
import {highlightWith} from './markup';

// Highlights code in Node.js with the browser's highlighter: the same Prism instance
// (prism-react-renderer) and grammars, plus our extra languages as Docusaurus adds them. The
// markup and its palette classes are ./markup.ts's.

const require = createRequire(__filename);
const globalPrism = globalThis as {Prism?: unknown};
const before = globalPrism.Prism;
globalPrism.Prism = Prism;
// Run each grammar file afresh: this module may load twice in one build (the config and
// the contract loader), each time with its own Prism instance, and a cached module would
// leave the second instance without the grammar.
const runGrammar = (file: string) => {
  delete require.cache[require.resolve(file)];
  require(file);
};
for (const language of extraPrismLanguages) {
  if (language === 'php') runGrammar('prismjs/components/prism-markup-templating.js');
  runGrammar(`prismjs/components/prism-${language}.js`);
}
globalPrism.Prism = before;

/** The inner markup of a code block's `<code>`, highlighted with the site's Prism. */
export const highlightToHtml = (code: string, language: string): string => highlightWith(Prism, code, language);
