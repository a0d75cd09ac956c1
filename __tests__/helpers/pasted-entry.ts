// The entry `init --gateway` prints for the user to paste into the client's file, read back as the user would copy
// it: for the in-process suite (gateway/init.test.ts) and the one that runs the pasted entry from dist/
// (e2e/gateway-init.test.ts).

/** A server entry in any client's shape: stdio (command and args) with its env, or typed. */
export interface PastedServer {
  type?: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

/** The JSON object printed between a line `{` and a line `}`: the block a user pastes. */
export function pasted(stdout: string): Record<string, Record<string, PastedServer>> {
  const lines = stdout.split('\n');
  const start = lines.indexOf('{');
  const end = lines.indexOf('}', start);
  expect(start).toBeGreaterThanOrEqual(0);
  return JSON.parse(lines.slice(start, end + 1).join('\n'));
}
