export const id = 1267;
export const ids = [1267];
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

/***/ 81267:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PUBLIC_REGISTRY: () => (/* binding */ PUBLIC_REGISTRY),
  launchTarget: () => (/* binding */ launchTarget),
  registryApprovals: () => (/* binding */ registryApprovals),
  renderReleaseVerification: () => (/* binding */ renderReleaseVerification),
  verifiedBaseline: () => (/* binding */ verifiedBaseline),
  verifyReleaseCommand: () => (/* binding */ verifyReleaseCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/core/attest/compare.ts
/**
 * Compares every surface the live capture observed (a consumer runs the configurations it uses, not necessarily all
 * the maintainer signed); a live surface the release did not sign has only unsigned capabilities.
 */
function compareSigned(signed, live) {
    const entries = [];
    for (const surface of Object.keys(live)) {
        const s = signed[surface] ?? {};
        const l = live[surface] ?? {};
        for (const ref of [...new Set([...Object.keys(s), ...Object.keys(l)])].sort()) {
            const want = s[ref];
            const got = l[ref];
            if (want !== undefined && got === want)
                entries.push({ status: 'signed', surface, ref, digest: got });
            else if (want !== undefined && got !== undefined)
                entries.push({ status: 'changed', surface, ref, serves: got, signed: want });
            else if (got !== undefined)
                entries.push({ status: 'unsigned', surface, ref, serves: got });
            else if (want !== undefined)
                entries.push({ status: 'missing', surface, ref, signed: want });
        }
    }
    return { ok: entries.every((e) => e.status === 'signed'), entries };
}
/** `tool:x`: serves sha256:ab12\u2026; release signed sha256:cd34\u2026 \u2014 the one line a held capability shows. */
function matchLine(e) {
    const short = (d) => `${d.slice(0, 19)}\u2026`;
    const where = e.surface === 'default' ? e.ref : `${e.ref} [${e.surface}]`;
    switch (e.status) {
        case 'signed':
            return `${where}: signed ${short(e.digest)}`;
        case 'changed':
            return `${where}: serves ${short(e.serves)}; release signed ${short(e.signed)}`;
        case 'unsigned':
            return `${where}: serves ${short(e.serves)}; the release signed no such capability`;
        case 'missing':
            return `${where}: not served; release signed ${short(e.signed)}`;
    }
}

// EXTERNAL MODULE: ./src/core/attest/predicate.ts
var predicate = __webpack_require__(64632);
;// CONCATENATED MODULE: ./src/core/attest/statement.ts
// Reads a signed statement's payload back into a typed statement, refusing any shape this version would not write:
// the signature proves who wrote the bytes, this proves the bytes say what the verifier then relies on.

function isRecord(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function digestsOf(v) {
    if (!isRecord(v))
        return 'predicate.capabilities is not an object';
    const out = {};
    for (const [surface, refs] of Object.entries(v)) {
        if (!isRecord(refs))
            return `predicate.capabilities.${surface} is not an object`;
        out[surface] = {};
        for (const [ref, d] of Object.entries(refs)) {
            if (typeof d !== 'string' || !/^sha256:[0-9a-f]{64}$/.test(d))
                return `predicate.capabilities.${surface}["${ref}"] is not a sha256 digest`;
            out[surface][ref] = d;
        }
    }
    return out;
}
/** The statement, or the one reason it cannot be relied on. */
function parseStatement(payload) {
    let v;
    try {
        v = JSON.parse(payload);
    }
    catch {
        return 'the signed payload is not JSON';
    }
    if (!isRecord(v))
        return 'the signed payload is not a JSON object';
    if (v._type !== predicate/* STATEMENT_TYPE */.zG)
        return `the signed payload is not an in-toto Statement v1 (_type ${JSON.stringify(v._type)})`;
    if (v.predicateType !== predicate/* PREDICATE_TYPE */.To)
        return `the statement's predicate type is ${JSON.stringify(v.predicateType)}, not ${predicate/* PREDICATE_TYPE */.To}`;
    if (!Array.isArray(v.subject) || v.subject.length === 0 || !v.subject.every((s) => isRecord(s) && typeof s.name === 'string' && isRecord(s.digest)))
        return 'the statement names no subject';
    const p = v.predicate;
    if (!isRecord(p) || !isRecord(p.server) || typeof p.server.name !== 'string' || typeof p.server.version !== 'string')
        return 'the predicate names no server name and version';
    if (!isRecord(p.surface) || p.surface.canonicalization !== predicate/* CANONICALIZATION */.HG)
        return `the predicate's canonicalization is ${JSON.stringify(isRecord(p.surface) ? p.surface.canonicalization : undefined)}, which this version does not compute (${predicate/* CANONICALIZATION */.HG})`;
    const caps = digestsOf(p.capabilities);
    if (typeof caps === 'string')
        return caps;
    // The surface digest is recomputed: a predicate whose capabilities were edited no longer sums to what it claims.
    if ((0,predicate/* surfaceDigest */.SO)(caps) !== p.surface.digest)
        return `the predicate's surface digest ${String(p.surface.digest).slice(0, 19)}\u2026 is not the digest of its capabilities`;
    return v;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/shared/secrets.ts
var secrets = __webpack_require__(88712);
// EXTERNAL MODULE: ./src/registry/server-json.ts
var server_json = __webpack_require__(20835);
;// CONCATENATED MODULE: ./src/registry/client.ts
// Reading the MCP Registry and a package registry over HTTP, only at the URLs the user (or the entry they chose to
// trust) names. Each answer is bounded in size and time; a failure is one line naming the URL.




const MAX_BYTES = 8 * 1024 * 1024;
const TIMEOUT_MS = 30_000;
/** A fetch that failed; its message never carries a URL's credentials (the user's registry URL may hold a token). */
class FetchError extends Error {
    constructor(message) {
        super((0,secrets/* withoutUrlCredentials */.el)(message));
    }
}
/** How many redirects a followed fetch takes before it gives up (GitHub's asset download takes one). */
const MAX_HOPS = 5;
/**
 * A JSON answer from `url`, its body counted in bytes as it streams and refused past MAX_BYTES (a large
 * content-length is refused before any of it is read). Redirects are refused unless `follow` is set: then up to
 * MAX_HOPS are taken, each to https (or http on loopback, where the test stand-ins listen); a redirect to any other
 * scheme ends the fetch. Only for documents whose content is checked against a digest read elsewhere (a release's
 * bundle, against its pointer's digest), so where the bytes came from does not decide what they prove.
 */
async function fetchJson(url, opts = {}) {
    const res = await openFollowing(url, opts.follow === true);
    if (!res.ok) {
        await res.body?.cancel().catch(() => undefined);
        return { status: res.status, body: undefined };
    }
    const text = await readBounded(url, res);
    try {
        return { status: res.status, body: JSON.parse(text) };
    }
    catch {
        throw new FetchError(`${url}: the answer is not JSON`);
    }
}
async function openFollowing(url, follow) {
    let at = url;
    for (let hop = 0;; hop++) {
        let res;
        try {
            res = await fetch(at, { headers: { accept: 'application/json' }, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
        }
        catch (e) {
            throw new FetchError(`${url}: ${e.message.split('\n')[0]}`);
        }
        if (res.status < 300 || res.status > 399 || res.status === 304)
            return res;
        await res.body?.cancel().catch(() => undefined);
        const location = res.headers.get('location');
        if (!follow)
            throw new FetchError(`${url}: redirected (${res.status}), and this answer is only read where it was asked for`);
        if (hop >= MAX_HOPS)
            throw new FetchError(`${url}: more than ${MAX_HOPS} redirects`);
        const next = location === null ? undefined : safeUrl(location, at);
        if (next === undefined)
            throw new FetchError(`${url}: redirected (${res.status}) to ${location === null ? 'no location' : JSON.stringify(location.slice(0, 200))}, which is neither https nor loopback http`);
        at = next;
    }
}
/** A loopback host as URL gives it (IPv6 in brackets): the only place plain http may be followed to. */
const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;
/** `location` resolved against `from`, when it is https or http to a loopback host; undefined otherwise. */
function safeUrl(location, from) {
    let u;
    try {
        u = new URL(location, from);
    }
    catch {
        return undefined;
    }
    if (u.protocol === 'https:')
        return u.href;
    return u.protocol === 'http:' && LOOPBACK.test(u.hostname) ? u.href : undefined;
}
/** The body as text, counted in bytes while it streams; past MAX_BYTES the download is cut and refused. */
async function readBounded(url, res) {
    const declared = Number(res.headers.get('content-length') ?? NaN);
    if (declared > MAX_BYTES) {
        await res.body?.cancel().catch(() => undefined);
        throw new FetchError(`${url}: answer over ${MAX_BYTES} bytes (content-length ${declared})`);
    }
    if (!res.body)
        return '';
    const chunks = [];
    let size = 0;
    const reader = res.body.getReader();
    for (;;) {
        let step;
        try {
            step = await reader.read();
        }
        catch (e) {
            throw new FetchError(`${url}: ${e.message.split('\n')[0]}`);
        }
        if (step.done)
            break;
        size += step.value.byteLength;
        if (size > MAX_BYTES) {
            await reader.cancel().catch(() => undefined);
            throw new FetchError(`${url}: answer over ${MAX_BYTES} bytes`);
        }
        chunks.push(step.value);
    }
    return Buffer.concat(chunks).toString('utf8');
}
const OFFICIAL = 'io.modelcontextprotocol.registry/official';
/** `NAME@VERSION` split at the last @ (names hold none; versions never start with one). */
function parseRegistryRef(ref) {
    const at = ref.lastIndexOf('@');
    if (at <= 0 || at === ref.length - 1)
        throw new errors/* UsageError */.eb(`--registry ${ref}: expected NAME@VERSION (e.g. io.github.owner/server@1.2.0)`);
    return { name: ref.slice(0, at), version: ref.slice(at + 1) };
}
async function fetchEntry(base, name, version) {
    const url = `${base.replace(/\/+$/, '')}/v0.1/servers/${encodeURIComponent(name)}/versions/${encodeURIComponent(version)}`;
    const r = await fetchJson(url);
    if (r.body === undefined)
        return { url, missing: r.status };
    const body = r.body;
    const doc = (typeof body.server === 'object' && body.server !== null ? body.server : body);
    const meta = typeof body._meta === 'object' && body._meta !== null ? body._meta[OFFICIAL] : undefined;
    const official = typeof meta === 'object' && meta !== null ? meta : {};
    return {
        url,
        doc,
        server: (0,server_json/* readServerJson */.G_)(doc, url),
        ...(typeof official.status === 'string' ? { status: official.status } : {}),
        ...(typeof official.statusMessage === 'string' ? { statusMessage: official.statusMessage } : {}),
    };
}
/** One version's record in an npm registry: its tarball's integrity and, when published with provenance, where it is. */
async function fetchNpmVersion(base, name, version) {
    const url = `${base.replace(/\/+$/, '')}/${name.startsWith('@') ? `@${encodeURIComponent(name.slice(1))}` : encodeURIComponent(name)}/${encodeURIComponent(version)}`;
    const r = await fetchJson(url);
    if (r.body === undefined)
        return { url, missing: r.status };
    const dist = r.body.dist ?? {};
    return {
        url,
        ...(typeof dist.integrity === 'string' ? { integrity: dist.integrity } : {}),
        ...(typeof dist.attestations?.url === 'string' ? { attestationsUrl: dist.attestations.url } : {}),
    };
}
const MAX_FILE_BYTES = 512 * 1024 * 1024;
/** The sha256 (hex) of a file downloaded from `url`, hashed as it streams; bounded in size and time. */
async function fetchSha256(url) {
    let res;
    try {
        res = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(TIMEOUT_MS * 10) });
    }
    catch (e) {
        throw new FetchError(`${url}: ${e.message.split('\n')[0]}`);
    }
    if (!res.ok || !res.body)
        throw new FetchError(`${url}: answered ${res.status}`);
    const hash = (0,external_node_crypto_.createHash)('sha256');
    let size = 0;
    for await (const chunk of res.body) {
        size += chunk.byteLength;
        if (size > MAX_FILE_BYTES)
            throw new FetchError(`${url}: file over ${MAX_FILE_BYTES} bytes`);
        hash.update(chunk);
    }
    return hash.digest('hex');
}
/** One PyPI release's files with their sha256, from the JSON API (`/pypi/<project>/<version>/json`). */
async function fetchPypiFiles(base, project, version) {
    const url = `${base.replace(/\/+$/, '')}/pypi/${encodeURIComponent(project)}/${encodeURIComponent(version)}/json`;
    const r = await fetchJson(url);
    if (r.body === undefined)
        return { url, missing: r.status };
    const urls = r.body.urls;
    const files = (Array.isArray(urls) ? urls : []).flatMap((u) => typeof u?.filename === 'string' && typeof u.digests?.sha256 === 'string' ? [{ filename: u.filename, sha256: u.digests.sha256.toLowerCase() }] : []);
    return { url, files };
}
/** PEP 740's provenance of one file: PyPI's integrity API. */
function pypiProvenanceUrl(base, project, version, filename) {
    return `${base.replace(/\/+$/, '')}/integrity/${encodeURIComponent(project)}/${encodeURIComponent(version)}/${encodeURIComponent(filename)}/provenance`;
}

;// CONCATENATED MODULE: ./src/attest/outcome.ts
const PROVES = {
    registry: ['the registry lists this name and version now', 'who wrote the code, or that the entry is unchanged since publishing'],
    artifact: ['the installed code is the artifact the package registry serves and the release signed', 'what that code does'],
    signature: ['the repository named by the entry signed this surface for this name and version', 'that the tools are safe: a signature proves who released a surface, not what it does'],
    provenance: ['the package was built from the same repository that signed the surface', 'that the build was free of tampering inside that repository'],
    surface: ['the live server serves exactly the signed definitions', 'how the server behaves when a tool is called'],
};
function outcome(id, verdict, line) {
    return { id, verdict, line, proves: PROVES[id][0], notProves: PROVES[id][1] };
}
/** A repository URL compared by what it names: no `.git`, no trailing slash, any case. */
function normalRepo(url) {
    return url.trim().replace(/\.git$/, '').replace(/\/+$/, '').toLowerCase();
}
function outcome_short(hex) {
    return `${(hex ?? '').replace(/^sha\d+:/, '').slice(0, 12)}\u2026`;
}

// EXTERNAL MODULE: ./src/attest/subject.ts
var attest_subject = __webpack_require__(53373);
;// CONCATENATED MODULE: ./src/attest/artifact-check.ts
// Check (b): the artifact. The package registry's record, the signed statement's subject and the bytes this machine
// runs must agree: an npm tarball by its sha512, a PyPI file or an MCPB bundle by its sha256, an image by its digest,
// and a remote server by its canonical URL with the signed surface digest. A file is hashed only when the user gives
// it or allows its download; otherwise the check fails closed.





const fail = (line) => ({ out: outcome('artifact', 'fail', line) });
const pass = (line, provenance) => ({ out: outcome('artifact', 'pass', line), ...(provenance ? { provenance } : {}) });
/** The file the user holds or allowed to be downloaded, hashed; undefined when neither. */
async function heldFile(input, url, fetched) {
    if (input.artifactFile) {
        let bytes;
        try {
            bytes = await (0,promises_.readFile)(input.artifactFile);
        }
        catch (e) {
            throw new FetchError(`--artifact ${input.artifactFile}: cannot read it (${e.code ?? 'unreadable'})`);
        }
        return { hex: (0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex'), how: `the file ${input.artifactFile}` };
    }
    if (input.fetchArtifact && url && /^https?:\/\//.test(url)) {
        fetched.push(url);
        return { hex: await fetchSha256(url), how: `downloaded from ${url}` };
    }
    return undefined;
}
async function checkNpm(input, npm, subject, fetched) {
    const base = input.npmRegistry ?? npm.registryBaseUrl ?? 'https://registry.npmjs.org';
    const rec = await fetchNpmVersion(base, npm.identifier, npm.version);
    fetched.push(rec.url);
    if ('missing' in rec)
        return fail(`${npm.identifier}@${npm.version}: the package registry answered ${rec.missing} at ${rec.url}`);
    const registryHex = rec.integrity ? (0,attest_subject/* integrityHex */.Pt)(rec.integrity) : undefined;
    if (!registryHex)
        return fail(`${npm.identifier}@${npm.version}: the package registry records no sha512 integrity`);
    if (subject.digest.sha512 !== registryHex)
        return fail(`the registry serves ${npm.identifier}@${npm.version} as sha512:${outcome_short(registryHex)}, but the release signed ${subject.digest.sha512 ? `sha512:${outcome_short(subject.digest.sha512)}` : 'no npm tarball'}`);
    const localHex = input.local?.kind === 'npm' && input.local.integrity ? (0,attest_subject/* integrityHex */.Pt)(input.local.integrity) : undefined;
    if (!localHex)
        return fail(`the installed ${npm.identifier} cannot be tied to bytes: ${input.local?.unverified ?? 'the launch is not an installed npm package'}`);
    if (localHex !== registryHex)
        return fail(`the installed ${npm.identifier} is sha512:${outcome_short(localHex)}, not the sha512:${outcome_short(registryHex)} the registry serves and the release signed`);
    return pass(`${npm.identifier}@${npm.version} installed, served and signed as sha512:${outcome_short(registryHex)}`, rec.attestationsUrl ? { kind: 'npm', url: rec.attestationsUrl, sha512: registryHex } : undefined);
}
/**
 * A PyPI file: the signed subject names one file of the release (by filename and sha256) that PyPI serves with that
 * sha256, and the installed copy is that file: the wheel hash pip recorded (direct_url.json), or the file the user gives.
 */
async function checkPypi(input, pkg, subject, fetched) {
    const base = input.pypiRegistry ?? pkg.registryBaseUrl ?? 'https://pypi.org';
    const rec = await fetchPypiFiles(base, pkg.identifier, pkg.version);
    fetched.push(rec.url);
    if ('missing' in rec)
        return fail(`${pkg.identifier}@${pkg.version}: PyPI answered ${rec.missing} at ${rec.url}`);
    const signed = subject.digest.sha256;
    const served = rec.files.find((f) => f.filename === subject.name);
    if (!signed || !served)
        return fail(`the release signed ${subject.name}${signed ? ` (sha256:${outcome_short(signed)})` : ''}, which PyPI does not serve for ${pkg.identifier}@${pkg.version}`);
    if (served.sha256 !== signed)
        return fail(`PyPI serves ${served.filename} as sha256:${outcome_short(served.sha256)}, but the release signed sha256:${outcome_short(signed)}`);
    const held = await heldFile(input, undefined, fetched);
    const wheel = input.local?.kind === 'python' && input.local.integrity && /direct_url\.json/.test(input.local.source) ? { hex: input.local.integrity.replace(/^sha256:/, ''), how: `the installed ${input.local.name} (wheel hash)` } : undefined;
    if (!held && !wheel)
        return fail(`the installed ${pkg.identifier} cannot be tied to ${served.filename}: ${input.local?.kind === 'python' ? 'the installer recorded no wheel hash' : 'the launch is not an installed Python package'}; give the file with --artifact FILE`);
    // The wheel pip recorded is what runs: a file given with --artifact adds a check, it never stands in for that hash.
    for (const local of [wheel, held]) {
        if (local && local.hex !== signed)
            return fail(`${local.how} is sha256:${outcome_short(local.hex)}, not the sha256:${outcome_short(signed)} PyPI serves and the release signed`);
    }
    return pass(`${served.filename} installed, served and signed as sha256:${outcome_short(signed)}`, { kind: 'pypi', base, project: pkg.identifier, version: pkg.version, filename: served.filename, sha256: signed });
}
/** An MCPB bundle (or another file the entry names by fileSha256): the entry, the statement and the file itself. */
async function checkFile(input, file, subject, fetched) {
    const named = file.fileSha256.toLowerCase();
    if (subject.digest.sha256 !== named)
        return fail(`the entry names ${file.identifier} as sha256:${outcome_short(named)}, the release signed sha256:${outcome_short(subject.digest.sha256)}`);
    const held = await heldFile(input, file.identifier, fetched);
    if (!held)
        return fail(`${file.identifier} itself was not hashed: give the file with --artifact FILE, or allow its download with --fetch-artifact`);
    if (held.hex !== named)
        return fail(`${held.how} is sha256:${outcome_short(held.hex)}, not the sha256:${outcome_short(named)} the entry names and the release signed`);
    if (input.artifactFile)
        return pass(`${file.identifier} (${held.how}) is the sha256:${outcome_short(named)} the entry names and the release signed`);
    // A fresh download proves the URL serves the signed file, not that the launched code came from it.
    return {
        out: {
            ...outcome('artifact', 'pass', `${file.identifier} (${held.how}) is the sha256:${outcome_short(named)} the entry names and the release signed; the launched code is not tied to it (only --artifact FILE ties the file you run)`),
            proves: 'the file the entry names is the one the release signed',
            notProves: 'that the launched code came from that file, or what that code does',
        },
    };
}
function canonical(url) {
    try {
        return (0,attest_subject/* canonicalUrl */.W3)(url);
    }
    catch {
        return undefined;
    }
}
/** A remote server: the signed subject is its canonical URL with the surface digest, and the launch connects there. */
function checkRemote(input, url, statement) {
    const subject = statement.subject[0];
    const entryUrl = canonical(url);
    if (!entryUrl || entryUrl !== subject.name)
        return fail(`the entry's remote is ${entryUrl ?? url}, the release signed ${subject.name}`);
    if (`sha256:${subject.digest.sha256 ?? ''}` !== statement.predicate.surface.digest)
        return fail(`the signed subject ${subject.name} carries sha256:${outcome_short(subject.digest.sha256)}, not the surface digest ${outcome_short(statement.predicate.surface.digest)} the statement signs`);
    if (!input.launchUrl)
        return fail(`the entry names the remote ${entryUrl}, but the launch ${input.local ? `runs ${input.local.name}` : 'starts a local command'}`);
    const launched = canonical(input.launchUrl);
    if (launched !== entryUrl)
        return fail(`the launch connects to ${launched ?? input.launchUrl}, not the signed remote ${entryUrl}`);
    return pass(`remote ${entryUrl} connected to and signed with surface ${outcome_short(statement.predicate.surface.digest)} (its code is deployed by its operator and cannot be seen)`);
}
async function checkArtifact(input, statement, fetched) {
    const server = input.entry.server;
    const subject = statement.subject[0];
    const npm = server.packages.find((p) => p.registryType === 'npm');
    if (npm)
        return checkNpm(input, npm, subject, fetched);
    const pypi = server.packages.find((p) => p.registryType === 'pypi');
    if (pypi)
        return checkPypi(input, pypi, subject, fetched);
    const file = server.packages.find((p) => typeof p.fileSha256 === 'string');
    if (file)
        return checkFile(input, file, subject, fetched);
    const oci = server.packages.find((p) => p.registryType === 'oci');
    if (oci) {
        const local = input.local?.kind === 'container' ? input.local.integrity : undefined;
        if (!local)
            return fail(`the image launched is not named by a digest: ${input.local?.unverified ?? 'no image in the launch'}`);
        if (`sha256:${subject.digest.sha256 ?? ''}` !== local)
            return fail(`the launch runs image ${local.slice(0, 19)}\u2026, the release signed sha256:${outcome_short(subject.digest.sha256)}`);
        return pass(`image ${oci.identifier} launched and signed as ${local.slice(0, 19)}\u2026`);
    }
    const remote = server.remotes[0];
    if (remote)
        return checkRemote(input, remote.url, statement);
    return { out: outcome('artifact', 'skip', 'the entry names no npm, PyPI, OCI, file or remote artifact this version checks') };
}

;// CONCATENATED MODULE: ./src/attest/policy.ts
// The signer policy a consumer can tighten beyond "the entry's repository": which workflow file and which ref may
// sign. Patterns are globs where `*` matches any run of characters except `/` and `**` any run at all.
function globMatch(pattern, text) {
    let re = '';
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '*' && pattern[i + 1] === '*') {
            re += '.*';
            i++;
        }
        else if (c === '*')
            re += '[^/]*';
        else
            re += c.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    }
    return new RegExp(`^${re}$`).test(text);
}

// EXTERNAL MODULE: ./src/attest/sign.ts
var sign = __webpack_require__(78492);
// EXTERNAL MODULE: ./node_modules/@sigstore/bundle/dist/index.js
var dist = __webpack_require__(61040);
// EXTERNAL MODULE: ./node_modules/@sigstore/protobuf-specs/dist/index.js
var protobuf_specs_dist = __webpack_require__(19654);
// EXTERNAL MODULE: ./node_modules/@sigstore/verify/dist/index.js
var verify_dist = __webpack_require__(54187);
// EXTERNAL MODULE: ./src/attest/keys.ts
var keys = __webpack_require__(2001);
// EXTERNAL MODULE: ./src/attest/cert-identity.ts
var cert_identity = __webpack_require__(82662);
;// CONCATENATED MODULE: ./src/attest/verify-bundle.ts
// Checks a Sigstore bundle with @sigstore/verify against trust the user gave as files: a trusted root (Fulcio CAs,
// Rekor and CT log keys) and, for a key-signed release, the maintainer's public key. Nothing is fetched: no TUF
// refresh, no log lookup; without the trust material the check fails closed.







function verify_bundle_isRecord(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function trustMaterial(trust, key) {
    const root = protobuf_specs_dist.TrustedRoot.fromJSON(trust.trustedRoot ?? { mediaType: 'application/vnd.dev.sigstore.trustedroot.v0.2+json', tlogs: [], certificateAuthorities: [], ctlogs: [], timestampAuthorities: [] });
    const hint = key ? (0,keys/* keyHint */.p4)(key) : undefined;
    return (0,verify_dist/* toTrustMaterial */.jO)(root, (h) => {
        if (!key || h !== hint)
            throw new Error(`the bundle's key ${h.slice(0, 12)}\u2026 is not the public key given`);
        return { publicKey: key, validFor: () => true };
    });
}
function kindOf(bundle) {
    const vm = verify_bundle_isRecord(bundle) && verify_bundle_isRecord(bundle.verificationMaterial) ? bundle.verificationMaterial : undefined;
    if (!vm)
        return undefined;
    if (vm.certificate !== undefined || vm.x509CertificateChain !== undefined)
        return 'certificate';
    if (vm.publicKey !== undefined)
        return 'key';
    return undefined;
}
/** One line for a failure inside the library: its code and message, never a stack. */
function reasonOf(e) {
    const code = verify_bundle_isRecord(e) && typeof e.code === 'string' ? `${e.code}: ` : '';
    const msg = e instanceof Error ? e.message : String(e);
    return `${code}${msg}`.split('\n')[0].slice(0, 300);
}
function verifyBundle(bundleJson, trust) {
    const kind = kindOf(bundleJson);
    if (!kind)
        return { ok: false, reason: 'not a Sigstore bundle (no verification material)' };
    if (kind === 'certificate' && trust.trustedRoot === undefined)
        return { ok: false, reason: 'the bundle is signed by a certificate and no trusted root was given (--trusted-root FILE): refusing, nothing is fetched' };
    if (kind === 'key' && trust.publicKeyPem === undefined)
        return { ok: false, reason: "the bundle is signed by a key and no public key was given (--public-key FILE): refusing" };
    let key;
    try {
        key = trust.publicKeyPem ? (0,external_node_crypto_.createPublicKey)(trust.publicKeyPem) : undefined;
    }
    catch {
        return { ok: false, reason: 'the public key given is not a PEM public key' };
    }
    let signer;
    let payload;
    try {
        const bundle = (0,dist.bundleFromJSON)(bundleJson);
        if (bundle.content.$case !== 'dsseEnvelope')
            return { ok: false, reason: 'the bundle signs a message, not a DSSE statement' };
        if (bundle.content.dsseEnvelope.payloadType !== sign/* IN_TOTO_PAYLOAD_TYPE */.T4)
            return { ok: false, reason: `the envelope's payload type is ${bundle.content.dsseEnvelope.payloadType}, not ${sign/* IN_TOTO_PAYLOAD_TYPE */.T4}` };
        const material = trustMaterial(trust, key);
        // A certificate must be logged (Rekor) and timestamped; an SCT is required where the root names CT logs. A key
        // signature stands on the key alone: the user pinned that key, so no log or timestamp is asked of it.
        const logged = kind === 'certificate';
        const verifier = new verify_dist/* Verifier */.BL(material, { tlogThreshold: logged ? 1 : 0, timestampThreshold: logged ? 1 : 0, ctlogThreshold: logged && material.ctlogs.length > 0 ? 1 : 0 });
        signer = verifier.verify((0,verify_dist/* toSignedEntity */.DC)(bundle));
        payload = bundle.content.dsseEnvelope.payload.toString('utf8');
    }
    catch (e) {
        return { ok: false, reason: reasonOf(e) };
    }
    if (kind === 'key')
        return { ok: true, payload, signer: { kind: 'key', hint: (0,keys/* keyHint */.p4)(signer.key) } };
    return { ok: true, payload, signer: { kind: 'certificate', identity: (0,cert_identity/* certificateIdentity */.W)(signer) } };
}

;// CONCATENATED MODULE: ./src/attest/provenance-check.ts
// Check (d): where the package carries its own provenance, the same repository must have built it. npm provenance
// (the registry's attestations document, a SLSA statement in a Sigstore bundle) and PEP 740 (PyPI's integrity API,
// attestations whose certificates name the Trusted Publisher's workflow) are verified with the same trusted root as
// the release, and must sign the very file check (b) tied to the install. A package without provenance says so and
// passes unless the policy requires provenance.




function provenance_check_isRecord(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
const provenance_check_fail = (line) => outcome('provenance', 'fail', line);
/** The statement's subjects as name -> digests, or undefined when the payload is no in-toto statement. */
function subjectsOf(payload) {
    try {
        const v = JSON.parse(payload);
        if (!provenance_check_isRecord(v) || !Array.isArray(v.subject))
            return undefined;
        return v.subject.flatMap((s) => (provenance_check_isRecord(s) && typeof s.name === 'string' && provenance_check_isRecord(s.digest) ? [{ name: s.name, digest: s.digest }] : []));
    }
    catch {
        return undefined;
    }
}
/** One signed provenance: verified, signing `covers`, by the entry's repository; else the one reason it is not. */
function checkSigned(input, bundle, what, covers) {
    const v = verifyBundle(bundle, input.trust);
    if (!v.ok)
        return `${what} did not verify: ${v.reason}`;
    if (v.signer.kind !== 'certificate')
        return `${what} is not signed by a workflow certificate`;
    const subjects = subjectsOf(v.payload);
    if (!subjects || !covers(subjects))
        return `${what} signs another file than the one installed`;
    const built = v.signer.identity.sourceRepository ?? '';
    const repo = input.entry.server.repository?.url ?? '';
    if (!built || normalRepo(built) !== normalRepo(repo))
        return `the package was built by ${built || 'an unnamed repository'}, not ${repo || 'the repository the entry names (none)'}`;
    return { repository: built };
}
async function npmProvenance(input, src, fetched) {
    const r = await fetchJson(src.url);
    fetched.push(src.url);
    const list = r.body?.attestations ?? [];
    const slsa = list.find((a) => typeof a.predicateType === 'string' && a.predicateType.startsWith('https://slsa.dev/provenance/'));
    if (!slsa)
        return provenance_check_fail('the package registry lists attestations but no SLSA provenance');
    const got = checkSigned(input, slsa.bundle, "the package's provenance", (subjects) => subjects.some((s) => s.digest.sha512 === src.sha512));
    if (typeof got === 'string')
        return provenance_check_fail(got);
    return outcome('provenance', 'pass', `npm provenance names ${got.repository}`);
}
/** A PEP 740 attestation as the Sigstore bundle it is: the same certificate, log entries and DSSE envelope. */
function pep740Bundle(attestation) {
    const a = provenance_check_isRecord(attestation) ? attestation : {};
    const vm = provenance_check_isRecord(a.verification_material) ? a.verification_material : {};
    const env = provenance_check_isRecord(a.envelope) ? a.envelope : {};
    return {
        mediaType: 'application/vnd.dev.sigstore.bundle.v0.3+json',
        verificationMaterial: { certificate: { rawBytes: vm.certificate }, tlogEntries: Array.isArray(vm.transparency_entries) ? vm.transparency_entries : [] },
        dsseEnvelope: { payload: env.statement, payloadType: sign/* IN_TOTO_PAYLOAD_TYPE */.T4, signatures: [{ sig: env.signature, keyid: '' }] },
    };
}
async function pypiProvenance(input, src, fetched) {
    const url = pypiProvenanceUrl(src.base, src.project, src.version, src.filename);
    const r = await fetchJson(url);
    fetched.push(url);
    if (r.body === undefined)
        return r.status === 404 ? undefined : provenance_check_fail(`PyPI answered ${r.status} at ${url}`);
    const bundles = provenance_check_isRecord(r.body) && Array.isArray(r.body.attestation_bundles) ? r.body.attestation_bundles : [];
    const attestations = bundles.flatMap((b) => (provenance_check_isRecord(b) && Array.isArray(b.attestations) ? b.attestations : []));
    if (attestations.length === 0)
        return provenance_check_fail(`${url} lists no attestation`);
    // Every attestation PyPI lists must hold: one by another repository is a second builder of the same file.
    let repository = '';
    for (const a of attestations) {
        const got = checkSigned(input, pep740Bundle(a), `the PEP 740 attestation of ${src.filename}`, (subjects) => subjects.some((s) => s.name === src.filename && s.digest.sha256 === src.sha256));
        if (typeof got === 'string')
            return provenance_check_fail(got);
        repository = got.repository;
    }
    return outcome('provenance', 'pass', `PEP 740 provenance of ${src.filename} names ${repository}`);
}
async function checkProvenance(input, src, fetched) {
    let got;
    try {
        got = src?.kind === 'npm' ? await npmProvenance(input, src, fetched) : src?.kind === 'pypi' ? await pypiProvenance(input, src, fetched) : undefined;
    }
    catch (e) {
        return provenance_check_fail(e instanceof FetchError ? e.message : String(e));
    }
    if (got)
        return got;
    const pkg = input.entry.server.packages[0]?.identifier ?? input.entry.server.name;
    if (input.policy.requireProvenance)
        return provenance_check_fail(`no provenance: ${pkg} carries no provenance of its own (npm provenance, PEP 740), and the policy requires it`);
    return outcome('provenance', 'skip', `no provenance: ${pkg} carries no provenance of its own (npm provenance, PEP 740)`);
}

// EXTERNAL MODULE: ./src/attest/release.ts
var release = __webpack_require__(41136);
;// CONCATENATED MODULE: ./src/attest/checks.ts
// The five checks of a signed release, in order; each says what it proves and what it does not. The first refusal
// stops the run (fail closed): a later check never runs on an entry, artifact or statement already refused.










function checkRegistry(e) {
    if (e.status === 'deleted')
        return outcome('registry', 'fail', `${e.server.name}@${e.server.version} is marked deleted in the registry${e.statusMessage ? `: ${e.statusMessage}` : ''}`);
    const deprecated = e.status === 'deprecated' ? ` (deprecated${e.statusMessage ? `: ${e.statusMessage}` : ''})` : '';
    return outcome('registry', 'pass', `${e.server.name}@${e.server.version} is ${e.status ?? 'listed'} at ${e.where}${deprecated}`);
}
/** (c) The signer named by the certificate (or the pinned key) must be the one the entry names. */
function signerMismatch(server, pointer, signer, policy) {
    if (signer.kind === 'key')
        return pointer?.signer.keyHint && pointer.signer.keyHint !== signer.hint ? `the entry expects key ${pointer.signer.keyHint.slice(0, 12)}\u2026, the bundle was signed by ${signer.hint.slice(0, 12)}\u2026` : undefined;
    const id = signer.identity;
    if (!server.repository?.url)
        return 'the entry names no repository.url, so no signer can be checked against it';
    if (!id.sourceRepository || normalRepo(id.sourceRepository) !== normalRepo(server.repository.url))
        return `signed by ${id.sourceRepository ?? 'a certificate naming no repository'}, but the entry's repository is ${server.repository.url}`;
    const gh = /^io\.github\.([^/]+)\//i.exec(server.name);
    if (gh && normalRepo(id.sourceRepositoryOwner ?? '') !== `https://github.com/${gh[1].toLowerCase()}`)
        return `the name ${server.name} belongs to ${gh[1]}, but the signing repository's owner is ${id.sourceRepositoryOwner ?? 'not named'}`;
    if (policy.workflow && !globMatch(policy.workflow, id.workflow ?? ''))
        return `signed by workflow ${id.workflow ?? '(none)'}, outside the policy ${policy.workflow}`;
    if (policy.ref && !globMatch(policy.ref, id.sourceRef ?? ''))
        return `signed from ref ${id.sourceRef ?? '(none)'}, outside the policy ${policy.ref}`;
    return undefined;
}
function checkSignature(input, bundleText) {
    const fail = (why) => ({ out: outcome('signature', 'fail', why) });
    const server = input.entry.server;
    const pointer = server.pointer;
    if (pointer && (0,release/* sha256Of */.Bj)(bundleText) !== pointer.bundle.digest)
        return fail(`the bundle's digest ${(0,release/* sha256Of */.Bj)(bundleText).slice(0, 19)}\u2026 is not the ${pointer.bundle.digest.slice(0, 19)}\u2026 the entry points to`);
    let json;
    try {
        json = JSON.parse(bundleText);
    }
    catch {
        return fail(`${input.bundle?.where ?? 'the bundle'} is not JSON`);
    }
    const v = verifyBundle(json, input.trust);
    if (!v.ok)
        return fail(`the signature did not verify: ${v.reason}`);
    const statement = parseStatement(v.payload);
    if (typeof statement === 'string')
        return fail(statement);
    if (pointer && (0,release/* sha256Of */.Bj)(v.payload) !== pointer.statementDigest)
        return fail('the signed statement is not the one the entry points to');
    const p = statement.predicate;
    if (p.server.name !== server.name || p.server.version !== server.version)
        return fail(`the statement signs ${p.server.name}@${p.server.version}, not ${server.name}@${server.version}`);
    if (pointer && pointer.surfaceDigest !== p.surface.digest)
        return fail(`the entry points to surface ${pointer.surfaceDigest.slice(0, 19)}\u2026, the statement signs ${p.surface.digest.slice(0, 19)}\u2026`);
    const who = signerMismatch(server, pointer, v.signer, input.policy);
    if (who)
        return fail(who);
    const by = v.signer.kind === 'key' ? `key ${v.signer.hint.slice(0, 12)}\u2026` : `${v.signer.identity.workflow ?? v.signer.identity.sourceRepository}`;
    const signer = v.signer.kind === 'key' ? `key ${v.signer.hint}` : (v.signer.identity.workflow ?? v.signer.identity.sourceRepository ?? 'a certificate naming no workflow');
    return { out: outcome('signature', 'pass', `surface ${p.surface.digest.slice(0, 19)}\u2026 of ${p.server.name}@${p.server.version} signed by ${by}`), statement, signer, statementDigest: (0,release/* sha256Of */.Bj)(v.payload) };
}
async function verifyRelease(input) {
    const checks = [];
    const fetched = [];
    const done = (exit, extra = {}) => ({ checks, exit, fetched, ...extra });
    checks.push(checkRegistry(input.entry));
    if (checks[0].verdict === 'fail')
        return done(6);
    if (!input.bundle) {
        checks.push(outcome('signature', 'fail', input.entry.server.pointer ? 'the bundle the entry points to was not given and could not be read from a location: give it with --bundle FILE' : `${input.entry.where} carries no mcp-contract pointer and no --bundle was given: nothing signed to verify`));
        return done(6);
    }
    // The signature is checked before the artifact: the artifact is compared with what the verified statement signed.
    const sig = checkSignature(input, input.bundle.text);
    if (!sig.statement)
        return done(6, { checks: [...checks, sig.out] });
    const statement = sig.statement;
    const signedBy = { ...(sig.signer ? { signer: sig.signer } : {}), ...(sig.statementDigest ? { statementDigest: sig.statementDigest } : {}) };
    let art;
    try {
        art = await checkArtifact(input, statement, fetched);
    }
    catch (e) {
        art = { out: outcome('artifact', 'fail', e instanceof FetchError ? e.message : String(e)) };
    }
    checks.push(sig.out, art.out);
    if (art.out.verdict === 'fail')
        return done(6, { statement });
    const prov = await checkProvenance(input, art.provenance, fetched);
    checks.push(prov);
    if (prov.verdict === 'fail')
        return done(6, { statement });
    const live = await input.capture();
    const comparison = compareSigned(statement.predicate.capabilities, (0,predicate/* surfaceDigests */.jb)(live));
    const changed = comparison.entries.filter((e) => e.status !== 'signed');
    checks.push(outcome('surface', comparison.ok ? 'pass' : 'fail', comparison.ok ? `all ${comparison.entries.length} served capabilities are the signed ones` : `${changed.length} of ${comparison.entries.length} capabilities differ from the signed release`));
    return done(comparison.ok ? 0 : 1, { statement, comparison, live, ...signedBy });
}
/**
 * The guard's approvals from a verified release: the live capture with only the capabilities whose definition is the
 * signed one. A changed, unsigned or unsigned-surface capability is left out, so the guard holds it as unapproved.
 */
function signedApprovals(live, comparison) {
    const signed = new Set(comparison.entries.filter((e) => e.status === 'signed').map((e) => `${e.surface}\u0000${e.ref}`));
    const surfaces = Object.fromEntries(Object.entries(live.surfaces).map(([name, s]) => [
        name,
        { ...s, kinds: Object.fromEntries(Object.entries(s.kinds).map(([k, ks]) => [k, { ...ks, items: ks.items.filter((c) => signed.has(`${name}\u0000${c.ref}`)) }])) },
    ]));
    return { ...live, surfaces };
}
/**
 * A newer release the registry lists: checks (a) and (c) only, its entry and its signed statement (it is not
 * installed, so neither its artifact nor its live surface can be compared). What it yields is news, never an approval.
 */
function verifyListedStatement(input) {
    const registry = checkRegistry(input.entry);
    if (registry.verdict === 'fail')
        return { ok: false, reason: registry.line };
    if (!input.bundle)
        return { ok: false, reason: `${input.entry.server.name}@${input.entry.server.version}: its entry points to no bundle at an http(s) location` };
    const sig = checkSignature({ ...input, capture: () => Promise.reject(new Error('not captured')) }, input.bundle.text);
    if (!sig.statement || !sig.signer || !sig.statementDigest)
        return { ok: false, reason: sig.out.line };
    return { ok: true, signer: sig.signer, statementDigest: sig.statementDigest };
}

// EXTERNAL MODULE: ./src/core/identity/identity.ts
var identity = __webpack_require__(62878);
// EXTERNAL MODULE: ./src/identity/server.ts
var server = __webpack_require__(46475);
// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(70893);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(77593);
// EXTERNAL MODULE: ./src/cli/capture-target.ts
var capture_target = __webpack_require__(25480);
// EXTERNAL MODULE: ./src/cli/targets.ts
var cli_targets = __webpack_require__(43892);
;// CONCATENATED MODULE: ./src/cli/commands/verify-release.ts
// `verify --registry NAME@VERSION` / `verify --server-json FILE --bundle FILE`: the five checks of a signed release
// against the server this machine would launch. Fetched are only the registry entry (at --registry-url), the package
// registry's record of the artifact the entry names (npm or PyPI), the package's own provenance, the bundle when the
// entry gives its location and no --bundle was given, and the entry's MCPB file only with --fetch-artifact; each URL
// is printed.














const PUBLIC_REGISTRY = 'https://registry.modelcontextprotocol.io';
/** A file the user named; `option` is how they named it (`--bundle`, or a member's `releaseBundle`). */
async function readText(file, option, io) {
    try {
        return await (0,promises_.readFile)((0,external_node_path_.resolve)(io.cwd, file), 'utf8');
    }
    catch (e) {
        throw new errors/* UsageError */.eb(`${option} ${file}: cannot read it (${e.code ?? 'unreadable'})`);
    }
}
async function trustOf(p, io) {
    const rootFile = (0,args/* str */.gx)(p, 'trusted-root');
    const keyFile = (0,args/* str */.gx)(p, 'public-key');
    const trust = {};
    if (rootFile) {
        try {
            trust.trustedRoot = JSON.parse(await readText(rootFile, '--trusted-root', io));
        }
        catch (e) {
            throw e instanceof errors/* UsageError */.eb ? e : new errors/* UsageError */.eb(`--trusted-root ${rootFile}: not JSON`);
        }
    }
    if (keyFile)
        trust.publicKeyPem = await readText(keyFile, '--public-key', io);
    return trust;
}
/** The one server to launch: inline after -- (or --url), else the one --server of the config. */
async function launchTarget(p, io) {
    const url = (0,args/* str */.gx)(p, 'url');
    if (p.rest.length > 0 || url) {
        const server = url ? { url, headers: (0,cli_targets/* parseHeaders */.QG)((0,args/* list */.p_)(p, 'header')), transport: 'auto' } : { command: p.rest[0], args: p.rest.slice(1) };
        return { name: (0,args/* str */.gx)(p, 'name') ?? 'server', server, snapshotPath: '', baseDir: io.cwd };
    }
    const { targets } = await (0,cli_targets/* resolveTargets */.h5)('verify', p, io, 'snapshot');
    if (targets.length !== 1)
        throw new errors/* UsageError */.eb(`mcp-contract verify --registry: name the one server to check with --server (${targets.length} in the config)`);
    return targets[0];
}
async function entryOf(p, io, fetched, registryRef) {
    const file = (0,args/* str */.gx)(p, 'server-json');
    if (file && registryRef === undefined) {
        const { server } = await (0,server_json/* loadServerJson */.wZ)((0,external_node_path_.resolve)(io.cwd, file), file);
        return { server, where: file };
    }
    const { name, version } = parseRegistryRef(registryRef ?? (0,args/* str */.gx)(p, 'registry') ?? '');
    const got = await fetchEntry((0,args/* str */.gx)(p, 'registry-url') ?? PUBLIC_REGISTRY, name, version);
    fetched.push(got.url);
    if ('missing' in got)
        return { refused: `${name}@${version}: the registry answered ${got.missing} at ${got.url}` };
    return { server: got.server, where: got.url, ...(got.status ? { status: got.status } : {}), ...(got.statusMessage ? { statusMessage: got.statusMessage } : {}) };
}
/** The bundle: the file given (--bundle, a member's releaseBundle), else read from the location the entry's pointer gives. */
async function bundleOf(io, entry, fetched, file, option = '--bundle') {
    if (file)
        return { text: await readText(file, option, io), where: file };
    const location = entry.server.pointer?.bundle.location;
    if (!location || !/^https?:\/\//.test(location))
        return undefined;
    const r = await fetchJson(location, { follow: true });
    fetched.push(location);
    return r.body === undefined ? undefined : { text: `${JSON.stringify(r.body, null, 2)}\n`, where: location };
}
const MARK = { pass: 'ok  ', fail: 'FAIL', skip: 'skip' };
function renderReleaseVerification(v) {
    const lines = [];
    for (const c of v.checks) {
        lines.push(`[${MARK[c.verdict]}] ${c.id}: ${(0,render_text/* cleanTerminal */.m)((0,secrets/* withoutUrlCredentials */.el)(c.line), 400)}`);
        if (c.verdict === 'pass')
            lines.push(`       proves: ${c.proves}; does not prove: ${c.notProves}`);
    }
    for (const e of v.comparison?.entries ?? [])
        if (e.status !== 'signed')
            lines.push(`  HELD  ${(0,render_text/* cleanTerminal */.m)(matchLine(e), 300)}`);
    if (v.fetched.length > 0)
        lines.push(`fetched: ${v.fetched.map((u) => (0,render_text/* cleanTerminal */.m)((0,secrets/* withoutUrlCredentials */.el)(u), 200)).join(', ')}`);
    return `${lines.join('\n')}\n`;
}
/** The five checks against `target`, as the command and the guard run them. */
async function runChecks(p, io, target, quiet, registryRef, bundleFile) {
    const fetched = [];
    let result;
    try {
        const entry = await entryOf(p, io, fetched, registryRef);
        if ('refused' in entry) {
            result = { checks: [{ id: 'registry', verdict: 'fail', line: entry.refused, proves: '', notProves: '' }], exit: 6, fetched };
        }
        else {
            const local = (0,server/* serverIdentity */.u)({ name: target.name, server: target.server, baseDir: target.baseDir, env: io.env });
            const npmRegistry = (0,args/* str */.gx)(p, 'npm-registry');
            const pypiRegistry = (0,args/* str */.gx)(p, 'pypi-registry');
            const artifactFile = (0,args/* str */.gx)(p, 'artifact');
            const bundle = await bundleOf(io, entry, fetched, bundleFile ?? (0,args/* str */.gx)(p, 'bundle'), bundleFile !== undefined ? 'releaseBundle' : '--bundle');
            result = await verifyRelease({
                entry,
                ...(bundle ? { bundle } : {}),
                trust: await trustOf(p, io),
                policy: signerPolicy(p),
                ...(npmRegistry ? { npmRegistry } : {}),
                ...(pypiRegistry ? { pypiRegistry } : {}),
                ...(artifactFile ? { artifactFile: (0,external_node_path_.resolve)(io.cwd, artifactFile) } : {}),
                ...((0,args/* flag */.Jt)(p, 'fetch-artifact') ? { fetchArtifact: true } : {}),
                ...(local ? { local } : {}),
                ...(target.server.url ? { launchUrl: target.server.url } : {}),
                capture: () => (0,capture_target.captureTarget)(target, io, 'sdk', quiet),
            });
            result.fetched.unshift(...fetched.filter((u) => !result.fetched.includes(u)));
        }
    }
    catch (e) {
        if (!(e instanceof FetchError))
            throw e;
        result = { checks: [{ id: 'registry', verdict: 'fail', line: e.message, proves: '', notProves: '' }], exit: 6, fetched };
    }
    return result;
}
/**
 * The five checks for a guard's `registry:NAME@VERSION` (a single guard's --approved, or a gateway member's
 * "approved"): the signed baseline, or one line saying why the release did not verify. Each check's outcome is logged.
 * `bundleFile` is a gateway member's own "releaseBundle" (absolute), in place of --bundle.
 */
async function verifiedBaseline(p, io, target, ref, log, bundleFile) {
    const result = await runChecks(p, io, target, true, ref, bundleFile);
    for (const line of renderReleaseVerification(result).trimEnd().split('\n'))
        log(line);
    if (result.exit === 6 || !result.live || !result.comparison || !result.signer || !result.statementDigest) {
        const failed = result.checks.find((c) => c.verdict === 'fail');
        return { refused: `registry:${ref}: the signed release did not verify: ${failed ? `${failed.id}: ${failed.line}` : 'no live surface'}` };
    }
    const registry = (0,args/* str */.gx)(p, 'registry-url') ?? PUBLIC_REGISTRY;
    const source = { kind: 'signed-release', registry, release: ref, signer: result.signer, statementDigest: result.statementDigest, verifiedAt: io.now().toISOString() };
    const newer = await newerRelease(p, io, ref, log);
    return { approved: signedApprovals(result.live, result.comparison), source: newer ? { ...source, newer } : source };
}
/**
 * `guard --approved registry:NAME@VERSION`: approvals are exactly the signed definitions the live server serves. A
 * release that does not verify starts no guard; a changed capability is held and named.
 */
async function registryApprovals(p, io, target, ref, log, bundleFile) {
    const got = await verifiedBaseline(p, io, target, ref, log, bundleFile);
    if ('refused' in got)
        throw new errors/* ContractError */.Vl(got.refused, errors/* EXIT */.dc.untrusted);
    return got;
}
/**
 * Item 5 of issue 54: the registry's latest version of the same name (asked of the configured registry only), when it
 * is newer than the one served and its statement verifies, is news for the guard's log and status. Never an approval:
 * its code is not installed and its surface not compared. A lookup that fails is one line and changes nothing.
 */
async function newerRelease(p, io, ref, log) {
    const { name, version } = parseRegistryRef(ref);
    const base = (0,args/* str */.gx)(p, 'registry-url') ?? PUBLIC_REGISTRY;
    try {
        const latest = await fetchEntry(base, name, 'latest');
        if ('missing' in latest) {
            log(`newer release: the registry answered ${latest.missing} for the latest version of ${name} at ${(0,render_text/* cleanTerminal */.m)(latest.url, 200)}`);
            return undefined;
        }
        const shown = (0,render_text/* cleanTerminal */.m)(latest.server.version, 60);
        if (latest.server.name !== name) {
            log(`newer release: ${(0,render_text/* cleanTerminal */.m)(latest.url, 200)} answered for ${(0,render_text/* cleanTerminal */.m)(latest.server.name, 100)}, not ${name}; ignored`);
            return undefined;
        }
        if (!(0,identity/* satisfies */.ib)(latest.server.version, `>${version}`))
            return undefined;
        const fetched = [latest.url];
        const entry = { server: latest.server, where: latest.url, ...(latest.status ? { status: latest.status } : {}), ...(latest.statusMessage ? { statusMessage: latest.statusMessage } : {}) };
        const bundle = await bundleOf(io, entry, fetched, undefined);
        const v = verifyListedStatement({ entry, ...(bundle ? { bundle } : {}), trust: await trustOf(p, io), policy: signerPolicy(p) });
        if (!v.ok) {
            log(`newer release: ${name}@${shown} is listed, but its statement did not verify: ${(0,render_text/* cleanTerminal */.m)(v.reason, 300)}; nothing changes`);
            return undefined;
        }
        log(`newer release: ${name}@${shown} is listed and its statement verified (signed by ${(0,render_text/* cleanTerminal */.m)(v.signer, 200)}); this guard serves ${version} and approves nothing of ${shown} by itself (fetched: ${fetched.map((u) => (0,render_text/* cleanTerminal */.m)((0,secrets/* withoutUrlCredentials */.el)(u), 200)).join(', ')})`);
        return { version: latest.server.version, signer: v.signer, statementDigest: v.statementDigest, checkedAt: io.now().toISOString() };
    }
    catch (e) {
        if (!(e instanceof FetchError) && !(e instanceof errors/* UsageError */.eb))
            throw e;
        log(`newer release: not checked: ${(0,render_text/* cleanTerminal */.m)(e.message, 300)}`);
        return undefined;
    }
}
function signerPolicy(p) {
    const workflow = (0,args/* str */.gx)(p, 'signer-workflow');
    const ref = (0,args/* str */.gx)(p, 'signer-ref');
    return { ...(workflow ? { workflow } : {}), ...(ref ? { ref } : {}), ...((0,args/* flag */.Jt)(p, 'require-provenance') ? { requireProvenance: true } : {}) };
}
async function verifyReleaseCommand(p, io) {
    const target = await launchTarget(p, io);
    const result = await runChecks(p, io, target, p.format !== 'text');
    if (p.format === 'json')
        io.stdout(`${(0,secrets/* withoutUrlCredentials */.el)(JSON.stringify({ ok: result.exit === 0, checks: result.checks, held: result.comparison?.entries.filter((e) => e.status !== 'signed') ?? [], fetched: result.fetched }, null, 2))}\n`);
    else
        io.stdout(renderReleaseVerification(result));
    return result.exit === 0 ? errors/* EXIT */.dc.ok : result.exit === 1 ? errors/* EXIT */.dc.drift : errors/* EXIT */.dc.untrusted;
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
