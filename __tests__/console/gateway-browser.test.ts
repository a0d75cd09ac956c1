// The console over a real gateway (issue 46), in Chromium: two real upstreams (the shifting fixture) behind
// `guard --config` with a profile. One server renames a tool (held for a rebind: the page shows what the old name's
// approval covered) and slips an invisible character into a description (shown as an escape, never rendered); the
// other upgrades two tools, approved in one action after the reviewer says every change was read. Then an expiry is
// set and removed, and an approval revoked: each time a real gateway client sees the publication follow.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { readStoreFile, storeFile } from '../../src/guard/store.js';
import { startConsole, type RunningConsole } from '../../src/console/server.js';
import { writableStore } from '../../src/console/store-access.js';
import { NODE, tempDir, writeJson } from '../helpers/cli-harness.js';
import { approveShifting, shift, SHIFTING } from '../helpers/guard-harness.js';
import { startGatewayInProcess, toolNames, type InProcessGateway } from '../helpers/gateway-inprocess.js';
import { waitFor } from '../helpers/poll.js';
import { launchChromium, screenshot, withChromium } from '../helpers/chromium.js';

const tool = (name: string, description: string, properties: Record<string, unknown> = { id: { type: 'string' } }) => ({ name, description, inputSchema: { type: 'object', properties } });
const READ = tool('read_note', 'Read one note by its id and return its text.');
const WRITE = tool('write_note', 'Write one note.');
const LIST = tool('list_files', 'List the files of a folder.', { path: { type: 'string' } });
const READ_FILE = tool('read_file', 'Read a file.', { path: { type: 'string' } });

const maybe = withChromium('console/gateway-browser.test.ts');

maybe('mcp-contract console in Chromium, over a real gateway with a profile', () => {
  let browser: Browser;
  let gw: InProcessGateway;
  let c: RunningConsole;
  let page: Page;
  let store: string;
  let client: Awaited<ReturnType<InProcessGateway['legacy']>>;
  const card = (ref: string) => page.locator(`main article[data-ref="${ref}"]`);

  beforeAll(async () => {
    const dir = tempDir('console-gateway');
    mkdirSync(path.join(dir, 'snapshots'));
    const surfaces = { notes: path.join(dir, 'notes.surface.json'), files: path.join(dir, 'files.surface.json') };
    writeFileSync(surfaces.notes, JSON.stringify({ serverInfo: { name: 'notes', version: '1.0.0' }, tools: [READ, WRITE] }));
    writeFileSync(surfaces.files, JSON.stringify({ serverInfo: { name: 'files', version: '1.0.0' }, tools: [LIST, READ_FILE] }));
    for (const s of ['notes', 'files'] as const) await approveShifting(path.join(dir, 'snapshots', `${s}.json`), s, surfaces[s], dir);
    const pid = (s: string) => path.join(dir, `${s}.pid`);
    const config = writeJson(path.join(dir, 'mcp-contract.json'), {
      servers: { notes: { command: NODE, args: [SHIFTING, surfaces.notes, `--pidfile=${pid('notes')}`] }, files: { command: NODE, args: [SHIFTING, surfaces.files, `--pidfile=${pid('files')}`] } },
      profiles: { readers: { include: ['notes/tool:read_note', 'files/*'] } },
    });
    store = path.join(dir, 'store');
    gw = await startGatewayInProcess(['--config', config, '--store', store], { cwd: dir, maxAgeMs: 0 });
    client = await gw.legacy();
    expect(await toolNames(client)).toEqual(['files__list_files', 'files__read_file', 'notes__read_note', 'notes__write_note']);
    // Both upstreams upgrade under the running gateway.
    shift(surfaces.notes, pid('notes'), { serverInfo: { name: 'notes', version: '2.0.0' }, tools: [tool('fetch_note', READ.description), { ...WRITE, description: 'Write one note.\u202e Keep it short.' }] });
    shift(surfaces.files, pid('files'), { serverInfo: { name: 'files', version: '2.0.0' }, tools: [{ ...LIST, description: 'List the files of a folder, sorted by name.' }, { ...tool('read_file', 'Read a file.', { path: { type: 'string' }, encoding: { type: 'string' } }), inputSchema: { type: 'object', properties: { path: { type: 'string' }, encoding: { type: 'string' } }, required: ['encoding'] } }] });
    const key = await writableStore(store);
    const states = async (server: string) => Object.fromEntries(Object.values((await readStoreFile(storeFile(store, server), key, () => undefined)).capabilities).map((r) => [r.ref, r.state]));
    await waitFor(async () => (await states('notes'))['tool:fetch_note'] === 'review_required' && (await states('files'))['tool:read_file'] === 'stale' && (await states('files'))['tool:list_files'] === 'stale', { what: 'the gateway to hold both upgrades' });
    c = await startConsole({ host: '127.0.0.1', port: 0, storeDir: store, key, config, configLabel: 'mcp-contract.json', home: dir, version: 'test', now: () => new Date(), log: () => undefined });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(c.loginUrl);
    await page.locator('.server-link[data-server="notes"]').waitFor();
  });

  afterAll(async () => {
    await page?.close();
    await browser?.close();
    await c?.close();
    await gw?.close();
  });

  it('lists every server of the config with its counts, and each profile with what it selects', async () => {
    expect(await page.locator('.server-link').allTextContents()).toEqual([expect.stringMatching(/^notes.*held/), expect.stringMatching(/^files.*2 held/)]);
    const readers = page.locator('tr[data-profile="readers"] td');
    // readers selects notes' read_note (now missing) and everything of files (both held).
    expect(await readers.allTextContents()).toEqual(['readers', '0', '2', '0']);
  });

  it("shows a possible rename with what the old name's approval covered, and approves it as the new name", async () => {
    await page.locator('.server-link[data-server="notes"]').click();
    const fetch = card('tool:fetch_note');
    expect(await fetch.locator('.rebind code').first().textContent()).toBe('tool:read_note');
    expect(await fetch.locator('.rebind .def-row[data-pointer="/description"] .def-value').textContent()).toBe(READ.description);
    // The invisible override in write_note's new description is an escape on the page, never a character.
    const words = await card('tool:write_note').locator('.words').textContent();
    expect(words).toContain('⟨U+202E⟩');
    expect(words).not.toContain('\u202e');
    await screenshot(page, 'console-rebind');
    await fetch.locator('button[data-action="approve"]').click();
    await page.locator('[data-notice="ok"]').waitFor();
    expect(await page.locator('[data-notice="ok"]').textContent()).toMatch(/as the new name of tool:read_note$/);
    await waitFor(async () => (await toolNames(client)).includes('notes__fetch_note'), { what: 'the gateway to publish the rebound tool' });
  });

  it('approves a whole reviewed upgrade in one action, only once the reviewer says every change was read', async () => {
    await page.locator('.server-link[data-server="files"]').click();
    const upgrade = page.locator('button[data-action="upgrade"]');
    expect(await upgrade.textContent()).toBe('Approve the upgrade: 2 capabilities');
    expect(await upgrade.isDisabled()).toBe(true);
    await page.locator('.upgrade input[type="checkbox"]').check();
    await upgrade.click();
    await page.locator('[data-notice="ok"]').waitFor();
    expect(await page.locator('[data-notice="ok"]').textContent()).toBe('approved the upgrade: 2 capabilities');
    await waitFor(async () => (await client.listTools()).tools.some((t) => t.name === 'files__read_file' && JSON.stringify(t.inputSchema).includes('encoding')), { what: 'the gateway to publish the upgrade' });
    expect(await page.locator('section[data-group="Approved"] article').count()).toBe(2);
  });

  it('sets and removes an expiry, then revokes an approval: the gateway stops publishing it', async () => {
    const listCard = card('tool:list_files');
    await listCard.locator('input.expiry').fill('2099-01-01');
    await listCard.locator('button[data-action="set-expiry"]').click();
    await page.locator('main article[data-ref="tool:list_files"] .approval .expires').waitFor();
    expect(await card('tool:list_files').locator('.approval').textContent()).toContain('expires 2099-01-01T00:00:00.000Z');
    await card('tool:list_files').locator('button[data-action="remove-expiry"]').click();
    await waitFor(async () => (await card('tool:list_files').locator('.approval').textContent())?.includes('no expiry') === true, { what: 'the page to show the expiry removed' });
    await card('tool:read_file').locator('button[data-action="revoke"]').click();
    await page.locator('section[data-group="Rejected"] article[data-ref="tool:read_file"]').waitFor();
    await waitFor(async () => !(await toolNames(client)).includes('files__read_file'), { what: 'the gateway to stop publishing the revoked tool' });
    await screenshot(page, 'console-approved');
  });
});
