// Part of the CodeBlock swizzle, in the server bundle only (plugins/build-highlight leaves it out of the browser's): while pages render, highlights the blocks whose code is only known then (MDX expressions) into the same markup as the build's, so the browser needs no Prism for them.
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import {highlightWith} from '@site/plugins/build-highlight/markup';

prismIncludeLanguages(Prism);

export default function highlightOnServer(code: string, language: string): string {
  return highlightWith(Prism, code, language);
}
