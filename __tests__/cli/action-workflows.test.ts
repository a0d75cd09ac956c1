// Issue 17 items 1 and 3: every workflow the README shows and `init --workflow` writes runs no PR code before the
// Action (a PR's install script could rewrite the Action's own files), and the default is two jobs: `capture` holds
// no token and runs the PR's code; `judge` holds the token and runs none.
import { WORKFLOW, workflowFor } from '../../src/cli/commands/init.js';
import { allDocs } from '../helpers/readme-blocks.js';

interface Step {
  uses?: string;
  run?: string;
  with: Record<string, string>;
}
interface Job {
  name: string;
  permissions: string;
  steps: Step[];
}

/** The jobs and steps of a workflow as the README and init write them (two-space YAML, one key per line). */
function jobsOf(yaml: string): Job[] {
  const jobs: Job[] = [];
  let inJobs = false;
  let job: Job | undefined;
  let step: Step | undefined;
  let inWith = false;
  for (const line of yaml.split('\n')) {
    if (/^\S/.test(line)) inJobs = line.startsWith('jobs:');
    if (!inJobs || line.trim().startsWith('#')) continue;
    let m: RegExpExecArray | null;
    if ((m = /^ {2}([\w-]+):\s*$/.exec(line))) jobs.push((job = { name: m[1], permissions: '', steps: [] }));
    else if (job && (m = /^ {4}permissions:\s*(.*)$/.exec(line))) job.permissions = m[1] || 'scoped';
    else if (job && (m = /^ {6}- (uses|run|if): (.*)$/.exec(line))) {
      job.steps.push((step = { with: {} }));
      inWith = false;
      if (m[1] !== 'if') step[m[1] as 'uses' | 'run'] = m[2];
    } else if (step && (m = /^ {8}(uses|run): (.*)$/.exec(line))) step[m[1] as 'uses' | 'run'] = m[2];
    else if (step && /^ {8}with:\s*$/.test(line)) inWith = true;
    else if (step && /^ {8}\S/.test(line)) inWith = false;
    else if (step && inWith && (m = /^ {10}([\w-]+): (.*)$/.exec(line))) step.with[m[1]] = m[2];
  }
  return jobs;
}

const readme = allDocs();
const readmeWorkflows = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]).filter((y) => /uses: mcp-contract\/mcp-contract@/.test(y));
const documented: [string, string][] = [
  ...readmeWorkflows.map((y, i): [string, string] => [`README workflow ${i + 1}`, y]),
  ['init --workflow', WORKFLOW],
  ['init --workflow --env', workflowFor(['NOTES_API_TOKEN'])],
];

describe('documented workflows', () => {
  it('the README shows the pull-request, workflow_run and release workflows', () => {
    expect(readmeWorkflows.length).toBeGreaterThanOrEqual(3);
  });

  it.each(documented)('%s: no step runs code before the Action in its job', (_name, yaml) => {
    const jobs = jobsOf(yaml);
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) {
      const at = job.steps.findIndex((s) => s.uses?.startsWith('mcp-contract/mcp-contract@'));
      expect({ job: job.name, runBeforeAction: job.steps.slice(0, at < 0 ? 0 : at).filter((s) => s.run !== undefined).map((s) => s.run) }).toEqual({ job: job.name, runBeforeAction: [] });
    }
  });

  it.each([
    ['README pull-request workflow', readmeWorkflows[0]],
    ['init --workflow', WORKFLOW],
  ])('%s: a capture job with no token runs the PR code; the judge job runs none', (_name, yaml) => {
    const jobs = jobsOf(yaml);
    expect(jobs.map((j) => j.name)).toEqual(['capture', 'judge']);
    const [capture, judge] = jobs;
    const captureStep = capture.steps.find((s) => s.uses?.startsWith('mcp-contract/'));
    expect(capture.permissions).toBe('{}');
    expect(captureStep?.with).toEqual(expect.objectContaining({ mode: 'capture', 'github-token': "''" }));
    expect(capture.steps.find((s) => s.uses?.startsWith('actions/checkout'))?.with['persist-credentials']).toBe('false');
    // The judge checks out nothing and runs nothing: only the artifact and the API.
    expect(judge.steps.map((s) => s.uses ?? s.run)).toEqual(['actions/download-artifact@v4', 'mcp-contract/mcp-contract@v1']);
    expect(judge.steps[1].with.mode).toBe('comment');
    expect(yaml).toContain('permissions: {}\njobs:');
  });
});
