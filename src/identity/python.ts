// A Python package's identity, offline, from the environment an interpreter or console script belongs to: the
// dist-info's name and version, the wheel's hash when direct_url.json records one, else the digest of RECORD (the
// installer's list of every installed file with its own hash).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { LaunchIdentity } from '../core/identity/identity.js';
import { readJson } from './npm.js';

function normalize(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, '_');
}

/** site-packages of the virtual environment a `bin/python` or `bin/script` lives in. */
export function sitePackages(binFile: string): string | undefined {
  const env = dirname(dirname(binFile));
  if (!existsSync(join(env, 'pyvenv.cfg'))) return undefined;
  for (const lib of ['lib', 'lib64']) {
    try {
      const py = readdirSync(join(env, lib)).find((n) => /^python3\.\d+$/.test(n));
      if (py && existsSync(join(env, lib, py, 'site-packages'))) return join(env, lib, py, 'site-packages');
    } catch {
      // Not this layout.
    }
  }
  return existsSync(join(env, 'Lib', 'site-packages')) ? join(env, 'Lib', 'site-packages') : undefined;
}

function distInfos(site: string): string[] {
  return readdirSync(site)
    .filter((n) => n.endsWith('.dist-info'))
    .sort()
    .map((n) => join(site, n));
}

function read(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Shown from the environment's directory (`lib/python3.x/site-packages/...`): the same from any working directory. */
function identityOf(distInfo: string): LaunchIdentity {
  const shownRoot = join(dirname(distInfo), '..', '..', '..');
  const meta = read(join(distInfo, 'METADATA'));
  const name = /^Name:\s*(.+)$/m.exec(meta)?.[1]?.trim() ?? distInfo;
  const version = /^Version:\s*(.+)$/m.exec(meta)?.[1]?.trim();
  const shown = relative(shownRoot, distInfo) || distInfo;
  const id: LaunchIdentity = { kind: 'python', name, source: shown, ...(version ? { version } : {}) };
  const direct = readJson<{ url?: string; archive_info?: { hash?: string; hashes?: Record<string, string> }; dir_info?: { editable?: boolean } }>(join(distInfo, 'direct_url.json'));
  if (direct?.dir_info?.editable) return { ...id, unverified: `${name} is an editable install of ${direct.url ?? 'a local directory'}; its files are not pinned` };
  const wheel = direct?.archive_info?.hashes?.sha256 ?? /^sha256=(.+)$/.exec(direct?.archive_info?.hash ?? '')?.[1];
  if (wheel) return { ...id, integrity: `sha256:${wheel}`, source: `${shown}/direct_url.json (wheel hash)` };
  const record = read(join(distInfo, 'RECORD'));
  if (!record) return { ...id, unverified: `${shown} has no RECORD listing the installed files` };
  return { ...id, integrity: `sha256:${createHash('sha256').update(record).digest('hex')}`, source: `${shown}/RECORD (installed files and their hashes)` };
}

/** The distribution that provides module `mod` (top_level.txt, RECORD paths, or its own name). */
export function moduleIdentity(site: string, mod: string): LaunchIdentity | undefined {
  const top = mod.split('.')[0];
  for (const d of distInfos(site)) {
    const tops = read(join(d, 'top_level.txt')).split('\n').map((s) => s.trim());
    const record = read(join(d, 'RECORD'));
    if (tops.includes(top) || record.startsWith(`${top}/`) || record.includes(`\n${top}/`) || normalize(d.split(/[\\/]/).pop()!.replace(/-[^-]+\.dist-info$/, '')) === normalize(top))
      return identityOf(d);
  }
  return undefined;
}

/** The distribution whose entry_points.txt declares the console script `script`. */
export function scriptIdentity(site: string, script: string): LaunchIdentity | undefined {
  for (const d of distInfos(site)) {
    const eps = read(join(d, 'entry_points.txt'));
    const section = /\[console_scripts\]([\s\S]*?)(?:\n\[|$)/.exec(eps)?.[1] ?? '';
    if (section.split('\n').some((l) => l.split('=')[0].trim() === script)) return identityOf(d);
  }
  return undefined;
}
