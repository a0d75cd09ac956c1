// `console --open`'s hand-off to the browser (issue 50 item 6): the opener's command line is readable by every local
// user in /proc, so it is given a file of this user's own that holds the login link, never the link itself.
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The login link as a file only this user can read (0600 in a 0700 folder of its own): the opener's command line,
 * which every local user can read in /proc, then names the file and not the token. The page moves the browser on to
 * the link; the file is removed once the token is spent, or when the console stops.
 */
export function loginFile(url: string, env: Record<string, string | undefined>): { href: string; remove: () => void } {
  const base = env.XDG_RUNTIME_DIR && existsSync(env.XDG_RUNTIME_DIR) ? env.XDG_RUNTIME_DIR : tmpdir();
  const dir = mkdtempSync(join(base, 'mcp-contract-console-'));
  chmodSync(dir, 0o700);
  const file = join(dir, 'login.html');
  // The URL is ours (origin and a base64url token): nothing in it needs escaping in an attribute.
  writeFileSync(file, `<!doctype html>\n<html><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><meta http-equiv="refresh" content="0;url=${url}"><title>mcp-contract console</title></head><body><p>Opening the console…</p></body></html>\n`, { mode: 0o600, flag: 'wx' });
  return { href: pathToFileURL(file).href, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

