// `mcp-contract release`: its one table of options (parsing, --help and usage come from it).
import { command } from '../spec.js';
import { CONFIG, INLINE_SERVER_FORM, inlineServer, SERVER } from './shared.js';

export const RELEASE = command({
  name: 'release',
  about: 'Compares the last release with the head: removals must have served their deprecation window, the version bump must match the drift.',
  usage: [
    '[{config}] [{server}]... [{since}] [{snapshot}] [{date}] [{live}]',
    `{live} {snapshot} [{name}] [{since}] [{date}] ${INLINE_SERVER_FORM}`,
  ],
  options: [
    CONFIG,
    SERVER,
    { name: 'since', value: 'REF|FILE', help: 'the last release: a git tag or ref, or a snapshot file (default: the newest tag holding the snapshot)' },
    { name: 'snapshot', value: 'FILE', help: "the head snapshot (default: the server's snapshot in the config; required for an inline server)" },
    { name: 'live', help: 'capture the head from the live server instead' },
    ...inlineServer('with --live: capture'),
    { name: 'date', value: 'YYYY-MM-DD', help: 'the release date (default today)' },
    { name: 'attest', help: 'when the gate passes, sign the judged surface (in-toto statement in a Sigstore bundle) and write it beside the snapshot as NAME.sigstore.json' },
    { name: 'artifact', value: 'FILE', help: 'with --attest: the released file (npm tarball, PyPI file, MCPB bundle), named by its digests' },
    { name: 'image', value: 'REF@sha256:D', help: 'with --attest: the released image, by digest' },
    { name: 'remote', value: 'URL', help: "with --attest: a remote server's URL (default: server.json's first remote)" },
    { name: 'server-json', value: 'FILE', help: "sign as --attest, check the versions agree, and write the pointer into FILE's publisher-provided _meta" },
    { name: 'bundle-url', value: 'URL', help: 'where the bundle is published (the release asset), recorded in the pointer' },
    { name: 'registry-name', value: 'NAME', help: "the registry name signed (default: server.json's name, else the config's)" },
    { name: 'release-version', value: 'V', help: "the version signed (default: server.json's, else the config's versionFrom)" },
    { name: 'signing-key', value: 'FILE', help: `a PEM private key to sign with outside GitHub Actions (or the key's text in $MCP_CONTRACT_SIGNING_KEY; never the key on the command line)` },
    { name: 'fulcio-url', value: 'URL', help: 'keyless: the Fulcio CA (default the public Sigstore)' },
    { name: 'rekor-url', value: 'URL', help: 'keyless: the Rekor log (default the public Sigstore)' },
  ],
  formats: { text: '', markdown: '', json: '', changelog: 'release notes' },
});
