// `console --open`'s login file in a real browser (issue 50 item 6): Debian's Chromium opens the file the opener is
// handed (file://), follows it to the login link (a navigation from another site), and lands on the console's own
// page with its session, which renders the store; the spent link then says what to do.
import type { Browser } from 'playwright-core';
import { emptyStore } from '../../src/core/approval/approval.js';
import { storeFile, storeKey, updateStore } from '../../src/guard/store.js';
import { startConsole, type RunningConsole } from '../../src/console/server.js';
import { loginFile } from '../../src/console/login-file.js';
import { tempDir } from '../helpers/cli-harness.js';
import { launchChromium, withChromium } from '../helpers/chromium.js';

const maybe = withChromium('console/login-file.test.ts');

maybe('console --open: the login file in Chromium', () => {
  let browser: Browser;
  let c: RunningConsole;
  let remove = (): void => undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    remove();
    await c?.close();
    await browser?.close();
  });

  it('the file logs the browser in and the console renders; the spent link says what to do', async () => {
    const dir = tempDir('console-login-file');
    const key = await storeKey(dir);
    await updateStore(storeFile(dir, 'notes'), key, async () => emptyStore('notes', 'default'), (s) => ({ ...s, capabilities: { 'tool:search': { ref: 'tool:search', state: 'review_required', since: 'x', live: { digest: 'sha256:s', definition: { name: 'search', description: 'Search the notes.' } } } } }));
    let spent = 0;
    c = await startConsole({ host: '127.0.0.1', port: 0, storeDir: dir, key, home: dir, version: 'test', now: () => new Date(), log: () => undefined, onLogin: () => spent++ });
    const file = loginFile(c.loginUrl, {});
    remove = file.remove;
    const page = await browser.newPage();
    await page.goto(file.href);
    await page.waitForURL(`${c.origin}/`);
    await page.getByText('Held for review (1)').waitFor();
    expect(spent).toBe(1);
    file.remove();
    const again = await browser.newPage();
    await again.goto(c.loginUrl);
    expect(await again.textContent('body')).toMatch(/used already\. If you did not open the console in a browser yourself, someone else may have/);
  });
});
