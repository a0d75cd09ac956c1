export const id = 758;
export const ids = [758];
export const modules = {

/***/ 64758:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  attestSection: () => (/* binding */ attestSection)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 16 modules
var core = __webpack_require__(88179);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/@sigstore/core/dist/index.js
var dist = __webpack_require__(83917);
// EXTERNAL MODULE: ./src/core/shared/canonical.ts + 1 modules
var canonical = __webpack_require__(27297);
;// CONCATENATED MODULE: ./src/core/attest/predicate.ts
// The signed surface statement's predicate: what a maintainer's release says its server serves, digest by digest.
// Pure: built from a snapshot and the release's facts; signing, fetching and files live in src/attest/.

const PREDICATE_TYPE = 'https://mcp-contract.dev/surface/v1';
const STATEMENT_TYPE = 'https://in-toto.io/Statement/v1';
/**
 * How the surface digest is computed, named and versioned so a verifier refuses a digest it would compute otherwise:
 * each capability's definition (normalized as the snapshot stores it) is digested as RFC 8785 JSON without its
 * origin (so a consumer's own server name does not change it), and the surface digest is the sha256 of the RFC 8785
 * JSON of `{ surface: { ref: digest } }`.
 */
const CANONICALIZATION = 'mcp-contract/definition-jcs/v1';
const KINDS = ['tool', 'prompt', 'resource', 'resourceTemplate'];
/** Every complete surface's capabilities by their origin-free definition digest. */
function surfaceDigests(snapshot) {
    const out = {};
    for (const [name, surface] of Object.entries(snapshot.surfaces).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        const refs = {};
        for (const kind of KINDS)
            for (const c of surface.kinds[kind]?.items ?? [])
                refs[c.ref] = (0,canonical/* definitionDigest */.uo)(c.definition);
        out[name] = refs;
    }
    return out;
}
function surfaceDigest(digests) {
    return `sha256:${(0,canonical/* sha256 */.sc)((0,canonical/* canonicalJson */.dj)(digests))}`;
}
function buildPredicate(input) {
    const capabilities = surfaceDigests(input.snapshot);
    const deprecations = (input.deprecations ?? []).map((d) => ({
        ref: d.ref,
        surface: d.surface,
        ...(d.sinceDate ?? d.since ? { since: d.sinceDate ?? d.since } : {}),
        ...(d.removeAfterDate ?? d.removeAfter ? { removeAfter: d.removeAfterDate ?? d.removeAfter } : {}),
        ...(d.replacedBy ? { replacedBy: d.replacedBy } : {}),
    }));
    return {
        server: { name: input.name, version: input.version, config: input.snapshot.server },
        surface: { digest: surfaceDigest(capabilities), canonicalization: CANONICALIZATION },
        capabilities,
        surfaces: input.surfaces ?? Object.fromEntries(Object.keys(capabilities).map((s) => [s, {}])),
        deprecations,
    };
}
function buildStatement(subject, predicate) {
    return { _type: STATEMENT_TYPE, subject, predicateType: PREDICATE_TYPE, predicate };
}

// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
;// CONCATENATED MODULE: ./src/registry/pointer.ts
const PUBLISHER_META = 'io.modelcontextprotocol.registry/publisher-provided';
const POINTER_KEY = 'dev.mcp-contract/surface';
const PUBLISHER_META_LIMIT = 4096;
function isPointer(v) {
    if (typeof v !== 'object' || v === null)
        return false;
    const p = v;
    return typeof p.surfaceDigest === 'string' && typeof p.statementDigest === 'string' && typeof p.bundle === 'object' && p.bundle !== null && typeof p.signer === 'object' && p.signer !== null;
}
function pointerOf(statement, statementDigest, bundleDigest, signer, location) {
    return {
        surfaceDigest: statement.predicate.surface.digest,
        canonicalization: statement.predicate.surface.canonicalization,
        predicateType: statement.predicateType,
        statementDigest,
        bundle: { digest: bundleDigest, ...(location ? { location } : {}) },
        signer,
    };
}

;// CONCATENATED MODULE: ./src/attest/cert-identity.ts
const FIELDS = {
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
function derText(value) {
    const b = Buffer.from(value);
    if (b[0] !== 0x0c || b.length < 2)
        return b.toString('utf8');
    let len = b[1];
    let at = 2;
    if (len & 0x80) {
        const n = len & 0x7f;
        len = 0;
        for (let i = 0; i < n; i++)
            len = len * 256 + b[2 + i];
        at = 2 + n;
    }
    return b.subarray(at, at + len).toString('utf8');
}
function certificateIdentity(signer) {
    const out = {};
    if (signer.identity?.subjectAlternativeName)
        out.subject = signer.identity.subjectAlternativeName;
    for (const o of signer.identity?.oids ?? []) {
        const field = FIELDS[o.oid?.id.join('.') ?? ''];
        if (field)
            out[field] = derText(o.value);
    }
    if (!out.issuer && signer.identity?.extensions?.issuer)
        out.issuer = signer.identity.extensions.issuer;
    return out;
}

// EXTERNAL MODULE: ./node_modules/@sigstore/bundle/dist/index.js
var bundle_dist = __webpack_require__(61040);
// EXTERNAL MODULE: ./node_modules/@sigstore/sign/dist/index.js
var sign_dist = __webpack_require__(15179);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/attest/keys.ts
// Where a signing key comes from: an environment variable or a file the user names, never the command line (argv
// is visible to every user of the machine through ps). The hint that names a public key in a bundle.



const SIGNING_KEY_ENV = 'MCP_CONTRACT_SIGNING_KEY';
/** The hex SHA-256 of the public key's DER (SubjectPublicKeyInfo): what a bundle's public-key hint names. */
function keyHint(publicKey) {
    return (0,external_node_crypto_.createHash)('sha256').update(publicKey.export({ type: 'spki', format: 'der' })).digest('hex');
}
/** The signing key: `--signing-key FILE`, else $MCP_CONTRACT_SIGNING_KEY (PEM text); undefined when neither. */
async function signingKey(file, env) {
    if (file !== undefined) {
        if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(file))
            throw new UsageError('--signing-key takes a file, never the key itself (the command line is visible to every process)');
        try {
            return { pem: await readFile(file, 'utf8'), source: file };
        }
        catch (e) {
            throw new UsageError(`${file}: cannot read the signing key (${e.code ?? 'unreadable'})`);
        }
    }
    const text = env[SIGNING_KEY_ENV];
    return text ? { pem: text, source: `$${SIGNING_KEY_ENV}` } : undefined;
}

;// CONCATENATED MODULE: ./src/attest/sign.ts
// Signing the surface statement: a DSSE-enveloped Sigstore bundle, made by @sigstore/sign (never our own crypto).
// Keyless in GitHub Actions (the workflow's OIDC token -> a Fulcio certificate naming the workflow, witnessed by
// Rekor); elsewhere with a key the user names, the bundle carrying only a hint of its public key.





const IN_TOTO_PAYLOAD_TYPE = 'application/vnd.in-toto+json';
const PUBLIC_FULCIO = 'https://fulcio.sigstore.dev';
const PUBLIC_REKOR = 'https://rekor.sigstore.dev';
/**
 * The workflow's identity token, read from the environment the command was given (not the process's): GitHub
 * Actions' token endpoint when the job has `id-token: write`, else a token handed in as $SIGSTORE_ID_TOKEN.
 */
class WorkflowIdentity {
    env;
    secret;
    constructor(env, secret = () => undefined) {
        this.env = env;
        this.secret = secret;
    }
    async getToken() {
        const token = await this.fetchToken();
        this.secret(token);
        return token;
    }
    async fetchToken() {
        if (this.env.SIGSTORE_ID_TOKEN)
            return this.env.SIGSTORE_ID_TOKEN;
        const url = this.env.ACTIONS_ID_TOKEN_REQUEST_URL;
        const bearer = this.env.ACTIONS_ID_TOKEN_REQUEST_TOKEN;
        if (!url || !bearer)
            throw new errors/* UsageError */.eb('keyless signing needs the workflow\'s OIDC token (permissions: id-token: write) or a signing key ($' + SIGNING_KEY_ENV + ' or --signing-key FILE)');
        const u = new URL(url);
        u.searchParams.set('audience', 'sigstore');
        const res = await fetch(u, { headers: { authorization: `Bearer ${bearer}`, accept: 'application/json' } });
        const value = res.ok ? (await res.json()).value : undefined;
        if (typeof value !== 'string')
            throw new errors/* UsageError */.eb(`GitHub's OIDC token endpoint answered ${res.status} without a token`);
        return value;
    }
}
/** A signer over a private key held in memory: node:crypto signs, @sigstore/sign packages. */
class KeySigner {
    #key;
    #publicPem;
    #hint;
    constructor(pem, source) {
        try {
            this.#key = (0,external_node_crypto_.createPrivateKey)(pem);
        }
        catch {
            throw new errors/* UsageError */.eb(`${source}: not a PEM private key`);
        }
        const pub = (0,external_node_crypto_.createPublicKey)(this.#key);
        this.#publicPem = pub.export({ type: 'spki', format: 'pem' }).toString();
        this.#hint = keyHint(pub);
    }
    async sign(data) {
        // Ed25519 signs the message itself; EC and RSA keys sign its SHA-256, as Sigstore's verifiers expect.
        const algorithm = this.#key.asymmetricKeyType === 'ed25519' ? null : 'sha256';
        return { signature: (0,external_node_crypto_.sign)(algorithm, data, this.#key), key: { $case: 'publicKey', publicKey: this.#publicPem, hint: this.#hint } };
    }
}
function builderOf(method) {
    if (method.kind === 'key')
        return new sign_dist/* DSSEBundleBuilder */.VV({ signer: new KeySigner(method.privateKeyPem, method.source), witnesses: [] });
    const signer = new sign_dist/* FulcioSigner */.$o({ identityProvider: new WorkflowIdentity(method.env, method.secret), fulcioBaseURL: method.fulcioUrl, retry: 0, timeout: 30_000 });
    return new sign_dist/* DSSEBundleBuilder */.VV({ signer, witnesses: [new sign_dist/* RekorWitness */.fU({ rekorBaseURL: method.rekorUrl, entryType: 'dsse', retry: 0, timeout: 30_000 })] });
}
/** The statement as the exact bytes that are signed: a verifier reads back these, never a re-serialization. */
function statementBytes(statement) {
    return Buffer.from(JSON.stringify(statement), 'utf8');
}
async function signStatement(statement, method) {
    const bundle = await builderOf(method).create({ data: statementBytes(statement), type: IN_TOTO_PAYLOAD_TYPE });
    return (0,bundle_dist.bundleToJSON)(bundle);
}

;// CONCATENATED MODULE: ./src/attest/subject.ts
// The statement's subject: the released artifact as its registry records it. An npm tarball by its sha512 (npm's
// `dist.integrity`), a PyPI file or an MCPB bundle by its sha256, an image by its manifest digest, and a remote
// server, which ships no artifact, by its canonical URL with the surface digest.




/** npm's `sha512-<base64>` integrity as the hex digest an in-toto subject carries. */
function integrityHex(integrity) {
    const m = /^sha512-([A-Za-z0-9+/=]+)$/.exec(integrity.trim());
    return m ? Buffer.from(m[1], 'base64').toString('hex') : undefined;
}
/** The canonical form of a remote server's URL: lower-case scheme and host, no default port, no trailing slash. */
function canonicalUrl(url) {
    let u;
    try {
        u = new URL(url);
    }
    catch {
        throw new errors/* UsageError */.eb(`--remote ${url}: not a URL`);
    }
    if (u.username || u.password || u.search || u.hash)
        throw new errors/* UsageError */.eb(`--remote ${url}: a remote server's URL carries no credentials, query or fragment`);
    return `${u.protocol}//${u.host}${u.pathname.replace(/\/+$/, '')}`;
}
async function subjectOf(spec, surfaceDigest) {
    if (spec.kind === 'remote')
        return { name: canonicalUrl(spec.url), digest: { sha256: surfaceDigest.replace(/^sha256:/, '') } };
    if (spec.kind === 'image') {
        const m = /^(.+)@sha256:([0-9a-f]{64})$/.exec(spec.ref);
        if (!m)
            throw new errors/* UsageError */.eb(`--image ${spec.ref}: name the image by its digest (NAME@sha256:...): a tag can be pushed again with other content`);
        return { name: m[1], digest: { sha256: m[2] } };
    }
    let bytes;
    try {
        bytes = await (0,promises_.readFile)(spec.path);
    }
    catch (e) {
        throw new errors/* UsageError */.eb(`--artifact ${spec.path}: cannot read it (${e.code ?? 'unreadable'})`);
    }
    const digest = { sha256: (0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex') };
    // npm records the tarball's sha512; PyPI and MCPB files are named by their sha256.
    if (spec.path.endsWith('.tgz'))
        digest.sha512 = (0,external_node_crypto_.createHash)('sha512').update(bytes).digest('hex');
    return { name: spec.purl ?? (0,external_node_path_.basename)(spec.path), digest };
}

;// CONCATENATED MODULE: ./src/attest/release.ts
// `release --attest`: the statement of the surface the release gate judged, signed, written beside the snapshot; with
// --server-json, the registry entry's pointer to it after the versions agree.








function sha256Of(text) {
    return `sha256:${(0,external_node_crypto_.createHash)('sha256').update(text).digest('hex')}`;
}
/** Who signed, read back from the bundle just made: the certificate's repository and workflow, or the key's hint. */
function signerOf(bundle) {
    const vm = bundle.verificationMaterial;
    const raw = vm.certificate?.rawBytes ?? vm.x509CertificateChain?.certificates[0]?.rawBytes;
    if (!raw)
        return vm.publicKey?.hint ? { keyHint: vm.publicKey.hint } : {};
    const cert = dist.X509Certificate.parse(Buffer.from(raw, 'base64'));
    const text = (oid) => {
        const ext = cert.extension(oid);
        return ext ? derText(ext.value) : undefined;
    };
    const repository = text('1.3.6.1.4.1.57264.1.12');
    const workflow = text('1.3.6.1.4.1.57264.1.9');
    return { ...(repository ? { repository } : {}), ...(workflow ? { workflow } : {}) };
}
async function attestRelease(input) {
    const predicate = buildPredicate({ snapshot: input.snapshot, name: input.name, version: input.version, ...(input.surfaces ? { surfaces: input.surfaces } : {}), ...(input.deprecations ? { deprecations: input.deprecations } : {}) });
    const statement = buildStatement([await subjectOf(input.artifact, predicate.surface.digest)], predicate);
    const bundle = await signStatement(statement, input.method);
    const bundleText = `${JSON.stringify(bundle, null, 2)}\n`;
    const bundleDigest = sha256Of(bundleText);
    const statementDigest = sha256Of(statementBytes(statement));
    return { statement, bundle, bundleText, bundleDigest, statementDigest, pointer: pointerOf(statement, statementDigest, bundleDigest, signerOf(bundle), input.bundleLocation) };
}
/** server.json's version, the package's and the served serverInfo.version must be one release. */
function checkVersions(versions, shown) {
    const named = Object.entries(versions).filter((e) => e[1] !== undefined);
    const distinct = new Set(named.map(([, v]) => v));
    if (distinct.size > 1) {
        const words = { serverJson: `${shown} says`, package: 'the package says', served: 'the server serves serverInfo.version' };
        throw new errors/* UsageError */.eb(`versions disagree: ${named.map(([k, v]) => `${words[k]} ${v}`).join(', ')}`);
    }
}

;// CONCATENATED MODULE: ./src/registry/server-json.ts
// server.json as the MCP Registry defines it (schema 2025-09-29 and later): read the fields the checks rely on,
// and write our pointer into the publisher-provided `_meta` without touching anything else in the file.



function isRecord(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** The fields we rely on, or one line naming the file and field that is wrong. */
function readServerJson(doc, where) {
    if (!isRecord(doc))
        throw new errors/* UsageError */.eb(`${where}: not a JSON object`);
    if (typeof doc.name !== 'string' || !/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/.test(doc.name))
        throw new errors/* UsageError */.eb(`${where}: name must be a registry name like io.github.owner/server`);
    if (typeof doc.version !== 'string' || doc.version === '')
        throw new errors/* UsageError */.eb(`${where}: version is missing`);
    const packages = [];
    for (const [i, p] of (Array.isArray(doc.packages) ? doc.packages : []).entries()) {
        if (!isRecord(p) || typeof p.registryType !== 'string' || typeof p.identifier !== 'string' || typeof p.version !== 'string')
            throw new errors/* UsageError */.eb(`${where}: packages[${i}] needs registryType, identifier and version`);
        packages.push({
            registryType: p.registryType,
            identifier: p.identifier,
            version: p.version,
            ...(typeof p.registryBaseUrl === 'string' ? { registryBaseUrl: p.registryBaseUrl } : {}),
            ...(typeof p.fileSha256 === 'string' ? { fileSha256: p.fileSha256 } : {}),
        });
    }
    const remotes = (Array.isArray(doc.remotes) ? doc.remotes : []).filter(isRecord).flatMap((r) => (typeof r.type === 'string' && typeof r.url === 'string' ? [{ type: r.type, url: r.url }] : []));
    const repo = isRecord(doc.repository) && typeof doc.repository.url === 'string' ? { url: doc.repository.url, ...(typeof doc.repository.source === 'string' ? { source: doc.repository.source } : {}) } : undefined;
    const meta = isRecord(doc._meta) ? doc._meta[PUBLISHER_META] : undefined;
    const pointer = isRecord(meta) ? meta[POINTER_KEY] : undefined;
    return { name: doc.name, version: doc.version, packages, remotes, ...(repo ? { repository: repo } : {}), ...(isPointer(pointer) ? { pointer } : {}) };
}
async function loadServerJson(path, shown) {
    let text;
    try {
        text = await (0,promises_.readFile)(path, 'utf8');
    }
    catch (e) {
        throw new errors/* UsageError */.eb(`${shown}: cannot read it (${e.code ?? 'unreadable'})`);
    }
    let doc;
    try {
        doc = JSON.parse(text);
    }
    catch {
        throw new errors/* UsageError */.eb(`${shown}: not valid JSON`);
    }
    return { doc: doc, server: readServerJson(doc, shown) };
}
/** server.json with the pointer set under our key; refuses when the publisher-provided object would pass 4 KB. */
function withPointer(doc, pointer, shown) {
    const meta = isRecord(doc._meta) ? doc._meta : {};
    const provided = isRecord(meta[PUBLISHER_META]) ? meta[PUBLISHER_META] : {};
    const next = { ...provided, [POINTER_KEY]: pointer };
    const size = Buffer.byteLength(JSON.stringify(next), 'utf8');
    if (size > PUBLISHER_META_LIMIT)
        throw new errors/* UsageError */.eb(`${shown}: _meta["${PUBLISHER_META}"] would be ${size} bytes with the pointer, over the registry's ${PUBLISHER_META_LIMIT}-byte limit`);
    return { ...doc, _meta: { ...meta, [PUBLISHER_META]: next } };
}

// EXTERNAL MODULE: ./src/storage/release-base.ts
var release_base = __webpack_require__(19444);
// EXTERNAL MODULE: ./src/storage/snapshot-file.ts
var snapshot_file = __webpack_require__(8804);
// EXTERNAL MODULE: ./src/action/log.ts
var log = __webpack_require__(58592);
// EXTERNAL MODULE: ./src/action/secrets.ts
var secrets = __webpack_require__(87911);
;// CONCATENATED MODULE: ./src/action/attest-release.ts
// mode release with `attest: true`: after the gate passes, sign each judged surface keyless through the job's OIDC
// token and write the bundle beside its snapshot; with `server-json`, point the registry entry at it. A refused
// release is never signed.










function servedVersion(s) {
    for (const surface of Object.values(s.surfaces))
        if (typeof surface.server?.serverInfo.version === 'string')
            return surface.server.serverInfo.version;
    return undefined;
}
async function attestSection(ctx, loaded, targets, refused, heads, deprecations) {
    if (refused)
        return '\ud83d\udd0f Not signed: the release gate refused this release.\n';
    if (!ctx.env.ACTIONS_ID_TOKEN_REQUEST_URL)
        throw new errors/* UsageError */.eb('input "attest": the job has no OIDC token: give it permissions id-token: write');
    const { inputs } = ctx;
    const sj = inputs.serverJson ? { path: (0,external_node_path_.resolve)(ctx.wd, inputs.serverJson), ...(await loadServerJson((0,external_node_path_.resolve)(ctx.wd, inputs.serverJson), inputs.serverJson)) } : undefined;
    if (sj && targets.length !== 1)
        throw new errors/* UsageError */.eb(`input "server-json": one server.json describes one server; choose it with input "server" (${targets.length} selected)`);
    const lines = [];
    for (const t of targets) {
        const head = heads.get(t.name);
        if (!head)
            continue;
        const server = loaded.config.servers?.[t.name] ?? {};
        const pkgVersion = (await (0,release_base/* packageVersions */.E8)(server, loaded.dir, undefined)).head;
        const version = sj?.server.version ?? pkgVersion;
        if (!version)
            throw new errors/* UsageError */.eb(`input "attest": server "${t.name}" has no version to sign (set versionFrom in the config, or input server-json)`);
        checkVersions({ serverJson: sj?.server.version, package: pkgVersion, served: servedVersion(head) }, inputs.serverJson || 'server.json');
        const artifact = inputs.attestArtifact
            ? { kind: 'file', path: (0,external_node_path_.resolve)(ctx.wd, inputs.attestArtifact), ...(sj?.server.packages[0]?.registryType === 'npm' ? { purl: `pkg:npm/${sj.server.packages[0].identifier}@${sj.server.packages[0].version}` } : {}) }
            : sj?.server.remotes[0]
                ? { kind: 'remote', url: sj.server.remotes[0].url }
                : undefined;
        if (!artifact)
            throw new errors/* UsageError */.eb('input "attest": name the released file with input attest-artifact (or a server.json with a remote)');
        const attested = await attestRelease({
            snapshot: head,
            name: sj?.server.name ?? t.name,
            version,
            artifact,
            deprecations: deprecations.get(t.name) ?? [],
            method: { kind: 'keyless', fulcioUrl: ctx.env.MCP_CONTRACT_FULCIO_URL ?? PUBLIC_FULCIO, rekorUrl: ctx.env.MCP_CONTRACT_REKOR_URL ?? PUBLIC_REKOR, env: ctx.env, secret: (token) => (0,secrets/* protect */.yQ)([token]) },
        });
        const bundlePath = (0,external_node_path_.join)((0,external_node_path_.dirname)(t.snapshotPath), `${(0,external_node_path_.basename)(t.snapshotPath, '.json')}.sigstore.json`);
        await (0,snapshot_file/* writeFileAtomic */.Zf)(bundlePath, attested.bundleText);
        if (sj)
            await (0,snapshot_file/* writeFileAtomic */.Zf)(sj.path, `${JSON.stringify(withPointer(sj.doc, attested.pointer, inputs.serverJson), null, 2)}\n`);
        core/* notice */.lm((0,log/* commandData */.wq)(`${t.name}: signed surface ${attested.statement.predicate.surface.digest}, bundle ${attested.bundleDigest}`));
        lines.push(`\ud83d\udd0f Signed the surface of \`${t.name}\`: \`${attested.statement.predicate.surface.digest}\`, bundle \`${(0,external_node_path_.join)((0,external_node_path_.dirname)(t.repoPath), (0,external_node_path_.basename)(bundlePath))}\` (\`${attested.bundleDigest}\`)${sj ? `; \`${inputs.serverJson}\` points to it` : ''}.\n`);
    }
    return lines.join('');
}


/***/ })

};
