// Check (b) for a PyPI package installed by pip: the wheel hash pip recorded (direct_url.json) is what runs, so it must
// be the signed file's sha256 even when a file given with --artifact is the signed one (a held copy never stands in for
// the installed wheel), beside the honest install where both agree. PyPI is the loopback stand-in.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkArtifact } from '../../src/attest/artifact-check.js';
import type { VerifyInput } from '../../src/attest/outcome.js';
import type { Statement } from '../../src/core/attest/predicate.js';
import { readServerJson } from '../../src/registry/server-json.js';
import { tempDir } from '../helpers/cli-harness.js';
import { startRegistries, type Registries } from '../helpers/signed-release.js';

const WHEEL = 'notes_server-1.2.0-py3-none-any.whl';
const bytes = Buffer.from('a wheel the release signed');
const signed = createHash('sha256').update(bytes).digest('hex');
let reg: Registries;

beforeAll(async () => {
  reg = await startRegistries();
  reg.pypi.set('notes-server@1.2.0', [{ filename: WHEEL, sha256: signed }]);
});
afterAll(async () => {
  await reg.close();
});

const server = readServerJson(
  { name: 'io.github.acme/notes', description: 'Notes', version: '1.2.0', packages: [{ registryType: 'pypi', identifier: 'notes-server', version: '1.2.0', transport: { type: 'stdio' } }] },
  'server.json',
);
const statement = { _type: 'https://in-toto.io/Statement/v1', subject: [{ name: WHEEL, digest: { sha256: signed } }] } as unknown as Statement;

/** The input as `verify` builds it: pip's recorded wheel hash as the launch identity, and optionally a held file. */
function input(wheelHex: string, artifactFile?: string): VerifyInput {
  const local = { kind: 'python', name: 'notes-server', version: '1.2.0', integrity: `sha256:${wheelHex}`, source: 'site-packages/notes_server-1.2.0.dist-info/direct_url.json (wheel hash)' };
  return { entry: { server, where: 'server.json' }, pypiRegistry: `${reg.url}/pypi`, ...(artifactFile ? { artifactFile } : {}), local } as unknown as VerifyInput;
}

function held(): string {
  const file = path.join(tempDir('held'), WHEEL);
  writeFileSync(file, bytes);
  return file;
}

test('honest: the recorded wheel hash and the held file are both the signed file', async () => {
  const r = await checkArtifact(input(signed, held()), statement, []);
  expect(r.out.verdict).toBe('pass');
  expect(r.out.line).toBe(`${WHEEL} installed, served and signed as sha256:${signed.slice(0, 12)}…`);
});

test('honest: the recorded wheel hash alone ties the install', async () => {
  expect((await checkArtifact(input(signed), statement, [])).out.verdict).toBe('pass');
});

test('another wheel installed, the signed one held with --artifact: refused on the installed wheel hash', async () => {
  const r = await checkArtifact(input('b'.repeat(64), held()), statement, []);
  expect(r.out.verdict).toBe('fail');
  expect(r.out.line).toBe(`the installed notes-server (wheel hash) is sha256:bbbbbbbbbbbb…, not the sha256:${signed.slice(0, 12)}… PyPI serves and the release signed`);
});
