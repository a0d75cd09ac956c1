// The signer must be the entry's repository (and, for io.github.<owner>/ names, that owner); the spelling a registry
// entry or a certificate uses for the same repository must not matter.
import { signerMismatch } from '../../src/attest/checks.js';
import { globMatch } from '../../src/attest/policy.js';
import type { ServerJson } from '../../src/registry/server-json.js';

const entry = (name: string, url: string): ServerJson => ({ name, version: '1.0.0', repository: { url, source: 'github' }, packages: [], remotes: [] });
const cert = (repo: string, owner = repo.split('/').slice(0, 4).join('/')) => ({
  kind: 'certificate' as const,
  identity: { sourceRepository: repo, sourceRepositoryOwner: owner, workflow: `${repo}/.github/workflows/release.yml@refs/tags/v1.0.0`, sourceRef: 'refs/tags/v1.0.0' },
});

test('honest spellings of the same repository pass: .git suffix, trailing slash, letter case', () => {
  expect(signerMismatch(entry('io.github.acme/notes', 'https://github.com/acme/notes.git'), undefined, cert('https://github.com/acme/notes'), {})).toBeUndefined();
  expect(signerMismatch(entry('io.github.Acme/notes', 'https://github.com/Acme/Notes/'), undefined, cert('https://github.com/acme/notes'), {})).toBeUndefined();
});

test('a fork, another owner of the io.github namespace, or a workflow outside the policy is refused', () => {
  expect(signerMismatch(entry('io.github.acme/notes', 'https://github.com/acme/notes'), undefined, cert('https://github.com/acme/notes-fork'), {})).toMatch(/signed by https:\/\/github.com\/acme\/notes-fork, but the entry's repository is/);
  expect(signerMismatch(entry('io.github.acme/notes', 'https://github.com/mallory/notes'), undefined, cert('https://github.com/mallory/notes'), {})).toBe('the name io.github.acme/notes belongs to acme, but the signing repository\'s owner is https://github.com/mallory');
  const policy = { workflow: 'https://github.com/acme/notes/.github/workflows/publish.yml@refs/tags/*' };
  expect(signerMismatch(entry('io.github.acme/notes', 'https://github.com/acme/notes'), undefined, cert('https://github.com/acme/notes'), policy)).toMatch(/outside the policy/);
  expect(signerMismatch(entry('io.github.acme/notes', 'https://github.com/acme/notes'), undefined, cert('https://github.com/acme/notes'), { ref: 'refs/tags/v*' })).toBeUndefined();
  expect(signerMismatch(entry('io.github.acme/notes', 'https://github.com/acme/notes'), undefined, cert('https://github.com/acme/notes'), { ref: 'refs/heads/*' })).toMatch(/signed from ref refs\/tags\/v1\.0\.0, outside the policy refs\/heads\/\*/);
});

test('globs: * stays inside one path segment, ** crosses them; regex characters are literal', () => {
  expect(globMatch('refs/tags/v*', 'refs/tags/v1.2.0')).toBe(true);
  expect(globMatch('refs/tags/*', 'refs/tags/a/b')).toBe(false);
  expect(globMatch('refs/**', 'refs/tags/a/b')).toBe(true);
  expect(globMatch('v1.0', 'v1x0')).toBe(false);
});
