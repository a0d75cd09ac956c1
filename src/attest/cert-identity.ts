// What a Fulcio certificate says about the workflow that signed: the GitHub workflow extensions
// (1.3.6.1.4.1.57264.1.*), read from the verified signer. Later extensions are DER UTF8Strings; the first ones raw text.
import type { Signer } from '@sigstore/verify';

export interface WorkflowIdentity {
  subject?: string;
  issuer?: string;
  /** https://github.com/OWNER/REPO */
  sourceRepository?: string;
  sourceRepositoryOwner?: string;
  sourceRef?: string;
  sourceDigest?: string;
  /** The workflow file and ref that signed (the build signer URI). */
  workflow?: string;
  trigger?: string;
  runInvocation?: string;
}

const FIELDS: Record<string, keyof WorkflowIdentity> = {
  '1.3.6.1.4.1.57264.1.8': 'issuer',
  '1.3.6.1.4.1.57264.1.9': 'workflow',
  '1.3.6.1.4.1.57264.1.12': 'sourceRepository',
  '1.3.6.1.4.1.57264.1.13': 'sourceDigest',
  '1.3.6.1.4.1.57264.1.14': 'sourceRef',
  '1.3.6.1.4.1.57264.1.16': 'sourceRepositoryOwner',
  '1.3.6.1.4.1.57264.1.20': 'trigger',
  '1.3.6.1.4.1.57264.1.21': 'runInvocation',
};

/** A DER UTF8String's text (tag 0x0c, short or long length), else the bytes as text. */
export function derText(value: Uint8Array): string {
  const b = Buffer.from(value);
  if (b[0] !== 0x0c || b.length < 2) return b.toString('utf8');
  let len = b[1];
  let at = 2;
  if (len & 0x80) {
    const n = len & 0x7f;
    len = 0;
    for (let i = 0; i < n; i++) len = len * 256 + b[2 + i];
    at = 2 + n;
  }
  return b.subarray(at, at + len).toString('utf8');
}

export function certificateIdentity(signer: Signer): WorkflowIdentity {
  const out: WorkflowIdentity = {};
  if (signer.identity?.subjectAlternativeName) out.subject = signer.identity.subjectAlternativeName;
  for (const o of signer.identity?.oids ?? []) {
    const field = FIELDS[o.oid?.id.join('.') ?? ''];
    if (field) out[field] = derText(o.value);
  }
  if (!out.issuer && signer.identity?.extensions?.issuer) out.issuer = signer.identity.extensions.issuer;
  return out;
}
