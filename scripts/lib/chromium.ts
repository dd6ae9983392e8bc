import fs from 'node:fs';
import {chromium} from '@playwright/test';

/**
 * Playwright cannot download its own browser here, so the tests drive an installed
 * Chromium: $CHROME_PATH, then the distribution's, then Playwright's own if present.
 *
 * `headlessShell` prefers Chromium's headless shell (Debian's `chromium-headless-shell`),
 * the build Playwright itself runs headless tests with: on the 2-core CI machine it opens
 * a page and hydrates it in half the time of `chromium --headless` (browser tests 9.2 min
 * against 13.7). Lighthouse measures the full browser, so the bench leaves it out.
 */
export function findChromium({headlessShell = false}: {headlessShell?: boolean} = {}): string {
  const candidates = [
    process.env.CHROME_PATH,
    ...(headlessShell ? ['/usr/bin/chromium-headless-shell'] : []),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    safePlaywrightChromium(),
  ].filter((candidate): candidate is string => Boolean(candidate));
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) {
    throw new Error(
      'No Chromium found. Install one (Debian/Ubuntu: `apt-get install -y chromium chromium-headless-shell`) ' +
        'or set CHROME_PATH to a Chrome or Chromium binary.',
    );
  }
  return found;
}

function safePlaywrightChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** Quiet, offline-friendly flags: without them Chromium calls Google's hosts at start. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
