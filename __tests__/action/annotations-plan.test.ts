// One annotation per row, never more than GitHub shows per level: the rest is named, not dropped.
import type { Change, Report } from '../../src/core/shared/model.js';
import { ANNOTATIONS_PER_LEVEL, planAnnotations } from '../../src/action/summary.js';

function change(rule: string, name: string, surface: string, severity: Change['severity'] = 'breaking'): Change {
  return {
    rule,
    kind: 'tool',
    surface,
    type: 'removed',
    severity,
    message: `The tool \`${name}\` was removed.`,
    hint: '',
    fingerprint: `${rule}-${name}-${surface}`,
    params: { kind: 'tool', name },
    before: { refs: [`tool:${name}`] },
  };
}

function report(changes: Change[]): Report {
  return { format: 'mcp-contract-report/1', server: 's', base: 'a', head: 'b', summary: { breaking: 0, review: 0, safe: 0 }, changes, ignored: [] };
}

describe('planAnnotations', () => {
  it('annotates a change seen on two surfaces once', () => {
    const plan = planAnnotations([report([change('capability-removed', 'a', 'admin'), change('capability-removed', 'a', 'default'), change('capability-removed', 'b', 'default')])], ['snapshots/s.json'], { blocking: true });
    expect(plan).toHaveLength(2);
    expect(plan.every((a) => a.level === 'error' && a.file === 'snapshots/s.json')).toBe(true);
  });

  it('past 10 rules of a level, names the rest in a tenth annotation', () => {
    const changes = Array.from({ length: 15 }, (_, i) => ({ ...change(`rule-${i}`, `t${i}`, 'default', 'review'), rule: `rule-${i}` }));
    const plan = planAnnotations([report(changes)], ['snapshots/s.json'], { blocking: true, reserved: { warning: 1 } });
    expect(plan).toHaveLength(ANNOTATIONS_PER_LEVEL - 1);
    expect(plan.every((a) => a.level === 'warning')).toBe(true);
    expect(plan[plan.length - 1].message).toMatch(/^7 more changes \(rule-8, .*\): the job summary lists them all$/);
  });

  it('leaves safe changes unannotated and nothing as an error once nothing blocks', () => {
    const plan = planAnnotations([report([change('capability-removed', 'a', 'default'), change('capability-added', 'n', 'default', 'safe')])], [], { blocking: false });
    expect(plan.map((a) => a.level)).toEqual(['warning']);
  });
});
