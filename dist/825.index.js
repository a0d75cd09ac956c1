export const id = 825;
export const ids = [825];
export const modules = {

/***/ 35825:
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
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js
var github = __webpack_require__(61351);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/@sigstore/core/dist/index.js
var dist = __webpack_require__(83917);
// EXTERNAL MODULE: ./src/core/attest/predicate.ts
var attest_predicate = __webpack_require__(64632);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/registry/pointer.ts
var pointer = __webpack_require__(47178);
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

// EXTERNAL MODULE: ./src/attest/subject.ts
var subject = __webpack_require__(53373);
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
    const predicate = (0,attest_predicate/* buildPredicate */.cf)({ snapshot: input.snapshot, name: input.name, version: input.version, ...(input.surfaces ? { surfaces: input.surfaces } : {}), ...(input.deprecations ? { deprecations: input.deprecations } : {}) });
    const statement = (0,attest_predicate/* buildStatement */.Y5)([await (0,subject/* subjectOf */.et)(input.artifact, predicate.surface.digest)], predicate);
    const bundle = await signStatement(statement, input.method);
    const bundleText = `${JSON.stringify(bundle, null, 2)}\n`;
    const bundleDigest = sha256Of(bundleText);
    const statementDigest = sha256Of(statementBytes(statement));
    return { statement, bundle, bundleText, bundleDigest, statementDigest, pointer: (0,pointer/* pointerOf */.rq)(statement, statementDigest, bundleDigest, signerOf(bundle), input.bundleLocation) };
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

// EXTERNAL MODULE: ./src/github/octokit.ts
var github_octokit = __webpack_require__(6702);
;// CONCATENATED MODULE: ./src/github/release-assets.ts
// The GitHub release a signed surface belongs to, and its assets: the Sigstore bundle is uploaded to the release's own
// upload URL (uploads.github.com, or a GHES host's /api/uploads), never to a URL built here.

function obj(v) {
    return typeof v === 'object' && v !== null ? v : {};
}
/** The release a `release` event is about, from its payload. */
function releaseOfPayload(payload) {
    const r = obj(payload.release);
    if (typeof r.id !== 'number' || typeof r.tag_name !== 'string' || typeof r.upload_url !== 'string')
        return undefined;
    return { id: r.id, tag: r.tag_name, uploadUrl: r.upload_url };
}
/** The published or draft release of a tag, or undefined when the tag has none (404). */
async function releaseOfTag(octokit, owner, repo, tag) {
    try {
        const { data } = await octokit.rest.repos.getReleaseByTag({ owner, repo, tag });
        return { id: data.id, tag: data.tag_name, uploadUrl: data.upload_url };
    }
    catch (e) {
        if ((0,github_octokit/* httpStatus */.n)(e) === 404)
            return undefined;
        throw e;
    }
}
async function uploadAsset(octokit, release, name, text) {
    const { data } = await octokit.request(`POST ${release.uploadUrl}`, {
        name,
        data: text,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text, 'utf8') },
    });
    const a = obj(data);
    if (typeof a.id !== 'number' || typeof a.browser_download_url !== 'string')
        throw new Error('GitHub answered the upload without an asset id and download URL');
    return { id: a.id, name, url: a.browser_download_url };
}
/** Removes assets this run uploaded, so a refused later upload leaves the release as it was. Best effort. */
async function removeAssets(octokit, owner, repo, assets) {
    const left = [];
    for (const a of assets) {
        try {
            await octokit.rest.repos.deleteReleaseAsset({ owner, repo, asset_id: a.id });
        }
        catch (e) {
            left.push(`${a.name} (${(0,github_octokit/* httpMessage */.C)(e).split('\n')[0].slice(0, 120)})`);
        }
    }
    return left;
}

// EXTERNAL MODULE: ./src/registry/server-json.ts
var server_json = __webpack_require__(20835);
// EXTERNAL MODULE: ./src/render/escape.ts
var render_escape = __webpack_require__(57789);
// EXTERNAL MODULE: ./src/storage/release-base.ts
var release_base = __webpack_require__(19444);
// EXTERNAL MODULE: ./src/storage/snapshot-file.ts + 1 modules
var snapshot_file = __webpack_require__(78560);
// EXTERNAL MODULE: ./src/action/log.ts
var log = __webpack_require__(58592);
// EXTERNAL MODULE: ./src/action/release-asset-error.ts
var release_asset_error = __webpack_require__(52593);
// EXTERNAL MODULE: ./src/action/secrets.ts
var secrets = __webpack_require__(87911);
;// CONCATENATED MODULE: ./src/action/attest-release.ts
// mode release with `attest: true`: after the gate passes, sign each judged surface keyless through the job's OIDC
// token, attach the bundle to the GitHub release the run is for, then write it beside its snapshot and, with
// `server-json`, point the registry entry at the attached copy. A refused release is never signed. The steps run in
// phases (sign all, attach all, write all) so a refused upload leaves no file, pointer or changelog line behind.















function servedVersion(s) {
    for (const surface of Object.values(s.surfaces))
        if (typeof surface.server?.serverInfo.version === 'string')
            return surface.server.serverInfo.version;
    return undefined;
}
/** The GitHub release this run is for: the `release` event's, else the pushed tag's; a run for neither attaches nothing. */
async function releaseTarget(ctx) {
    const fromEvent = ctx.event.name === 'release' ? releaseOfPayload(ctx.event.payload) : undefined;
    const tag = /^refs\/tags\/(.+)$/.exec(ctx.env.GITHUB_REF ?? '')?.[1];
    if (!fromEvent && !tag)
        return { note: `not attached to a release: this run is for a ${ctx.event.name || 'non-release'} event, not a release or a tag` };
    if (!ctx.inputs.token)
        throw new release_asset_error/* ReleaseAssetError */.s(`input "github-token" is empty: the signed bundle cannot be attached to release ${fromEvent?.tag ?? tag}; nothing was written`);
    const octokit = (0,github/* getOctokit */.Q)(ctx.inputs.token, ctx.env.GITHUB_API_URL ? { baseUrl: ctx.env.GITHUB_API_URL } : {});
    if (fromEvent)
        return { octokit, release: fromEvent };
    let release;
    try {
        release = await releaseOfTag(octokit, ctx.event.owner, ctx.event.repo, tag ?? '');
    }
    catch (e) {
        throw new release_asset_error/* ReleaseAssetError */.s(`could not read the release of tag ${tag}: GitHub answered ${(0,github_octokit/* httpMessage */.C)(e).split('\n')[0].slice(0, 200)}; nothing was written`);
    }
    return release ? { octokit, release } : { note: `not attached to a release: tag ${tag} has no GitHub release` };
}
/** Uploads every bundle or none: an upload GitHub refuses removes the ones this run already attached. */
async function attachAll(ctx, target, signed) {
    const done = [];
    for (const s of signed) {
        const name = (0,external_node_path_.basename)(s.bundlePath);
        try {
            s.asset = await uploadAsset(target.octokit, target.release, name, s.attested.bundleText);
            done.push(s.asset);
        }
        catch (e) {
            const left = await removeAssets(target.octokit, ctx.event.owner, ctx.event.repo, done);
            const residue = left.length > 0 ? `; could not remove the assets already attached: ${left.join(', ')}` : '';
            const why = (0,github_octokit/* httpMessage */.C)(e).split('\n')[0].slice(0, 200);
            throw new release_asset_error/* ReleaseAssetError */.s(`could not attach ${name} to release ${target.release.tag}: GitHub answered ${why} (the job needs permissions contents: write); no bundle, pointer or changelog line was written${residue}`);
        }
    }
}
/** Each bundle beside its snapshot and the pointer into server.json, naming the attached copy when there is one. */
async function writeSigned(signed, sj, shownPath) {
    for (const s of signed) {
        await (0,snapshot_file/* writeFileAtomic */.Zf)(s.bundlePath, s.attested.bundleText);
        // The pointer names the attached copy, so a consumer can fetch the bundle the entry points to.
        const pointer = s.asset ? { ...s.attested.pointer, bundle: { ...s.attested.pointer.bundle, location: s.asset.url } } : s.attested.pointer;
        if (sj)
            await (0,snapshot_file/* writeFileAtomic */.Zf)(sj.path, `${JSON.stringify((0,server_json/* withPointer */.Uw)(sj.doc, pointer, shownPath), null, 2)}\n`);
    }
}
async function attestSection(ctx, loaded, targets, refused, heads, deprecations) {
    if (refused)
        return '\ud83d\udd0f Not signed: the release gate refused this release.\n';
    if (!ctx.env.ACTIONS_ID_TOKEN_REQUEST_URL)
        throw new errors/* UsageError */.eb('input "attest": the job has no OIDC token: give it permissions id-token: write');
    const { inputs } = ctx;
    const sj = inputs.serverJson ? { path: (0,external_node_path_.resolve)(ctx.wd, inputs.serverJson), ...(await (0,server_json/* loadServerJson */.wZ)((0,external_node_path_.resolve)(ctx.wd, inputs.serverJson), inputs.serverJson)) } : undefined;
    if (sj && targets.length !== 1)
        throw new errors/* UsageError */.eb(`input "server-json": one server.json describes one server; choose it with input "server" (${targets.length} selected)`);
    // Where the bundles go is settled before anything is signed: a run that cannot attach them signs nothing.
    const release = await releaseTarget(ctx);
    const signed = [];
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
        signed.push({ target: t, attested, bundlePath: (0,external_node_path_.join)((0,external_node_path_.dirname)(t.snapshotPath), `${(0,external_node_path_.basename)(t.snapshotPath, '.json')}.sigstore.json`) });
    }
    if ('release' in release)
        await attachAll(ctx, release, signed);
    try {
        await writeSigned(signed, sj, inputs.serverJson);
    }
    catch (e) {
        // Nothing records the attached assets now: remove them, so a re-run is not refused with 422 already_exists.
        if ('release' in release) {
            const left = await removeAssets(release.octokit, ctx.event.owner, ctx.event.repo, signed.flatMap((s) => (s.asset ? [s.asset] : [])));
            if (left.length > 0)
                core/* warning */.$e((0,log/* commandData */.wq)(`could not remove the assets attached to release ${release.release.tag} after the write failed: ${left.join(', ')}`));
        }
        throw e;
    }
    const lines = [];
    for (const s of signed) {
        const { attested, target: t } = s;
        core/* notice */.lm((0,log/* commandData */.wq)(`${t.name}: signed surface ${attested.statement.predicate.surface.digest}, bundle ${attested.bundleDigest}${s.asset ? `, attached as ${s.asset.url}` : ''}`));
        const where = s.asset && 'release' in release ? `attached to release ${(0,render_escape/* codeSpan */.SS)(release.release.tag, 100)} as ${(0,render_escape/* codeSpan */.SS)(s.asset.url, 300)}` : 'note' in release ? release.note : '';
        lines.push(`\ud83d\udd0f Signed the surface of \`${t.name}\`: \`${attested.statement.predicate.surface.digest}\`, statement \`${attested.statementDigest}\`, bundle \`${(0,external_node_path_.join)((0,external_node_path_.dirname)(t.repoPath), (0,external_node_path_.basename)(s.bundlePath))}\` (sha256 \`${attested.bundleDigest}\`), ${where}${sj ? `; \`${inputs.serverJson}\` points to it` : ''}.\n`);
    }
    return lines.join('');
}


/***/ })

};
