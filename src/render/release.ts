// Release findings for the terminal and for markdown; finding text carries server names, so it is cleaned/escaped.
import type { ReleaseFinding, ReleaseResult } from '../core/release.js';
import { escapeInline } from './escape.js';
import { cleanTerminal } from './text.js';

function versions(r: ReleaseResult): string {
  return `${r.baseVersion ?? '?'} -> ${r.headVersion ?? '?'}`;
}

export function renderReleaseText(server: string, since: string, r: ReleaseResult): string {
  const lines = [`release check of ${cleanTerminal(server, 100)} since ${cleanTerminal(since, 100)} (version ${cleanTerminal(versions(r), 80)}): ${r.errors} errors, ${r.warnings} warnings`];
  const order = (f: ReleaseFinding) => (f.level === 'error' ? 0 : 1);
  for (const f of [...r.findings].sort((a, b) => order(a) - order(b))) {
    lines.push(`  ${f.level.toUpperCase().padEnd(8)} ${f.id}${f.ref ? `  ${cleanTerminal(f.ref, 120)}` : ''}`);
    lines.push(`           ${cleanTerminal(f.message)}`);
    if (f.hint) lines.push(`           hint: ${cleanTerminal(f.hint, 500)}`);
  }
  if (r.findings.length === 0) lines.push('  no deprecation or versioning problems');
  return `${lines.join('\n')}\n`;
}

export function renderReleaseMarkdown(server: string, since: string, r: ReleaseResult): string {
  const head = `### Release check: ${escapeInline(server, 100)} since ${escapeInline(since, 100)}\n\n${r.errors === 0 ? '✅' : '❌'} ${r.errors} errors, ${r.warnings} warnings (version ${escapeInline(versions(r), 80)})\n`;
  if (r.findings.length === 0) return `${head}\nNo deprecation or versioning problems.\n`;
  const rows = r.findings.map((f) => `| ${f.level} | \`${f.id}\` | ${escapeInline(f.message, 400)} | ${escapeInline(f.hint, 300)} |`);
  return `${head}\n| level | rule | message | what to do |\n| --- | --- | --- | --- |\n${rows.join('\n')}\n`;
}
