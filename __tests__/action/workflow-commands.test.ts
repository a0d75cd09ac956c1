// Text a server, an artifact or a snapshot supplies never becomes a workflow command, nor carries the commands' `::`
// separator inside one: every annotation and failed-step line the Action prints is one clean line with no `::` in
// its data (@actions/core escapes `%`, CR and LF; log.ts commandData breaks `::`). The Action's run() in-process.
import { useServedPr } from '../helpers/action-cases.js';
import type { Catalog } from '../helpers/action-harness.js';
import { runActionInProcess } from '../helpers/action-inprocess.js';
import { INJECTION, runnerCommands } from '../helpers/workflow-commands.js';

/** A property name the PR's server adds as required (a breaking change whose annotation names it). */
const HOSTILE = `q::error title=INJECTED::INJECTED-ERROR%0A::warning::INJECTED-WARNING\r\n${INJECTION}`;

function addHostileRequired(c: Catalog): void {
  const search = c.tools?.find((t) => t.name === 'search');
  if (!search) return;
  (search.inputSchema.properties as Record<string, unknown>)[HOSTILE] = { type: 'string' };
  search.inputSchema.required = ['query', HOSTILE];
}

describe('annotations carry server text inertly', () => {
  const served = useServedPr({ change: addHostileRequired });

  it('a hostile property name in a breaking change is in the annotation as text: no command of its own, no `::` in the data', async () => {
    const r = await runActionInProcess({ cwd: served.pr.repo.dir, payload: served.payload(), stub: served.stub });
    expect(r.outputs.verdict).toBe('needs-signoff');
    const cmds = runnerCommands(r.stdout);
    const annotations = cmds.filter((c) => ['error', 'warning', 'notice'].includes(c.command));
    // The server's text did reach an annotation (so there was something to neutralise) ...
    expect(annotations.some((c) => c.data.includes('INJECTED-ERROR'))).toBe(true);
    // ... and only as data: one line, no `::`, no command or title of its own.
    for (const c of annotations) {
      expect(c.data).not.toContain('::');
      expect(c.data).not.toMatch(/[\r\n]/);
      expect(c.props).not.toContain('INJECTED');
    }
    expect(cmds.map((c) => c.command).filter((n) => !['error', 'warning', 'notice', 'debug', 'add-mask'].includes(n))).toEqual([]);
  });
});
