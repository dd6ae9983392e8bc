import path from 'node:path';
import {defineConfig} from 'vitest/config';

// Unit tests of the build-time core (contract views, sample generator, diagram layout,
// widget snippet, remark plugin, sample checker). They run in Node, without a build or a
// browser; the browser suite is Playwright's (tests/e2e).
export default defineConfig({
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  test: {
    include: ['{src,plugins,scripts}/**/*.test.ts'],
    environment: 'node',
    // Some tests run whole checks over every page and contract: slow on a loaded 2-core machine.
    testTimeout: 60_000,
    // Test files share their worker's modules: loading the contract parser and Docusaurus's
    // utilities once per worker rather than once per file (12 s of 33 on the CI machine).
    // Shared modules must then stay unchanged by what reads them, as in the build.
    isolate: false,
  },
});
