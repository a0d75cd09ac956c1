// The part of TOML that Codex's config.toml needs for consent: which `[mcp_servers.NAME]` table holds which
// `enabled_tools` / `disabled_tools` array, and where each string of it sits; and each approval mode
// (`default_tools_approval_mode`, `tools.<tool>.approval_mode`) with the statement that holds the tool's key. Every
// other value is skipped by its syntax (multi-line strings and arrays included), never interpreted, so a carry edits
// only the array it names (or copies the one statement) and the file's comments, order and layout stay as the user
// wrote them. No TOML library is in the dependencies, and a
// full one that rewrites the file would lose exactly what must be kept.
import { UsageError } from '../core/shared/errors.js';
import type { Entry } from './model.js';

export interface TomlToolList {
  server: string;
  key: 'enabled_tools' | 'disabled_tools';
  line: number;
  entries: Entry[];
}

/**
 * An approval mode: the server's `default_tools_approval_mode` (no tool) or one tool's `tools.<tool>.approval_mode`,
 * in any of TOML's spellings (a `[mcp_servers.S.tools.T]` table, dotted keys, inline tables). A tool's entry is its
 * key token, with the statement a carry copies under the new name.
 */
export interface TomlApproval {
  server: string;
  tool?: string;
  mode: string;
  entry: Entry;
}

/** U+0000-U+001F and U+007F: what TOML never holds raw outside a tab (and line breaks where lines end). */
function isControl(c: string): boolean {
  const code = c.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

const LISTS = new Set(['enabled_tools', 'disabled_tools']);
const BARE = /[A-Za-z0-9_-]/;

export function tomlToolLists(text: string, file: string): TomlToolList[] {
  return new TomlScanner(text, file).scan().lists;
}

export function tomlConsent(text: string, file: string): { lists: TomlToolList[]; approvals: TomlApproval[] } {
  return new TomlScanner(text, file).scan();
}

/** A key of a key path and where its token sits. */
interface Key {
  name: string;
  start: number;
  end: number;
}

/** The statement holding a key (a header, a line, a pair of an inline table): where it starts, what joins a copy. */
interface Holder {
  start: number;
  sep: string;
}

class TomlScanner {
  private i = 0;
  private line = 1;
  private table: Key[] = [];
  /** The current table's header: a key of it is held by the header, its copy running to the value found under it. */
  private headerStart = 0;
  private readonly out: TomlToolList[] = [];
  private readonly approvals: TomlApproval[] = [];

  constructor(
    private readonly text: string,
    private readonly file: string,
  ) {}

  private fail(what: string): never {
    throw new UsageError(`${this.file}:${this.line}: ${what} (not valid TOML)`);
  }

  private peek(k = 0): string {
    return this.text[this.i + k] ?? '';
  }

  private next(): string {
    const c = this.text[this.i++];
    if (c === '\n') this.line++;
    return c;
  }

  private done(): boolean {
    return this.i >= this.text.length;
  }

  /** Spaces and tabs; with `lines`, also line breaks and comments (inside arrays). */
  private blank(lines: boolean): void {
    for (;;) {
      const c = this.peek();
      if (c === ' ' || c === '\t' || c === '\r' || c === '\uFEFF') this.next();
      else if (lines && c === '\n') this.next();
      else if (c === '#')
        while (!this.done() && this.peek() !== '\n') {
          const k = this.peek();
          if (isControl(k) && k !== '\t' && k !== '\r') this.fail(`control character U+${k.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')} in a comment`);
          this.next();
        }
      else return;
    }
  }

  private endOfLine(): void {
    this.blank(false);
    if (this.done()) return;
    if (this.peek() !== '\n') this.fail(`unexpected "${this.peek()}" after a value`);
    this.next();
  }

  scan(): { lists: TomlToolList[]; approvals: TomlApproval[] } {
    while (!this.done()) {
      this.blank(true);
      if (this.done()) break;
      if (this.peek() === '[') this.header();
      else this.keyValue();
    }
    return { lists: this.out, approvals: this.approvals };
  }

  private header(): void {
    this.headerStart = this.i;
    this.next();
    const arrayTable = this.peek() === '[';
    if (arrayTable) this.next();
    const path = this.keyPath();
    if (this.next() !== ']' || (arrayTable && this.next() !== ']')) this.fail('expected "]" closing a table header');
    // An array of tables is never a server's table: keys under it are not ours.
    this.table = arrayTable ? [{ name: '[[', start: -1, end: -1 }] : path;
    this.endOfLine();
  }

  private keyPath(): Key[] {
    const parts: Key[] = [];
    for (;;) {
      this.blank(false);
      const c = this.peek();
      const start = this.i;
      if (c === '"' || c === "'") parts.push({ name: this.str().value, start, end: this.i });
      else {
        let k = '';
        while (BARE.test(this.peek()) && !this.done()) k += this.next();
        if (k === '') this.fail('expected a key');
        parts.push({ name: k, start, end: this.i });
      }
      this.blank(false);
      if (this.peek() !== '.') return parts;
      this.next();
    }
  }

  /** The offset just before the line break (or the end) of the line `at` is on. */
  private lineEnd(at: number): number {
    const eol = this.text.indexOf('\n', at);
    const end = eol < 0 ? this.text.length : eol;
    return this.text[end - 1] === '\r' ? end - 1 : end;
  }

  private keyValue(): void {
    const line = this.line;
    const stmt = this.text.lastIndexOf('\n', this.i - 1) + 1;
    const own = this.keyPath();
    const key = [...this.table, ...own];
    const names = key.map((k) => k.name);
    if (this.next() !== '=') this.fail('expected "=" after a key');
    this.blank(false);
    const ours = key.length === 3 && names[0] === 'mcp_servers' && LISTS.has(names[2]);
    if (ours) {
      if (this.peek() !== '[') this.fail(`${names.join('.')}: expected an array of tool names`);
      this.out.push({ server: names[1], key: names[2] as TomlToolList['key'], line, entries: this.stringArray(names.join('.')) });
    } else {
      // A key of the header is held by the header (a copy runs from it); one written here, by this statement.
      const holders = key.map((_, i): Holder => (i < this.table.length ? { start: this.headerStart, sep: '\n\n' } : { start: stmt, sep: '\n' }));
      this.value(key, holders, false);
    }
    this.endOfLine();
  }

  /**
   * A value at `key` (each key's holder beside it): an approval mode is recorded, an inline table is walked for one,
   * anything else is skipped by its syntax.
   */
  private value(key: Key[], holders: Holder[], nested: boolean): void {
    const names = key.map((k) => k.name);
    const c = this.peek();
    if (c === '{' && names[0] === 'mcp_servers' && key.length <= 4) {
      this.inlineTable(key, holders);
      return;
    }
    const isMode = names[0] === 'mcp_servers' && ((key.length === 3 && names[2] === 'default_tools_approval_mode') || (key.length === 5 && names[2] === 'tools' && names[4] === 'approval_mode'));
    if (!isMode || (c !== '"' && c !== "'")) {
      this.skipValue(nested);
      return;
    }
    const line = this.line;
    const start = this.i;
    const mode = this.str().value;
    if (key.length === 3) {
      this.approvals.push({ server: names[1], mode, entry: { text: `default_tools_approval_mode = '${mode}'`, line, start, end: this.i } });
      return;
    }
    const t = key[3];
    const h = holders[3];
    // A line is copied up to this value and the copy goes after the line, so its trailing comment stays with it; a
    // pair of an inline table runs to the end of its own value (set when the pair ends).
    const at = h.sep === ', ' ? this.i : this.lineEnd(this.i);
    this.approvals.push({ server: names[1], tool: t.name, mode, entry: { text: t.name, line, start: t.start, end: t.end, copy: { start: h.start, end: this.i, at, sep: h.sep } } });
  }

  private inlineTable(prefix: Key[], holders: Holder[]): void {
    this.next();
    for (;;) {
      this.blank(true);
      if (this.done()) this.fail('unterminated inline table');
      if (this.peek() === '}') {
        this.next();
        return;
      }
      if (this.peek() === ',') {
        this.next();
        continue;
      }
      const pairStart = this.i;
      const own = this.keyPath();
      if (this.next() !== '=') this.fail('expected "=" in an inline table');
      this.blank(false);
      // A copy of a key of this pair is the whole pair, placed after it with a comma.
      const pair: Holder = { start: pairStart, sep: ', ' };
      const before = this.approvals.length;
      this.value([...prefix, ...own], [...holders, ...own.map(() => pair)], true);
      for (const a of this.approvals.slice(before)) {
        const copy = a.entry.copy;
        if (copy && copy.sep === ', ' && copy.start === pairStart) Object.assign(copy, { end: this.i, at: this.i });
      }
    }
  }

  private stringArray(at: string): Entry[] {
    this.next();
    const out: Entry[] = [];
    for (;;) {
      this.blank(true);
      if (this.peek() === ']') {
        this.next();
        return out;
      }
      const c = this.peek();
      if (c !== '"' && c !== "'") this.fail(`${at}: expected a string`);
      const line = this.line;
      const start = this.i;
      const s = this.str();
      if (s.multiline) this.fail(`${at}: a tool name on several lines`);
      out.push({ text: s.value, line, start, end: this.i });
      this.blank(true);
      if (this.peek() === ',') this.next();
      else if (this.peek() !== ']') this.fail(`${at}: expected "," or "]"`);
    }
  }

  /** A basic or literal string, single- or multi-line, decoded. */
  private str(): { value: string; multiline: boolean } {
    const q = this.next();
    const multiline = this.peek() === q && this.peek(1) === q;
    if (multiline) {
      this.next();
      this.next();
    }
    let value = '';
    for (;;) {
      if (this.done()) this.fail('unterminated string');
      const c = this.peek();
      if (c === q && (!multiline || (this.peek(1) === q && this.peek(2) === q))) {
        this.next();
        if (multiline) {
          this.next();
          this.next();
        }
        return { value, multiline };
      }
      if (c === '\n' && !multiline) this.fail('line break in a string');
      if (c === '\r' && multiline && this.peek(1) === '\n') {
        value += this.next();
        continue;
      }
      // TOML holds no raw control character in a string but a tab (and a multi-line string's line breaks): Codex's
      // reader refuses the whole file over one, so this reader does too.
      if (isControl(c) && c !== '\t' && !(c === '\n' && multiline)) this.fail(`control character U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')} in a string`);
      if (c === '\\' && q === '"') value += this.escape();
      else value += this.next();
    }
  }

  private escape(): string {
    this.next();
    const c = this.next();
    const simple: Record<string, string> = { b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', '"': '"', '\\': '\\' };
    if (c in simple) return simple[c];
    if (c === 'u' || c === 'U') {
      const hex = this.text.slice(this.i, this.i + (c === 'u' ? 4 : 8));
      if (!/^[0-9A-Fa-f]+$/.test(hex) || hex.length !== (c === 'u' ? 4 : 8)) this.fail('invalid unicode escape');
      for (let k = 0; k < hex.length; k++) this.next();
      const code = parseInt(hex, 16);
      if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) this.fail(`\\${c}${hex} is not a Unicode scalar value`);
      return String.fromCodePoint(code);
    }
    if (c === '\n' || c === ' ' || c === '\t' || c === '\r') {
      // A line-ending backslash in a multi-line string trims the following whitespace.
      while (/[\s]/.test(this.peek()) && !this.done()) this.next();
      return '';
    }
    return this.fail(`invalid escape "\\${c}"`);
  }

  /** Any value by its syntax: strings, arrays and inline tables nest; a scalar runs to the end of its token. */
  private skipValue(nested: boolean): void {
    const c = this.peek();
    if (c === '"' || c === "'") {
      this.str();
      return;
    }
    if (c === '[' || c === '{') {
      const close = c === '[' ? ']' : '}';
      this.next();
      for (;;) {
        this.blank(true);
        if (this.done()) this.fail(`unterminated ${c === '[' ? 'array' : 'inline table'}`);
        if (this.peek() === close) {
          this.next();
          return;
        }
        if (this.peek() === ',') {
          this.next();
          continue;
        }
        if (c === '{') {
          this.keyPath();
          if (this.next() !== '=') this.fail('expected "=" in an inline table');
          this.blank(false);
        }
        this.skipValue(true);
      }
    }
    // A top-level scalar runs to the comment or line end (a local date-time holds a space).
    const end = nested ? /[\s,\]}#]/ : /[\n#]/;
    let scalar = '';
    while (!this.done() && !end.test(this.peek())) scalar += this.next();
    if (scalar === '') this.fail('expected a value');
  }
}
