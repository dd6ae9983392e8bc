import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, findChromium} from './scripts/lib/chromium';
import {basePath} from './tests/spec-routes';

// End-to-end tests run against the production build (`npm run build`), served under
// the base path by tests/support/static-server.ts. A second server publishes the same
// build under a wrong path, to show the spec's base-URL banner.
export const port = Number(process.env.E2E_PORT ?? 4173);
export const wrongBasePort = port + 1;
export const wrongBasePath = '/wrong-base/';
// The same build behind the production nginx config of deploy/nginx/ (headers, 404, encodings).
export const nginxPort = port + 2;
/** Specs that need nginx; the route specs also run there, against the production config. */
const nginxOnlySpecs = /hosting-.*\.spec\.ts/;

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results/artifacts',
  fullyParallel: true,
  // One browser at a time: on the 2-core CI machine one Chromium and the servers keep both
  // cores busy, and a second worker made the suite slower (103 route loads: 165 s against
  // 225 s) and pushed tests near their timeout.
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', {open: 'never', outputFolder: 'playwright-report'}]],
  // Machines differ threefold in how fast Chromium renders here (the same route test took
  // 1.2 s on one CI machine, 3–5 s on another): the limits leave room for the slower one.
  timeout: 60_000,
  expect: {timeout: 10_000},
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace (actions, console, network) and a screenshot. DOM
    // snapshots and a screencast of every test would cost a quarter of the suite's time
    // (137 route and axe tests: 4.5 min against 3.5); E2E_TRACE=full records them.
    trace:
      process.env.E2E_TRACE === 'full'
        ? 'retain-on-failure'
        : {mode: 'retain-on-failure', snapshots: false, screenshots: false},
    screenshot: 'only-on-failure',
    launchOptions: {executablePath: findChromium({headlessShell: true}), args: chromiumArgs},
  },
  projects: [
    {name: 'static', testIgnore: nginxOnlySpecs},
    {
      name: 'nginx',
      testMatch: [nginxOnlySpecs, /routes\.spec\.ts/],
      // Loading and navigating to every route in a browser is the static project's (the
      // same build runs the same code); hosting-nginx checks every route over HTTP, which
      // is what differs behind nginx, and navigation under its CSP. The build's own files
      // are the same for both.
      grepInvert:
        /every route of the spec|every route renders when reached by client-side navigation|the build holds a page for every spec route/,
      use: {baseURL: `http://127.0.0.1:${nginxPort}`},
    },
  ],
  webServer: [
    {
      command: `tsx tests/support/static-server.ts --port ${port}`,
      url: `http://127.0.0.1:${port}${basePath}`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      command: `tsx tests/support/static-server.ts --port ${wrongBasePort} --base ${wrongBasePath}`,
      url: `http://127.0.0.1:${wrongBasePort}${wrongBasePath}`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      command: `tsx tests/support/nginx-server.ts --port ${nginxPort}`,
      url: `http://127.0.0.1:${nginxPort}${basePath}`,
      // It first precompresses the whole build (pages, Markdown copies, downloads).
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
  ],
});
