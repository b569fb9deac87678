/** Finds a Chromium: CHROMIUM_PATH, the system package, or Playwright's cache. */
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  for (const c of candidates) if (c && existsSync(c)) return c;
  const cache = join(homedir(), '.cache', 'ms-playwright');
  if (existsSync(cache)) {
    for (const dir of readdirSync(cache).filter((d) => d.startsWith('chromium')).sort().reverse()) {
      const p = join(cache, dir, 'chrome-linux', 'chrome');
      if (existsSync(p)) return p;
    }
  }
  return null;
}
