// `mcp-contract guard`: its one table of options (parsing, --help and usage come from it).
import { HOST_NAMES } from '../../hosts/profiles.js';
import { command } from '../spec.js';
import { ARGUMENTS_MODES } from '../../audit/model.js';
import { HEADER, NAME, OAUTH_OPTIONS, SIGNED_RELEASE, STORE, TRANSPORT, URL } from './shared.js';

export const GUARD = command({
  name: 'guard',
  about: 'An MCP server (stdio, or streamable HTTP with --listen) that starts the real server and publishes only capabilities whose live digest is approved; calls to new or changed ones are refused with the diff.',
  usage: [
    '{approved} [{store}] [{policy}]... [{interval}] [{listen}] -- <command> [args...]',
    '{approved} [{store}] {url} [{header}]... [{transport}]',
    '{config} [{server}]... [{approved-dir}] [{profile}] [{host}] [{profiles}] [{print-surface}] [{store}] [{policy}]... [{interval}] [{listen}]',
  ],
  options: [
    {
      name: 'approved',
      value: 'FILE|registry:NAME@VERSION',
      help: 'the approved snapshot: its capabilities are approved at their digests; or registry:NAME@VERSION: the signed release the registry lists, verified (as verify --registry), approves exactly the signed definitions the server serves',
    },
    // The gateway (form 2) checks its members' signed releases ("approved": "registry:...") with the same options;
    // a bundle is each member's own ("releaseBundle").
    ...SIGNED_RELEASE.filter((o) => o.name !== 'server-json').map((o) => ({ ...o, forms: o.name === 'bundle' ? [0, 1] : [0, 1, 2] })),
    STORE,
    { name: 'surface', value: 'NAME', forms: [0, 1], help: 'the snapshot surface to guard (default "default", or its only one)' },
    {
      name: 'policy',
      value: 'KEY=follow|review',
      repeat: true,
      help: 'follow or review per severity (safe, review, breaking), for new capabilities (new), for description and title edits that add no cue (reworded), or per rule id; default safe=follow, the rest review. Description and annotation changes, and any change that brings new model-visible text (a description, title, prose enum value or non-identifier name), are reviewed; reworded=follow follows a capability whose only changes are edits adding no outbound destination, instruction to the agent, secrecy, other tool, credentials or invisible characters; renames always need a manual approve',
    },
    {
      name: 'max-approval-days',
      value: 'N',
      help: "approvals of tools whose annotations say destructive or open-world, or that have none, count N days at most, then turn stale (the gateway config's maxApprovalDays sets it per class)",
    },
    { name: 'interval', value: 'SEC', help: 're-capture period in seconds (default 300; 0 = only on list_changed and reconnect)' },
    { name: 'listen', value: '[HOST:]PORT', help: 'serve streamable HTTP at http://HOST:PORT/mcp instead of stdio (host default 127.0.0.1)' },
    { name: 'request-timeout', value: 'SEC', help: 'longest a forwarded request may run (default 3600)' },
    { name: 'client-timeout', value: 'SEC', help: "longest a server's own request (sampling, elicitation, roots) waits for the client's answer (default 60); at most 16 per server wait at once, the rest are refused" },
    {
      name: 'audit-arguments',
      value: 'MODE',
      choices: ARGUMENTS_MODES,
      help: "what the audit log beside the store keeps of each call's arguments: redacted (default: their keys, every value redacted), full (the values, the server's secrets redacted) or none (their digest only)",
    },
    { name: 'max-age', value: 'SEC', help: 'a call is checked against a capture at most this old (default 5; 0 = re-capture before every call)' },
    { name: 'run-as', value: 'USER[:GROUP]', forms: [0], help: 'run the upstream as another user (Linux, setpriv), so it cannot read the store key or write the store' },
    { name: 'max-sessions', value: 'N', help: 'with --listen: HTTP sessions open at once (default 32)' },
    { name: 'session-idle', value: 'SEC', help: 'with --listen: close a session idle this long (default 600)' },
    { name: 'allow-origin', value: 'ORIGIN', repeat: true, help: 'with --listen: serve requests a browser makes for pages of this origin (scheme://host[:port]; repeatable); any other Origin is refused' },
    { name: 'listen-token', value: 'TOKEN', help: 'with --listen: require Authorization: Bearer TOKEN on every request (default $MCP_CONTRACT_LISTEN_TOKEN; argv is visible to other users)' },
    {
      name: 'identity-policy',
      value: 'P',
      help: 'which changed launch code may start without approve --identity: pin (default: none), worktree (a working tree under development), semver:RANGE (a new version of the same package inside RANGE)',
    },
    { ...URL, help: "guard an HTTP server (with --header 'K: V', or --header NAME to read $MCP_CONTRACT_HEADER_NAME, and --transport)" },
    { ...HEADER, help: "HTTP header for --url: 'Name: value', or a bare Name whose value is read from $MCP_CONTRACT_HEADER_NAME (repeatable)" },
    ...OAUTH_OPTIONS,
    TRANSPORT,
    { ...NAME, forms: [0, 1], help: 'server name of an inline server (default: the name in the approved snapshot)' },
    {
      name: 'config',
      short: 'c',
      value: 'FILE',
      help: "an mcp-contract config or a client config (mcpServers, VS Code servers): one server is guarded alone; several, a client file or a profile start the gateway, which publishes every server's tools and prompts as <server>__<name>",
    },
    { name: 'server', short: 's', value: 'NAME', repeat: true, help: 'only this server of the config (repeatable: the gateway over those)' },
    { name: 'approved-dir', value: 'DIR', help: 'gateway: the approved snapshot of each server as DIR/<server>.json' },
    { name: 'profile', value: 'NAME', help: 'gateway: publish only this profile (include / exclude patterns over <server>/<ref>)' },
    { name: 'host', value: 'NAME', choices: HOST_NAMES, help: "gateway: the model host the client sends tools to; a tool it would refuse is held, with one line naming the tool and the keyword (overrides the profile's host)" },
    { name: 'profiles', value: 'FILE', help: 'gateway: read the profiles object from FILE instead of the config' },
    { name: 'print-surface', help: 'gateway: print what the profile publishes as a snapshot (for mcp-contract diff) and exit' },
    {
      name: 'list-timeout',
      value: 'SEC',
      forms: [2],
      help: "gateway: longest one server's start or list may hold a merged list; after it the others are served, one line names the late server, and its list follows with list_changed when it answers (default 5; with --print-surface, the request timeout)",
    },
    { name: 'list-max-items', value: 'N', forms: [2], help: "gateway: items of one server's list judged and published at most; the rest is held, with one line (default 10000)" },
    { name: 'list-max-bytes', value: 'N', forms: [2], help: "gateway: bytes of one server's list (its items' JSON) judged and published at most; the rest is held, with one line (default 8388608)" },
  ],
});
