// The floor of a capture (issue 55): a bare JSON-RPC client over stdio, the same as scripts/bench.mjs rawCapture
// (initialize, then tools/list page by page, each line parsed, nothing else), as a process of its own so it is
// compared with `mcp-contract snapshot` process to process. Prints `{ tools, maxRssKb }`.
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'ignore'] });
let buf = '';
let id = 0;
let tools = 0;
const send = (method, params) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params })}\n`);
child.stdout.on('data', (d) => {
  buf += d;
  let i;
  while ((i = buf.indexOf('\n')) >= 0) {
    const msg = JSON.parse(buf.slice(0, i));
    buf = buf.slice(i + 1);
    if (msg.id === 1) {
      child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
      send('tools/list', {});
    } else if (msg.result?.tools) {
      tools += msg.result.tools.length;
      if (msg.result.nextCursor) send('tools/list', { cursor: msg.result.nextCursor });
      else {
        child.kill('SIGKILL');
        process.stdout.write(`${JSON.stringify({ tools, maxRssKb: process.resourceUsage().maxRSS })}\n`);
        process.exit(0);
      }
    }
  }
});
send('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '0' } });
