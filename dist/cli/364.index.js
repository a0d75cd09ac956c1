export const id = 364;
export const ids = [364];
export const modules = {

/***/ 82662:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ derText),
/* harmony export */   W: () => (/* binding */ certificateIdentity)
/* harmony export */ });
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


/***/ }),

/***/ 2001:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NR: () => (/* binding */ signingKey),
/* harmony export */   on: () => (/* binding */ SIGNING_KEY_ENV),
/* harmony export */   p4: () => (/* binding */ keyHint)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19130);
// Where a signing key comes from: an environment variable or a file the user names, never the command line (argv
// is visible to every user of the machine through ps). The hint that names a public key in a bundle.



const SIGNING_KEY_ENV = 'MCP_CONTRACT_SIGNING_KEY';
/** The hex SHA-256 of the public key's DER (SubjectPublicKeyInfo): what a bundle's public-key hint names. */
function keyHint(publicKey) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(publicKey.export({ type: 'spki', format: 'der' })).digest('hex');
}
/** The signing key: `--signing-key FILE`, else $MCP_CONTRACT_SIGNING_KEY (PEM text); undefined when neither. */
async function signingKey(file, env) {
    if (file !== undefined) {
        if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(file))
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('--signing-key takes a file, never the key itself (the command line is visible to every process)');
        try {
            return { pem: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8'), source: file };
        }
        catch (e) {
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${file}: cannot read the signing key (${e.code ?? 'unreadable'})`);
        }
    }
    const text = env[SIGNING_KEY_ENV];
    return text ? { pem: text, source: `$${SIGNING_KEY_ENV}` } : undefined;
}


/***/ }),

/***/ 41136:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bj: () => (/* binding */ sha256Of),
/* harmony export */   OR: () => (/* binding */ checkVersions),
/* harmony export */   bZ: () => (/* binding */ attestRelease)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _sigstore_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83917);
/* harmony import */ var _sigstore_core__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(_sigstore_core__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_attest_predicate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64632);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19130);
/* harmony import */ var _registry_pointer_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(47178);
/* harmony import */ var _cert_identity_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(82662);
/* harmony import */ var _sign_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(78492);
/* harmony import */ var _subject_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(53373);
// `release --attest`: the statement of the surface the release gate judged, signed, written beside the snapshot; with
// --server-json, the registry entry's pointer to it after the versions agree.








function sha256Of(text) {
    return `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex')}`;
}
/** Who signed, read back from the bundle just made: the certificate's repository and workflow, or the key's hint. */
function signerOf(bundle) {
    const vm = bundle.verificationMaterial;
    const raw = vm.certificate?.rawBytes ?? vm.x509CertificateChain?.certificates[0]?.rawBytes;
    if (!raw)
        return vm.publicKey?.hint ? { keyHint: vm.publicKey.hint } : {};
    const cert = _sigstore_core__WEBPACK_IMPORTED_MODULE_1__.X509Certificate.parse(Buffer.from(raw, 'base64'));
    const text = (oid) => {
        const ext = cert.extension(oid);
        return ext ? (0,_cert_identity_js__WEBPACK_IMPORTED_MODULE_4__/* .derText */ .L)(ext.value) : undefined;
    };
    const repository = text('1.3.6.1.4.1.57264.1.12');
    const workflow = text('1.3.6.1.4.1.57264.1.9');
    return { ...(repository ? { repository } : {}), ...(workflow ? { workflow } : {}) };
}
async function attestRelease(input) {
    const predicate = (0,_core_attest_predicate_js__WEBPACK_IMPORTED_MODULE_2__/* .buildPredicate */ .cf)({ snapshot: input.snapshot, name: input.name, version: input.version, ...(input.surfaces ? { surfaces: input.surfaces } : {}), ...(input.deprecations ? { deprecations: input.deprecations } : {}) });
    const statement = (0,_core_attest_predicate_js__WEBPACK_IMPORTED_MODULE_2__/* .buildStatement */ .Y5)([await (0,_subject_js__WEBPACK_IMPORTED_MODULE_6__/* .subjectOf */ .et)(input.artifact, predicate.surface.digest)], predicate);
    const bundle = await (0,_sign_js__WEBPACK_IMPORTED_MODULE_5__/* .signStatement */ .fT)(statement, input.method);
    const bundleText = `${JSON.stringify(bundle, null, 2)}\n`;
    const bundleDigest = sha256Of(bundleText);
    const statementDigest = sha256Of((0,_sign_js__WEBPACK_IMPORTED_MODULE_5__/* .statementBytes */ .Tp)(statement));
    return { statement, bundle, bundleText, bundleDigest, statementDigest, pointer: (0,_registry_pointer_js__WEBPACK_IMPORTED_MODULE_7__/* .pointerOf */ .rq)(statement, statementDigest, bundleDigest, signerOf(bundle), input.bundleLocation) };
}
/** server.json's version, the package's and the served serverInfo.version must be one release. */
function checkVersions(versions, shown) {
    const named = Object.entries(versions).filter((e) => e[1] !== undefined);
    const distinct = new Set(named.map(([, v]) => v));
    if (distinct.size > 1) {
        const words = { serverJson: `${shown} says`, package: 'the package says', served: 'the server serves serverInfo.version' };
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`versions disagree: ${named.map(([k, v]) => `${words[k]} ${v}`).join(', ')}`);
    }
}


/***/ }),

/***/ 78492:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T4: () => (/* binding */ IN_TOTO_PAYLOAD_TYPE),
/* harmony export */   Tp: () => (/* binding */ statementBytes),
/* harmony export */   fT: () => (/* binding */ signStatement),
/* harmony export */   uA: () => (/* binding */ PUBLIC_REKOR),
/* harmony export */   z1: () => (/* binding */ PUBLIC_FULCIO)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _sigstore_bundle__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61040);
/* harmony import */ var _sigstore_sign__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(15179);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19130);
/* harmony import */ var _keys_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2001);
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
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('keyless signing needs the workflow\'s OIDC token (permissions: id-token: write) or a signing key ($' + _keys_js__WEBPACK_IMPORTED_MODULE_4__/* .SIGNING_KEY_ENV */ .on + ' or --signing-key FILE)');
        const u = new URL(url);
        u.searchParams.set('audience', 'sigstore');
        const res = await fetch(u, { headers: { authorization: `Bearer ${bearer}`, accept: 'application/json' } });
        const value = res.ok ? (await res.json()).value : undefined;
        if (typeof value !== 'string')
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`GitHub's OIDC token endpoint answered ${res.status} without a token`);
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
            this.#key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPrivateKey)(pem);
        }
        catch {
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${source}: not a PEM private key`);
        }
        const pub = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPublicKey)(this.#key);
        this.#publicPem = pub.export({ type: 'spki', format: 'pem' }).toString();
        this.#hint = (0,_keys_js__WEBPACK_IMPORTED_MODULE_4__/* .keyHint */ .p4)(pub);
    }
    async sign(data) {
        // Ed25519 signs the message itself; EC and RSA keys sign its SHA-256, as Sigstore's verifiers expect.
        const algorithm = this.#key.asymmetricKeyType === 'ed25519' ? null : 'sha256';
        return { signature: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.sign)(algorithm, data, this.#key), key: { $case: 'publicKey', publicKey: this.#publicPem, hint: this.#hint } };
    }
}
function builderOf(method) {
    if (method.kind === 'key')
        return new _sigstore_sign__WEBPACK_IMPORTED_MODULE_2__/* .DSSEBundleBuilder */ .VV({ signer: new KeySigner(method.privateKeyPem, method.source), witnesses: [] });
    const signer = new _sigstore_sign__WEBPACK_IMPORTED_MODULE_2__/* .FulcioSigner */ .$o({ identityProvider: new WorkflowIdentity(method.env, method.secret), fulcioBaseURL: method.fulcioUrl, retry: 0, timeout: 30_000 });
    return new _sigstore_sign__WEBPACK_IMPORTED_MODULE_2__/* .DSSEBundleBuilder */ .VV({ signer, witnesses: [new _sigstore_sign__WEBPACK_IMPORTED_MODULE_2__/* .RekorWitness */ .fU({ rekorBaseURL: method.rekorUrl, entryType: 'dsse', retry: 0, timeout: 30_000 })] });
}
/** The statement as the exact bytes that are signed: a verifier reads back these, never a re-serialization. */
function statementBytes(statement) {
    return Buffer.from(JSON.stringify(statement), 'utf8');
}
async function signStatement(statement, method) {
    const bundle = await builderOf(method).create({ data: statementBytes(statement), type: IN_TOTO_PAYLOAD_TYPE });
    return (0,_sigstore_bundle__WEBPACK_IMPORTED_MODULE_1__.bundleToJSON)(bundle);
}


/***/ }),

/***/ 53373:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pt: () => (/* binding */ integrityHex),
/* harmony export */   W3: () => (/* binding */ canonicalUrl),
/* harmony export */   et: () => (/* binding */ subjectOf)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19130);
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
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`--remote ${url}: not a URL`);
    }
    if (u.username || u.password || u.search || u.hash)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`--remote ${url}: a remote server's URL carries no credentials, query or fragment`);
    return `${u.protocol}//${u.host}${u.pathname.replace(/\/+$/, '')}`;
}
async function subjectOf(spec, surfaceDigest) {
    if (spec.kind === 'remote')
        return { name: canonicalUrl(spec.url), digest: { sha256: surfaceDigest.replace(/^sha256:/, '') } };
    if (spec.kind === 'image') {
        const m = /^(.+)@sha256:([0-9a-f]{64})$/.exec(spec.ref);
        if (!m)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`--image ${spec.ref}: name the image by its digest (NAME@sha256:...): a tag can be pushed again with other content`);
        return { name: m[1], digest: { sha256: m[2] } };
    }
    let bytes;
    try {
        bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(spec.path);
    }
    catch (e) {
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`--artifact ${spec.path}: cannot read it (${e.code ?? 'unreadable'})`);
    }
    const digest = { sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(bytes).digest('hex') };
    // npm records the tarball's sha512; PyPI and MCPB files are named by their sha256.
    if (spec.path.endsWith('.tgz'))
        digest.sha512 = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha512').update(bytes).digest('hex');
    return { name: spec.purl ?? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(spec.path), digest };
}


/***/ }),

/***/ 50364:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   attestTargets: () => (/* binding */ attestTargets),
/* harmony export */   renderAttestChangelog: () => (/* binding */ renderAttestChangelog),
/* harmony export */   renderAttestText: () => (/* binding */ renderAttestText)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _attest_release_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(41136);
/* harmony import */ var _attest_keys_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2001);
/* harmony import */ var _attest_sign_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(78492);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19130);
/* harmony import */ var _registry_server_json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(20835);
/* harmony import */ var _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(78560);
/* harmony import */ var _render_escape_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(57789);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(77593);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(71604);
// `release --attest` and `--server-json`: after the gate passes, sign the judged surface and point the registry entry
// at it. A release the gate refuses is never signed.










async function methodOf(p, io) {
    const key = await (0,_attest_keys_js__WEBPACK_IMPORTED_MODULE_2__/* .signingKey */ .NR)((0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'signing-key'), io.env);
    if (key)
        return { kind: 'key', privateKeyPem: key.pem, source: key.source };
    if (io.env.ACTIONS_ID_TOKEN_REQUEST_URL || io.env.SIGSTORE_ID_TOKEN)
        return { kind: 'keyless', fulcioUrl: (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'fulcio-url') ?? _attest_sign_js__WEBPACK_IMPORTED_MODULE_3__/* .PUBLIC_FULCIO */ .z1, rekorUrl: (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'rekor-url') ?? _attest_sign_js__WEBPACK_IMPORTED_MODULE_3__/* .PUBLIC_REKOR */ .uA, env: io.env };
    throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`release --attest: no signing identity: run in GitHub Actions with permissions id-token: write (keyless), or name a key with --signing-key FILE or $${_attest_keys_js__WEBPACK_IMPORTED_MODULE_2__/* .SIGNING_KEY_ENV */ .on}`);
}
function artifactOf(p, io, server) {
    const given = [(0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'artifact'), (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'image'), (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'remote')].filter((x) => x !== undefined);
    if (given.length > 1)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb('release --attest: name one released artifact: --artifact FILE, --image REF@sha256:..., or --remote URL');
    const file = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'artifact');
    if (file) {
        const npm = server?.packages.find((k) => k.registryType === 'npm');
        return { kind: 'file', path: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(io.cwd, file), ...(npm ? { purl: `pkg:npm/${npm.identifier}@${npm.version}` } : {}) };
    }
    const image = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'image');
    if (image)
        return { kind: 'image', ref: image };
    const remote = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'remote') ?? server?.remotes[0]?.url;
    if (remote)
        return { kind: 'remote', url: remote };
    throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb('release --attest: name the released artifact: --artifact FILE (npm tarball, PyPI file, MCPB bundle), --image REF@sha256:..., or --remote URL');
}
function servedVersion(s) {
    for (const surface of Object.values(s.surfaces)) {
        const v = surface.server?.serverInfo.version;
        if (typeof v === 'string')
            return v;
    }
    return undefined;
}
async function attestTargets(p, io, targets) {
    const sjPath = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'server-json');
    const sj = sjPath ? { path: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(io.cwd, sjPath), shown: sjPath, ...(await (0,_registry_server_json_js__WEBPACK_IMPORTED_MODULE_5__/* .loadServerJson */ .wZ)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(io.cwd, sjPath), sjPath)) } : undefined;
    if (sj && targets.length !== 1)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`release --server-json: one server.json describes one server; name it with --server (${targets.length} selected)`);
    const method = await methodOf(p, io);
    const out = [];
    for (const t of targets) {
        const version = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'release-version') ?? sj?.server.version ?? t.packageVersion;
        if (!version)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`release --attest: server "${t.name}" has no version to sign (set versionFrom in the config, pass --server-json FILE or --release-version V)`);
        (0,_attest_release_js__WEBPACK_IMPORTED_MODULE_1__/* .checkVersions */ .OR)({ serverJson: sj?.server.version, package: t.packageVersion ?? (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'release-version'), served: servedVersion(t.head) }, sj?.shown ?? 'server.json');
        const name = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'registry-name') ?? sj?.server.name ?? t.name;
        const surfaces = Object.fromEntries(Object.keys(t.head.surfaces).map((s) => [s, { ...(t.server.surfaces?.[s]?.args ? { arguments: t.server.surfaces[s].args } : {}), ...(t.server.surfaces?.[s]?.env ? { environment: Object.keys(t.server.surfaces[s].env ?? {}).sort() } : {}) }]));
        const bundleUrl = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'bundle-url');
        const attested = await (0,_attest_release_js__WEBPACK_IMPORTED_MODULE_1__/* .attestRelease */ .bZ)({ snapshot: t.head, name, version, artifact: artifactOf(p, io, sj?.server), surfaces, ...(t.deprecations ? { deprecations: t.deprecations } : {}), method, ...(bundleUrl ? { bundleLocation: bundleUrl } : {}) });
        const bundlePath = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(t.snapshotPath), `${(0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(t.snapshotPath, '.json')}.sigstore.json`);
        await (0,_storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_6__/* .writeFileAtomic */ .Zf)(bundlePath, attested.bundleText);
        const line = { server: t.name, surfaceDigest: attested.statement.predicate.surface.digest, bundle: (0,_io_js__WEBPACK_IMPORTED_MODULE_9__/* .shownPath */ .pS)(io, bundlePath), bundleDigest: attested.bundleDigest, statementDigest: attested.statementDigest, ...(bundleUrl ? { location: bundleUrl } : {}) };
        if (sj) {
            await (0,_storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_6__/* .writeFileAtomic */ .Zf)(sj.path, `${JSON.stringify((0,_registry_server_json_js__WEBPACK_IMPORTED_MODULE_5__/* .withPointer */ .Uw)(sj.doc, attested.pointer, sj.shown), null, 2)}\n`);
            line.serverJson = sj.shown;
        }
        out.push(line);
    }
    return out;
}
function renderAttestText(lines) {
    return lines.map((l) => `${l.server}: signed surface ${l.surfaceDigest} -> ${l.bundle} (bundle ${l.bundleDigest})${l.serverJson ? `; ${l.serverJson} points to it` : ''}\n`).join('');
}
/** The changelog's record of what was signed: the bundle's path and digest, so a reader can check the file. */
function renderAttestChangelog(lines) {
    return lines.map((l) => `\nSigned surface of ${l.server}: \`${l.surfaceDigest}\`, statement \`${l.statementDigest}\`, bundle \`${l.bundle}\` (\`${l.bundleDigest}\`)${l.location ? `, published at ${(0,_render_escape_js__WEBPACK_IMPORTED_MODULE_7__/* .codeSpan */ .SS)(l.location, 300)}` : ''}.\n`).join('');
}


/***/ }),

/***/ 64632:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HG: () => (/* binding */ CANONICALIZATION),
/* harmony export */   SO: () => (/* binding */ surfaceDigest),
/* harmony export */   To: () => (/* binding */ PREDICATE_TYPE),
/* harmony export */   Y5: () => (/* binding */ buildStatement),
/* harmony export */   cf: () => (/* binding */ buildPredicate),
/* harmony export */   jb: () => (/* binding */ surfaceDigests),
/* harmony export */   zG: () => (/* binding */ STATEMENT_TYPE)
/* harmony export */ });
/* harmony import */ var _shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27297);
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
                refs[c.ref] = (0,_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .definitionDigest */ .uo)(c.definition);
        out[name] = refs;
    }
    return out;
}
function surfaceDigest(digests) {
    return `sha256:${(0,_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256 */ .sc)((0,_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)(digests))}`;
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


/***/ }),

/***/ 47178:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LR: () => (/* binding */ PUBLISHER_META_LIMIT),
/* harmony export */   YG: () => (/* binding */ POINTER_KEY),
/* harmony export */   _V: () => (/* binding */ isPointer),
/* harmony export */   jP: () => (/* binding */ PUBLISHER_META),
/* harmony export */   rq: () => (/* binding */ pointerOf)
/* harmony export */ });
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


/***/ }),

/***/ 20835:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G_: () => (/* binding */ readServerJson),
/* harmony export */   Uw: () => (/* binding */ withPointer),
/* harmony export */   wZ: () => (/* binding */ loadServerJson)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19130);
/* harmony import */ var _pointer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47178);
// server.json as the MCP Registry defines it (schema 2025-09-29 and later): read the fields the checks rely on,
// and write our pointer into the publisher-provided `_meta` without touching anything else in the file.



function isRecord(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** The fields we rely on, or one line naming the file and field that is wrong. */
function readServerJson(doc, where) {
    if (!isRecord(doc))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${where}: not a JSON object`);
    if (typeof doc.name !== 'string' || !/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/.test(doc.name))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${where}: name must be a registry name like io.github.owner/server`);
    if (typeof doc.version !== 'string' || doc.version === '')
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${where}: version is missing`);
    const packages = [];
    for (const [i, p] of (Array.isArray(doc.packages) ? doc.packages : []).entries()) {
        if (!isRecord(p) || typeof p.registryType !== 'string' || typeof p.identifier !== 'string' || typeof p.version !== 'string')
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${where}: packages[${i}] needs registryType, identifier and version`);
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
    const meta = isRecord(doc._meta) ? doc._meta[_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .PUBLISHER_META */ .jP] : undefined;
    const pointer = isRecord(meta) ? meta[_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .POINTER_KEY */ .YG] : undefined;
    return { name: doc.name, version: doc.version, packages, remotes, ...(repo ? { repository: repo } : {}), ...((0,_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .isPointer */ ._V)(pointer) ? { pointer } : {}) };
}
async function loadServerJson(path, shown) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
    }
    catch (e) {
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${shown}: cannot read it (${e.code ?? 'unreadable'})`);
    }
    let doc;
    try {
        doc = JSON.parse(text);
    }
    catch {
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${shown}: not valid JSON`);
    }
    return { doc: doc, server: readServerJson(doc, shown) };
}
/** server.json with the pointer set under our key; refuses when the publisher-provided object would pass 4 KB. */
function withPointer(doc, pointer, shown) {
    const meta = isRecord(doc._meta) ? doc._meta : {};
    const provided = isRecord(meta[_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .PUBLISHER_META */ .jP]) ? meta[_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .PUBLISHER_META */ .jP] : {};
    const next = { ...provided, [_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .POINTER_KEY */ .YG]: pointer };
    const size = Buffer.byteLength(JSON.stringify(next), 'utf8');
    if (size > _pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .PUBLISHER_META_LIMIT */ .LR)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${shown}: _meta["${_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .PUBLISHER_META */ .jP}"] would be ${size} bytes with the pointer, over the registry's ${_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .PUBLISHER_META_LIMIT */ .LR}-byte limit`);
    return { ...doc, _meta: { ...meta, [_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .PUBLISHER_META */ .jP]: next } };
}


/***/ })

};
