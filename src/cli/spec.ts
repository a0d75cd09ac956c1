// The shape of a command's one table: parsing (args.ts), `--help` and the usage lines (help.ts) all read it, so an
// option is declared once. Kept free of imports beyond the vocabularies, so help never loads a command's code.
import { FAIL_ON, type FailOn } from '../core/diff/gate.js';
import { FORMAT_ALIASES, type Format } from './formats.js';

export interface OptionRow {
  /** The long name, without `--`. */
  name: string;
  /** One letter, without `-`. */
  short?: string;
  /** The value's placeholder (FILE, NAME); a row without one is a flag. */
  value?: string;
  /** The values taken, which usage shows instead of the placeholder (`--via sdk|inspector`); others are refused. */
  choices?: readonly string[];
  /** Other words taken for some of the choices (`md` for markdown). */
  aliases?: Readonly<Record<string, string>>;
  /** May be given more than once (usage adds `...`). */
  repeat?: boolean;
  help: string;
  /**
   * Which usage forms list the option (indexes into `usage`) when no form places it itself; default: every form.
   * A form places an option by naming it in braces: `[{config}]`.
   */
  forms?: readonly number[];
}

/** A bare argument (BASE, PATH, REF): shown in usage as written there, and in help under "arguments". */
export interface OperandRow {
  name: string;
  help: string;
  /** Given any number of times (PATH..., REF...). */
  repeat?: boolean;
}

/** The formats a command writes, in help order, each with what it holds there ('' for nothing to add); the first is the default. */
export type FormatTable = Readonly<Partial<Record<Format, string>>>;

/** A command's `--fail-on`: the one vocabulary (breaking|review|safe|none); `subject` is what the threshold applies to. */
export interface FailOnSpec {
  subject: string;
  /** How the command's own findings map onto the vocabulary, when they have other words. */
  mapping?: string;
  default: FailOn;
  /** Words older versions took, each the vocabulary word it stands for. */
  aliases?: Readonly<Record<string, FailOn>>;
  /** Why the aliases are still taken, shown in help. */
  aliasNote?: string;
}

export interface CommandSpec {
  name: string;
  about: string;
  /**
   * The usage forms, without `mcp-contract NAME`: words as shown, `{option}` for an option row. Options no form places
   * are added to the forms their row names, before the server's command line (` -- <command>` or ` (-- <command>`).
   */
  usage: readonly string[];
  options: readonly OptionRow[];
  operands?: readonly OperandRow[];
  /** How many bare arguments are taken; default: the operands (any number when one repeats). */
  maxOperands?: number;
  /** Adds `-f, --format` and, when json is among them, `--json` (its alias). */
  formats?: FormatTable;
  /** Adds `--fail-on`. */
  failOn?: FailOnSpec;
}

/** The formats a command's table names, as a type (`text` for a command without `--format`). */
export type FormatOf<S extends CommandSpec> = S['formats'] extends FormatTable ? Extract<keyof S['formats'], Format> : 'text';

/** Declares a command's table; `as const` keeps the format names for FormatOf. */
export function command<const S extends CommandSpec>(spec: S): S {
  return spec;
}

function listed(words: readonly string[], last = 'or'): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} ${last} ${words[words.length - 1]}`;
}

function formatHelp(formats: FormatTable): string {
  const names = Object.keys(formats) as Format[];
  return listed(
    names.map((f, i) => {
      const notes = [i === 0 ? 'default' : '', formats[f] ?? '', ...Object.entries(FORMAT_ALIASES).filter(([, to]) => to === f).map(([alias]) => `${alias} also works`)].filter(Boolean);
      return notes.length ? `${f} (${notes.join('; ')})` : f;
    }),
  );
}

function failOnHelp(f: FailOnSpec): string {
  const words = FAIL_ON.map((w) => (w === f.default ? `${w} (default)` : w)).join(', ');
  const aliases = Object.entries(f.aliases ?? {});
  const also = aliases.length ? `; ${listed(aliases.map(([a]) => a), 'and')} also work, for ${listed(aliases.map(([, to]) => to), 'and')}${f.aliasNote ? ` (${f.aliasNote})` : ''}` : '';
  return `exit 1 when ${f.subject} is at least this severe: ${words}${f.mapping ? ` (${f.mapping})` : ''}${also}`;
}

/** Every option the command takes, in help order: its own rows, then `--format`, `--json` and `--fail-on` from the table. */
export function optionRows(spec: CommandSpec): OptionRow[] {
  const rows = [...spec.options];
  if (spec.formats) {
    const names = Object.keys(spec.formats);
    const aliases = Object.fromEntries(Object.entries(FORMAT_ALIASES).filter(([, to]) => names.includes(to)));
    rows.push({ name: 'format', short: 'f', value: 'F', choices: names, aliases, help: formatHelp(spec.formats) });
    if (names.includes('json')) rows.push({ name: 'json', help: 'an alias of --format json' });
  }
  if (spec.failOn) rows.push({ name: 'fail-on', value: 'S', choices: FAIL_ON, aliases: spec.failOn.aliases ?? {}, help: failOnHelp(spec.failOn) });
  return rows;
}

const PLACED = /\{([a-z-]+)\}/g;

/** The options a usage form places itself, by naming them in braces: `[{config}]`. */
export function placedIn(form: string): string[] {
  return [...form.matchAll(PLACED)].map((m) => m[1]);
}

/** The rows no form places that usage adds to form `i` (their `forms`, default every form). */
export function addedTo(spec: CommandSpec, i: number): OptionRow[] {
  const placed = new Set(spec.usage.flatMap(placedIn));
  return optionRows(spec).filter((r) => !placed.has(r.name) && (r.forms ?? spec.usage.map((_, j) => j)).includes(i));
}

/** The one usage form that places `option` (`{gateway}`): the form that option selects. */
export function formOf(spec: CommandSpec, option: string): number {
  const at = spec.usage.flatMap((form, i) => (placedIn(form).includes(option) ? [i] : []));
  if (at.length !== 1) throw new Error(`usage of ${spec.name}: {${option}} selects no one form (it is in ${at.length})`);
  return at[0];
}

/** Every option usage form `i` shows: those it places and those added to it. */
export function formOptions(spec: CommandSpec, i: number): Set<string> {
  return new Set([...placedIn(spec.usage[i]), ...addedTo(spec, i).map((r) => r.name)]);
}
