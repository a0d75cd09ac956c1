// One server guarded three ways, so the single guard's promise tests run unchanged against the gateway (issue 27:
// "its tests pass against the gateway too"): the single guard (`--approved FILE -- cmd` or `--config`), a gateway of
// that one server (a client's `.mcp.json`, names `<server>__<name>`), and a gateway of it beside two more servers
// that publish a tool of the same name. Each mode starts dist/ as a client would and names the server's tools.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NODE } from './cli-harness.js';
import { startGuard, type Guarded } from './dist.js';
import { approveShifting, SHIFTING } from './guard-harness.js';

export interface GuardedServer {
  /** Its name: the approved snapshot's server, the gateway's entry and prefix. */
  name: string;
  command: string;
  args: string[];
  /** Its approved snapshot. */
  approved: string;
  /** The single guard's whole argument list for it (before `--` and the command, when it has one). */
  single: string[];
}

export interface GuardMode {
  /** How many servers the guard fronts (0: the single guard). */
  servers: number;
  start(server: GuardedServer, dir: string, opts?: { extra?: string[]; env?: Record<string, string> }): Promise<Guarded>;
  /** The name a client calls the server's tool by. */
  tool(server: GuardedServer, name: string): string;
  /** The server's own tool names among a list's, as the server named them. */
  own(server: GuardedServer, published: string[]): string[];
}

const single: GuardMode = {
  servers: 0,
  start: (s, _dir, opts = {}) => startGuard([...s.single, ...(opts.extra ?? [])].concat(s.single.includes('--config') ? [] : ['--', s.command, ...s.args]), { env: opts.env }),
  tool: (_s, name) => name,
  own: (_s, published) => published,
};

/** A gateway of the server and `others` more, each of which serves an `echo` tool as the server may too. */
function gateway(others: number): GuardMode {
  return {
    servers: others + 1,
    start: async (s, dir, opts = {}) => {
      const approved = path.join(dir, 'gateway-approved');
      mkdirSync(approved, { recursive: true });
      copyFileSync(s.approved, path.join(approved, `${s.name}.json`));
      const servers: Record<string, unknown> = { [s.name]: { command: s.command, args: s.args } };
      for (let i = 1; i <= others; i++) {
        const surface = path.join(dir, `other${i}.surface.json`);
        writeFileSync(surface, JSON.stringify({ tools: [{ name: 'echo', description: `Echo from other${i}.`, inputSchema: { type: 'object' } }] }));
        await approveShifting(path.join(approved, `other${i}.json`), `other${i}`, surface, dir);
        servers[`other${i}`] = { command: NODE, args: [SHIFTING, surface] };
      }
      const config = path.join(dir, '.mcp.json');
      writeFileSync(config, JSON.stringify({ mcpServers: servers }));
      const store = s.single[s.single.indexOf('--store') + 1];
      return startGuard(['--config', config, '--approved-dir', approved, '--store', store, '--interval', '0', ...(opts.extra ?? [])], { env: opts.env });
    },
    tool: (s, name) => `${s.name}__${name}`,
    own: (s, published) => published.filter((n) => n.startsWith(`${s.name}__`)).map((n) => n.slice(s.name.length + 2)),
  };
}

/** `describe.each(GUARD_MODES)`: the label, then the mode. */
export const GUARD_MODES: Array<[string, GuardMode]> = [
  ['the single guard', single],
  ['a gateway of that one server', gateway(0)],
  ['a gateway of three servers', gateway(2)],
];
