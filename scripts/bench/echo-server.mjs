// The small call's server for the guard CPU figure (scripts/bench/guard-cpu.mjs): the SDK's own McpServer over stdio
// with one `echo` tool and nothing else (no timers, no file writes), so its CPU per call is what any SDK server pays
// to read a call, validate it, run a trivial handler and answer.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const server = new McpServer({ name: 'bench-echo', version: '1.0.0' });
server.tool('echo', 'Echoes its text.', { text: z.string() }, async ({ text }) => ({ content: [{ type: 'text', text }] }));
await server.connect(new StdioServerTransport());
