// Whether a tool can do more than the one whose allow it would inherit, by everything its definition says: its hints
// (self-set, so never enough alone), its text's risky cues, what its words say it does (runs commands, reaches the
// network, touches files, changes things), the free-form inputs it takes (a command, a URL, a path, code), its input
// schema widened where the names agree (types, enums, patterns: the core's schema walker), and what its output may
// now hold. An allow follows a rename only when none of this grew; each growth is one phrase of the refusal.
// Every read here is a bounded pass over words and schema nodes: no pattern runs on the server's text.
import type { JsonObject, JsonValue } from '../core/shared/model.js';
import { isJsonObject } from '../core/shared/json.js';
import { compareSchemas, NOT_COMPARABLE, type SchemaDelta } from '../core/diff/schema/compat.js';
import { widerThan } from './drift.js';

/** What a tool's words say it does, each a phrase for the refusal. */
type Deed = 'runs commands or code' | 'reaches the network' | 'touches files' | 'changes or sends data';

const DEED_WORDS: ReadonlyArray<[Deed, ReadonlySet<string>]> = [
  ['runs commands or code', new Set(['shell', 'bash', 'zsh', 'powershell', 'cmd', 'terminal', 'subprocess', 'eval', 'exec', 'execute', 'executes', 'executing', 'execution', 'spawn', 'spawns', 'sudo'])],
  ['reaches the network', new Set(['url', 'urls', 'uri', 'uris', 'http', 'https', 'web', 'website', 'websites', 'webpage', 'webpages', 'internet', 'download', 'downloads', 'online', 'hostname', 'webhook', 'curl', 'wget', 'browse', 'browser', 'crawl', 'scrape'])],
  ['touches files', new Set(['file', 'files', 'filesystem', 'directory', 'directories', 'folder', 'folders', 'path', 'paths', 'disk'])],
  ['changes or sends data', new Set(['write', 'writes', 'create', 'creates', 'delete', 'deletes', 'remove', 'removes', 'modify', 'modifies', 'overwrite', 'overwrites', 'edit', 'edits', 'move', 'moves', 'rename', 'renames', 'update', 'updates', 'append', 'appends', 'insert', 'inserts', 'drop', 'truncate', 'send', 'sends', 'post', 'posts', 'publish', 'publishes', 'upload', 'uploads', 'kill', 'install', 'installs', 'email', 'pay', 'transfer'])],
];
/** Words that say "run" only with a thing that is run: `run a command`, `executes scripts`. */
const RUN_VERBS = new Set(['run', 'runs', 'running', 'invoke', 'invokes', 'launch', 'launches']);
const RUN_OBJECTS = new Set(['command', 'commands', 'script', 'scripts', 'code', 'program', 'programs', 'process', 'processes', 'binary', 'binaries']);

/** Text read per tool: a description past this is judged on its start (a longer one is refused elsewhere as risky). */
const MAX_TEXT = 64 * 1024;
/** Schema nodes read per tool when collecting its free-form inputs, and the depth they are followed to. */
const MAX_INPUT_NODES = 2_000;
const MAX_INPUT_DEPTH = 16;

/** Lowercase words of a text: letters and digits, an identifier's parts apart (`run_command`, `fetchUrl`). */
export function wordsOf(text: string): string[] {
  const out: string[] = [];
  let word = '';
  let prevLower = false;
  const end = Math.min(text.length, MAX_TEXT);
  for (let i = 0; i < end; i++) {
    const c = text[i];
    const lower = c >= 'a' && c <= 'z';
    const upper = c >= 'A' && c <= 'Z';
    if (!lower && !upper && !(c >= '0' && c <= '9')) {
      if (word) out.push(word);
      word = '';
      prevLower = false;
      continue;
    }
    if (upper && prevLower && word) {
      out.push(word);
      word = '';
    }
    word += c.toLowerCase();
    prevLower = lower;
  }
  if (word) out.push(word);
  return out;
}

function deedsOfWords(words: readonly string[]): Set<Deed> {
  const out = new Set<Deed>();
  const set = new Set(words);
  for (const [deed, vocabulary] of DEED_WORDS) if ([...vocabulary].some((w) => set.has(w))) out.add(deed);
  if ([...RUN_VERBS].some((w) => set.has(w)) && [...RUN_OBJECTS].some((w) => set.has(w))) out.add('runs commands or code');
  return out;
}

const str = (v: JsonValue | undefined): string => (typeof v === 'string' ? v : '');
/** A server-named input path as shown in a reason: bounded, since the server chooses its length. */
const shown = (p: string): string => (p.length > 80 ? `${p.slice(0, 77)}...` : p);

/** A free-form input: a string (or untyped) leaf with no enum or const, named by its path. */
interface FreeInput {
  path: string;
  kind: InputKind;
}
type InputKind = 'a command or code' | 'a URL' | 'a path' | 'text';

const KIND_WORDS: ReadonlyArray<[InputKind, ReadonlySet<string>]> = [
  ['a command or code', new Set(['command', 'commands', 'cmd', 'script', 'code', 'shell', 'exec', 'program', 'expression', 'eval', 'argv'])],
  ['a URL', new Set(['url', 'urls', 'uri', 'uris', 'href', 'link', 'endpoint', 'host', 'hostname', 'domain', 'website', 'webhook'])],
  ['a path', new Set(['path', 'paths', 'file', 'files', 'filename', 'filepath', 'dir', 'directory', 'folder'])],
];

function kindOf(name: string, node: JsonObject): InputKind {
  const format = str(node.format).toLowerCase();
  if (format === 'uri' || format === 'url' || format === 'iri' || format === 'uri-reference' || format === 'hostname') return 'a URL';
  const named = wordsOf(name);
  for (const [kind, vocabulary] of KIND_WORDS) if (named.some((w) => vocabulary.has(w))) return kind;
  return 'text';
}

function acceptsFreeString(node: JsonObject): boolean {
  if (node.enum !== undefined || node.const !== undefined) return false;
  const t = node.type;
  if (t === undefined) return node.properties === undefined && node.items === undefined;
  return t === 'string' || (Array.isArray(t) && t.includes('string'));
}

/** The free-form inputs of an input schema: bounded walk over properties, items and union branches. */
function freeInputs(schema: JsonValue | undefined): FreeInput[] {
  const out: FreeInput[] = [];
  const stack: Array<{ node: JsonValue | undefined; path: string; name: string; depth: number }> = [{ node: schema, path: '', name: '', depth: 0 }];
  let budget = MAX_INPUT_NODES;
  while (stack.length > 0 && budget-- > 0) {
    const { node, path, name, depth } = stack.pop()!;
    if (!isJsonObject(node) || depth > MAX_INPUT_DEPTH) continue;
    if (path !== '' && acceptsFreeString(node)) out.push({ path, kind: kindOf(name, node) });
    if (isJsonObject(node.properties))
      for (const [k, v] of Object.entries(node.properties)) stack.push({ node: v, path: path ? `${path}.${k}` : k, name: k, depth: depth + 1 });
    if (isJsonObject(node.items)) stack.push({ node: node.items, path: `${path}[]`, name, depth: depth + 1 });
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      const branches = node[key];
      if (Array.isArray(branches)) for (const b of branches) stack.push({ node: b, path, name, depth: depth + 1 });
    }
  }
  return out;
}

/** The words a tool says of itself: its name, title, description and its inputs' names and descriptions. */
function selfWords(def: JsonObject): string[] {
  const texts = [str(def.name), str(def.title), str(def.description)];
  const ann = def.annotations;
  if (isJsonObject(ann)) texts.push(str(ann.title));
  const stack: Array<{ node: JsonValue | undefined; depth: number }> = [{ node: def.inputSchema, depth: 0 }];
  let budget = MAX_INPUT_NODES;
  while (stack.length > 0 && budget-- > 0) {
    const { node, depth } = stack.pop()!;
    if (!isJsonObject(node) || depth > MAX_INPUT_DEPTH) continue;
    texts.push(str(node.description), str(node.title));
    if (isJsonObject(node.properties))
      for (const [k, v] of Object.entries(node.properties)) {
        texts.push(k);
        stack.push({ node: v, depth: depth + 1 });
      }
    if (isJsonObject(node.items)) stack.push({ node: node.items, depth: depth + 1 });
  }
  return wordsOf(texts.join(' ').slice(0, MAX_TEXT));
}

/** What the successor says it does that the tool before it did not. */
function newDeeds(before: JsonObject | undefined, after: JsonObject): string[] {
  const was = deedsOfWords(before ? selfWords(before) : []);
  return [...deedsOfWords(selfWords(after))].filter((d) => !was.has(d)).map((d) => `it says it ${d}`);
}

/** A schema that names no input and no type: it accepts any arguments, so no input the successor takes is new. */
function acceptsAnything(schema: JsonValue | undefined): boolean {
  if (!isJsonObject(schema)) return schema === undefined || schema === true;
  return ['type', 'properties', 'anyOf', 'oneOf', 'allOf', '$ref', 'not', 'enum', 'const'].every((k) => schema[k] === undefined);
}

function newInputs(before: JsonObject | undefined, after: JsonObject): string[] {
  // A tool the user allowed with any arguments at all (server-filesystem 2025.7.1 published such schemas): its words
  // still say what it did, and they are read above.
  if (before !== undefined && acceptsAnything(before.inputSchema)) return [];
  const was = freeInputs(before?.inputSchema);
  const now = freeInputs(after.inputSchema);
  const kinds = new Set(was.map((i) => i.kind));
  const fresh = now.filter((i) => i.kind !== 'text' && !kinds.has(i.kind));
  const out = fresh.map((i) => `it takes ${i.kind} (input \`${shown(i.path)}\`), which it did not`);
  if (was.length === 0 && now.length > 0 && fresh.length === 0) out.push(`it takes free-form input (\`${shown(now[0].path)}\`) where it took none`);
  return out;
}

/**
 * The input deltas that accept more than before on inputs both sides name alike. An opened `additionalProperties` is
 * not one: it names no input the tool reads (SDK versions flip it on every tool; measured on the labelled renames).
 */
const INPUT_WIDER = new Set(['tool-input-type-widened', 'tool-input-enum-value-added', NOT_COMPARABLE]);
const OUTPUT_WIDER = new Set(['tool-output-type-widened', 'tool-output-enum-widened', 'tool-output-property-added', NOT_COMPARABLE]);
/** Loosened constraints that admit new kinds of value (not a bigger number): a pattern, a format, an enum or const. */
const LOOSER_KEYWORDS = new Set(['pattern', 'format', 'enum', 'const', 'propertyNames', 'contentMediaType', 'contentEncoding']);

function lastSegment(pointer: string): string {
  return pointer.slice(pointer.lastIndexOf('/') + 1);
}

function widened(deltas: readonly SchemaDelta[], wider: ReadonlySet<string>, loosened: string): SchemaDelta[] {
  return deltas.filter((d) => wider.has(d.rule) || (d.rule === loosened && LOOSER_KEYWORDS.has(lastSegment(d.pointer))));
}

const SHOWN_KEYWORDS = new Set([...LOOSER_KEYWORDS, 'type']);

function where(d: SchemaDelta, root: string): string {
  const parts = d.pointer.slice(root.length).split('/');
  if (parts.length > 1 && SHOWN_KEYWORDS.has(parts[parts.length - 1]) && parts[parts.length - 2] !== 'properties') parts.pop();
  const at = parts.join('/').replace(/\/properties\//g, '.').replace(/^[./]+/, '');
  return at === '' ? 'the whole schema' : `\`${shown(at)}\``;
}

function schemaGrowth(before: JsonObject | undefined, after: JsonObject): string[] {
  const out: string[] = [];
  const input = widened(compareSchemas(before?.inputSchema, after.inputSchema, 'input', '/inputSchema'), INPUT_WIDER, 'tool-input-constraint-loosened');
  if (input.length) out.push(`its input schema accepts more (${input.slice(0, 3).map((d) => `${d.rule.replace('tool-input-', '')} at ${where(d, '/inputSchema')}`).join(', ')})`);
  // An output schema that was declared and is now gone says nothing of what the tool returns: it may return anything.
  if (before?.outputSchema !== undefined && after.outputSchema === undefined) out.push('it no longer declares what it returns');
  else if (before?.outputSchema !== undefined) {
    const output = widened(compareSchemas(before.outputSchema, after.outputSchema, 'output', '/outputSchema'), OUTPUT_WIDER, 'tool-output-constraint-loosened');
    if (output.length) out.push(`its output may hold more (${output.slice(0, 3).map((d) => `${d.rule.replace('tool-output-', '')} at ${where(d, '/outputSchema')}`).join(', ')})`);
  }
  return out;
}

/**
 * How `after` can do more than `before`, each reason one phrase; none when it cannot by anything its definition says.
 * Hints and risky cues first (what the server claims), then its words, its inputs, its schemas.
 */
export function capabilityGrowth(before: JsonObject | undefined, after: JsonObject): string[] {
  const hinted = widerThan(before, after).map((w) => (w.startsWith('its ') ? w : `it is ${w}`));
  return [...hinted, ...newDeeds(before, after), ...newInputs(before, after), ...schemaGrowth(before, after)];
}
