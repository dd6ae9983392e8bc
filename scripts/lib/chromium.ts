import fs from 'node:fs';
import {chromium} from '@playwright/test';

/**
 * Playwright cannot download its own browser here, so the tests drive an installed
 * Chromium: $CHROME_PATH, then the distribution's, then Playwright's own if present.
 */
export function findChromium(): string {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    safePlaywrightChromium(),
  ].filter((candidate): candidate is string => Boolean(candidate));
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) {
    throw new Error(
      'No Chromium found. Install one (Debian/Ubuntu: `apt-get install -y chromium`) ' +
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
