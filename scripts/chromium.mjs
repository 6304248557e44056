import { existsSync } from 'node:fs';

/**
 * The Chromium the journeys run in: CHROMIUM_PATH, else Debian's headless shell (the same engine
 * without the desktop browser, about a quarter less CPU per journey: docs/testing.md), else
 * Debian's Chromium. Used by `npm test` (scripts/test.mjs) and playwright.config.ts.
 */
export const findChromium = () =>
  [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].find((candidate) => candidate && existsSync(candidate));
