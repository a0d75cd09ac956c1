// Release findings for the terminal and for markdown; finding text carries server names, so it is cleaned/escaped.
import type { ReleaseFinding, ReleaseResult } from '../core/release/release.js';
import { escapeInline } from './escape.js';
import { cleanTerminal } from './text.js';

function versions(r: ReleaseResult): string {
  return `${r.baseVersion ?? '?'} -> ${r.headVersion ?? '?'}`;
}

/** The same finding on several surfaces differs only in the surface it names: it is shown once, naming them all. */
export function groupReleaseFindings(findings: readonly ReleaseFinding[]): ReleaseFinding[] {
  const out: ReleaseFinding[] = [];
  const byKey = new Map<string, { finding: ReleaseFinding; surfaces: string[]; template: string }>();
  for (const f of findings) {
    const marker = f.surface ? `surface ${f.surface}` : undefined;
    if (!f.surface || !marker || !f.message.includes(marker)) {
      out.push(f);
      continue;
    }
    const template = f.message.split(marker).join('\u0000');
    const key = JSON.stringify([f.id, f.level, f.ref ?? null, f.hint, template]);
    const seen = byKey.get(key);
    if (seen) {
      seen.surfaces.push(f.surface);
      seen.finding.surface = seen.surfaces.join(', ');
      seen.finding.message = seen.template.split('\u0000').join(`surfaces ${seen.surfaces.join(', ')}`);
    } else {
      const copy = { ...f };
      byKey.set(key, { finding: copy, surfaces: [f.surface], template });
      out.push(copy);
    }
  }
  return out;
}

function counts(r: ReleaseResult): string {
  return `${r.errors} error${r.errors === 1 ? '' : 's'}, ${r.warnings} warning${r.warnings === 1 ? '' : 's'}`;
}

function perSurface(r: ReleaseResult, shown: number): string {
  return shown < r.findings.length ? ` (counted per surface; ${shown} distinct below)` : '';
}

export function renderReleaseText(server: string, since: string, r: ReleaseResult): string {
  const findings = groupReleaseFindings(r.findings);
  const lines = [`release check of ${cleanTerminal(server, 100)} since ${cleanTerminal(since, 100)} (version ${cleanTerminal(versions(r), 80)}): ${counts(r)}${perSurface(r, findings.length)}`];
  const order = (f: ReleaseFinding) => (f.level === 'error' ? 0 : 1);
  for (const f of findings.sort((a, b) => order(a) - order(b))) {
    lines.push(`  ${f.level.toUpperCase().padEnd(8)} ${f.id}${f.ref ? `  ${cleanTerminal(f.ref, 120)}` : ''}`);
    lines.push(`           ${cleanTerminal(f.message)}`);
    if (f.hint) lines.push(`           hint: ${cleanTerminal(f.hint, 500)}`);
  }
  if (r.findings.length === 0) lines.push('  no deprecation or versioning problems');
  return `${lines.join('\n')}\n`;
}

export function renderReleaseMarkdown(server: string, since: string, r: ReleaseResult): string {
  const findings = groupReleaseFindings(r.findings);
  const head = `### Release check: ${escapeInline(server, 100)} since ${escapeInline(since, 100)}\n\n${r.errors === 0 ? '✅' : '❌'} ${counts(r)} (version ${escapeInline(versions(r), 80)})${perSurface(r, findings.length)}\n`;
  if (r.findings.length === 0) return `${head}\nNo deprecation or versioning problems.\n`;
  const rows = findings.map((f) => `| ${f.level} | \`${f.id}\` | ${escapeInline(f.message, 400)} | ${escapeInline(f.hint, 300)} |`);
  return `${head}\n| level | rule | message | what to do |\n| --- | --- | --- | --- |\n${rows.join('\n')}\n`;
}
