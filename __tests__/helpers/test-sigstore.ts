// A local Sigstore for tests, reached over real HTTP on 127.0.0.1 by the same @sigstore/sign clients a release uses:
// a Fulcio that issues certificates with the GitHub workflow extensions (1.3.6.1.4.1.57264.1.*) from the claims of
// an (unsigned) test identity token, a Rekor v1 that logs DSSE entries and signs each inclusion promise with its own
// log key, and the trusted root JSON naming both. The verifier checks these bundles with no test switch: the root
// lists no CT log, which is the one thing the real public-good root has that this one lacks (so no SCT is asked).
import { createHash, createPrivateKey, generateKeyPairSync, sign as nodeSign, verify as nodeVerify, webcrypto, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import canonicalize from 'canonicalize';

x509.cryptoProvider.set(webcrypto as unknown as Crypto);

const EC = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;

/** Claims of the GitHub Actions OIDC token the test "workflow" presents. */
export interface WorkflowClaims {
  repository: string;
  ref: string;
  workflow: string;
  sha?: string;
}

/** A DER UTF8String: the form Fulcio writes its 57264.1.8+ extensions in. */
function utf8Der(text: string): ArrayBuffer {
  const body = Buffer.from(text, 'utf8');
  const len = body.length < 128 ? Buffer.from([body.length]) : Buffer.from([0x82, body.length >> 8, body.length & 0xff]);
  const der = Buffer.concat([Buffer.from([0x0c]), len, body]);
  return der.buffer.slice(der.byteOffset, der.byteOffset + der.byteLength) as ArrayBuffer;
}

function base64url(v: unknown): string {
  return Buffer.from(JSON.stringify(v)).toString('base64url');
}

/** An identity token as GitHub would issue it for a workflow run (unsigned: the test Fulcio reads its claims). */
export function workflowToken(c: WorkflowClaims): string {
  const claims = {
    iss: 'https://token.actions.githubusercontent.com',
    aud: 'sigstore',
    sub: `repo:${c.repository}:ref:${c.ref}`,
    repository: c.repository,
    repository_owner: c.repository.split('/')[0],
    ref: c.ref,
    sha: c.sha ?? 'a'.repeat(40),
    job_workflow_ref: `${c.repository}/${c.workflow}@${c.ref}`,
    event_name: 'push',
    run_id: '1',
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
}

async function body(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

export interface TestSigstore {
  url: string;
  /** GitHub Actions' token endpoint stand-in (ACTIONS_ID_TOKEN_REQUEST_URL): answers `token` to the bearer `oidc-bearer`. */
  oidcUrl: string;
  token: string;
  trustedRoot: unknown;
  /** How many entries the log holds: a test can show nothing reached it. */
  logged(): number;
  close(): Promise<void>;
}

async function certificateAuthority() {
  const keys = (await webcrypto.subtle.generateKey(EC, true, ['sign', 'verify'])) as CryptoKeyPair;
  const notBefore = new Date(Date.now() - 3600_000);
  const notAfter = new Date(Date.now() + 24 * 3600_000);
  const root = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01',
    name: 'CN=mcp-contract test fulcio, O=mcp-contract tests',
    notBefore,
    notAfter,
    keys,
    signingAlgorithm: EC,
    extensions: [
      new x509.BasicConstraintsExtension(true, 1, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  return { keys, root };
}

async function issueLeaf(ca: Awaited<ReturnType<typeof certificateAuthority>>, publicKeyPem: string, token: WorkflowClaims & { owner: string }, serial: number): Promise<string> {
  const spki = createPrivateKeyless(publicKeyPem);
  const publicKey = await webcrypto.subtle.importKey('spki', spki, { name: 'ECDSA', namedCurve: 'P-256' }, true, ['verify']);
  const workflowUri = `https://github.com/${token.repository}/${token.workflow}@${token.ref}`;
  const oid = (n: number, v: string) => new x509.Extension(`1.3.6.1.4.1.57264.1.${n}`, false, utf8Der(v));
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: serial.toString(16).padStart(2, '0'),
    subject: 'CN=sigstore-intermediate-free leaf',
    issuer: ca.root.subject,
    notBefore: new Date(Date.now() - 60_000),
    notAfter: new Date(Date.now() + 10 * 60_000),
    publicKey,
    signingKey: ca.keys.privateKey,
    signingAlgorithm: EC,
    extensions: [
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension(['1.3.6.1.5.5.7.3.3']),
      new x509.SubjectAlternativeNameExtension([{ type: 'url', value: workflowUri }], true),
      await x509.AuthorityKeyIdentifierExtension.create(ca.keys.publicKey),
      new x509.Extension('1.3.6.1.4.1.57264.1.1', false, new TextEncoder().encode('https://token.actions.githubusercontent.com').buffer as ArrayBuffer),
      oid(8, 'https://token.actions.githubusercontent.com'),
      oid(9, workflowUri),
      oid(12, `https://github.com/${token.repository}`),
      oid(13, token.sha ?? 'a'.repeat(40)),
      oid(14, token.ref),
      oid(16, `https://github.com/${token.owner}`),
      oid(20, 'push'),
    ],
  });
  return cert.toString('pem');
}

function createPrivateKeyless(pem: string): ArrayBuffer {
  const b64 = pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  const der = Buffer.from(b64, 'base64');
  return der.buffer.slice(der.byteOffset, der.byteOffset + der.byteLength) as ArrayBuffer;
}

function tokenClaims(jwt: string): (WorkflowClaims & { owner: string; sub: string }) | undefined {
  try {
    const c = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as Record<string, string>;
    const workflow = c.job_workflow_ref.slice(c.repository.length + 1).split('@')[0];
    return { repository: c.repository, ref: c.ref, workflow, sha: c.sha, owner: c.repository_owner, sub: c.sub };
  } catch {
    return undefined;
  }
}

/** A Rekor v1 dsse 0.0.1 entry body for a proposed envelope: what the verifier compares with the bundle. */
function dsseBody(proposed: { spec: { proposedContent: { envelope: string; verifiers: string[] } } }): Record<string, unknown> {
  const env = JSON.parse(proposed.spec.proposedContent.envelope) as { payload: string; signatures: Array<{ sig: string }> };
  const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');
  return {
    apiVersion: '0.0.1',
    kind: 'dsse',
    spec: {
      envelopeHash: { algorithm: 'sha256', value: sha(proposed.spec.proposedContent.envelope) },
      payloadHash: { algorithm: 'sha256', value: sha(Buffer.from(env.payload, 'base64')) },
      signatures: env.signatures.map((s) => ({ signature: s.sig, verifier: proposed.spec.proposedContent.verifiers[0] })),
    },
  };
}

const leafHash = (b: Buffer) => createHash('sha256').update(Buffer.from([0])).update(b).digest();
const nodeHash = (l: Buffer, r: Buffer) => createHash('sha256').update(Buffer.from([1])).update(l).update(r).digest();

/** RFC 6962 tree head over leaf hashes. */
function treeHead(leaves: Buffer[]): Buffer {
  if (leaves.length === 1) return leaves[0];
  const k = 2 ** Math.floor(Math.log2(leaves.length - 1));
  return nodeHash(treeHead(leaves.slice(0, k)), treeHead(leaves.slice(k)));
}

/** RFC 6962 audit path of leaf m, lowest level first. */
function auditPath(m: number, leaves: Buffer[]): Buffer[] {
  if (leaves.length <= 1) return [];
  const k = 2 ** Math.floor(Math.log2(leaves.length - 1));
  return m < k ? [...auditPath(m, leaves.slice(0, k)), treeHead(leaves.slice(k))] : [...auditPath(m - k, leaves.slice(k)), treeHead(leaves.slice(0, k))];
}

export async function startTestSigstore(): Promise<TestSigstore> {
  const ca = await certificateAuthority();
  const log = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const logDer = log.publicKey.export({ type: 'spki', format: 'der' });
  const logId = createHash('sha256').update(logDer).digest();
  const leaves: Buffer[] = [];
  let serial = 1;
  const self = { token: workflowToken({ repository: 'acme/tools', ref: 'refs/tags/v1.1.0', workflow: '.github/workflows/release.yml' }) } as TestSigstore;
  let origin = '';
  const server: Server = createServer((req, res) => {
    void (async () => {
      const text = await body(req);
      const send = (status: number, v: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(v));
      };
      if (req.method === 'POST' && req.url === '/api/v2/signingCert') {
        const r = JSON.parse(text) as { credentials: { oidcIdentityToken: string }; publicKeyRequest: { publicKey: { content: string }; proofOfPossession: string } };
        const claims = tokenClaims(r.credentials.oidcIdentityToken);
        if (!claims) return send(401, { message: 'bad token' });
        // Proof of possession: the key signed the token's subject, as Fulcio checks.
        const pop = nodeVerify('sha256', Buffer.from(claims.sub), r.publicKeyRequest.publicKey.content, Buffer.from(r.publicKeyRequest.proofOfPossession, 'base64'));
        if (!pop) return send(400, { message: 'proof of possession failed' });
        const leaf = await issueLeaf(ca, r.publicKeyRequest.publicKey.content, claims, ++serial);
        return send(201, { signedCertificateDetachedSct: { chain: { certificates: [leaf, ca.root.toString('pem')] } } });
      }
      if (req.method === 'POST' && req.url === '/api/v1/log/entries') {
        const entryBody = Buffer.from(canonicalize(dsseBody(JSON.parse(text))) ?? '', 'utf8').toString('base64');
        const integratedTime = Math.floor(Date.now() / 1000);
        const logIndex = leaves.length;
        leaves.push(leafHash(Buffer.from(entryBody, 'base64')));
        const root = treeHead(leaves);
        // The checkpoint: a signed note of the tree's size and root, as Rekor's inclusion proofs carry.
        const note = `${origin}\n${leaves.length}\n${root.toString('base64')}\n`;
        const noteSig = Buffer.concat([logId.subarray(0, 4), nodeSign('sha256', Buffer.from(note), log.privateKey as KeyObject)]);
        const checkpoint = `${note}\n\u2014 ${origin} ${noteSig.toString('base64')}\n`;
        const inclusionProof = { logIndex, treeSize: leaves.length, rootHash: root.toString('hex'), hashes: auditPath(logIndex, leaves).map((h) => h.toString('hex')), checkpoint };
        const payload = canonicalize({ body: entryBody, integratedTime, logIndex, logID: logId.toString('hex') }) ?? '';
        const set = nodeSign('sha256', Buffer.from(payload), log.privateKey as KeyObject).toString('base64');
        const uuid = createHash('sha256').update(entryBody).digest('hex');
        return send(201, { [uuid]: { body: entryBody, integratedTime, logID: logId.toString('hex'), logIndex, verification: { signedEntryTimestamp: set, inclusionProof } } });
      }
      if (req.method === 'GET' && req.url?.startsWith('/oidc?')) {
        if (req.headers.authorization !== 'Bearer oidc-bearer') return send(401, { message: 'bad bearer' });
        return send(200, { value: self.token });
      }
      send(404, { message: 'not found' });
    })().catch((e: unknown) => {
      res.writeHead(500);
      res.end(String(e));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  origin = url.slice('http://'.length);
  const start = new Date(Date.now() - 2 * 3600_000).toISOString();
  const trustedRoot = {
    mediaType: 'application/vnd.dev.sigstore.trustedroot+json;version=0.1',
    tlogs: [{ baseUrl: url, hashAlgorithm: 'SHA2_256', publicKey: { rawBytes: logDer.toString('base64'), keyDetails: 'PKIX_ECDSA_P256_SHA_256', validFor: { start } }, logId: { keyId: logId.toString('base64') } }],
    certificateAuthorities: [
      {
        subject: { organization: 'mcp-contract tests', commonName: 'mcp-contract test fulcio' },
        uri: url,
        certChain: { certificates: [{ rawBytes: Buffer.from(ca.root.rawData).toString('base64') }] },
        validFor: { start },
      },
    ],
    ctlogs: [],
    timestampAuthorities: [],
  };
  Object.assign(self, { url, oidcUrl: `${url}/oidc`, trustedRoot, logged: () => leaves.length, close: () => new Promise<void>((r) => server.close(() => r())) });
  return self;
}

/** A maintainer's signing key for the non-GitHub path, as PEM. */
export function testSigningKey(): { privatePem: string; publicPem: string } {
  const k = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { privatePem: k.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicPem: k.publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

export { createPrivateKey };
