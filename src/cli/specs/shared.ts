// Option rows several commands share; a command overrides `help` (or `forms`) where the option means more there.
import type { OptionRow } from '../spec.js';

export const CONFIG: OptionRow = { name: 'config', short: 'c', value: 'FILE', help: 'the config (default mcp-contract.json in the current directory)' };
export const SERVER: OptionRow = { name: 'server', short: 's', value: 'NAME', repeat: true, help: 'only this server from the config (repeatable; default all)' };
export const URL: OptionRow = { name: 'url', value: 'URL', help: 'an HTTP server instead of a command after --' };
export const HEADER: OptionRow = { name: 'header', value: "'K: V'", repeat: true, help: 'HTTP header for --url (repeatable; values are redacted from all output)' };
export const TRANSPORT: OptionRow = {
  name: 'transport',
  value: 'T',
  choices: ['streamable-http', 'sse', 'auto'],
  help: 'for --url: streamable-http, sse, or auto (default: try streamable HTTP, then SSE)',
};
export const NAME: OptionRow = { name: 'name', value: 'NAME', help: 'server name of an inline server (default: the name already in its snapshot, else "server")' };
export const CONCURRENCY: OptionRow = {
  name: 'concurrency',
  value: 'N',
  help: "how many servers are built and captured at once (default: the machine's cores); output keeps the config's order",
};
export const VIAS = ['sdk', 'inspector'] as const;
export const VIA: OptionRow = { name: 'via', value: 'V', choices: VIAS, help: 'capture with the built-in client (sdk, default) or the MCP Inspector CLI (inspector)' };
export const OUT: OptionRow = { name: 'out', short: 'o', value: 'FILE', help: 'also write the report to FILE' };
export const STORE: OptionRow = { name: 'store', value: 'DIR', help: 'the guard store (default $MCP_CONTRACT_STORE, else ~/.mcp-contract/guard)' };
export const STORE_SERVER: OptionRow = { name: 'server', short: 's', value: 'NAME', help: 'the server in the store (needed when the store holds several)' };

/** The end of a usage form for an inline server: its command line, or --url and what goes with it. */
export const INLINE_SERVER_FORM = '(-- <command> [args...] | {url} [{header}]... [{transport}])';

/** An inline --url server's OAuth entry (docs/configuration.md#oauth): secrets by variable name only, never a value. */
export const OAUTH_OPTIONS: OptionRow[] = [
  { name: 'oauth-client-id', value: 'ID', help: 'for --url behind OAuth: the registered client id (oauth.clientId)' },
  { name: 'oauth-client-secret-env', value: 'VAR', help: 'for --url: the environment variable holding the client secret (oauth.clientSecretEnv)' },
  { name: 'oauth-private-key-env', value: 'VAR', help: 'for --url: the environment variable holding a PEM key for private_key_jwt (oauth.privateKeyEnv)' },
  { name: 'oauth-signing-algorithm', value: 'ALG', help: 'for --url: the private key\'s JWS algorithm (oauth.signingAlgorithm, default RS256)' },
  { name: 'oauth-scope', value: 'SCOPE', help: 'for --url: the scope to ask for (oauth.scope)' },
  { name: 'oauth-grant', value: 'GRANT', choices: ['client_credentials', 'authorization_code'], help: 'for --url: oauth.grant' },
];

/** A server given on the command line instead of from the config: --url with its header and transport, and its name. */
export function inlineServer(what: string): OptionRow[] {
  return [{ ...URL, help: `${what} an HTTP server instead of a command after --` }, HEADER, ...OAUTH_OPTIONS, TRANSPORT, NAME];
}

/** How a signed release is checked (verify --registry, guard --approved registry:NAME@VERSION). */
export const SIGNED_RELEASE: OptionRow[] = [
  { name: 'registry-url', value: 'URL', help: 'the registry (default https://registry.modelcontextprotocol.io)' },
  { name: 'server-json', value: 'FILE', help: 'verify against this server.json instead of the registry' },
  { name: 'bundle', value: 'FILE', help: "the release's Sigstore bundle (default: the location the entry's pointer gives)" },
  { name: 'trusted-root', value: 'FILE', help: "the Sigstore trusted root (trusted_root.json) that certificates and logs are checked against; nothing is fetched without it, and a certificate-signed release is refused" },
  { name: 'public-key', value: 'FILE', help: "the maintainer's PEM public key, for a release signed with a key" },
  { name: 'npm-registry', value: 'URL', help: "where to read the npm package's record (default: the entry's registryBaseUrl)" },
  { name: 'pypi-registry', value: 'URL', help: "where to read the PyPI file's record and PEP 740 provenance (default: the entry's registryBaseUrl, else https://pypi.org)" },
  { name: 'artifact', value: 'FILE', help: 'the released file you hold (an MCPB bundle, a wheel), hashed and compared with the entry and the signed subject' },
  { name: 'fetch-artifact', help: "allow downloading the file the entry names (an MCPB's identifier URL) to hash it; without it or --artifact an MCPB release fails closed" },
  { name: 'require-provenance', help: "refuse a package that carries no provenance of its own (npm provenance, PEP 740)" },
  { name: 'signer-workflow', value: 'GLOB', help: 'only this signing workflow (e.g. https://github.com/o/r/.github/workflows/release.yml@refs/tags/*)' },
  { name: 'signer-ref', value: 'GLOB', help: 'only releases signed from this ref (e.g. refs/tags/v*)' },
];
