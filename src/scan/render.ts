// The scan in text, markdown and JSON. Wording counts what was observed and what was not verified; it never calls a
// server stable or harmless, because no configuration can show that.
import { cleanTerminal } from '../render/text.js';
import { codeSpan, escapeInline } from '../render/escape.js';
import { safeTemplate } from '../render/message.js';
import { CLIENT_LABEL } from './clients.js';
import type { GatewayHint, ScanFinding, ScanResult } from './detect.js';
import { scanRule } from './rules.js';
import { serverEvidenceMarkdown, serverEvidenceText } from './render-axes.js';
import { permissionMarkdown, permissionText } from './permissions.js';

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The one line every format ends with. */
export function scanSummaryLine(r: ScanResult): string {
  const o = r.summary.observed;
  return (
    `mcp-contract scan: ${plural(r.summary.files, 'file')}, ${plural(r.summary.servers, 'server')}; ` +
    `observed: ${plural(o.total, 'risk')} (${o.error} error, ${o.warning} warning, ${o.note} note); ` +
    `unverified: ${plural(r.summary.unverified, 'layer')}. ` +
    'A configuration shows how a server is launched, not that its code or tools will stay the same.'
  );
}

/** The one line saying a file's entries can become one: its count, never its values (env and headers hold tokens). */
function gatewayLine(g: GatewayHint, show: (path: string) => string): string {
  if (g.config !== undefined)
    return `these ${g.servers} servers are in the gateway config ${show(g.config)} already (init --gateway wrote it); replace them here with the one entry it printed, after capturing each once`;
  return `these ${g.servers} servers can be replaced by one gateway entry (one process, one guard for all of them)`;
}

function label(f: ScanFinding): string {
  return f.layer === 'observed' ? `observed ${f.level}` : 'unverified';
}

export function renderScanText(r: ScanResult): string {
  const lines: string[] = [];
  for (const file of r.files) {
    lines.push(`${cleanTerminal(file.path, 300)} (${CLIENT_LABEL[file.client]}): ${plural(file.servers, 'server')}`);
    for (const s of r.servers.filter((x) => x.file === file.path)) {
      lines.push(`  ${cleanTerminal(s.name, 80)} [${s.transport}] line ${s.line}: ${cleanTerminal(s.launch, 200)}`);
      const width = Math.max(...s.findings.map((f) => label(f).length), 0);
      for (const f of s.findings) lines.push(`    ${label(f).padEnd(width)}  ${f.rule} (line ${f.line}): ${cleanTerminal(f.message, 400)}`);
      lines.push(...serverEvidenceText(s));
    }
    if (file.gateway) lines.push(`  ${gatewayLine(file.gateway, (p) => cleanTerminal(p, 300))}: ${cleanTerminal(file.gateway.command, 400)}`);
  }
  lines.push(...permissionText(r.permissions ?? []));
  if (r.files.length > 0) lines.push('');
  lines.push(scanSummaryLine(r));
  return `${lines.join('\n')}\n`;
}

function mdMessage(f: ScanFinding): string {
  return safeTemplate(scanRule(f.rule).message, f.params);
}

export function renderScanMarkdown(r: ScanResult): string {
  const o = r.summary.observed;
  const out: string[] = [
    `### MCP launch configuration: ${plural(o.total, 'observed risk')}, ${plural(r.summary.unverified, 'unverified layer')}`,
    '',
    `**${o.error} error** · **${o.warning} warning** · **${o.note} note** observed in ${plural(r.summary.servers, 'server')} of ${plural(r.summary.files, 'file')}. ` +
      'Unverified layers are evidence this configuration cannot give: they are gaps, not passes.',
    '',
  ];
  for (const file of r.files) {
    out.push(`#### ${escapeInline(file.path)} (${CLIENT_LABEL[file.client]})`, '');
    for (const s of r.servers.filter((x) => x.file === file.path)) {
      out.push(`- ${codeSpan(s.name, 80)} (${s.transport}, line ${s.line}): ${codeSpan(s.launch, 200)}`);
      for (const f of s.findings) {
        const tag = f.layer === 'observed' ? `**observed ${f.level}**` : '_unverified_';
        out.push(`  - ${tag} \`${f.rule}\`, line ${f.line}: ${mdMessage(f)}`);
      }
      out.push(...serverEvidenceMarkdown(s));
    }
    if (file.gateway) out.push('', `${gatewayLine(file.gateway, (p) => codeSpan(p, 300))}: ${codeSpan(file.gateway.command, 400)}`);
    out.push('');
  }
  out.push(...permissionMarkdown(r.permissions ?? []));
  out.push(escapeInline(scanSummaryLine(r), 1000), '');
  return `${out.join('\n')}`;
}

export function renderScanJson(r: ScanResult): string {
  return `${JSON.stringify(r, null, 2)}\n`;
}
