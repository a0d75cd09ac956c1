// The signer policy a consumer can tighten beyond "the entry's repository": which workflow file and which ref may
// sign. Patterns are globs where `*` matches any run of characters except `/` and `**` any run at all.

export interface SignerPolicy {
  /** e.g. `https://github.com/acme/notes/.github/workflows/release.yml@refs/tags/*` */
  workflow?: string;
  /** e.g. `refs/tags/v*` */
  ref?: string;
  /** Refuse a package that carries no provenance of its own (npm provenance, PEP 740). */
  requireProvenance?: boolean;
}

export function globMatch(pattern: string, text: string): boolean {
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '*' && pattern[i + 1] === '*') {
      re += '.*';
      i++;
    } else if (c === '*') re += '[^/]*';
    else re += c.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`).test(text);
}
