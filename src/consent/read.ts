// Each client's rules for one server, read from the file's text with the place of every string. Pure: the caller
// read the file. The server is named by the client's own key for it, so a rule of another server (or of an alias
// the user gave another server) never matches, however alike the tool names.
import { globMatch } from '../capture/glob.js';
import { UsageError } from '../core/shared/errors.js';
import type { JsonObject, JsonValue } from '../core/shared/model.js';
import { parsePattern } from '../gateway/profiles.js';
import { JsoncError, parseJsonc, pointerOf, type LocatedJson } from '../scan/jsonc.js';
import type { ConsentClient, ConsentRule, Effect, Entry, RuleList } from './model.js';
import { tomlConsent } from './toml.js';

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
 * server) or `mcp__<server>__<tool>`, where the tool part may be a glob (`mcp__github__get_*`). An entry with
 * parentheses is skipped by Claude Code itself for MCP tools. A glob in the server's place (`mcp__*`,
 * `mcp__*__delete_*`) is documented to work in deny and ask only: in allow Claude Code skips it (it approves nothing),
 * so it is no allow rule here either; in deny and ask it covers every server's matching tools, this one's included.
 */
export function claudeRules(text: string, file: string, server: string): ConsentRule[] {
  const doc = parse(text, file);
  const starts = lineStarts(text);
  const whole = `mcp__${server}`;
  return (['allow', 'ask', 'deny'] as const).flatMap((effect) => {
    const list = jsonList(text, doc, starts, `/permissions/${effect}`, file, `permissions.${effect}`);
    return rulesOf('claude-code', list, effect, server, (e) => {
      if (e.includes('(')) return undefined;
      if (e === whole || e === `${whole}__*`) return '*';
      return e.startsWith(`${whole}__`) ? e.slice(whole.length + 2) : undefined;
    }).concat(effect === 'allow' || !list ? [] : unanchored(list, effect, server));
  });
}

/**
 * Claude Code's allow entries with a glob in the server's place (`mcp__*`, `mcp__git*__push`): documented to be
 * skipped, so they approve nothing, whatever the user meant by them.
 */
export function claudeInertAllows(text: string, file: string): Entry[] {
  const doc = parse(text, file);
  const list = jsonList(text, doc, lineStarts(text), '/permissions/allow', file, 'permissions.allow');
  return (list?.entries ?? []).filter((e) => {
    const star = e.text.indexOf('*');
    return e.text.startsWith('mcp__') && !e.text.includes('(') && star >= 0 && !e.text.slice(0, star).includes('__', 'mcp__'.length);
  });
}

/** Deny and ask entries whose server part is a glob that can reach this server: a glob over the whole tool name. */
function unanchored(list: RuleList, effect: Effect, server: string): ConsentRule[] {
  const prefix = `mcp__${server}__`;
  return list.entries.flatMap((entry) => {
    const e = entry.text;
    if (!e.startsWith('mcp__') || e.includes('(') || e.startsWith(prefix) || e === `mcp__${server}`) return [];
    const star = e.indexOf('*');
    // Without a star, or with the server's part written out before it, the entry names one server: another one.
    if (star < 0 || e.slice(0, star).includes('__', 'mcp__'.length)) return [];
    if (!prefix.startsWith(e.slice(0, star))) return [];
    return [{ client: 'claude-code' as const, effect, server, tools: e, whole: e, entry, list }];
  });
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

/**
 * Codex: `[mcp_servers.<server>]` `enabled_tools` (an allow list) and `disabled_tools` (applied after it), and the
 * approval modes: `default_tools_approval_mode` for the server and `tools.<tool>.approval_mode` for one tool, where
 * `approve` runs the tool unasked (an allow) and `prompt` always asks (an ask). `auto` and `writes` are no saved
 * decision about a tool: Codex derives them from the tool's own annotations on every call, so they follow a change.
 */
export function codexRules(text: string, file: string, server: string): ConsentRule[] {
  const toml = tomlConsent(text, file);
  const lists = toml.lists
    .filter((l) => l.server === server)
    .flatMap((l) =>
      rulesOf('codex', { file, key: `mcp_servers.${server}.${l.key}`, entries: l.entries }, l.key === 'enabled_tools' ? 'allow' : 'deny', server, (e) => e),
    );
  const mine = toml.approvals.filter((a) => a.server === server);
  // Every tool's table is one list: a carry never writes a second table for a tool that has one (TOML refuses that).
  const tools: RuleList = { file, key: `mcp_servers.${server}.tools`, entries: mine.filter((a) => a.tool !== undefined).map((a) => a.entry) };
  const modes = mine.flatMap((a): ConsentRule[] => {
    const effect = a.mode === 'approve' ? 'allow' : a.mode === 'prompt' ? 'ask' : undefined;
    if (!effect) return [];
    // The server's default is matched by every tool and names none: it is reported, never rewritten.
    const list = a.tool === undefined ? { file, key: `mcp_servers.${server}.default_tools_approval_mode`, entries: [] } : tools;
    return [{ client: 'codex', effect, server, tools: a.tool ?? '*', entry: a.entry, list }];
  });
  return [...lists, ...modes];
}

/**
 * VS Code tool sets (`*.toolsets.jsonc` in the profile's prompts folder): `{ "<set>": { "tools": [...] } }`, where an MCP
 * server's tool is `<server>/<tool>` and `<server>/*` is every tool of it. Selecting a set makes its tools available
 * at once: each entry is a saved choice to offer that tool, an allow.
 */
export function vscodeToolSetRules(text: string, file: string, server: string): ConsentRule[] {
  const doc = parse(text, file);
  const starts = lineStarts(text);
  if (!isObject(doc.value)) throw new UsageError(`${file}:1: a tool sets file is an object of tool sets`);
  return Object.keys(doc.value).flatMap((name) => {
    const list = jsonList(text, doc, starts, `${pointerOf([name])}/tools`, file, `${name}.tools`);
    return rulesOf('vscode', list, 'allow', server, (e) => (e === `${server}/*` ? '*' : e.startsWith(`${server}/`) ? e.slice(server.length + 1) : undefined));
  });
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
