import fs from 'node:fs';
import path from 'node:path';

/** Where `docusaurus build` writes, relative to the repository root. */
export const defaultBuildDir = path.resolve('build');

/** Every file under `dir`, as absolute paths. */
export function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Fails with a message that says what to run, instead of a stack trace on ENOENT. */
export function assertBuilt(buildDir: string): void {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No build in ${buildDir}: run \`npm run build\` first.`);
  }
}
