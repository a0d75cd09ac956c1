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
  ],
  formats: { text: '', markdown: '', json: '', changelog: 'release notes' },
});
