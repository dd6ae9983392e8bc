import fs from 'node:fs';
import path from 'node:path';
import type {Code, Root} from 'mdast';
import type {VFile} from 'vfile';
import {visit} from 'unist-util-visit';

// Remark plugin: a fenced block whose meta names a file,
//   ```js title="worker.mjs" file="examples/handlers/notifications/worker.mjs"
//   ```
// shows that file, so that the page and `npm run test:handlers` use the same code. The
// block must be empty (one source); a missing file fails the build with the page and line.

const siteDir = path.resolve(__dirname, '../..');
const fileMeta = /(^|\s)file="([^"]+)"/;

/** The example file a fenced block's meta names (`file="examples/..."`), if any. */
export const exampleFileOf = (meta: string | null | undefined): string | undefined => fileMeta.exec(meta ?? '')?.[2];

/** The absolute path of the example file a fenced block's meta names, if any. */
export const exampleFilePath = (meta: string | null | undefined): string | undefined => {
  const file = exampleFileOf(meta);
  return file === undefined ? undefined : path.resolve(siteDir, file);
};

/** What is wrong with a block's `file=`, if anything: outside examples/, missing, or the block not empty. */
export function exampleFileProblem(node: Pick<Code, 'meta' | 'value'>): string | undefined {
  const file = exampleFileOf(node.meta);
  if (!file) return undefined;
  const source = path.resolve(siteDir, file);
  if (!source.startsWith(`${path.join(siteDir, 'examples')}${path.sep}`))
    return `file="${file}" must name a file under examples/.`;
  if (!fs.existsSync(source)) return `file="${file}" does not exist.`;
  if (node.value.trim() !== '') return `a block with file="${file}" must be empty; its code comes from the file.`;
  return undefined;
}

/** The code a fenced block shows: its own text, or the example file its meta names. */
export function exampleCode(node: Pick<Code, 'meta' | 'value'>, where: string): string {
  const file = exampleFileOf(node.meta);
  if (!file) return node.value;
  const problem = exampleFileProblem(node);
  if (problem) throw new Error(`${where}: ${problem}`);
  return fs.readFileSync(path.resolve(siteDir, file), 'utf8').replace(/\n$/, '');
}

export default function remarkExampleCode() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'code', (node: Code) => {
      if (!fileMeta.test(node.meta ?? '')) return;
      node.value = exampleCode(node, `${path.relative(siteDir, file.path)}:${node.position?.start.line ?? '?'}`);
      node.meta = (node.meta ?? '').replace(fileMeta, '').trim() || null;
    });
  };
}
