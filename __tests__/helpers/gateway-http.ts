// The gateway-over-HTTP tests' set-up (gateway/http.test.ts, e2e/gateway-http.test.ts): two shifting-fixture servers
// approved over stdio, notes also served over HTTP, and the file shapes a user writes to reach them.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NODE, startHttp, tempDir, type HttpFixture } from './cli-harness.js';
import { approveShifting, SHIFTING } from './guard-harness.js';

export const tool = (name: string, description: string): Record<string, unknown> => ({ name, description, inputSchema: { type: 'object', properties: { text: { type: 'string' } } } });
const NOTES = [tool('read', 'Read a note.'), tool('write', 'Write a note.')];
const FILES = [tool('read', 'Read a file.'), tool('list', 'List files.')];

export interface Setup {
  dir: string;
  approved: string;
  notes: string;
  files: string;
  http: HttpFixture;
}

export async function setup(): Promise<Setup> {
  const dir = tempDir('gateway-http');
  const approved = path.join(dir, 'approved');
  mkdirSync(approved);
  const notes = path.join(dir, 'notes.surface.json');
  const files = path.join(dir, 'files.surface.json');
  writeFileSync(notes, JSON.stringify({ tools: NOTES }));
  writeFileSync(files, JSON.stringify({ tools: FILES }));
  // The approved snapshots are taken over stdio; the digest binds the definition and server name, not the transport.
  await approveShifting(path.join(approved, 'notes.json'), 'notes', notes, dir);
  await approveShifting(path.join(approved, 'files.json'), 'files', files, dir);
  const http = await startHttp(SHIFTING, [notes]);
  return { dir, approved, notes, files, http };
}

export const stdioFiles = (s: Setup) => ({ command: NODE, args: [SHIFTING, s.files] });

/** The same two servers (notes by URL, files by command) in each file shape the gateway reads. */
export const SHAPES: Array<[string, string, (s: Setup) => unknown]> = [
  ['an mcp-contract config (url)', 'mcp-contract.json', (s) => ({ servers: { notes: { url: s.http.url }, files: stdioFiles(s) } })],
  ['a client mcpServers file ({ url })', '.mcp.json', (s) => ({ mcpServers: { notes: { url: s.http.url }, files: stdioFiles(s) } })],
  ['a client mcpServers file ({ type: "http", url })', 'claude_desktop_config.json', (s) => ({ mcpServers: { notes: { type: 'http', url: s.http.url }, files: stdioFiles(s) } })],
  ['a VS Code servers file', path.join('.vscode', 'mcp.json'), (s) => ({ servers: { notes: { type: 'http', url: s.http.url }, files: { type: 'stdio', ...stdioFiles(s) } } })],
];

export function writeConfig(s: Setup, file: string, body: unknown): string {
  const full = path.join(s.dir, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, JSON.stringify(body));
  return full;
}
