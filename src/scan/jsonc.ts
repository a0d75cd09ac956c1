// A small JSON-with-comments reader that remembers where each value starts, so findings point at config lines.
// VS Code's mcp.json allows comments and trailing commas; plain JSON parses the same way.
import type { JsonValue } from '../core/shared/model.js';

export interface Position {
  /** 1-based, as editors and SARIF count. */
  line: number;
  column: number;
}

export interface LocatedJson {
  value: JsonValue;
  /** Where the value at a JSON pointer starts; the nearest located ancestor when the pointer goes deeper. */
  locate(pointer: string): Position;
}

export class JsoncError extends Error {
  constructor(
    message: string,
    readonly position: Position,
  ) {
    super(message);
  }
}

export function pointerOf(parts: readonly (string | number)[]): string {
  return parts.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** Limits that keep a hostile file from exhausting the stack or memory; a real client config is far inside them. */
export const JSONC_LIMITS = { depth: 128, values: 50_000 } as const;

export function parseJsonc(text: string, limits: { depth: number; values: number } = JSONC_LIMITS): LocatedJson {
  const parser = new JsoncParser(text, limits);
  const root = parser.value('', 0);
  parser.skip();
  if (!parser.done()) parser.fail('unexpected text after the JSON value');
  const positions = parser.positions;
  return {
    value: root,
    locate(pointer: string): Position {
      let p = pointer;
      for (;;) {
        const hit = positions.get(p);
        if (hit) return hit;
        if (p === '') return { line: 1, column: 1 };
        p = p.slice(0, p.lastIndexOf('/'));
      }
    },
  };
}

/** A recursive-descent reader that records where each value starts (by JSON pointer) as it goes. */
class JsoncParser {
  private i = 0;
  private line = 1;
  private col = 1;
  readonly positions = new Map<string, Position>();

  constructor(
    private readonly text: string,
    private readonly limits: { depth: number; values: number },
  ) {}

  done(): boolean {
    return this.i >= this.text.length;
  }

  private here(): Position {
    return { line: this.line, column: this.col };
  }

  fail(what: string): never {
    throw new JsoncError(`${what} at line ${this.line}, column ${this.col}`, this.here());
  }

  private advance(): string {
    const c = this.text[this.i++];
    if (c === '\n') {
      this.line++;
      this.col = 1;
    } else this.col++;
    return c;
  }

  skip(): void {
    const t = this.text;
    for (;;) {
      const c = t[this.i];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\uFEFF') this.advance();
      else if (c === '/' && t[this.i + 1] === '/') while (!this.done() && t[this.i] !== '\n') this.advance();
      else if (c === '/' && t[this.i + 1] === '*') {
        this.advance();
        this.advance();
        while (!this.done() && !(t[this.i] === '*' && t[this.i + 1] === '/')) this.advance();
        if (this.done()) this.fail('unterminated comment');
        this.advance();
        this.advance();
      } else return;
    }
  }

  private str(): string {
    const start = this.i;
    this.advance();
    while (!this.done() && this.text[this.i] !== '"') {
      if (this.text[this.i] === '\\') this.advance();
      if (this.text[this.i] === '\n') this.fail('line break in a string');
      this.advance();
    }
    if (this.done()) this.fail('unterminated string');
    this.advance();
    try {
      return JSON.parse(this.text.slice(start, this.i)) as string;
    } catch {
      return this.fail('invalid string escape');
    }
  }

  value(path: string, depth: number): JsonValue {
    this.skip();
    // Checked before descending: a 200,000-deep file is one clear line, never a stack overflow.
    if (depth > this.limits.depth) this.fail(`nesting deeper than ${this.limits.depth} levels`);
    if (this.positions.size >= this.limits.values) this.fail(`more than ${this.limits.values} values`);
    this.positions.set(path, this.here());
    const c = this.text[this.i];
    if (c === '{') return this.object(path, depth);
    if (c === '[') return this.array(path, depth);
    if (c === '"') return this.str();
    const m = /^(-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null)/.exec(this.text.slice(this.i, this.i + 64));
    if (!m) return this.fail(this.done() ? 'unexpected end of input' : `unexpected "${c}"`);
    for (let k = 0; k < m[0].length; k++) this.advance();
    return JSON.parse(m[0]) as JsonValue;
  }

  private object(path: string, depth: number): JsonValue {
    this.advance();
    const out: Record<string, JsonValue> = {};
    this.skip();
    while (this.text[this.i] !== '}') {
      if (this.text[this.i] !== '"') this.fail('expected a property name');
      const keyPos = this.here();
      const key = this.str();
      this.skip();
      if (this.text[this.i] !== ':') this.fail('expected ":"');
      this.advance();
      const child = `${path}${pointerOf([key])}`;
      // An own property even for "__proto__", as JSON.parse makes it: assignment would set the prototype instead.
      Object.defineProperty(out, key, { value: this.value(child, depth + 1), enumerable: true, writable: true, configurable: true });
      // Point at the key, which is where a reader looks for a property.
      this.positions.set(child, keyPos);
      this.skip();
      if (this.text[this.i] === ',') {
        this.advance();
        this.skip();
      } else if (this.text[this.i] !== '}') this.fail('expected "," or "}"');
    }
    this.advance();
    return out;
  }

  private array(path: string, depth: number): JsonValue {
    this.advance();
    const out: JsonValue[] = [];
    this.skip();
    while (this.text[this.i] !== ']') {
      out.push(this.value(`${path}/${out.length}`, depth + 1));
      this.skip();
      if (this.text[this.i] === ',') {
        this.advance();
        this.skip();
      } else if (this.text[this.i] !== ']') this.fail('expected "," or "]"');
    }
    this.advance();
    return out;
  }
}
