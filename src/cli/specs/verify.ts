// `mcp-contract verify`: its one table of options (parsing, --help and usage come from it).
import { command } from '../spec.js';
import { CONFIG, INLINE_SERVER_FORM, inlineServer, SERVER, VIA } from './shared.js';

export const VERIFY = command({
  name: 'verify',
  about: 'Captures the live server and checks every approved capability in FILE is served with its approved digest: exit 0, or 1 listing what is stale, missing or new with the field-level diff.',
  usage: [
    '[{config}] [{server}]... [{snapshot}]',
    `{snapshot} [{name}] ${INLINE_SERVER_FORM}`,
    `({registry} [{registry-url}] | {server-json} {bundle}) [{bundle}] [{trusted-root}] [{public-key}] [{npm-registry}] [{signer-workflow}] [{signer-ref}] ([{config}] {server} | ${INLINE_SERVER_FORM})`,
  ],
  options: [
    { name: 'snapshot', value: 'FILE', help: "the approved snapshot (with --config, default the server's snapshot)" },
    { ...CONFIG, help: 'servers, renames and severities (default mcp-contract.json when present)' },
    SERVER,
    ...inlineServer('verify'),
    VIA,
    { name: 'registry', value: 'NAME@VERSION', help: 'verify the signed release the MCP Registry lists for NAME@VERSION (five checks: entry, artifact, signature and signer, provenance, live surface)' },
    { name: 'registry-url', value: 'URL', help: 'the registry (default https://registry.modelcontextprotocol.io)' },
    { name: 'server-json', value: 'FILE', help: 'verify against this server.json instead of the registry' },
    { name: 'bundle', value: 'FILE', help: "the release's Sigstore bundle (default: the location the entry's pointer gives)" },
    { name: 'trusted-root', value: 'FILE', help: "the Sigstore trusted root (trusted_root.json) that certificates and logs are checked against; nothing is fetched without it, and a certificate-signed release is refused" },
    { name: 'public-key', value: 'FILE', help: "the maintainer's PEM public key, for a release signed with a key" },
    { name: 'npm-registry', value: 'URL', help: "where to read the npm package's record (default: the entry's registryBaseUrl)" },
    { name: 'signer-workflow', value: 'GLOB', help: 'only this signing workflow (e.g. https://github.com/o/r/.github/workflows/release.yml@refs/tags/*)' },
    { name: 'signer-ref', value: 'GLOB', help: 'only releases signed from this ref (e.g. refs/tags/v*)' },
  ],
  formats: { text: '', json: 'the result of each server' },
});
