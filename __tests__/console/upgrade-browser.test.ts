// Issue 51 item 3 in the console, in Chromium over real HTTP: the published filesystem server approved at 2025.7.1 and
// upgraded to 2026.1.14 behind a real gateway. The page shows the held new code with the tool changes it brings (the
// guard read what it serves), never calls a definition no client is served "served now", and its one button approves
// the new code with those capabilities; the gateway's client then lists the new tools with no restart. A new version
// installed while the reviewer reads unticks the box: what was ticked was another code's changes.
import type { Browser, Page } from 'playwright-core';
import { startConsole, type RunningConsole } from '../../src/console/server.js';
import { writableStore } from '../../src/console/store-access.js';
import { toolNames, type InProcessGateway } from '../helpers/gateway-inprocess.js';
import { gatewayOf, heldCount, upgradedFilesystem, type Upgraded } from '../helpers/published-upgrade.js';
import { waitFor } from '../helpers/poll.js';
import { launchChromium, withChromium } from '../helpers/chromium.js';

const maybe = withChromium('console/upgrade-browser.test.ts');

maybe('the console approves a real upgrade in one action (server-filesystem 2025.7.1 -> 2026.1.14)', () => {
  let u: Upgraded;
  let gw: InProcessGateway;
  let client: Awaited<ReturnType<InProcessGateway['legacy']>>;
  let c: RunningConsole;
  let browser: Browser;
  let page: Page;
  const card = (ref: string) => page.locator(`main article[data-ref="${ref}"]`);
  const upgrade = () => page.locator('button[data-action="upgrade"]');

  beforeAll(async () => {
    u = await upgradedFilesystem('fs-2025-7-1', 'fs-2026-1-14');
    gw = await gatewayOf(u);
    client = await gw.legacy();
    expect(await toolNames(client)).toEqual([]);
    await waitFor(() => u.storeFile().identity?.surfaceRead !== undefined, { what: 'the held code read' });
    c = await startConsole({ host: '127.0.0.1', port: 0, storeDir: u.store, key: await writableStore(u.store), config: u.config, configLabel: 'mcp-contract.json', home: u.dir, version: 'test', now: () => new Date(), log: () => undefined });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(c.loginUrl);
    await page.locator('main[data-server="filesystem"]').waitFor();
  });

  afterAll(async () => {
    await page?.close();
    await browser?.close();
    await c?.close();
    await gw?.close();
  });

  it("shows the held new code with the tool changes it brings, each definition named for what it is", async () => {
    expect(await page.locator('section[data-identity="held"] dd').allTextContents()).toEqual([expect.stringMatching(/^@modelcontextprotocol\/server-filesystem@2025\.7\.1 /), expect.stringMatching(/^@modelcontextprotocol\/server-filesystem@2026\.1\.14 /)]);
    // The classifier's rows of the upgrade, on the cards of the new code's tools.
    await card('tool:move_file').locator('li[data-rule="tool-no-longer-destructive"]').waitFor();
    expect(await card('tool:read_text_file').getAttribute('data-state')).toBe('review_required');
    expect(await card('tool:directory_tree').locator('li[data-rule="tool-now-read-only"]').count()).toBe(1);
    const labels = await page.locator('main article details > summary').allTextContents();
    expect(labels.filter((l) => l.startsWith('definition'))).not.toHaveLength(0);
    expect(labels.join('\n')).not.toMatch(/served now/);
    expect(labels.filter((l) => l.startsWith('definition'))).toEqual(labels.filter((l) => l.startsWith('definition')).map(() => expect.stringMatching(/^definition the new code serves \(held: not published\) \(/)));
    expect(await upgrade().textContent()).toBe(`Approve the upgrade: the new code and the ${heldCount(u.storeFile())} capabilities it changes`);
    expect(await upgrade().isDisabled()).toBe(true);
  });

  it('a new version installed while the reviewer reads unticks the box; the page shows that code once the guard read it', async () => {
    await page.locator('.upgrade input[type="checkbox"]').check();
    expect(await upgrade().isDisabled()).toBe(false);
    u.install('fs-2025-8-21');
    await toolNames(await gw.legacy());
    await waitFor(async () => /2025\.8\.21/.test((await page.locator('section[data-identity="held"]').textContent()) ?? ''), { what: 'the page to show the third version' });
    await waitFor(() => u.storeFile().identity?.surfaceRead !== undefined, { what: 'the third version read' });
    await upgrade().waitFor();
    await waitFor(async () => (await upgrade().textContent())?.startsWith('Approve the upgrade: the new code') === true, { what: 'the upgrade button back' });
    expect(await upgrade().isDisabled()).toBe(true);
  });

  it('one action approves the new code and its capabilities; the same client lists the new surface with no restart', async () => {
    const held = heldCount(u.storeFile());
    await page.locator('.upgrade input[type="checkbox"]').check();
    await upgrade().click();
    await page.locator('[data-notice="ok"]').waitFor();
    expect(await page.locator('[data-notice="ok"]').textContent()).toBe(`approved the upgrade: ${held} capabilities and the new code`);
    expect(u.storeFile().identity).toMatchObject({ state: 'approved', approvedBy: 'human', approved: { version: '2025.8.21' } });
    await waitFor(async () => (await toolNames(client)).includes('filesystem__read_text_file'), { what: 'the new surface served' });
    await page.locator('section[data-group="Approved"] article[data-ref="tool:read_text_file"]').waitFor();
    expect((await page.locator('main article details > summary').allTextContents()).filter((l) => l.startsWith('approved definition'))).not.toHaveLength(0);
  });
});
