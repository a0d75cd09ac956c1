// The floor of any hop written in Node (scripts/bench/guard-cpu.mjs): a stdio relay that starts the server given in its
// arguments, reads each JSON-RPC line from either side, parses it (as a hop that looks at a message must) and writes
// it on to the other. No checks, no log: what reading and writing two pipes per message costs a Node process.
import { spawn } from 'node:child_process';

const child = spawn(process.argv[2], process.argv.slice(3), { stdio: ['pipe', 'pipe', 'inherit'] });
function relay(from, to) {
  let buf = '';
  from.setEncoding('utf8');
  from.on('data', (d) => {
    buf += d;
    let i;
    while ((i = buf.indexOf('\n')) >= 0) {
      const msg = JSON.parse(buf.slice(0, i));
      buf = buf.slice(i + 1);
      to.write(`${JSON.stringify(msg)}\n`);
    }
  });
}
relay(process.stdin, child.stdin);
relay(child.stdout, process.stdout);
process.stdin.on('end', () => child.stdin.end());
child.on('exit', (code) => process.exit(code ?? 1));
