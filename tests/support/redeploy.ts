import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {listFiles} from '../../scripts/deploy/build-files';

/** `name.<content hash>.js|css`: the files a new deployment replaces under new names. */
const hashedAsset = /\.([0-9a-f]{8})\.(?:js|css)$/;

/**
 * Copies a build as the next deployment would look to a reader's open page: the same
 * pages, but every hashed script and stylesheet under a new name, and the old names
 * gone. Cheaper and more certain than a second `docusaurus build` with changed content.
 * The copy is uncompressed: nginx then serves the plain files.
 */
export function copyAsNextDeployment(buildDir: string, targetDir: string): void {
  fs.cpSync(buildDir, targetDir, {recursive: true, filter: (source) => !/\.(?:gz|br)$/.test(source)});
  const newHashes = new Map<string, string>();
  for (const file of listFiles(path.join(targetDir, 'assets'))) {
    const match = hashedAsset.exec(file);
    if (!match) continue;
    const oldHash = match[1];
    const newHash = crypto.createHash('sha256').update(`next:${oldHash}`).digest('hex').slice(0, 8);
    newHashes.set(oldHash, newHash);
    fs.renameSync(file, file.replace(`.${oldHash}.`, `.${newHash}.`));
  }
  const anyOldHash = new RegExp([...newHashes.keys()].join('|'), 'g');
  for (const file of listFiles(targetDir).filter((name) => /\.(?:html|js|css|json)$/.test(name))) {
    const text = fs.readFileSync(file, 'utf8');
    const rewritten = text.replace(anyOldHash, (oldHash) => newHashes.get(oldHash) ?? oldHash);
    if (rewritten !== text) fs.writeFileSync(file, rewritten);
  }
}
