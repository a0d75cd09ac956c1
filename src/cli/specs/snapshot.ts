// `mcp-contract snapshot`: its one table of options (parsing, --help and usage come from it).
import { command } from '../spec.js';
import { CONCURRENCY, CONFIG, HEADER, INLINE_SERVER_FORM, NAME, OAUTH_OPTIONS, SERVER, TRANSPORT, URL, VIA } from './shared.js';

export const SNAPSHOT = command({
  name: 'snapshot',
  about: 'Captures each server and writes its snapshot file; an incomplete observation is never written (exit 3).',
  usage: ['[{config}] [{server}]...', `{out} [{name}] ${INLINE_SERVER_FORM}`],
  options: [
    { ...CONFIG, forms: [0] },
    { ...SERVER, forms: [0] },
    { name: 'out', short: 'o', value: 'FILE', help: 'where to write the snapshot (required for an inline server)' },
    { ...NAME, help: 'server name recorded in an inline snapshot (default: the name already in FILE, else "server")' },
    { ...URL, help: 'capture an HTTP server instead of a command after --' },
    HEADER,
    ...OAUTH_OPTIONS,
    TRANSPORT,
    { ...CONCURRENCY, forms: [0] },
    VIA,
  ],
  formats: { text: 'a line per file written', json: 'what was written' },
});
