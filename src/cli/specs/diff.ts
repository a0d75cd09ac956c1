// `mcp-contract diff`: its one table of options (parsing, --help and usage come from it).
import { command } from '../spec.js';
import { CONFIG, INLINE_SERVER_FORM, inlineServer, OUT, SERVER, VIA } from './shared.js';

export const DIFF = command({
  name: 'diff',
  about:
    "Classifies BASE -> HEAD. Each side is a snapshot file, git:REF:PATH, live (captured from the config's server) or live:NAME (the config's server NAME); two live sides are captured at once, in this one process.",
  usage: ['BASE (HEAD | {live}) [{config}] [{server}]', `BASE (live | {live}) {snapshot} [{name}] ${INLINE_SERVER_FORM}`],
  operands: [
    { name: 'BASE', help: 'the old side: a snapshot file, git:REF:PATH, live or live:NAME' },
    { name: 'HEAD', help: "the new side, as BASE; live:NAME is the config's server NAME (diff live:old live:new compares two builds of one server)" },
  ],
  options: [
    { name: 'live', help: 'the head is the live server (same as HEAD = live)' },
    { ...CONFIG, help: 'renames, severity overrides and ignores (default mcp-contract.json when present); the servers for live' },
    { ...SERVER, help: 'the server to capture for live' },
    { name: 'snapshot', value: 'FILE', help: 'for an inline live server (after -- or --url): its snapshot, whose server name the capture is recorded under' },
    ...inlineServer('the live side is'),
    { ...OUT, help: 'also write the report to FILE, in --format (else as its extension says: .json, .md, .xml JUnit, .sarif, text)' },
    VIA,
  ],
  formats: { text: '', markdown: 'the PR comment body', json: '', junit: 'JUnit XML', sarif: 'SARIF 2.1.0, results at the capability line of the snapshot file' },
  failOn: { subject: 'a change', default: 'breaking' },
});
