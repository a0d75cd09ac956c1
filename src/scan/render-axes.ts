// The identity line and the eight axes under each scanned server, in text and markdown: observed with what was seen,
// unverified with why; never a total.
import { describeIdentity } from '../core/identity/identity.js';
import type { AxisView } from '../core/identity/axes.js';
import { cleanTerminal } from '../render/terminal.js';
import { escapeInline } from '../render/escape.js';
import type { ScanServer } from './detect.js';

const WIDTH = Math.max(...['code mutability', 'credential exposure'].map((a) => a.length));

export function axesText(axes: readonly AxisView[], indent: string): string[] {
  return axes.map((a) => `${indent}${a.axis.padEnd(WIDTH)}  ${a.state.padEnd(10)}  ${cleanTerminal(a.detail, 400)}`);
}

export function serverEvidenceText(s: ScanServer): string[] {
  const id = s.identity ? [`    identity: observed ${cleanTerminal(describeIdentity(s.identity), 300)} from ${cleanTerminal(s.identity.source, 200)}`] : [];
  return [...id, '    axes (each observed or unverified; there is no total):', ...axesText(s.axes, '      ')];
}

export function serverEvidenceMarkdown(s: ScanServer): string[] {
  const id = s.identity ? [`  - identity, observed: ${escapeInline(describeIdentity(s.identity), 300)} from ${escapeInline(s.identity.source, 200)}`] : [];
  return [...id, ...s.axes.map((a) => `  - ${a.axis}: ${a.state === 'observed' ? 'observed' : '_unverified_'}: ${escapeInline(a.detail, 400)}`)];
}
