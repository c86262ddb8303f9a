import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/lib/chromium/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Where Chromium is, or a message that says how to get one. */
export function chromiumFind(): { path: string } | { missing: string } {
  const configured = process.env['CHROMIUM_PATH'];
  if (configured) {
    return existsSync(configured) ? { path: configured } : { missing: `CHROMIUM_PATH=${configured} does not exist.` };
  }
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (found) return { path: found };
  return {
    missing: [
      'No Chromium found for the browser tests.',
      "Install Debian's: sudo apt-get update && sudo apt-get install -y chromium",
      'or point CHROMIUM_PATH at a Chromium or Chrome binary. (.ci/run installs it by itself.)',
    ].join('\n'),
  };
}

/** Flags that keep Chromium quiet on a machine without internet. */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
