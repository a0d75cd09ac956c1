// A published server (server-filesystem, server-memory) approved at one version (npm alias, e.g. fs-2025-7-1) and upgraded to
// another, as a package manager would: the config launches it through a symlink that the upgrade moves. What the
// issue-51 suites (cli/upgrade-one-step, console/upgrade-browser) put behind a real gateway.
import { mkdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GuardStore } from '../../src/core/approval/approval.js';
import { cli, NODE, ROOT, tempDir, writeJson } from './cli-harness.js';
import { startGatewayInProcess, type InProcessGateway } from './gateway-inprocess.js';

export interface Upgraded {
  dir: string;
  /** The gateway's config (mcp-contract.json, one server). */
  config: string;
  /** The default store under the temp HOME, where a desktop client's gateway keeps it. */
  store: string;
  env: Record<string, string | undefined>;
  /** Points the launch path at another published version (atomically: it never dangles). */
  install: (alias: string) => void;
  storeFile: () => GuardStore;
}

/** server-filesystem approved at `from` (`mcp-contract snapshot`), its launch path then pointed at `to`. */
export function upgradedFilesystem(from: string, to: string): Promise<Upgraded> {
  return upgradedServer('filesystem', from, to, (entry, dir) => {
    const served = path.join(dir, 'served');
    mkdirSync(served);
    writeFileSync(path.join(served, 'note.txt'), 'kept');
    return { command: NODE, args: [entry, served] };
  });
}

/** server-memory approved at `from`, then upgraded to `to`; its knowledge graph in the temp dir. */
export function upgradedMemory(from: string, to: string): Promise<Upgraded> {
  return upgradedServer('memory', from, to, (entry, dir) => ({ command: NODE, args: [entry], env: { MEMORY_FILE_PATH: path.join(dir, 'memory.jsonl') } }));
}

/** A published server (`name`) approved at one alias, launched through a symlink an upgrade moves to another. */
async function upgradedServer(name: string, from: string, to: string, launch: (entry: string, dir: string) => Record<string, unknown>): Promise<Upgraded> {
  const dir = tempDir(`${name}-upgrade`);
  const home = path.join(dir, 'home');
  mkdirSync(home);
  const link = path.join(dir, `server-${name}`);
  const install = (alias: string): void => {
    symlinkSync(path.join(ROOT, 'node_modules', alias), `${link}.next`);
    renameSync(`${link}.next`, link);
  };
  install(from);
  const config = writeJson(path.join(dir, 'mcp-contract.json'), { servers: { [name]: launch(path.join(link, 'dist', 'index.js'), dir) } });
  const env = { PATH: process.env.PATH, HOME: home };
  const snap = await cli(['snapshot'], { cwd: dir, env });
  if (snap.code !== 0) throw new Error(`snapshot exited ${snap.code}: ${snap.stderr}`);
  install(to);
  const store = path.join(home, '.mcp-contract', 'guard');
  return { dir, config, store, env, install, storeFile: () => JSON.parse(readFileSync(path.join(store, `${name}.json`), 'utf8')) as GuardStore };
}

/** The gateway over it, as a desktop client starts it (cwd `/`, the default store under HOME). */
export function gatewayOf(u: Upgraded): Promise<InProcessGateway> {
  return startGatewayInProcess(['--config', u.config], { cwd: '/', env: u.env });
}

/** How many capabilities the store holds for review (changed or new, still served). */
export function heldCount(store: GuardStore): number {
  return Object.values(store.capabilities).filter((c) => (c.state === 'stale' || c.state === 'review_required') && c.live).length;
}
