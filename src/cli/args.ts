// Argument parsing with node's parseArgs: unknown options are usage errors (exit 2), never ignored.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from '../core/shared/errors.js';
import { closest } from '../core/shared/closest.js';

export { closest };

export type OptionSpec = NonNullable<ParseArgsConfig['options']>;

export interface Parsed {
  values: Record<string, string | boolean | string[] | undefined>;
  positionals: string[];
  /** Everything after `--` (an inline server command). */
  rest: string[];
}

/** Node's parseArgs messages are long and quote oddly; say what was wrong in our own words. */
function usageMessage(command: string, e: Error & { code?: string }, options: OptionSpec): string {
  const help = `(see mcp-contract ${command} --help)`;
  const quoted = /'([^']+)'/.exec(e.message)?.[1] ?? '';
  const name = (quoted.split(/[ ,]+/).find((s) => s.startsWith('--')) ?? quoted.split(/[ ,]+/)[0] ?? '').replace(/=.*$/, '');
  if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const guess = name.startsWith('--') ? closest(name.slice(2), Object.keys(options)) : undefined;
    return `mcp-contract ${command}: unknown option ${name}${guess ? ` (did you mean --${guess}?)` : ''} ${help}`;
  }
  if (e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    return /argument missing/.test(e.message)
      ? `mcp-contract ${command}: ${name} needs a value ${help}`
      : `mcp-contract ${command}: ${name} takes no value ${help}`;
  }
  return `mcp-contract ${command}: ${e.message.split('\n')[0]} ${help}`;
}

/** `positionals` is how many bare arguments the command takes; more is a usage error rather than silently ignored. */
export function parse(command: string, args: string[], options: OptionSpec, positionals = 0): Parsed {
  const dd = args.indexOf('--');
  const head = dd >= 0 ? args.slice(0, dd) : args;
  const rest = dd >= 0 ? args.slice(dd + 1) : [];
  let r: ReturnType<typeof parseArgs>;
  try {
    r = parseArgs({ args: head, options, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError(usageMessage(command, e as Error & { code?: string }, options));
  }
  if (r.positionals.length > positionals) {
    const extra = r.positionals[positionals];
    const hint = positionals === 0 && /\.json$/.test(extra) ? ` (a file goes after an option, e.g. --config ${extra})` : '';
    throw new UsageError(`mcp-contract ${command}: unexpected argument "${extra}"${hint} (see mcp-contract ${command} --help)`);
  }
  return { values: r.values as Parsed['values'], positionals: r.positionals, rest };
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

/** `--format`: `md` and `markdown` are the same format wherever markdown is offered. */
export function formatOf<T extends string>(command: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  const normalized = value === 'md' && allowed.includes('markdown' as T) ? 'markdown' : value;
  return oneOf(command, 'format', normalized, allowed, fallback);
}
