// Argument parsing with node's parseArgs: unknown options are usage errors (exit 2), never ignored.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from '../core/shared/errors.js';
import { closest } from '../core/shared/closest.js';
import type { FailOn } from '../core/diff/gate.js';
import { formOf, formOptions, optionRows, type CommandSpec, type FormatOf, type OptionRow } from './spec.js';

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
function parse(command: string, args: string[], options: OptionSpec, positionals = 0): Parsed {
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
    const hint = positionals === 0 && /\.json$/.test(extra) && options.config ? ` (a file goes after an option, e.g. --config ${extra})` : '';
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

/** What a command's table adds to its parsed arguments: the format asked for and the `--fail-on` threshold. */
export interface CommandArgs<F extends string> extends Parsed {
  format: F;
  /** `--format` or `--json` was given (without either, an `--out` file's extension may choose). */
  formatGiven: boolean;
  /** `none` for a command without `--fail-on`. */
  failOn: FailOn;
}

/** A value of a row with choices, its alias resolved; a value outside them is a usage error naming what is taken. */
function chosen(command: string, row: OptionRow, value: string): string {
  const word = row.aliases && Object.hasOwn(row.aliases, value) ? row.aliases[value] : value;
  return oneOf(command, row.name, word, row.choices ?? [word], word);
}

/** `--format F`, or `--json` (its alias); the two may not disagree. */
function chosenFormat(spec: CommandSpec, p: Parsed): { format: string; formatGiven: boolean } {
  const names = Object.keys(spec.formats ?? { text: '' });
  const format = p.values.format as string | undefined;
  const json = flag(p, 'json');
  if (format === undefined) return { format: json ? 'json' : names[0], formatGiven: json };
  if (json && format !== 'json') throw new UsageError(`mcp-contract ${spec.name}: --json is --format json, which --format ${format} contradicts`);
  return { format, formatGiven: true };
}

function maxOperands(spec: CommandSpec): number {
  if (spec.maxOperands !== undefined) return spec.maxOperands;
  const operands = spec.operands ?? [];
  return operands.some((o) => o.repeat) ? Infinity : operands.length;
}

/** What node's parseArgs is given for a command: its table's rows, and nothing else. */
export function parserOptions(spec: CommandSpec): OptionSpec {
  const options: OptionSpec = {};
  for (const r of optionRows(spec)) options[r.name] = { type: r.value ? 'string' : 'boolean', ...(r.short ? { short: r.short } : {}), ...(r.repeat ? { multiple: true } : {}) };
  return options;
}

/** Parses a command's arguments with its table: the options it declares, its operands, its format and threshold. */
export function parseCommand<S extends CommandSpec>(spec: S, args: string[]): CommandArgs<FormatOf<S>> {
  const p = parse(spec.name, args, parserOptions(spec), maxOperands(spec));
  // Every value with choices is checked, and its alias resolved, before the command sees it.
  for (const r of optionRows(spec)) {
    const v = p.values[r.name];
    if (r.choices && v !== undefined && typeof v !== 'boolean') p.values[r.name] = Array.isArray(v) ? v.map((x) => chosen(spec.name, r, x)) : chosen(spec.name, r, v);
  }
  const failOn = spec.failOn ? ((str(p, 'fail-on') ?? spec.failOn.default) as FailOn) : 'none';
  return Object.assign(p, chosenFormat(spec, p), { failOn }) as CommandArgs<FormatOf<S>>;
}

/**
 * The arguments hold `option`, which selects one usage form (`init --gateway`, `guard --config` of a gateway): every
 * other option that form does not show is refused by name rather than silently dropped (`--run-as` would not apply).
 */
export function onlyFormOf(spec: CommandSpec, p: Parsed, option: string, what = `--${option}`): void {
  onlyForm(spec, p, formOf(spec, option), what);
}

/** onlyFormOf for the usage form at `index`, one that no option of its own selects (a command after `--`). */
export function onlyForm(spec: CommandSpec, p: Parsed, index: number, what: string): void {
  const shown = formOptions(spec, index);
  const stray = Object.keys(p.values).filter((name) => p.values[name] !== undefined && !shown.has(name));
  if (stray.length === 0) return;
  const named = stray.map((name) => `--${name}`).join(', ');
  throw new UsageError(`mcp-contract ${spec.name}: ${named} ${stray.length === 1 ? 'does' : 'do'} not go with ${what} (see mcp-contract ${spec.name} --help)`);
}
