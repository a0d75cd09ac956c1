// Risk that arrives as structure rather than words: a new input that names where data goes (a webhook, a recipient,
// a URL on a tool that claims a closed world) and an allowed value that names a privilege (bypass, force, admin, delete-all). The schema comparison
// calls both safe (no existing call breaks); these re-level its rows to review, saying why. Words are matched as
// whole identifier parts (`notify_url` -> notify, url), so `curl_options` or `hostile` never match.
import type { JsonObject, JsonValue } from '../shared/model.js';
import { isJsonObject } from '../shared/json.js';
import type { SchemaDelta } from './schema/compat.js';
import { destroysBecause, guardOf, operationOf, writesBecause } from './operations.js';

/**
 * Name parts that denote an address. On a tool that declares it reaches the open world (openWorldHint true, or the
 * unstated default) a new address to go to is what it does (playwright's browser_tabs gaining `url`); on a tool that
 * claims a closed world it is a new way out.
 */
const ADDRESS_PARTS = new Set(['url', 'urls', 'uri', 'uris', 'endpoint', 'endpoints', 'host', 'hostname']);
const ADDRESS_FORMATS = /^(?:uri|url|iri|uri-reference|hostname|idn-hostname)$/;
/** Name parts that denote a channel out, whatever the tool claims. */
const DESTINATION_PARTS = new Set([
  'webhook', 'webhooks', 'callback', 'callbacks', 'email', 'emails', 'recipient', 'recipients', 'destination', 'destinations', 'dest', 'cc', 'bcc', 'forward', 'sink',
  'exfil', 'relay', 'notify', 'postback', 'smtp', 'ftp', 'sftp', 's3', 'bucket',
]);
/** `send_to`, `copy_to`, `post_to`, `report_to`: a verb of sending with `to`. */
const SEND_VERBS = new Set(['send', 'copy', 'post', 'report', 'deliver', 'push', 'sync', 'share', 'publish', 'export', 'reply']);

/** What a description says when the input is a channel out: the server sends, posts or copies something there. */
const DESTINATION_TEXT =
  /\b(?:webhook|callback\s+url|(?:post|posts|posted|send|sends|sent|forward|forwards|forwarded|upload|uploads|copy|copies|copied|mirror|mirrors|deliver|delivers|report|reports|notify|notifies|transmit|transmits|push|pushes)\b[^.\n]{0,80}?\b(?:to\s+(?:this|that|the\s+given|the\s+specified|an?)\b|there\b|here\b|to\s+(?:url|address|endpoint|host|server|email|recipient)))/i;

/** Value parts that denote a privilege or the removal of a safeguard. */
const PRIVILEGE_PARTS = new Set([
  'bypass', 'override', 'overrides', 'force', 'forced', 'admin', 'administrator', 'root', 'sudo', 'superuser', 'godmode',
  'public', 'unsafe', 'insecure', 'dangerous', 'dangerously', 'purge', 'wipe', 'nuke', 'unrestricted', 'elevated', 'impersonate',
]);
const REMOVE_VERBS = new Set(['delete', 'remove', 'drop', 'destroy', 'erase', 'truncate']);
const EVERYTHING = new Set(['all', 'everything', 'any', 'every', 'recursive']);
const SKIP_VERBS = new Set(['skip', 'no', 'disable', 'disabled', 'without', 'ignore', 'bypass']);
const SAFEGUARDS = new Set([
  'verify', 'verification', 'verified', 'check', 'checks', 'auth', 'authentication', 'authorization', 'ssl', 'tls', 'cert',
  'certificate', 'signature', 'signing', 'validation', 'validate', 'hooks', 'protection', 'confirm', 'confirmation', 'approval',
  'review', 'sandbox', 'permissions', 'acl', 'audit', 'mfa', '2fa',
]);

/** Identifier or phrase split into lowercase words: `bypassBranchProtection`, `skip-verification`, `Send to`. */
export function wordsOf(text: string): string[] {
  return text
    .slice(0, 200)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
}

/** Why a new input reads as a destination, or undefined. `openWorld`: the tool's openWorldHint, default applied. */
export function destinationReason(name: string, schema: JsonValue | undefined, openWorld: boolean): string | undefined {
  // A flag or a count names no address, whatever it is called (`notify: true`, `max_urls: 5`).
  if (isJsonObject(schema) && ['boolean', 'number', 'integer'].includes(String(schema.type))) return undefined;
  const words = wordsOf(name);
  const part = words.find((w) => DESTINATION_PARTS.has(w));
  if (part !== undefined) return `its name (\`${part}\`) denotes where data goes`;
  if (words.includes('to') && words.some((w) => SEND_VERBS.has(w))) return 'its name says where something is sent';
  const text = isJsonObject(schema) ? [schema.description, schema.title].filter((t): t is string => typeof t === 'string').join(' ').slice(0, 4_000) : '';
  if (DESTINATION_TEXT.test(text)) return 'its description says the server sends data there';
  const format = isJsonObject(schema) && typeof schema.format === 'string' ? schema.format : '';
  if (/^(?:idn-)?email$/.test(format)) return `it takes an \`${format}\` address`;
  if (openWorld) return undefined;
  const address = words.find((w) => ADDRESS_PARTS.has(w));
  if (address !== undefined) return `its name (\`${address}\`) is an address, on a tool that claims a closed world (openWorldHint false)`;
  if (ADDRESS_FORMATS.test(format)) return `it takes a \`${format}\`, on a tool that claims a closed world (openWorldHint false)`;
  return undefined;
}

/** The added values whose words name a privilege or a safeguard removed. */
export function privilegedValues(values: readonly JsonValue[]): string[] {
  return values
    .filter((v): v is string => typeof v === 'string')
    .filter((v) => {
      const words = wordsOf(v);
      if (words.some((w) => PRIVILEGE_PARTS.has(w))) return true;
      if (words.some((w) => REMOVE_VERBS.has(w)) && words.some((w) => EVERYTHING.has(w))) return true;
      return words.some((w, i) => SKIP_VERBS.has(w) && words.slice(i + 1).some((x) => SAFEGUARDS.has(x)));
    });
}

function unescapeToken(t: string): string {
  return t.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The value at a JSON pointer, or undefined. */
function valueAt(doc: JsonValue, pointer: string): JsonValue | undefined {
  let v: JsonValue | undefined = doc;
  for (const t of pointer.split('/').slice(1).map(unescapeToken)) {
    if (Array.isArray(v)) v = v[Number(t)];
    else if (isJsonObject(v) && Object.prototype.hasOwnProperty.call(v, t)) v = v[t];
    else return undefined;
  }
  return v;
}

/** The input schema's safe rows that are risky in substance, re-levelled to their review rules with the reason. */
export function flagStructuralRisk(deltas: readonly SchemaDelta[], head: JsonObject): SchemaDelta[] {
  const ann = head.annotations;
  const openWorld = !(isJsonObject(ann) && ann.openWorldHint === false);
  return deltas.map((d) => {
    if (d.rule === 'tool-input-property-added') {
      const name = unescapeToken(d.pointer.split('/').pop() ?? '');
      const reason = destinationReason(name, d.after ?? valueAt(head, d.pointer), openWorld);
      return reason === undefined ? d : { ...d, rule: 'tool-input-destination-added', params: { ...d.params, reason } };
    }
    if (d.rule === 'tool-input-enum-value-added' && Array.isArray(d.after)) {
      // What a value does is named first; a privilege or a skipped safeguard names no operation.
      const operation = enumOperation(d);
      if (operation !== d) return operation;
      const risky = privilegedValues(d.after);
      return risky.length === 0 ? d : { ...d, rule: 'tool-input-enum-value-added-risky', params: { ...d.params, risky: risky.map((v) => JSON.stringify(v)).join(', ') } };
    }
    // A read-only tool's flags guard nothing that changes state (a recursive listing is still a listing).
    if (d.rule === 'tool-input-default-changed') return isJsonObject(ann) && ann.readOnlyHint === true ? d : safetyFlipped(d);
    if (d.rule === 'tool-input-property-made-optional') return broadFallback(d, head);
    return d;
  });
}

/** An added enum value that performs an operation (delete, overwrite, revoke, transfer, execute), said with its class. */
function enumOperation(d: SchemaDelta): SchemaDelta {
  const values = Array.isArray(d.after) ? d.after : [];
  for (const v of values) {
    const op = typeof v === 'string' ? operationOf(v) : undefined;
    if (op !== undefined) return { ...d, rule: 'tool-input-enum-operation-added', params: { ...d.params, value: JSON.stringify(v), operation: op.operation, word: op.word } };
  }
  return d;
}

/** The property a schema pointer ends in (`/inputSchema/properties/force/default` -> force). */
function propertyOf(pointer: string): string {
  const parts = pointer.split('/');
  const i = parts.lastIndexOf('properties');
  return i >= 0 && parts[i + 1] !== undefined ? unescapeToken(parts[i + 1]) : '';
}

/** A boolean safeguard whose default moved to its unsafe side: the flag, what it guards, before and after. */
function safetyFlipped(d: SchemaDelta): SchemaDelta {
  if (typeof d.after !== 'boolean') return d;
  const name = propertyOf(d.pointer);
  const guard = guardOf(name);
  if (guard === undefined || d.after === guard.safe) return d;
  // Before: the old default, or (none declared) the safe side a caller who left it out got from a guard.
  const before = typeof d.before === 'boolean' ? d.before : guard.safe;
  if (before === d.after) return d;
  return { ...d, rule: 'tool-input-safety-default-flipped', params: { ...d.params, property: name, guard: guard.word, before: String(before), after: String(d.after), safe: String(guard.safe) } };
}

/** Where a fallback is broader than anything a caller named: the repository's default branch, the root, everything. */
const BROAD_VALUES = /^(?:main|master|trunk|head|default|\/|\.|~|\*+|\*\*\/\*|all|everything|any|root|public)$/i;
/**
 * A sentence that says what happens when the value is left out: a condition of omission ("if omitted", "when not
 * given", "leave it out", "defaults to", "falls back to", "otherwise"). Alternatives of fixed words: linear.
 */
export const OMISSION =
  /\b(?:if|when|whenever|where)\s+(?:it\s+is\s+|it's\s+|this\s+is\s+|they\s+are\s+|left\s+)?(?:omitted|absent|missing|empty|blank|unset|null|not\s+(?:given|provided|specified|supplied|set|passed|present|included))\b|\b(?:leave|left|leaving)\s+(?:it\s+|this\s+)?(?:out|empty|blank|unset)\b|\b(?:defaults?|falls?\s+back)\s+to\b|\bby\s+default\b|\botherwise\b|\bif\s+none\b/i;
/** Words of a scope broader than one named target: all of something, the top of it, everyone. */
const BROAD_SCOPE = new Set(['workspace', 'root', 'whole', 'entire', 'every', 'everyone', 'everybody', 'everything', 'all', 'public', 'global', 'organization', 'organisation', 'tenant']);
const BROAD_PAIRS = new Set(['top level', 'default branch', 'main branch', 'base branch']);

/** Where a sentence of a parameter's description ends. */
export const SENTENCE_END = /(?<=[.;!?])\s+|\n+/;

/** The sentence of a description that names a broad fallback for an omitted value, or undefined. */
function broadFallbackSaid(text: string): string | undefined {
  for (const sentence of text.split(SENTENCE_END)) {
    const omission = OMISSION.exec(sentence);
    if (omission === null) continue;
    const words = wordsOf(sentence.slice(omission.index));
    if (words.some((w, i) => BROAD_SCOPE.has(w) || BROAD_PAIRS.has(`${w} ${words[i + 1] ?? ''}`))) return sentence.trim().slice(0, 160);
  }
  return undefined;
}

/** A parameter that was required and now falls back to somewhere broader, on a tool that writes. */
function broadFallback(d: SchemaDelta, head: JsonObject): SchemaDelta {
  // The walk names the property that left `required` as the before value (top-level properties: what a caller names).
  const name = typeof d.before === 'string' ? d.before : '';
  const schema = valueAt(head, `/inputSchema/properties/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  if (!isJsonObject(schema) || writesBecause(head) === undefined) return d;
  const value = schema.default;
  const text = [schema.description, schema.title].filter((t): t is string => typeof t === 'string').join(' ').slice(0, 2_000);
  const broadValue = typeof value === 'string' && BROAD_VALUES.test(value.trim());
  const said = broadValue ? undefined : broadFallbackSaid(text);
  if (!broadValue && said === undefined) return d;
  const fallback = broadValue ? JSON.stringify(value) : `"${said!}"`;
  return { ...d, rule: 'tool-input-required-now-broad-default', params: { ...d.params, property: name, fallback, writes: writesBecause(head)! } };
}

/**
 * Annotation claims that let a host skip confirmation, checked against what the tool does: destructiveHint false on a
 * tool whose name or inputs delete, overwrite or revoke; readOnlyHint true on a tool whose name or inputs write.
 */
export function flagClaims(deltas: readonly SchemaDelta[], head: JsonObject): SchemaDelta[] {
  return deltas.map((d) => {
    // A tool that declares it only reads is checked by readOnlyHint's own claim, not by words of its description.
    const declaresRead = isJsonObject(head.annotations) && head.annotations.readOnlyHint === true;
    if (!declaresRead && d.pointer === '/annotations/destructiveHint' && d.after === false && (d.rule === 'tool-no-longer-destructive' || d.rule === 'tool-hint-riskier')) {
      const reason = destroysBecause(head);
      return reason === undefined ? d : { ...d, rule: 'tool-claims-not-destructive', params: { ...d.params, reason } };
    }
    if (d.pointer === '/annotations/readOnlyHint' && d.after === true && d.rule === 'tool-now-read-only') {
      const reason = writesBecause(head);
      return reason === undefined ? d : { ...d, rule: 'tool-read-only-claim-contradicted', params: { ...d.params, reason } };
    }
    return d;
  });
}
