// Untrusted text for a terminal, apart from the report renderer: the CLI's entry path needs only this, and importing
// text.ts would load the rule registry and the fingerprint code (node:crypto) before every command (issue 21).
import { revealInvisible, truncate } from './escape.js';

// CSI (ESC [ ... final), OSC (ESC ] ... BEL or ESC \), the 8-bit CSI, and any other two-byte ESC sequence.
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x9b[0-?]*[ -/]*[@-~]|\x1b[@-_]/g;

/** Untrusted text made safe for a terminal: escape sequences removed, one line, other invisibles shown as `⟨U+XXXX⟩`. */
export function cleanTerminal(text: string, max = 300): string {
  const stripped = String(text).replace(ANSI, '').replace(/[\r\n\t]+/g, ' ');
  return truncate(revealInvisible(stripped), max);
}
