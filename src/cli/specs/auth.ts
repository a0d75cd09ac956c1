// `mcp-contract auth`: its one table of options (parsing, --help and usage come from it).
import { command } from '../spec.js';
import { CONFIG, STORE } from './shared.js';

export const AUTH = command({
  name: 'auth',
  about:
    "Manages a person's OAuth grant for a remote server (its \"oauth\" entry): login signs in once in the browser (authorization code with PKCE, loopback redirect; BROWSER names the browser command), status shows issuer, scopes and expiry (never a token), logout forgets the grant. Grants live in the guard store's directory, 0600; a CI run never signs in.",
  usage: ['login|status|logout {server} [{config}] [{store}] [{no-browser}]'],
  operands: [{ name: 'ACTION', help: 'login, status or logout' }],
  options: [
    { name: 'server', short: 's', value: 'NAME', help: 'the server of the config (needed when it has several)' },
    CONFIG,
    STORE,
    { name: 'no-browser', help: 'login: print the sign-in URL instead of opening a browser' },
  ],
  formats: { text: 'one line per grant', json: 'the grant (issuer, scope, expiry, refreshable), never a token' },
});
