// `mcp-contract console`: the local review page over the guard's store (src/console/), until Ctrl-C.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { loginFile } from '../../console/login-file.js';
import { EXIT, UsageError } from '../../core/shared/errors.js';
import { parseListen } from '../../guard/listen-address.js';
import { storeDir } from '../../guard/store.js';
import { startConsole } from '../../console/server.js';
import { writableStore } from '../../console/store-access.js';
import { cleanTerminal } from '../../render/text.js';
import { flag, parseCommand, str } from '../args.js';
import { CONSOLE } from '../specs/console.js';
import { homeOf, type CliIo } from '../io.js';
import { VERSION } from '../version.js';

/** The platform's opener, detached: the console never waits on the browser. */
function openBrowser(url: string, log: (line: string) => void): void {
  const [command, args] = process.platform === 'darwin' ? ['open', [url]] : process.platform === 'win32' ? ['cmd', ['/c', 'start', '""', url]] : ['xdg-open', [url]];
  const child = spawn(command, args, { stdio: 'ignore', detached: true });
  child.on('error', (e) => log(`mcp-contract console: cannot open a browser (${e.message}); open the URL above yourself`));
  child.unref();
}

export async function consoleCommand(args: string[], io: CliIo): Promise<number> {
  const p = parseCommand(CONSOLE, args);
  const listenText = str(p, 'listen');
  let at = { host: '127.0.0.1', port: 0 };
  if (listenText !== undefined) {
    try {
      at = parseListen(listenText);
    } catch {
      throw new UsageError(`mcp-contract console: --listen "${cleanTerminal(listenText, 60)}": expected PORT or HOST:PORT`);
    }
  }
  const dir = storeDir(str(p, 'store'), io.env, io.cwd);
  const key = await writableStore(dir);
  const config = str(p, 'config');
  const log = (line: string): void => io.stderr(`${cleanTerminal(line, 500)}\n`);
  let spent = (): void => undefined;
  const running = await startConsole({
    onLogin: () => spent(),
    host: at.host,
    port: at.port,
    storeDir: dir,
    key,
    ...(config !== undefined ? { config: resolve(io.cwd, config), configLabel: config } : {}),
    home: homeOf(io),
    version: VERSION,
    now: io.now,
    log,
  });
  io.stdout(`mcp-contract console for ${dir}\nopen ${running.loginUrl}\n(the link works once; Ctrl-C stops the console)\n`);
  if (flag(p, 'open')) {
    const file = loginFile(running.loginUrl, io.env);
    spent = file.remove;
    openBrowser(file.href, log);
  }
  let onSignal = (): void => undefined;
  await new Promise<void>((done) => {
    onSignal = done;
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  });
  process.off('SIGINT', onSignal);
  process.off('SIGTERM', onSignal);
  await running.close();
  spent();
  io.stderr('mcp-contract console: stopped\n');
  return EXIT.ok;
}
