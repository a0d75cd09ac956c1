// However the guard ends (an uncaught error, process.exit), every upstream's process group ends with it. One exit
// listener serves them all: a gateway fronts many upstreams, and a listener each would trip Node's leak warning.
const groups = new Set<number>();
let installed = false;

function killAll(): void {
  for (const pid of groups) {
    try {
      process.kill(process.platform === 'win32' ? pid : -pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

/** Ends `pid`'s process group when this process exits; the returned function forgets it (the upstream closed). */
export function killOnExit(pid: number): () => void {
  groups.add(pid);
  if (!installed) {
    installed = true;
    process.once('exit', killAll);
  }
  return () => void groups.delete(pid);
}

/**
 * Until the guard serves (its own SIGINT/SIGTERM handlers stop it gracefully), a signal exits through process.exit, so
 * the exit listener above ends an upstream already started: Node's default action for the signal ends the process
 * without an 'exit' event, and the upstream, started in a group of its own, would outlive the guard. Returns the
 * function that takes the handlers off again, just before the serving ones are put on.
 */
export function exitOnSignalUntilServing(exit: (code: number) => void = (code) => process.exit(code)): () => void {
  const onInt = (): void => exit(130);
  const onTerm = (): void => exit(143);
  process.once('SIGINT', onInt);
  process.once('SIGTERM', onTerm);
  return () => {
    process.off('SIGINT', onInt);
    process.off('SIGTERM', onTerm);
  };
}
