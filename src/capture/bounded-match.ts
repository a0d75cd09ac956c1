// Regular expressions run on server-controlled text under a deadline. The patterns come from the config and from the
// server's own outputSchema; the text from the server. A backtracking pattern (`^(a+)+$` against `a…a!`) can take
// minutes in V8's engine, and a synchronous match blocks the capture's own timer, so each match runs in a vm context
// whose `timeout` interrupts it (V8 checks for interrupts inside the regexp engine) at the canary's deadline.
import vm from 'node:vm';

export class MatchTimeout extends Error {
  constructor() {
    super('the regular expression did not finish matching before timeouts.totalMs');
    this.name = 'MatchTimeout';
  }
}

const context = vm.createContext(Object.create(null) as object);
const script = new vm.Script('re.lastIndex = 0; re.test(text)');

/** `re.test(text)`, abandoned with MatchTimeout once `deadlineAt` (epoch ms) has passed; no deadline, no vm. */
export function testBefore(re: RegExp, text: string, deadlineAt: number): boolean {
  if (!Number.isFinite(deadlineAt)) return re.test(text);
  const budget = Math.ceil(deadlineAt - Date.now());
  if (budget <= 0) throw new MatchTimeout();
  const scope = context as { re?: RegExp; text?: string };
  scope.re = re;
  scope.text = text;
  try {
    return script.runInContext(context, { timeout: budget }) === true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new MatchTimeout();
    throw e;
  } finally {
    scope.re = undefined;
    scope.text = undefined;
  }
}
