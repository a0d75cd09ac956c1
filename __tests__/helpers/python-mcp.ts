// A Python with the MCP SDK for fixture servers, from the machine's local wheel index only (never the network):
// built once per machine in the temp directory. Tests that need it skip when no local index can provide it.
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const VENV = path.join(tmpdir(), 'mcp-contract-python-mcp');
const PYTHON = path.join(VENV, 'bin', 'python');
const READY = path.join(VENV, '.ready');

/** Local sources only: the wheel directory, then file:// simple indexes when the machine has them. */
const SOURCES: string[][] = [
  ['--no-index', '--find-links', '/opt/wheels'],
  ['--index-url', 'file:///opt/pypi/simple', '--extra-index-url', 'file:///opt/pypi-more/simple'],
];

/** The venv's python, or undefined (with the reason) when python3 or a local index with `mcp` is missing. */
export function pythonWithMcp(): { python?: string; reason?: string } {
  if (existsSync(READY)) return { python: PYTHON };
  try {
    execFileSync('python3', ['-m', 'venv', VENV], { stdio: 'ignore', timeout: 120_000 });
  } catch {
    return { reason: 'python3 -m venv failed' };
  }
  for (const source of SOURCES) {
    if (source.some((s) => s.startsWith('file:///') && !existsSync(s.slice('file://'.length)))) continue;
    try {
      execFileSync(PYTHON, ['-m', 'pip', 'install', '-q', ...source, 'mcp'], { stdio: 'ignore', timeout: 600_000, env: { ...process.env, PIP_DISABLE_PIP_VERSION_CHECK: '1' } });
      writeFileSync(READY, '');
      return { python: PYTHON };
    } catch {
      // try the next local source
    }
  }
  return { reason: 'no local wheel index provides mcp' };
}
