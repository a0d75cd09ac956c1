// Each client's rules for one server, read from the file's text with the place of every string. Pure: the caller
// read the file. The server is named by the client's own key for it, so a rule of another server (or of an alias
// the user gave another server) never matches, however alike the tool names.
import { globMatch } from '../capture/glob.js';
import { UsageError } from '../core/shared/errors.js';
import type { JsonObject, JsonValue } from '../core/shared/model.js';
import { parsePattern } from '../gateway/profiles.js';
import { JsoncError, parseJsonc, pointerOf, type LocatedJson } from '../scan/jsonc.js';
import type { ConsentClient, ConsentRule, Effect, Entry, RuleList } from './model.js';
import { tomlToolLists } from './toml.js';

function isObject(v: JsonValue | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function parse(text: string, file: string): LocatedJson {
  try {
    return parseJsonc(text);
  } catch (e) {
    if (e instanceof JsoncError) throw new UsageError(`${file}:${e.position.line}: ${e.message.replace(/ at line \d+, column \d+$/, '')} (not valid JSON)`);
    throw e;
  }
}

/** Offsets of each line's first character, to turn a reader's line and column into an offset. */
function lineStarts(text: string): number[] {
  const out = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') out.push(i + 1);
  return out;
}

/** The strings of the JSON array at `pointer`, each with its token's place; a value that is not one is bad input. */
function jsonList(text: string, doc: LocatedJson, starts: number[], pointer: string, file: string, key: string): RuleList | undefined {
  let v: JsonValue | undefined = doc.value;
  for (const part of pointer.split('/').slice(1)) v = isObject(v) ? v[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  if (v === undefined) return undefined;
  if (!Array.isArray(v)) throw new UsageError(`${file}:${doc.locate(pointer).line}: ${key}: expected an array of strings`);
  const entries: Entry[] = v.map((x, i) => {
    const at = doc.locate(`${pointer}/${i}`);
    if (typeof x !== 'string') throw new UsageError(`${file}:${at.line}: ${key}[${i}]: expected a string`);
    const start = starts[at.line - 1] + at.column - 1;
    let end = start + 1;
    while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
    return { text: x, line: at.line, start, end: end + 1 };
  });
  return { file, key, entries };
}

function rulesOf(client: ConsentClient, list: RuleList | undefined, effect: Effect, server: string, tools: (entry: string) => string | undefined): ConsentRule[] {
  if (!list) return [];
  return list.entries.flatMap((entry) => {
    const t = tools(entry.text);
    return t === undefined ? [] : [{ client, effect, server, tools: t, entry, list }];
  });
}

/**
 * Claude Code: `permissions.allow` / `ask` / `deny` entries `mcp__<server>` and `mcp__<server>__*` (every tool of the
 * server) or `mcp__<server>__<tool>`. An entry with parentheses is skipped by Claude Code itself for MCP tools.
 */
export function claudeRules(text: string, file: string, server: string): ConsentRule[] {
  const doc = parse(text, file);
  const starts = lineStarts(text);
  const whole = `mcp__${server}`;
  const tools = (e: string): string | undefined => {
    if (e.includes('(')) return undefined;
    if (e === whole || e === `${whole}__*`) return '*';
    return e.startsWith(`${whole}__`) ? e.slice(whole.length + 2) : undefined;
  };
  return (['allow', 'ask', 'deny'] as const).flatMap((effect) =>
    rulesOf('claude-code', jsonList(text, doc, starts, `/permissions/${effect}`, file, `permissions.${effect}`), effect, server, tools),
  );
}

/**
 * Gemini CLI: `mcpServers.<server>.includeTools` (an allow list) and `excludeTools` (a deny list that wins), and
 * `trust: true`, which skips every confirmation for the server: a server-wide allow, reported when it covers more.
 */
export function geminiRules(text: string, file: string, server: string): ConsentRule[] {
  const doc = parse(text, file);
  const starts = lineStarts(text);
  const at = `/mcpServers${pointerOf([server])}`;
  const fields = [['includeTools', 'allow'], ['excludeTools', 'deny']] as const;
  const lists = fields.flatMap(([field, effect]) =>
    rulesOf('gemini', jsonList(text, doc, starts, `${at}/${field}`, file, `mcpServers.${server}.${field}`), effect, server, (e) => e),
  );
  const entry = isObject(doc.value) && isObject(doc.value.mcpServers) ? doc.value.mcpServers[server] : undefined;
  if (!isObject(entry) || entry.trust !== true) return lists;
  const pos = doc.locate(`${at}/trust`);
  const start = starts[pos.line - 1] + pos.column - 1;
  // The key's place: a carry never writes here (a server-wide rule matches every successor), it is only reported.
  const trust: Entry = { text: 'trust: true', line: pos.line, start, end: start };
  return [...lists, { client: 'gemini', effect: 'allow', server, tools: '*', entry: trust, list: { file, key: `mcpServers.${server}.trust`, entries: [] } }];
}

/** Codex: `[mcp_servers.<server>]` `enabled_tools` (an allow list) and `disabled_tools` (applied after it). */
export function codexRules(text: string, file: string, server: string): ConsentRule[] {
  return tomlToolLists(text, file)
    .filter((l) => l.server === server)
    .flatMap((l) =>
      rulesOf('codex', { file, key: `mcp_servers.${server}.${l.key}`, entries: l.entries }, l.key === 'enabled_tools' ? 'allow' : 'deny', server, (e) => e),
    );
}

/** Our gateway's profiles: `include` / `exclude` patterns `<server>/tool:<name>`; `<server>/*` covers every tool. */
export function profileRules(text: string, file: string, server: string): ConsentRule[] {
  const doc = parse(text, file);
  const starts = lineStarts(text);
  const profiles = isObject(doc.value) ? doc.value.profiles : undefined;
  if (!isObject(profiles)) return [];
  return Object.keys(profiles).flatMap((name) =>
    (['include', 'exclude'] as const).flatMap((field) => {
      const key = `profiles.${name}.${field}`;
      const list = jsonList(text, doc, starts, `/profiles${pointerOf([name])}/${field}`, file, key);
      return rulesOf('gateway', list, field === 'include' ? 'allow' : 'deny', server, (e) => {
        const p = parsePattern(e, `${file}: ${key}`);
        if (!globMatch(p.server, server)) return undefined;
        if (p.ref === '*' || p.ref === 'tool:*') return '*';
        return p.ref.startsWith('tool:') ? p.ref.slice('tool:'.length) : undefined;
      });
    }),
  );
}
