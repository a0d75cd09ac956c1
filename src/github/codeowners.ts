// CODEOWNERS as GitHub reads it: gitignore-like patterns, the last matching line wins, read from the base branch.
import { httpStatus, type Octokit } from './octokit.js';

/** Where GitHub looks for the file, in its order; the first one found is used. */
export const CODEOWNERS_PATHS: readonly string[] = ['.github/CODEOWNERS', 'CODEOWNERS', 'docs/CODEOWNERS'];

export interface CodeownersRule {
  /** 1-based line number in the file. */
  line: number;
  pattern: string;
  /** As written: `@user`, `@org/team` or an email address. Empty means the path has no owners. */
  owners: string[];
  regex: RegExp;
}

export interface ParsedCodeowners {
  rules: CodeownersRule[];
  /** Lines GitHub would reject, e.g. `line 4: negated patterns are not supported`. */
  errors: string[];
}

/** Splits a line on unescaped whitespace; `\ ` keeps a space inside the pattern. */
function tokenize(line: string): string[] {
  const tokens: string[] = [];
  let cur = '';
  let escaped = false;
  let started = false;
  for (const ch of line) {
    if (escaped) {
      cur += ch;
      escaped = false;
      started = true;
    } else if (ch === '\\') {
      escaped = true;
      started = true;
    } else if (/\s/.test(ch)) {
      if (started) tokens.push(cur);
      cur = '';
      started = false;
    } else {
      cur += ch;
      started = true;
    }
  }
  if (escaped) cur += '\\';
  if (started) tokens.push(cur);
  return tokens;
}

function segmentRegex(seg: string): string {
  let out = '';
  for (const ch of seg) {
    if (ch === '*') out += '[^/]*';
    else if (ch === '?') out += '[^/]';
    else out += ch.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return out;
}

/** Compiles one pattern; paths are repository-relative without a leading slash. */
export function patternToRegex(pattern: string): RegExp {
  let p = pattern;
  let anchored = false;
  if (p.startsWith('/')) {
    anchored = true;
    p = p.slice(1);
  }
  const dirOnly = p.endsWith('/');
  if (dirOnly) p = p.slice(0, -1);
  // As in gitignore, a slash anywhere but the end ties the pattern to the repository root.
  if (p.includes('/')) anchored = true;
  const segs = p.split('/');
  let re = anchored ? '^' : '^(?:.*/)?';
  segs.forEach((seg, i) => {
    const last = i === segs.length - 1;
    if (seg === '**') re += last ? '.*' : '(?:.*/)?';
    else re += segmentRegex(seg) + (last ? '' : '/');
  });
  const lastSeg = segs[segs.length - 1];
  if (lastSeg === '**') re += '$';
  else if (dirOnly) re += '/.*$';
  // GitHub: `docs/*` owns files directly in docs/, not files in its subdirectories.
  else if (lastSeg === '*' && segs.length > 1) re += '$';
  else re += '(?:/.*)?$';
  return new RegExp(re);
}

export function parseCodeowners(text: string): ParsedCodeowners {
  const rules: CodeownersRule[] = [];
  const errors: string[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const tokens = tokenize(line);
    const [pattern, ...rest] = tokens;
    if (pattern === undefined) return;
    if (pattern.startsWith('!')) {
      errors.push(`line ${i + 1}: negated patterns are not supported`);
      return;
    }
    const owners: string[] = [];
    for (const t of rest) {
      if (t.startsWith('#')) break;
      owners.push(t);
    }
    rules.push({ line: i + 1, pattern, owners, regex: patternToRegex(pattern) });
  });
  return { rules, errors };
}

function normalizePath(path: string): string {
  return path.replace(/\\/g, '/').replace(/^(?:\.\/)+/, '').replace(/^\/+/, '');
}

/** The owners of one file: those of the LAST line whose pattern matches (a matching line with no owners = none). */
export function ownersFor(text: string | ParsedCodeowners, path: string): string[] {
  const parsed = typeof text === 'string' ? parseCodeowners(text) : text;
  const p = normalizePath(path);
  for (let i = parsed.rules.length - 1; i >= 0; i--) {
    if (parsed.rules[i].regex.test(p)) return [...parsed.rules[i].owners];
  }
  return [];
}

/**
 * Reads the first CODEOWNERS file present at `ref` (pass the BASE branch: owners a PR adds for itself must not
 * count). Undefined when none exists.
 */
export async function readCodeowners(
  octokit: Octokit,
  target: { owner: string; repo: string; ref: string },
): Promise<{ path: string; text: string } | undefined> {
  for (const path of CODEOWNERS_PATHS) {
    try {
      const { data } = await octokit.rest.repos.getContent({ owner: target.owner, repo: target.repo, path, ref: target.ref });
      if (Array.isArray(data) || data.type !== 'file' || !('content' in data)) continue;
      const text = Buffer.from(data.content, (data.encoding as BufferEncoding | undefined) ?? 'base64').toString('utf8');
      return { path, text };
    } catch (error) {
      if (httpStatus(error) === 404) continue;
      throw error;
    }
  }
  return undefined;
}
