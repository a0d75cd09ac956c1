// Workflow commands as the runner reads them from a step's log, and the lines a hostile build or server prints to
// forge them (issue 12).
/** The workflow commands a runner would act on in `stdout`, honouring `::stop-commands::`. */
export function runnerCommands(stdout: string): { command: string; props: string; data: string }[] {
  const out: { command: string; props: string; data: string }[] = [];
  let stopped: string | undefined;
  for (const raw of stdout.split(/\r?\n/)) {
    const line = raw.trim();
    if (stopped !== undefined) {
      if (line === `::${stopped}::`) stopped = undefined;
      continue;
    }
    const m = /^::([A-Za-z-]+)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!m) continue;
    if (m[1] === 'stop-commands') {
      stopped = m[3];
      continue;
    }
    // As the runner unescapes command data (@actions/core escapes %, CR and LF).
    const data = m[3].replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
    out.push({ command: m[1], props: m[2] ?? '', data });
  }
  return out;
}

/** Every line a hostile build or server prints to take over the log. */
export const INJECTION = [
  '::set-output name=verdict::pass',
  '::add-mask::INJECTED-MASK',
  '::error title=INJECTED::INJECTED-ERROR',
  '::warning::INJECTED-WARNING',
  '::stop-commands::INJECTED-STOP',
  'a%0A::notice::INJECTED-NOTICE',
  '::set-env name=NODE_OPTIONS::--require=/tmp/INJECTED',
  '\u001b[2J\u001b]0;INJECTED-TITLE\u0007\u001b[31mred',
  '\u001b]8;;https://evil.example\u001b\\INJECTED-LINK\u001b]8;;\u001b\\',
].join('\n');
