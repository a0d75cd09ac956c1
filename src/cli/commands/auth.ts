// `mcp-contract auth login|status|logout --server NAME`: a person's OAuth grant for one remote server. login opens a
// session to the server (a capture whose snapshot is discarded, with the server's canaries) with a sign-in allowed:
// every challenge the server and its authorization server make on the way (discovery, registration, scope, step-up
// on a canary's tool call) is met as a later run meets it, and the grant is stored only once tokens came back. status never prints a token; logout forgets the grant.
import { captureComplete } from '../../api/capture-complete.js';
import type { ServerConfig } from '../../core/shared/config.js';
import { EXIT, UsageError } from '../../core/shared/errors.js';
import { Loopback } from '../../oauth/loopback.js';
import { runCanaries } from '../../canary/run.js';
import { planOAuth } from '../../oauth/plan.js';
import { GrantStore, grantDir, type IssuerFile } from '../../oauth/store.js';
import { cleanTerminal } from '../../render/text.js';
import { flag, parseCommand, str } from '../args.js';
import type { CliIo } from '../io.js';
import { AUTH } from '../specs/auth.js';
import { optionalConfig } from '../targets.js';
import { selectServers } from '../../storage/config-file.js';
import { expandString } from '../../capture/env.js';

/** How long a person has to finish signing in. */
const SIGN_IN_MS = 300_000;

interface GrantView {
  server: string;
  url: string;
  signedIn: boolean;
  issuer?: string;
  scope?: string;
  expiresAt?: string;
  refreshable?: boolean;
}

function view(server: string, url: string, file: IssuerFile | undefined): GrantView {
  const g = file?.grants[url];
  if (!file || !g) return { server, url, signedIn: false };
  return {
    server,
    url,
    signedIn: true,
    issuer: file.issuer,
    ...(g.scope ? { scope: g.scope } : {}),
    ...(g.expires_at !== undefined ? { expiresAt: new Date(g.expires_at * 1000).toISOString() } : {}),
    refreshable: typeof g.refresh_token === 'string' && g.refresh_token.length > 0,
  };
}

function viewLine(v: GrantView): string {
  const name = cleanTerminal(v.server, 100);
  if (!v.signedIn) return `${name}: not signed in (mcp-contract auth login --server ${name})\n`;
  const parts = [`issuer ${cleanTerminal(v.issuer ?? '', 200)}`, `scopes ${v.scope ? cleanTerminal(v.scope, 300) : '(as granted)'}`, v.expiresAt ? `access token expires ${v.expiresAt}` : 'no expiry given', v.refreshable ? 'refreshed without you' : 'no refresh token: sign in again when it expires'];
  return `${name}: signed in; ${parts.join('; ')}\n`;
}

export async function authCommand(args: string[], io: CliIo): Promise<number> {
  const p = parseCommand(AUTH, args);
  const action = p.positionals[0];
  if (action !== 'login' && action !== 'status' && action !== 'logout') throw new UsageError(`mcp-contract auth: expected login, status or logout${action ? ` (got "${cleanTerminal(action, 40)}")` : ''}`);
  const loaded = await optionalConfig(p, io, true);
  if (!loaded) throw new UsageError('mcp-contract auth: no config');
  const wanted = str(p, 'server');
  const names = selectServers(loaded.config, str(p, 'config') ?? 'mcp-contract.json', wanted ? [wanted] : []);
  if (names.length !== 1) throw new UsageError(`mcp-contract auth ${action}: name one server with --server (the config has ${names.length})`);
  const name = names[0]!;
  const server: ServerConfig = loaded.config.servers![name]!;
  if (!server.url || !server.oauth) throw new UsageError(`server "${name}": auth needs "url" and an "oauth" entry`);
  const url = expandString(server.url, io.env, `server "${name}" url`);
  const plan = planOAuth(`server "${name}"`, server.oauth, io.env);
  const dir = grantDir(str(p, 'store'), io.env, io.cwd);
  const store = new GrantStore(dir);

  if (action === 'status') {
    const v = view(name, url, store.forServer(url));
    io.stdout(p.format === 'json' ? `${JSON.stringify(v, null, 2)}\n` : viewLine(v));
    return v.signedIn || plan.grant === 'client_credentials' ? EXIT.ok : EXIT.usage;
  }
  if (action === 'logout') {
    const had = await store.forget(url);
    io.stdout(p.format === 'json' ? `${JSON.stringify({ server: name, url, forgotten: had })}\n` : `${cleanTerminal(name, 100)}: ${had ? 'grant forgotten' : 'was not signed in'}\n`);
    return EXIT.ok;
  }
  if (plan.grant === 'client_credentials') throw new UsageError(`server "${name}": a client_credentials grant signs in on every run by itself; there is nothing to log in to`);
  if (io.env.CI === 'true' || io.env.CI === '1') throw new UsageError(`server "${name}": this is a CI run (CI=${io.env.CI}), which never signs in interactively: configure a machine credential (oauth.clientId with oauth.clientSecretEnv or oauth.privateKeyEnv)`);

  const loopback = await Loopback.open();
  try {
    const timeouts = { ...server.timeouts, initializeMs: SIGN_IN_MS, requestMs: Math.max(server.timeouts?.requestMs ?? 20_000, SIGN_IN_MS) };
    // The server's canaries run in the sign-in session too: a tool call that needs a wider scope (a 403
    // insufficient_scope) steps up while the person is there, and the stored grant covers it.
    await captureComplete(name, { ...server, timeouts }, {
      baseDir: loaded.dir,
      env: io.env,
      grantDir: dir,
      afterLists: async (plan, session, snap, deadlineAt) => void (await runCanaries(`auth login --server ${name}`, name, server, plan, session, snap, { deadlineAt })),
      signIn: { loopback, noBrowser: flag(p, 'no-browser'), say: (line) => io.stderr(`${line}\n`), waitMs: SIGN_IN_MS },
      identity: false,
    });
  } finally {
    await loopback.close();
  }
  const v = view(name, url, store.forServer(url));
  if (!v.signedIn) throw new UsageError(`server "${name}": the server let mcp-contract in without a sign-in; nothing was stored`);
  io.stdout(p.format === 'json' ? `${JSON.stringify(v, null, 2)}\n` : viewLine(v));
  return EXIT.ok;
}
