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
  let i = 0;
  let line = 1;
  let col = 1;
  const positions = new Map<string, Position>();

  const here = (): Position => ({ line, column: col });
  const fail = (what: string): never => {
    throw new JsoncError(`${what} at line ${line}, column ${col}`, here());
  };
  const advance = (): string => {
    const c = text[i++];
    if (c === '\n') {
      line++;
      col = 1;
    } else col++;
    return c;
  };
  const skip = (): void => {
    for (;;) {
      const c = text[i];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\uFEFF') advance();
      else if (c === '/' && text[i + 1] === '/') while (i < text.length && text[i] !== '\n') advance();
      else if (c === '/' && text[i + 1] === '*') {
        advance();
        advance();
        while (i < text.length && !(text[i] === '*' && text[i + 1] === '/')) advance();
        if (i >= text.length) fail('unterminated comment');
        advance();
        advance();
      } else return;
    }
  };
  const str = (): string => {
    const start = i;
    advance();
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\\') advance();
      if (text[i] === '\n') fail('line break in a string');
      advance();
    }
    if (i >= text.length) fail('unterminated string');
    advance();
    try {
      return JSON.parse(text.slice(start, i)) as string;
    } catch {
      return fail('invalid string escape');
    }
  };
  const value = (path: string, depth: number): JsonValue => {
    skip();
    // Checked before descending: a 200,000-deep file is one clear line, never a stack overflow.
    if (depth > limits.depth) fail(`nesting deeper than ${limits.depth} levels`);
    if (positions.size >= limits.values) fail(`more than ${limits.values} values`);
    positions.set(path, here());
    const c = text[i];
    if (c === '{') {
      advance();
      const out: Record<string, JsonValue> = {};
      skip();
      while (text[i] !== '}') {
        if (text[i] !== '"') fail('expected a property name');
        const keyPos = here();
        const key = str();
        skip();
        if (text[i] !== ':') fail('expected ":"');
        advance();
        const child = `${path}${pointerOf([key])}`;
        out[key] = value(child, depth + 1);
        // Point at the key, which is where a reader looks for a property.
        positions.set(child, keyPos);
        skip();
        if (text[i] === ',') {
          advance();
          skip();
        } else if (text[i] !== '}') fail('expected "," or "}"');
      }
      advance();
      return out;
    }
    if (c === '[') {
      advance();
      const out: JsonValue[] = [];
      skip();
      while (text[i] !== ']') {
        out.push(value(`${path}/${out.length}`, depth + 1));
        skip();
        if (text[i] === ',') {
          advance();
          skip();
        } else if (text[i] !== ']') fail('expected "," or "]"');
      }
      advance();
      return out;
    }
    if (c === '"') return str();
    const m = /^(-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 64));
    if (!m) return fail(i >= text.length ? 'unexpected end of input' : `unexpected "${c}"`);
    for (let k = 0; k < m[0].length; k++) advance();
    return JSON.parse(m[0]) as JsonValue;
  };

  const root = value('', 0);
  skip();
  if (i < text.length) fail('unexpected text after the JSON value');
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
