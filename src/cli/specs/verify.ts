// `mcp-contract verify`: its one table of options (parsing, --help and usage come from it).
import { command } from '../spec.js';
import { CONFIG, INLINE_SERVER_FORM, inlineServer, SERVER, SIGNED_RELEASE, VIA } from './shared.js';

export const VERIFY = command({
  name: 'verify',
  about: 'Captures the live server and checks every approved capability in FILE is served with its approved digest: exit 0, or 1 listing what is stale, missing or new with the field-level diff.',
  usage: [
    '[{config}] [{server}]... [{snapshot}]',
    `{snapshot} [{name}] ${INLINE_SERVER_FORM}`,
    `({registry} [{registry-url}] | {server-json} {bundle}) [{bundle}] [{trusted-root}] [{public-key}] [{npm-registry}] [{pypi-registry}] [{artifact}] [{fetch-artifact}] [{require-provenance}] [{signer-workflow}] [{signer-ref}] ([{config}] {server} | ${INLINE_SERVER_FORM})`,
  ],
  options: [
    { name: 'snapshot', value: 'FILE', help: "the approved snapshot (with --config, default the server's snapshot)" },
    { ...CONFIG, help: 'servers, renames and severities (default mcp-contract.json when present)' },
    SERVER,
    ...inlineServer('verify'),
    VIA,
    { name: 'registry', value: 'NAME@VERSION', help: 'verify the signed release the MCP Registry lists for NAME@VERSION (five checks: entry, artifact, signature and signer, provenance, live surface)' },
    ...SIGNED_RELEASE,
  ],
  formats: { text: '', json: 'the result of each server' },
});
