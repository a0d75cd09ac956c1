// `npm run bench` figure for signed releases (issue 54, BENCH_ONLY=attest): what verifying a release's bundle and
// comparing a 1,000-tool live surface with the signed one costs beyond the capture itself: the Sigstore bundle's
// signature checked by @sigstore/verify, the statement read back (its surface digest recomputed), the live surface's
// definition digests computed and compared. The bundle is key-signed (a certificate-signed one adds the chain, the
// log's inclusion proof and promise: a few more ECDSA verifications). CPU time (user + system), median of the rounds.
import { generateKeyPairSync } from 'node:crypto';

function tool(i) {
  return {
    name: `tool_${i}`,
    description: `Tool number ${i}: reads records of kind ${i % 17} from the workspace and returns them as JSON, paginated.`,
    inputSchema: {
      type: 'object',
      properties: { query: { type: 'string', description: 'What to find' }, limit: { type: 'integer', minimum: 1, maximum: 100 }, cursor: { type: 'string' }, kind: { enum: ['a', 'b', 'c'] } },
      required: ['query'],
    },
    annotations: { readOnlyHint: i % 2 === 0 },
  };
}

/** Worker side: sign once, then time verify + compare over `rounds`. */
export async function attestWorker(load, rounds) {
  const { buildCapability } = await load('src/core/shared/canonical.js');
  const { buildPredicate, buildStatement, surfaceDigests } = await load('src/core/attest/predicate.js');
  const { parseStatement } = await load('src/core/attest/statement.js');
  const { compareSigned } = await load('src/core/attest/compare.js');
  const { signStatement } = await load('src/attest/sign.js');
  const { verifyBundle } = await load('src/attest/verify-bundle.js');
  const items = Array.from({ length: 1000 }, (_, i) => buildCapability('tool', tool(i), { server: 'bench', surface: 'default' })).sort((a, b) => (a.ref < b.ref ? -1 : 1));
  const empty = { observation: { state: 'complete' }, items: [] };
  const live = { format: 'mcp-contract/2', server: 'bench', surfaces: { default: { client: { name: 'b', version: '1', capabilities: {} }, kinds: { tool: { observation: { state: 'complete' }, items }, prompt: empty, resource: empty, resourceTemplate: empty } } } };
  const key = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const statement = buildStatement([{ name: 'pkg:npm/bench@1.0.0', digest: { sha512: 'ab'.repeat(64) } }], buildPredicate({ snapshot: live, name: 'io.github.bench/bench', version: '1.0.0' }));
  const bundle = JSON.parse(JSON.stringify(await signStatement(statement, { kind: 'key', privateKeyPem: key.privateKey.export({ type: 'pkcs8', format: 'pem' }), source: 'bench' })));
  const publicKeyPem = key.publicKey.export({ type: 'spki', format: 'pem' });
  const once = () => {
    const v = verifyBundle(bundle, { publicKeyPem });
    if (!v.ok) throw new Error(v.reason);
    const st = parseStatement(v.payload);
    if (typeof st === 'string') throw new Error(st);
    const c = compareSigned(st.predicate.capabilities, surfaceDigests(live));
    if (!c.ok || c.entries.length !== 1000) throw new Error('bench: the live surface must be the signed one');
  };
  once();
  const cpu = [];
  for (let r = 0; r < rounds; r++) {
    const u = process.cpuUsage();
    once();
    const d = process.cpuUsage(u);
    cpu.push((d.user + d.system) / 1000);
  }
  cpu.sort((a, b) => a - b);
  return { rounds, medianMs: cpu[Math.floor(cpu.length / 2)], bundleBytes: JSON.stringify(bundle).length };
}

/** Main side: the row and its check. */
export function attestFigures(check, runWorker) {
  const r = runWorker('attest', '15');
  console.log(`signed release: verify the bundle + compare 1,000 tools   median CPU ${r.medianMs.toFixed(1)} ms over ${r.rounds} rounds (bundle ${(r.bundleBytes / 1024).toFixed(0)} kB)`);
  check(`verifying a signed release and comparing a 1,000-tool surface takes under 150 ms beyond the capture (${r.medianMs.toFixed(1)} ms)`, r.medianMs < 150);
}
