// Where a signing key comes from: an environment variable or a file the user names, never the command line (argv
// is visible to every user of the machine through ps). The hint that names a public key in a bundle.
import { createHash, type KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { UsageError } from '../core/shared/errors.js';

export const SIGNING_KEY_ENV = 'MCP_CONTRACT_SIGNING_KEY';

/** The hex SHA-256 of the public key's DER (SubjectPublicKeyInfo): what a bundle's public-key hint names. */
export function keyHint(publicKey: KeyObject): string {
  return createHash('sha256').update(publicKey.export({ type: 'spki', format: 'der' })).digest('hex');
}

export interface KeySource {
  pem: string;
  /** Where it came from, for messages: `$MCP_CONTRACT_SIGNING_KEY` or the file's path. */
  source: string;
}

/** The signing key: `--signing-key FILE`, else $MCP_CONTRACT_SIGNING_KEY (PEM text); undefined when neither. */
export async function signingKey(file: string | undefined, env: Record<string, string | undefined>): Promise<KeySource | undefined> {
  if (file !== undefined) {
    if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(file)) throw new UsageError('--signing-key takes a file, never the key itself (the command line is visible to every process)');
    try {
      return { pem: await readFile(file, 'utf8'), source: file };
    } catch (e) {
      throw new UsageError(`${file}: cannot read the signing key (${(e as NodeJS.ErrnoException).code ?? 'unreadable'})`);
    }
  }
  const text = env[SIGNING_KEY_ENV];
  return text ? { pem: text, source: `$${SIGNING_KEY_ENV}` } : undefined;
}
