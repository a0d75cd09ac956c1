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
