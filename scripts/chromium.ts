/**
 * Debian's Chromium as the journeys, benchmarks and scripts launch it (Playwright's own browser
 * download is not available on these machines), with the flags it needs to run headless as root.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
