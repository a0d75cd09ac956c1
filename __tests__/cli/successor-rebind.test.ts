// Issue 42: a held tool whose drift says it is deprecated with a successor offers the rebind to that successor. The
// published filesystem server's real tools (fs-2025-7-1 approved, fs-2025-8-21 served: read_file's description gained
// "DEPRECATED: Use read_text_file instead", read_text_file arrived) are served by the shifting fixture behind a real
// in-process gateway with the default store under HOME: its stderr and `status` print, beside read_file's own approve
// command, the command approving read_text_file, which records the rebind; read_media_file, new beside it, is plain new.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { cli, NODE, tempDir, writeJson } from '../helpers/cli-harness.js';
import { approveShifting, SHIFTING } from '../helpers/guard-harness.js';
import { startGatewayInProcess, toolNames, type InProcessGateway } from '../helpers/gateway-inprocess.js';
import { capturePublished } from '../helpers/published-histories.js';
import { waitFor } from '../helpers/poll.js';

const listOf = async (label: string) => ({ serverInfo: { name: 'files', version: '1.0.0' }, tools: (await capturePublished(label)).surfaces.default.kinds.tool.items.map((c) => c.definition) });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const shellWords = (line: string): string[] => execFileSync('sh', ['-c', `set -- ${line}; printf '%s\\0' "$@"`], { encoding: 'utf8' }).split('\0').slice(0, -1);

describe('a deprecation naming its successor: the rebind is offered', () => {
  let dir: string;
  let env: Record<string, string | undefined>;
  let store: string;
  let g: InProcessGateway | undefined;

  beforeAll(async () => {
    dir = tempDir('successor-rebind');
    const home = path.join(dir, 'home');
    mkdirSync(home);
    env = { PATH: process.env.PATH, HOME: home };
    store = path.join(home, '.mcp-contract', 'guard');
    const surface = path.join(dir, 'files.surface.json');
    writeFileSync(surface, JSON.stringify(await listOf('fs-2025-7-1')));
    await approveShifting(path.join(dir, 'snapshots', 'files.json'), 'files', surface, dir);
    writeFileSync(surface, JSON.stringify(await listOf('fs-2025-8-21')));
    const config = writeJson(path.join(dir, 'mcp-contract.json'), { servers: { files: { command: NODE, args: [SHIFTING, surface] } } });
    g = await startGatewayInProcess(['--config', config], { cwd: '/', env: { HOME: home } });
    await toolNames(await g.legacy());
    await waitFor(() => g!.log.some((l) => l.includes('tool:read_text_file: ')) && g!.log.some((l) => l.includes('tool:read_file: ')), { what: 'the held transitions in the log' });
  });
  afterAll(async () => {
    await g?.close();
  });

  const command = (ref: string) => `mcp-contract approve ${ref} --store ${store} --server files`;

  it("the gateway's stderr: read_file's line offers read_text_file's approval as the rebind; read_text_file is held as the successor", () => {
    const log = g!.log.join('\n');
    expect(log).toMatch(new RegExp(`tool:read_file: \\w+ -> stale \\([^)]*capability-deprecated[^)]*\\); after review: ${escape(command('tool:read_file'))}; deprecated in favour of tool:read_text_file, to move to it: ${escape(command('tool:read_text_file'))} \\(records the rebind\\)$`, 'm'));
    expect(log).toMatch(new RegExp(`tool:read_text_file: \\w+ -> review_required \\(capability-renamed\\); after review: ${escape(command('tool:read_text_file'))}$`, 'm'));
    expect(log).toMatch(new RegExp(`tool:read_media_file: \\w+ -> review_required \\(capability-added\\); after review: ${escape(command('tool:read_media_file'))}$`, 'm'));
  });

  it('status prints the same; the pasted successor command approves read_text_file as the new name of read_file', async () => {
    const lines = (await cli(['status', '--server', 'files'], { cwd: '/', env })).stdout.split('\n');
    const line = lines.find((l) => /^ {4}STALE +tool:read_file /.test(l))!;
    // The item's own approve command is --verbose's (one approve command per server); the rebind is its own decision.
    expect(line).not.toContain(command('tool:read_file'));
    expect(line).toMatch(new RegExp(`capability-deprecated[a-z, -]*  deprecated in favour of tool:read_text_file; to move to it, after review: ${escape(command('tool:read_text_file'))} \\(records the rebind\\)$`));
    expect(lines.find((l) => / tool:read_media_file /.test(l))).not.toContain('deprecated in favour');
    const verbose = (await cli(['status', '--verbose', '--server', 'files'], { cwd: '/', env })).stdout;
    expect(verbose).toContain('It is the successor tool:read_file names in its deprecation notice; approving it records the rebind');
    const pasted = line.slice(line.lastIndexOf('mcp-contract approve'), line.lastIndexOf(' (records the rebind)'));
    const r = await cli(shellWords(pasted).slice(1), { cwd: dir, env: { PATH: process.env.PATH } });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^approved tool:read_text_file at sha256:[0-9a-f]+ as the new name of tool:read_file$/m);
    // Taken: read_file's line no longer offers it.
    expect((await cli(['status', '--server', 'files'], { cwd: '/', env })).stdout).not.toContain('deprecated in favour');
  });
});
