// Debian's Chromium driven by playwright-core, for the tests that load a page in a real browser (the console). Where
// it is absent (another platform, or a machine .ci/run could not install it on) those tests skip and say why.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const chromiumPresent = existsSync(CHROMIUM);

/** describe, or describe.skip with the reason on stderr. */
export function withChromium(file: string): jest.Describe {
  if (!chromiumPresent) process.stderr.write(`${file}: skipped: ${CHROMIUM} is absent (.ci/run installs Debian's chromium; apt-get install chromium does it by hand)\n`);
  return chromiumPresent ? describe : describe.skip;
}

/** Headless, offline: the flags keep it from reaching for the network at start (the machine has none). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** With UPDATE_SCREENSHOTS=1, the page as it is now into docs/images/NAME.png (committed; CI leaves the tree alone). */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.UPDATE_SCREENSHOTS !== '1') return;
  const dir = path.join(process.cwd(), 'docs', 'images');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.png`), await page.screenshot({ fullPage: true }));
}
