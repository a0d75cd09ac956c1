// `mcp-contract console`: its one table of options (parsing, --help and usage come from it).
import { command } from '../spec.js';
import { STORE } from './shared.js';

export const CONSOLE = command({
  name: 'console',
  about:
    "Serves a local review page for the guard's store: every server and profile with its counts, each held change field by field with the definition it would approve, and every decision approve, reject and status make (approve, reject, rebind, the new launch code, expiry, scope, revoke, a whole reviewed upgrade), with each capability's audit history. Prints a URL with a one-time token; Ctrl-C stops it.",
  usage: ['[{store}] [{config}] [{listen}] [{open}]'],
  options: [
    STORE,
    { name: 'config', short: 'c', value: 'FILE', help: "the gateway's config (an mcp-contract config or a client's file): its servers, snapshots and profiles are shown with the store's" },
    { name: 'listen', value: '[HOST:]PORT', help: 'where to serve the page (default 127.0.0.1 on a free port; loopback only)' },
    { name: 'open', help: 'open the printed URL in the default browser' },
  ],
});
