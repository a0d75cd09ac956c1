// The Action's PR comment says "same contract, different code" when a PR changes the module behind an unchanged
// surface: the verdict passes (the contract held) and the note is the cue for canaries. The shipped dist/index.js
// runs as the runner starts it, against the local GitHub stand-in.
import path from 'node:path';
import { startStub } from '../helpers/github-stub.js';
import { CODEOWNERS, ROOT, makePrRepo, pullRequestPayload } from '../helpers/action-harness.js';
import { runAction } from '../helpers/dist.js';

const SDK = path.join(ROOT, 'node_modules', '@modelcontextprotocol', 'sdk', 'dist', 'esm');
// The SDK by absolute path: the temp repository has no node_modules of its own.
const SERVER = `import { McpServer } from '${SDK}/server/mcp.js';
import { StdioServerTransport } from '${SDK}/server/stdio.js';
import { answer } from './lib/answer.mjs';
const server = new McpServer({ name: 'wt', version: '1.0.0' });
server.registerTool('answer', { description: 'Answers', annotations: { readOnlyHint: true } }, async () => ({ content: [{ type: 'text', text: answer() }] }));
await server.connect(new StdioServerTransport());
`;

describe('PR comment: launch identity', () => {
  it('notes same contract, different code when only a loaded module changed, and passes', async () => {
    const pr = await makePrRepo({
      baseConfig: { servers: { wt: { command: process.execPath, args: ['server.mjs'], snapshot: 'snapshots/wt.json' } } },
      baseFiles: {
        'server.mjs': SERVER,
        'lib/answer.mjs': "export const answer = () => 'forty-two';\n",
        'package.json': '{"name":"wt","private":true,"type":"module"}\n',
        'package-lock.json': '{"name":"wt","lockfileVersion":3,"packages":{}}\n',
      },
      editFiles: (repo) => repo.write('lib/answer.mjs', "export const answer = () => 'forty-three';\n"),
      updateSnapshot: false,
    });
    const stub = await startStub();
    try {
      stub.addPull({ number: 9, author: 'bob', headSha: pr.headSha, baseSha: pr.baseSha });
      stub.files.set(`${pr.baseSha}:.github/CODEOWNERS`, CODEOWNERS);
      const r = await runAction({ cwd: pr.repo.dir, payload: pullRequestPayload({ number: 9, baseSha: pr.baseSha, headSha: pr.headSha, author: 'bob' }), stub });
      expect(r.exitCode).toBe(0);
      expect(r.outputs.verdict).toBe('pass');
      expect(r.comments).toHaveLength(1);
      expect(r.comments[0].body).toMatch(/Note for wt: same contract, different code: working tree server\.mjs .*1 file changed \(lib\/answer\.mjs\)/);
      expect(r.summary).toContain('same contract, different code');
    } finally {
      await stub.close();
      pr.repo.remove();
    }
  });
});
