// `mcp-contract approve`, `reject` and `status`: their tables of options (parsing, --help and usage come from them).
import { command } from '../spec.js';
import { STORE, STORE_SERVER } from './shared.js';

const DECISION_FORMATS = { text: 'each record with its changes, then what was decided', json: 'the records as decided, with the store' } as const;

/** Who decided, recorded in the audit log beside the OS user (`mcp-contract audit`). */
const BY = { name: 'by', value: 'NAME', help: 'who decided (a reviewer, a ticket), recorded in the audit log beside the OS user' };

const REFS = [{ name: 'REF', repeat: true, help: 'tool:NAME (or prompt:, resource:, resourceTemplate:), a bare name, or SERVER/REF for one server of a gateway\'s store' }];

export const APPROVE = command({
  name: 'approve',
  about:
    "Approves the definition the server serves now under each REF (tool:NAME, a bare name, or SERVER/REF for one server of a gateway's store), or with --all-held a server's whole upgrade (its held new code, new instructions and every capability held for review), showing each diff and definition first; a running guard publishes it at once.",
  usage: [
    'REF... [{store}] [{server} | {all}] [{digest}] [{rebind}] [{expires}] [{scope}] [{session}] [{by}]',
    '{all-held} [{store}] [{server} | {all}] [{expires}] [{yes}] [{by}]',
    '{all-safe} [{store}] [{server} | {all}] [{by}]',
    '{reworded} [{store}] [{server} | {all}] [{by}]',
    '{identity} [{store}] [{server}] [{by}]',
  ],
  operands: REFS,
  options: [
    STORE,
    STORE_SERVER,
    { name: 'digest', value: 'D', help: 'approve only if the served definition still has this digest' },
    { name: 'rebind', value: 'OLD[,OLD]', help: 'approve REF as the new name of exactly these old names (what status shows it held as); refused when the store holds it as the new name of others, or of none' },
    { name: 'expires', value: 'DATE', help: 'the approval ends at this date or date-time' },
    {
      name: 'scope',
      value: 'FILE|JSON',
      help: "a JSON Schema every call's arguments must also meet (a path prefix by pattern, a recipient domain, an amount maximum, an enum subset); it must narrow the tool's inputSchema. A call outside it is asked of the user for that one call, or refused; none removes it",
    },
    { name: 'session', help: 'the approval holds for the running guard process only and ends with it' },
    { name: 'all', help: "every server of the store directory (the gateway's): each REF where a server holds it, or --all-safe on each" },
    {
      name: 'all-held',
      help: "approve a server's upgrade in one step: its held new launch code (once the guard has read what it serves), its held new instructions and every capability held for review (changed or new; rejected ones stay rejected), each shown whole first and bound to what was shown",
    },
    { name: 'yes', help: 'with --all-held: approve without asking (for scripts, after reviewing what status --verbose shows)' },
    { name: 'all-safe', help: 'approve every changed capability whose changes are all safe (new ones, renames and text changes excluded)' },
    {
      name: 'reworded',
      help: 'approve every changed capability whose only changes are description or title edits that add no cue (no outbound destination, instruction to the agent, secrecy, other tool, credentials or invisible characters), each shown first',
    },
    { name: 'identity', help: 'approve the launch code the guard last resolved (package and integrity, image digest, or working-tree manifest)' },
    BY,
  ],
  formats: DECISION_FORMATS,
});

export const REJECT = command({
  name: 'reject',
  about: 'Holds the definition served now under each REF (or SERVER/REF) out of the publication until it changes again.',
  usage: ['REF... [{store}] [{server} | {all}] [{by}]'],
  operands: REFS,
  options: [STORE, STORE_SERVER, { name: 'all', help: 'every server of the store directory: each REF where a server holds it' }, BY],
  formats: DECISION_FORMATS,
});

export const STATUS = command({
  name: 'status',
  about:
    "Lists what the guard holds, one screen per server: a line of counts, the held launch code, held instructions, each kind's counts with its held capabilities (rule ids) under it, and the one command approving the server's upgrade (absolute paths, shell-quoted); --verbose lists every capability with its before/after and its own approve command, --all the approved ones too. Without --server, a store holding several servers (the gateway's) is shown server by server.",
  usage: ['[{store}] [{config}] [{server}] [{all}] [{verbose}]'],
  options: [
    STORE,
    {
      name: 'config',
      short: 'c',
      value: 'FILE',
      help: "the gateway's config (an mcp-contract config or a client's file): only its servers, each from the store",
    },
    { ...STORE_SERVER, help: 'only this server of the store' },
    { name: 'all', help: 'also list approved capabilities' },
    { name: 'verbose', help: "every capability with each change's before/after and its own approve command, the launch identity, the axes and the instructions' texts (by default held capabilities in one line each, at most 20 per server)" },
  ],
  formats: { text: '', json: 'the store; a list of stores when there are several' },
});
