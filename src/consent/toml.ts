// The part of TOML that Codex's config.toml needs for consent: which `[mcp_servers.NAME]` table holds which
// `enabled_tools` / `disabled_tools` array, and where each string of it sits. Every other value is skipped by its
// syntax (multi-line strings and arrays included), never interpreted, so a carry edits only the array it names and
// the file's comments, order and layout stay as the user wrote them. No TOML library is in the dependencies, and a
// full one that rewrites the file would lose exactly what must be kept.
import { UsageError } from '../core/shared/errors.js';
import type { Entry } from './model.js';

export interface TomlToolList {
  server: string;
  key: 'enabled_tools' | 'disabled_tools';
  line: number;
  entries: Entry[];
}

const LISTS = new Set(['enabled_tools', 'disabled_tools']);
const BARE = /[A-Za-z0-9_-]/;

export function tomlToolLists(text: string, file: string): TomlToolList[] {
  return new TomlScanner(text, file).lists();
}

class TomlScanner {
  private i = 0;
  private line = 1;
  private table: string[] = [];
  private readonly out: TomlToolList[] = [];

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
      else if (c === '#') while (!this.done() && this.peek() !== '\n') this.next();
      else return;
    }
  }

  private endOfLine(): void {
    this.blank(false);
    if (this.done()) return;
    if (this.peek() !== '\n') this.fail(`unexpected "${this.peek()}" after a value`);
    this.next();
  }

  lists(): TomlToolList[] {
    while (!this.done()) {
      this.blank(true);
      if (this.done()) break;
      if (this.peek() === '[') this.header();
      else this.keyValue();
    }
    return this.out;
  }

  private header(): void {
    this.next();
    const arrayTable = this.peek() === '[';
    if (arrayTable) this.next();
    const path = this.keyPath();
    if (this.next() !== ']' || (arrayTable && this.next() !== ']')) this.fail('expected "]" closing a table header');
    // An array of tables is never a server's table: keys under it are not ours.
    this.table = arrayTable ? ['[['] : path;
    this.endOfLine();
  }

  private keyPath(): string[] {
    const parts: string[] = [];
    for (;;) {
      this.blank(false);
      const c = this.peek();
      if (c === '"' || c === "'") parts.push(this.str().value);
      else {
        let k = '';
        while (BARE.test(this.peek()) && !this.done()) k += this.next();
        if (k === '') this.fail('expected a key');
        parts.push(k);
      }
      this.blank(false);
      if (this.peek() !== '.') return parts;
      this.next();
    }
  }

  private keyValue(): void {
    const line = this.line;
    const key = [...this.table, ...this.keyPath()];
    if (this.next() !== '=') this.fail('expected "=" after a key');
    this.blank(false);
    const ours = key.length === 3 && key[0] === 'mcp_servers' && LISTS.has(key[2]);
    if (ours) {
      if (this.peek() !== '[') this.fail(`${key.join('.')}: expected an array of tool names`);
      this.out.push({ server: key[1], key: key[2] as TomlToolList['key'], line, entries: this.stringArray(key.join('.')) });
    } else this.skipValue(false);
    this.endOfLine();
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
      return String.fromCodePoint(parseInt(hex, 16));
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
