// `guard --listen`'s access options (issue 39 High 2): --allow-origin takes origins exactly as a browser sends them,
// --listen-token (or $MCP_CONTRACT_LISTEN_TOKEN) a token whose value no message ever shows, and neither applies
// without --listen. What the listener then checks: guard/http-face.test.ts, gateway/http.test.ts.
import { parseCommand } from '../../src/cli/args.js';
import { listenAccess } from '../../src/cli/commands/guard-options.js';
import { GUARD } from '../../src/cli/specs/guard.js';
import { UsageError } from '../../src/core/shared/errors.js';

const access = (args: string[], env: Record<string, string> = {}, listening = true) => listenAccess(parseCommand(GUARD, args), env, listening);
const refusal = (args: string[], env: Record<string, string> = {}, listening = true): string => {
  try {
    access(args, env, listening);
  } catch (e) {
    expect(e).toBeInstanceOf(UsageError);
    return (e as Error).message;
  }
  throw new Error(`accepted: ${args.join(' ')}`);
};

describe('guard --listen access options', () => {
  it('none by default: no browser origin, no token', () => {
    expect(access([])).toEqual({ origins: [] });
  });

  it('--allow-origin: as a browser serializes the origin (host lower-cased, default port dropped); repeatable', () => {
    expect(access(['--allow-origin', 'http://LOCALHOST:6274', '--allow-origin', 'https://app.example:443/']).origins).toEqual(['http://localhost:6274', 'https://app.example']);
    for (const bad of ['*', 'null', 'localhost:6274', 'http://app.example/path', 'http://app.example?x', 'file:///tmp', 'http://user:pw@app.example', 'ws://app.example'])
      expect(refusal(['--allow-origin', bad])).toMatch(/^mcp-contract guard: --allow-origin "/);
  });

  it('--listen-token, else $MCP_CONTRACT_LISTEN_TOKEN; a bad token is refused without being shown', () => {
    const token = 'a1b2c3d4e5f6a7b8c9d0';
    expect(access(['--listen-token', token]).token).toBe(token);
    expect(access([], { MCP_CONTRACT_LISTEN_TOKEN: token }).token).toBe(token);
    expect(access(['--listen-token', token], { MCP_CONTRACT_LISTEN_TOKEN: 'other-token-from-the-env' }).token).toBe(token);
    expect(access([], { MCP_CONTRACT_LISTEN_TOKEN: '' }).token).toBeUndefined();
    for (const [args, env, shown] of [
      [['--listen-token', 'short-Secret'], {}, 'short-Secret'],
      [['--listen-token', ''], {}, '--listen-token: the token must be printable'],
      [[], { MCP_CONTRACT_LISTEN_TOKEN: 'with a space in it, Secret' }, 'Secret'],
    ] as Array<[string[], Record<string, string>, string]>) {
      const message = refusal(args, env);
      if (shown.startsWith('--')) expect(message).toContain(shown);
      else expect(message).not.toContain(shown);
    }
    expect(refusal([], { MCP_CONTRACT_LISTEN_TOKEN: 'short-Secret' })).toBe('mcp-contract guard: $MCP_CONTRACT_LISTEN_TOKEN: the token must be at least 16 characters (e.g. openssl rand -hex 32)');
  });

  it('without --listen, --allow-origin and --listen-token are usage errors (a stdio guard has no HTTP face); the environment is not', () => {
    expect(refusal(['--allow-origin', 'http://localhost:6274'], {}, false)).toBe('mcp-contract guard: --allow-origin applies to --listen (the HTTP face); without it the guard serves stdio');
    expect(refusal(['--listen-token', 'a1b2c3d4e5f6a7b8c9d0'], {}, false)).toContain('--listen-token applies to --listen');
    expect(access([], { MCP_CONTRACT_LISTEN_TOKEN: 'a1b2c3d4e5f6a7b8c9d0' }, false)).toEqual({});
  });
});
