import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// A content-addressed cache for what plugins compute after each build (Markdown copies,
// Postman collections, types), in node_modules/.cache beside Docusaurus' own: a warm
// build only redoes what changed. The key covers the input, the plugins' own source and
// the lockfile (the libraries' versions), so a change to any of them recomputes.

const siteDir = path.resolve(__dirname, '../..');
const cacheRoot = path.join(siteDir, 'node_modules/.cache');

/** Hash of every source file of the plugin folders a result depends on, and of the lockfile. */
export function codeVersion(pluginDirs: string[]): string {
  const hash = crypto.createHash('sha256');
  for (const dir of pluginDirs) {
    for (const file of fs
      .readdirSync(dir)
      .filter((name) => /\.[jt]sx?$/.test(name))
      .sort()) {
      hash.update(file).update(fs.readFileSync(path.join(dir, file)));
    }
  }
  hash.update(fs.readFileSync(path.join(siteDir, 'package-lock.json')));
  return hash.digest('hex');
}

export function buildCache(name: string, version: string) {
  const dir = path.join(cacheRoot, name);
  fs.mkdirSync(dir, {recursive: true});
  const fileOf = (input: string): string =>
    path.join(dir, crypto.createHash('sha256').update(version).update(input).digest('hex'));
  return {
    /** The stored result for `input`, if any. */
    read(input: string): string | undefined {
      const file = fileOf(input);
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
    },
    write(input: string, value: string): void {
      fs.writeFileSync(fileOf(input), value);
    },
    async get(input: string, compute: () => string | Promise<string>): Promise<string> {
      const stored = this.read(input);
      if (stored !== undefined) return stored;
      const value = await compute();
      this.write(input, value);
      return value;
    },
  };
}
