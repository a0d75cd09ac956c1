// What `scan` adds from the consent adapter: the clients' saved permission rules (Claude Code, Gemini CLI, Codex,
// VS Code tool sets, the gateway's profiles) held against each configured server's committed snapshot. The files are
// the workspace's own (the user's too with --user) and any named on the command line.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { consentClientOf, readConsentFile, userConsentFiles, workspaceConsentFiles, type ConsentFile } from '../consent/files.js';
import { heldFindings, type HeldServer } from '../consent/held.js';
import type { ConsentClient } from '../consent/model.js';
import type { Config } from '../core/shared/config.js';
import type { ScanContext, ScanResult } from '../scan/detect.js';
import { shownFile } from '../scan/files.js';
import { parseJsonc } from '../scan/jsonc.js';
import type { PermissionFinding } from '../scan/permissions.js';
import { parseSnapshot } from '../api/snapshot-files.js';

/**
 * A path given to scan that holds permission rules only (its launch settings, if any, are another file's): read for
 * its rules, not as a client configuration. `.gemini/settings.json` holds both, so it is read both ways.
 */
export function permissionOnly(abs: string): boolean {
  const client = consentClientOf(abs);
  return client !== undefined && client !== 'gemini' && client !== 'gateway';
}

/** The files that exist, each once (the workspace may be the home directory). */
function existing(files: Array<[string, ConsentClient]>): Array<[string, ConsentClient]> {
  const seen = new Set<string>();
  return files.filter(([f]) => existsSync(f) && !seen.has(f) && Boolean(seen.add(f)));
}

/** The workspace's mcp-contract.json read leniently, as scan reads it: only its renames matter here. */
function contractConfig(workspace: string): Config {
  try {
    const value = parseJsonc(readFileSync(path.join(workspace, 'mcp-contract.json'), 'utf8')).value;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Config) : {};
  } catch {
    return {};
  }
}

export function scanPermissions(result: ScanResult, ctx: ScanContext, named: readonly string[], user: boolean, env: Record<string, string | undefined>): PermissionFinding[] {
  const contract = ctx.contract;
  if (!contract) return [];
  const found = existing([...(user ? userConsentFiles(ctx.home, env) : []), ...workspaceConsentFiles(ctx.workspace), [path.join(ctx.workspace, 'mcp-contract.json'), 'gateway']]);
  for (const f of named) {
    const client = consentClientOf(f);
    if (client && !found.some(([x]) => x === f)) found.push([f, client]);
  }
  const files: ConsentFile[] = found.map(([abs, client]) => readConsentFile(abs, shownFile(ctx.workspace, abs), client));
  const config = contractConfig(ctx.workspace);
  const servers: HeldServer[] = contract.servers.flatMap((c) => {
    if (!c.snapshotExists) return [];
    let snapshot;
    try {
      snapshot = parseSnapshot(readFileSync(path.resolve(ctx.workspace, c.snapshot), 'utf8'), c.snapshot);
    } catch {
      // An unreadable baseline is reported by the server's own findings; its rules are not judged against nothing.
      return [];
    }
    const keys = [c.name, ...result.servers.filter((s) => s.contract === c.name).map((s) => s.name)];
    return [{ contract: c.name, keys, snapshot, snapshotFile: c.snapshot, config }];
  });
  return heldFindings(files, servers);
}
