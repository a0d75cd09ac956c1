// A ref printed inside a command must be copied and run as the literal ref: a tool named `x$(touch f)` is server text.

const PLAIN = /^[A-Za-z0-9_@%+=:,./-]+$/;

/** POSIX single-quoted form of `value` (left bare when it holds only characters no shell interprets). */
export function shellQuote(value: string): string {
  if (PLAIN.test(value)) return value;
  return `'${value.replace(/'/g, `'\\''`)}'`;
}
