// Argument parsing with node's parseArgs: unknown options are usage errors (exit 2), never ignored.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from '../core/errors.js';

export type OptionSpec = NonNullable<ParseArgsConfig['options']>;

export interface Parsed {
  values: Record<string, string | boolean | string[] | undefined>;
  positionals: string[];
  /** Everything after `--` (an inline server command). */
  rest: string[];
}

export function parse(command: string, args: string[], options: OptionSpec): Parsed {
  const dd = args.indexOf('--');
  const head = dd >= 0 ? args.slice(0, dd) : args;
  const rest = dd >= 0 ? args.slice(dd + 1) : [];
  try {
    const r = parseArgs({ args: head, options, allowPositionals: true, strict: true });
    return { values: r.values as Parsed['values'], positionals: r.positionals, rest };
  } catch (e) {
    throw new UsageError(`mcp-contract ${command}: ${(e as Error).message.split('\n')[0]}`);
  }
}

export function str(p: Parsed, name: string): string | undefined {
  const v = p.values[name];
  return typeof v === 'string' ? v : undefined;
}

export function list(p: Parsed, name: string): string[] {
  const v = p.values[name];
  return Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
}

export function flag(p: Parsed, name: string): boolean {
  return p.values[name] === true;
}

export function oneOf<T extends string>(command: string, option: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`mcp-contract ${command}: --${option} must be one of ${allowed.join(', ')} (got "${value}")`);
}
