// `mcp-contract check`: its one table of options (parsing, --help and usage come from it).
import { command } from '../spec.js';
import { CONCURRENCY, CONFIG, INLINE_SERVER_FORM, inlineServer, OUT, SERVER, VIA } from './shared.js';

export const CHECK = command({
  name: 'check',
  about:
    'Captures the live server and compares it with the committed snapshot, then runs its canaries in the same session: exit 0 when equal and every canary observed its expected result, 1 otherwise.',
  usage: [
    '[{config}] [{server}]... [{update}] [{no-canaries}] [{base}] [{concurrency}]',
    `{snapshot} [{name}] [{update}] ${INLINE_SERVER_FORM}`,
  ],
  options: [
    CONFIG,
    SERVER,
    { name: 'snapshot', value: 'FILE', help: 'the committed snapshot (required for an inline server after -- or --url)' },
    { name: 'update', help: 'rewrite the snapshot with the live surface instead of failing' },
    { name: 'no-canaries', help: "skip the config's canaries (the report then says behaviour is unverified)" },
    { name: 'base', value: 'REF', help: 'in CI, the ref whose config grants canaries side effects (default origin/$GITHUB_BASE_REF)' },
    ...inlineServer('check'),
    CONCURRENCY,
    VIA,
    { ...OUT, help: 'also write the result to FILE, in --format (else as its extension says: .json, .xml JUnit, .sarif, text)' },
  ],
  formats: { text: '', json: 'the result and the classified drift', junit: 'one suite per server', sarif: 'SARIF 2.1.0 for code scanning' },
});
