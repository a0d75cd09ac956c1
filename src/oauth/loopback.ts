// The sign-in's redirect target: a listener on 127.0.0.1 (RFC 8252 loopback redirect) that takes one callback, checks
// its `state`, and hands back the code and the `iss` parameter for the SDK to check (RFC 9207).
import { createServer, type Server } from 'node:http';

export interface Callback {
  code: string;
  iss?: string;
}

/** One line for a redirect that cannot be used; nothing is stored after it. */
export class SignInRefused extends Error {}

export class Loopback {
  private waiting?: { state: string; resolve: (c: Callback) => void; reject: (e: Error) => void };

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async open(): Promise<Loopback> {
    let self: Loopback | undefined;
    const server = createServer((req, res) => self?.answer(req.url ?? '/', (status, text) => res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text)));
    await new Promise<void>((r, j) => server.once('error', j).listen(0, '127.0.0.1', () => r()));
    const { port } = server.address() as { port: number };
    self = new Loopback(server, `http://127.0.0.1:${port}/callback`);
    return self;
  }

  /** The next callback carrying `state`; a wrong state, an error answer or no callback within `ms` rejects. */
  next(state: string, ms: number): Promise<Callback> {
    return new Promise<Callback>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting = undefined;
        reject(new SignInRefused(`no sign-in came back to ${this.url} within ${Math.round(ms / 1000)} s`));
      }, ms);
      const done = <T>(f: (v: T) => void) => (v: T) => {
        clearTimeout(timer);
        this.waiting = undefined;
        f(v);
      };
      this.waiting = { state, resolve: done(resolve), reject: done(reject) };
    });
  }

  private answer(raw: string, reply: (status: number, text: string) => void): void {
    const u = new URL(raw, this.url);
    if (u.pathname !== '/callback') return reply(404, 'not found');
    const w = this.waiting;
    if (!w) return reply(409, 'mcp-contract is not waiting for a sign-in');
    const q = u.searchParams;
    // The state is checked before anything else in the redirect is read: a forged redirect carries no usable code.
    if (q.get('state') !== w.state) {
      reply(400, 'This sign-in does not belong to this login (wrong state). Start again with mcp-contract auth login.');
      return w.reject(new SignInRefused('the sign-in redirect carried a wrong state (not the one this login sent): nothing was stored'));
    }
    const error = q.get('error');
    if (error) {
      reply(400, 'The authorization server refused the sign-in.');
      return w.reject(new SignInRefused(`the authorization server refused the sign-in: ${error.slice(0, 80)}`));
    }
    const code = q.get('code');
    if (!code) {
      reply(400, 'The redirect carried no code.');
      return w.reject(new SignInRefused('the sign-in redirect carried no code'));
    }
    reply(200, 'Signed in. You may close this window.');
    const iss = q.get('iss');
    w.resolve({ code, ...(iss !== null ? { iss } : {}) });
  }

  close(): Promise<void> {
    return new Promise((r) => {
      this.server.closeAllConnections();
      this.server.close(() => r());
    });
  }
}
