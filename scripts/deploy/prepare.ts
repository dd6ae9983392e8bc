/**
 * Makes a production build ready for the web server: precompressed assets next to the
 * originals and the Content-Security-Policy include for nginx, computed from the build.
 *
 *   npm run build && npm run deploy:prepare [-- build-dir]
 */
import path from 'node:path';
import {writeNginxPolicy} from './csp';
import {defaultBuildDir} from './build-files';
import {precompress} from './precompress';

/** The generated nginx include; deploy/nginx/documentation.conf reads it (gitignored). */
export const generatedPolicyFile = path.resolve('deploy/nginx/generated/content-security-policy.conf');

export async function prepareForDeployment(buildDir: string = defaultBuildDir): Promise<void> {
  const started = performance.now();
  const {files, written} = await precompress(buildDir);
  const policy = writeNginxPolicy(buildDir, generatedPolicyFile);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Precompressed ${files} files (${written} .gz/.br written) in ${buildDir}, ${seconds} s`);
  console.log(
    `Content-Security-Policy (${policy.length} chars) written to ${path.relative(process.cwd(), generatedPolicyFile)}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  prepareForDeployment(path.resolve(process.argv[2] ?? defaultBuildDir)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
