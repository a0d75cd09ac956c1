import type { ChangeKind, Reading, RuleDef } from './rule-def.js';
declare const ROWS: readonly [{
    readonly id: "capability-added";
    readonly type: "added";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The {kind} `{name}` was added.";
    readonly hint: "Nothing breaks for existing callers; read its description and annotations before models start using it.";
    readonly why: "A new capability breaks no existing caller.";
    readonly tags: {
        readonly subject: "capability";
        readonly aspect: "existence";
        readonly direction: "added";
    };
}, {
    readonly id: "capability-added-risky-text";
    readonly type: "added";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The {kind} `{name}` was added; its text at `{pointer}` {what}.";
    readonly hint: "Read the new text before models see it: descriptions steer the model (exfiltration, hidden instructions, tool shadowing). If it is fine, sign off.";
    readonly why: "A new capability breaks no caller, but its description is read by the model from day one; poisoned text arrives this way as easily as in a changed description.";
    readonly tags: {
        readonly subject: "capability";
        readonly aspect: "existence";
        readonly direction: "added";
    };
}, {
    readonly id: "risky-text-added";
    readonly type: "description";
    readonly severity: "review";
    readonly kinds: readonly [...ChangeKind[], "server"];
    readonly reads: readonly Reading[];
    readonly message: "The {kind} `{name}` gained text at `{pointer}` that {what}.";
    readonly hint: "Read the new text before models see it: an edit to an existing capability (a description, a new property or argument, an enum value) is where poisoned instructions arrive unnoticed. If it is fine, sign off.";
    readonly why: "New wording that reads like tool poisoning (exfiltration, hidden instructions, tool shadowing, harvesting the conversation) must not look like a typo fix; a routine rewrite around text that was already there is not flagged.";
    readonly tags: {
        readonly subject: "description";
        readonly aspect: "risk";
        readonly direction: "added";
    };
    readonly waivers: {
        readonly mirror: "removing such text takes a risk away; the edit itself is still reported as description-changed or its schema rule";
    };
}, {
    readonly id: "text-data-movement-added";
    readonly type: "description";
    readonly severity: "review";
    readonly kinds: readonly [...ChangeKind[], "server"];
    readonly reads: readonly Reading[];
    readonly message: "The {kind} `{name}` gained text at `{pointer}` telling the model to take {source} and put it into {sink}: \"{quote}\".";
    readonly hint: "Read the sentence as an order to the model: it moves data the user never chose to share ({source}) to {sink}. Remove it unless the tool truly needs that data from the model; if it does, sign off.";
    readonly why: "An instruction that has the model gather private data (the conversation, the environment, credentials, files, memory, other tools' output) and hand it to this tool, a URL, a public post or the reply moves data without an address or an alarming word; it is read as an order (a verb of gathering, a data noun, a verb of placing toward a sink), wherever a model reads it: descriptions, titles, argument and property texts, output schemas, annotation titles and the server instructions.";
    readonly tags: {
        readonly subject: "description";
        readonly aspect: "risk";
        readonly direction: "added";
    };
    readonly waivers: {
        readonly mirror: "removing such an instruction takes a risk away; the edit itself is still reported as description-changed, server-instructions-changed or its schema rule";
    };
}, {
    readonly id: "capability-impersonates";
    readonly type: "added";
    readonly severity: "breaking";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The {kind} `{name}` was added, drawn like `{target}` but not it: {codepoints}.";
    readonly hint: "A name that looks like another is how one capability takes another's calls and approvals; it is never a rename. Serve it under a plain name, or remove it.";
    readonly why: "A letter from another script, an invisible character or a bidi override makes a name a reviewer and a model read as another; approvals and allow rules that match by what they see would go to it.";
    readonly tags: {
        readonly subject: "capability";
        readonly aspect: "name";
        readonly direction: "added";
    };
    readonly waivers: {
        readonly mirror: "a look-alike removed takes a risk away: it is reported as capability-removed";
    };
}, {
    readonly id: "resource-template-expansion-widened";
    readonly type: "exposure";
    readonly severity: "review";
    readonly kinds: readonly ["resourceTemplate"];
    readonly reads: readonly Reading[];
    readonly message: "The resource template `{name}` became `{to}`: {variables} now use reserved expansion, so values may carry `/`, `?`, `#` and `..`.";
    readonly hint: "Reserved expansion lets a value reach paths the plain template could not; check what the server resolves for `..` and absolute paths, or keep the plain form.";
    readonly why: "The template still matches every URI it did, so nothing breaks, but it now matches more (other directories, other hosts' paths): an exposure change, never a rename.";
    readonly tags: {
        readonly subject: "capability";
        readonly aspect: "exposure";
        readonly direction: "changed";
    };
}, {
    readonly id: "capability-removed";
    readonly type: "removed";
    readonly severity: "breaking";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The {kind} `{name}` was removed.";
    readonly hint: "Keep serving it (or a deprecated alias) until callers have moved; if it lives on under another name, declare that in `renames`.";
    readonly why: "Every caller and saved prompt that uses it fails.";
    readonly tags: {
        readonly subject: "capability";
        readonly aspect: "existence";
        readonly direction: "removed";
    };
}, {
    readonly id: "capability-removed-kind-unsupported";
    readonly type: "removed";
    readonly severity: "breaking";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The {kind} `{name}` was removed because the server no longer supports `{method}`.";
    readonly hint: "Restore the `{capability}` server capability, or announce the removal of every {kind} it served.";
    readonly why: "A kind that is no longer advertised takes every capability of that kind with it.";
    readonly tags: {
        readonly subject: "capability";
        readonly aspect: "existence";
        readonly direction: "removed";
    };
}, {
    readonly id: "capability-deprecated";
    readonly type: "description";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The {kind} `{name}` was deprecated in its own {where}{replacement}.";
    readonly hint: "Nothing breaks yet. Record it in the config so the release gate dates the deprecation and gates the removal: `{suggestion}`.";
    readonly why: "A deprecation stated on the wire (`DEPRECATED: use x`, `[Deprecated]`, `(deprecated: use x)` in a description or title, read by default; policy.deprecatedDescriptionMarker adds a house style) is the notice callers get; it breaks no one, and recording it starts the window the release gate enforces.";
    readonly tags: {
        readonly subject: "capability";
        readonly aspect: "deprecation";
        readonly direction: "added";
    };
    readonly waivers: {
        readonly mirror: "a marker taken back is a description edit, reported as description-changed";
    };
}, {
    readonly id: "capability-renamed";
    readonly type: "renamed";
    readonly severity: "breaking";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The {kind} `{from}` was renamed to `{to}`.";
    readonly hint: "Keep serving `{from}` as a deprecated alias (set `alias` or `aliasUntil` on its `renames` entry) so existing callers keep working.";
    readonly why: "Callers that use the old name fail, even though the capability lives on.";
    readonly tags: {
        readonly subject: "capability";
        readonly aspect: "name";
        readonly direction: "changed";
    };
}, {
    readonly id: "capability-renamed-with-alias";
    readonly type: "renamed";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The {kind} `{from}` was renamed to `{to}` and the old name is still served.";
    readonly hint: "Remove `{from}` only after its deprecation window; that removal is gated on its own.";
    readonly why: "Callers that use the old name keep working; dropping the alias later is flagged as a removal.";
    readonly tags: {
        readonly subject: "capability";
        readonly aspect: "alias";
        readonly direction: "changed";
    };
}, {
    readonly id: "capabilities-merged";
    readonly type: "merged";
    readonly severity: "breaking";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The {kind}s {from} were merged into `{to}`.";
    readonly hint: "Callers of the old {kind}s must move to `{to}`; keep the old names as deprecated aliases until they have.";
    readonly why: "Callers of every merged name fail, and the new one usually takes different arguments.";
    readonly tags: {
        readonly subject: "capability";
        readonly aspect: "name";
        readonly direction: "narrowed";
    };
}, {
    readonly id: "capabilities-merged-with-alias";
    readonly type: "merged";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The {kind}s {from} were merged into `{to}` and the old names are still served.";
    readonly hint: "Remove the old names only after their deprecation window; that removal is gated on its own.";
    readonly why: "Callers that use the old names keep working.";
    readonly tags: {
        readonly subject: "capability";
        readonly aspect: "alias";
        readonly direction: "narrowed";
    };
}, {
    readonly id: "capability-split";
    readonly type: "split";
    readonly severity: "breaking";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The {kind} `{from}` was split into {to}.";
    readonly hint: "Callers of `{from}` must choose among the new {kind}s; keep `{from}` as a deprecated alias until they have.";
    readonly why: "Callers of the old name fail.";
    readonly tags: {
        readonly subject: "capability";
        readonly aspect: "name";
        readonly direction: "widened";
    };
}, {
    readonly id: "capability-split-with-alias";
    readonly type: "split";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The {kind} `{from}` was split into {to} and the old name is still served.";
    readonly hint: "Remove `{from}` only after its deprecation window; that removal is gated on its own.";
    readonly why: "Callers that use the old name keep working.";
    readonly tags: {
        readonly subject: "capability";
        readonly aspect: "alias";
        readonly direction: "widened";
    };
}, {
    readonly id: "rename-target-missing";
    readonly type: "config";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Declared renames not in effect yet ({count}): the old names are still served and the new ones are not: {renames}.";
    readonly hint: "Nothing breaks while the old names are served; the renames apply once the server switches. Remove an entry from `renames` if it is stale.";
    readonly why: "A rename map committed ahead of the switch breaks no caller while the old names are served; said once per diff, it stays visible without adding a row per entry to every pull request.";
    readonly tags: {
        readonly subject: "config";
        readonly aspect: "rename-target";
        readonly direction: "added";
    };
    readonly waivers: {
        readonly mirror: "a check of the config against the head snapshot, not a change between snapshots";
    };
}, {
    readonly id: "snapshot-origin-changed";
    readonly type: "config";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The snapshot server name changed from `{before}` to `{after}`.";
    readonly hint: "Digests are bound to their server, so earlier sign-offs do not carry over; check that the right server was captured.";
    readonly why: "Comparing two different servers by mistake would pass silently otherwise.";
    readonly tags: {
        readonly subject: "snapshot";
        readonly aspect: "origin";
        readonly direction: "changed";
    };
}, {
    readonly id: "config-gate-changed";
    readonly type: "config";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The pull request changed `{key}` in the config `{path}`.";
    readonly hint: "This gate runs with the base branch config; the edit takes effect once merged, so sign it off like any other change.";
    readonly why: "Editing renames, severities, ignores, deprecations or policy changes what the gate lets through.";
    readonly tags: {
        readonly subject: "config";
        readonly aspect: "gate";
        readonly direction: "changed";
    };
}, {
    readonly id: "capability-exposure-narrowed";
    readonly type: "exposure";
    readonly severity: "breaking";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The {kind} `{name}` is no longer offered on surface `{surface}`; it is still offered on {surfaces}.";
    readonly hint: "Users of surface `{surface}` lose it: restore it there, or tell them to switch to {surfaces}.";
    readonly why: "Clients configured for this surface can no longer call it, even though the server still has it.";
    readonly tags: {
        readonly subject: "capability";
        readonly aspect: "exposure";
        readonly direction: "narrowed";
    };
}, {
    readonly id: "capability-exposure-widened";
    readonly type: "exposure";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The {kind} `{name}` is now also offered on surface `{surface}`.";
    readonly hint: "Nothing breaks; users of `{surface}` gain it.";
    readonly why: "Offering an existing capability to more clients breaks none.";
    readonly tags: {
        readonly subject: "capability";
        readonly aspect: "exposure";
        readonly direction: "widened";
    };
}, {
    readonly id: "capability-duplicated";
    readonly type: "exposure";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The {kind} `{name}` is listed {count} times on surface `{surface}` (before: {before}).";
    readonly hint: "Clients disagree on which copy they use, so every copy is compared; read each one, and serve the name once.";
    readonly why: "A second copy under the same name is a second definition a client may pick; one copy can be harmless while the other is not.";
    readonly tags: {
        readonly subject: "capability";
        readonly aspect: "duplication";
        readonly direction: "added";
    };
}, {
    readonly id: "capability-duplicate-removed";
    readonly type: "exposure";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The {kind} `{name}` is listed {count} time(s) on surface `{surface}` (before: {before}).";
    readonly hint: "Nothing breaks for callers of the name; any change in the remaining copy is reported on its own.";
    readonly why: "Fewer copies of one name leave clients less to disagree about.";
    readonly tags: {
        readonly subject: "capability";
        readonly aspect: "duplication";
        readonly direction: "removed";
    };
}, {
    readonly id: "surface-removed";
    readonly type: "observation";
    readonly severity: "breaking";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The surface `{surface}` was removed from the snapshot.";
    readonly hint: "Clients that used this configuration are no longer checked; restore it in the config or confirm it is gone.";
    readonly why: "Everything the surface offered is no longer guaranteed to anyone.";
    readonly tags: {
        readonly subject: "surface";
        readonly aspect: "existence";
        readonly direction: "removed";
    };
}, {
    readonly id: "surface-added";
    readonly type: "observation";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The surface `{surface}` was added to the snapshot.";
    readonly hint: "Nothing breaks; its capabilities are now part of the contract.";
    readonly why: "Checking one more configuration breaks no caller.";
    readonly tags: {
        readonly subject: "surface";
        readonly aspect: "existence";
        readonly direction: "added";
    };
}, {
    readonly id: "observation-failed";
    readonly type: "observation";
    readonly severity: "breaking";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Listing {kind}s on surface `{surface}` failed ({error}).";
    readonly hint: "Fix the server or the capture; nothing of this kind can be checked while `{method}` fails, so no removals are reported.";
    readonly why: "The check cannot pass without knowing what is served.";
    readonly tags: {
        readonly subject: "listing";
        readonly aspect: "availability";
        readonly direction: "removed";
    };
}, {
    readonly id: "observation-recovered";
    readonly type: "observation";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Listing {kind}s on surface `{surface}` succeeded again after failing in the base snapshot ({count} listed).";
    readonly hint: "There is nothing to compare against, so every listed {kind} is new to the contract; review them as a whole.";
    readonly why: "Reporting each item as added would flood the review without telling anything useful.";
    readonly tags: {
        readonly subject: "listing";
        readonly aspect: "availability";
        readonly direction: "added";
    };
}, {
    readonly id: "observation-problem";
    readonly type: "observation";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The server sent a malformed {kind} on surface `{surface}` ({code}: {problem}).";
    readonly hint: "Fix the item in the server; clients may drop or misread it.";
    readonly why: "A malformed item is never dropped silently, but it is not a contract change either.";
    readonly tags: {
        readonly subject: "listing";
        readonly aspect: "problem";
        readonly direction: "added";
    };
    readonly waivers: {
        readonly mirror: "a problem that goes away needs no review";
    };
}, {
    readonly id: "tool-input-property-removed";
    readonly type: "contract";
    readonly severity: "breaking";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Input property `{property}` of tool `{name}` was removed.";
    readonly hint: "Callers that still send `{property}` may be rejected or silently ignored; keep accepting it until they have moved.";
    readonly why: "Callers built against the old schema send it.";
    readonly tags: {
        readonly subject: "schema-property";
        readonly aspect: "existence";
        readonly direction: "removed";
        readonly position: "input";
    };
}, {
    readonly id: "tool-input-property-added";
    readonly type: "contract";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Optional input property `{property}` was added to tool `{name}`.";
    readonly hint: "Nothing breaks; existing calls simply leave it out.";
    readonly why: "An optional property does not change any existing call.";
    readonly tags: {
        readonly subject: "schema-property";
        readonly aspect: "existence";
        readonly direction: "added";
        readonly position: "input";
    };
}, {
    readonly id: "tool-input-destination-added";
    readonly type: "contract";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Optional input property `{property}` was added to tool `{name}`, and {reason}.";
    readonly hint: "Read what the server does with `{property}`: a new place to send data (a URL, webhook, callback, email, recipient, host) is how a tool starts copying what it handles somewhere else. If the tool really only uses it as asked, sign off.";
    readonly why: "No existing call breaks, but an input that names a destination or a channel out lets the model, or text that steers it, route data off the machine; a schema edit carries it as easily as a description.";
    readonly tags: {
        readonly subject: "schema-property";
        readonly aspect: "existence";
        readonly direction: "added";
        readonly position: "input";
    };
}, {
    readonly id: "tool-input-required-property-added";
    readonly type: "contract";
    readonly severity: "breaking";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Required input property `{property}` was added to tool `{name}`.";
    readonly hint: "Make `{property}` optional with a default, or ship it as a new tool.";
    readonly why: "Every existing call lacks it and fails validation.";
    readonly tags: {
        readonly subject: "schema-property";
        readonly aspect: "existence";
        readonly direction: "added";
        readonly position: "input";
    };
}, {
    readonly id: "tool-input-property-made-required";
    readonly type: "contract";
    readonly severity: "breaking";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Input property `{property}` of tool `{name}` became required.";
    readonly hint: "Keep it optional with a default so calls that leave it out keep working.";
    readonly why: "Calls that left it out fail validation.";
    readonly tags: {
        readonly subject: "schema-property";
        readonly aspect: "required";
        readonly direction: "added";
        readonly position: "input";
    };
}, {
    readonly id: "tool-input-defaulted-property-made-required";
    readonly type: "contract";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Input property `{property}` of tool `{name}` is now listed as required, and it declares a default.";
    readonly hint: "Schema generators in \"output\" mode (zod 4 `toJSONSchema`, for one) list defaulted properties as required; if the server really rejects calls that leave `{property}` out, set this rule to breaking in `severity`.";
    readonly why: "A property with a `default` is filled in when a call leaves it out; listing it in `required` is how some generators describe the value after defaults, not a new demand on callers. Re-level it when your server validates strictly.";
    readonly tags: {
        readonly subject: "schema-property";
        readonly aspect: "required";
        readonly direction: "added";
        readonly position: "input";
    };
}, {
    readonly id: "tool-input-property-made-optional";
    readonly type: "contract";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Input property `{property}` of tool `{name}` became optional.";
    readonly hint: "Nothing breaks; existing calls still send it.";
    readonly why: "Every existing call still validates.";
    readonly tags: {
        readonly subject: "schema-property";
        readonly aspect: "required";
        readonly direction: "removed";
        readonly position: "input";
    };
}, {
    readonly id: "tool-input-type-narrowed";
    readonly type: "contract";
    readonly severity: "breaking";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Input `{property}` of tool `{name}` accepts fewer types: {before} became {after}.";
    readonly hint: "Keep accepting the old types, or ship the new shape under a new property.";
    readonly why: "Calls that send a value of a dropped type fail validation.";
    readonly tags: {
        readonly subject: "schema-node";
        readonly aspect: "type";
        readonly direction: "narrowed";
        readonly position: "input";
    };
}, {
    readonly id: "tool-input-type-widened";
    readonly type: "contract";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Input `{property}` of tool `{name}` accepts more types: {before} became {after}.";
    readonly hint: "Nothing breaks; every old value is still accepted.";
    readonly why: "Every existing call still validates.";
    readonly tags: {
        readonly subject: "schema-node";
        readonly aspect: "type";
        readonly direction: "widened";
        readonly position: "input";
    };
}, {
    readonly id: "tool-input-enum-value-removed";
    readonly type: "contract";
    readonly severity: "breaking";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Input `{property}` of tool `{name}` no longer accepts {values}.";
    readonly hint: "Keep accepting the old values (map them to the new ones) until callers have moved.";
    readonly why: "Calls that send a removed value fail validation.";
    readonly tags: {
        readonly subject: "schema-node";
        readonly aspect: "enum";
        readonly direction: "narrowed";
        readonly position: "input";
    };
}, {
    readonly id: "tool-input-enum-value-added";
    readonly type: "contract";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Input `{property}` of tool `{name}` now also accepts {values}.";
    readonly hint: "Nothing breaks; every old value is still accepted.";
    readonly why: "Every existing call still validates.";
    readonly tags: {
        readonly subject: "schema-node";
        readonly aspect: "enum";
        readonly direction: "widened";
        readonly position: "input";
    };
}, {
    readonly id: "tool-input-enum-value-added-risky";
    readonly type: "contract";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Input `{property}` of tool `{name}` now also accepts {values}, where {risky} names a privilege or a safeguard skipped.";
    readonly hint: "Check what the new value does: a mode that bypasses, overrides, forces, deletes everything, acts as admin, goes public or skips verification is a capability the model can now choose. If it is guarded on the server, sign off.";
    readonly why: "Every existing call still validates, but a value such as `bypass_branch_protection` or `skip_verification` widens what the tool will do on request, which no description edit announced.";
    readonly tags: {
        readonly subject: "schema-node";
        readonly aspect: "enum";
        readonly direction: "widened";
        readonly position: "input";
    };
}, {
    readonly id: "tool-input-enum-operation-added";
    readonly type: "contract";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Input `{property}` of tool `{name}` now also accepts {values}, where {value} is a {operation} operation (`{word}`).";
    readonly hint: "One new value is a new thing the tool does: check that the model may choose to {operation} here, and that the host asks before it does. If it is guarded on the server, sign off.";
    readonly why: "Every existing call still validates, but a value that deletes, overwrites, revokes, transfers or executes adds an operation through a single enum entry; values are read by what their words do (stems, with camel, snake and kebab parts split), and a past participle (`deleted`) is a state, not an operation.";
    readonly tags: {
        readonly subject: "schema-node";
        readonly aspect: "enum";
        readonly direction: "widened";
        readonly position: "input";
    };
}, {
    readonly id: "tool-input-safety-default-flipped";
    readonly type: "contract";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The default of input `{property}` of tool `{name}` ({guard}) moved from {before} to {after}: a call that leaves it out now gets the unsafe side.";
    readonly hint: "A caller who never set `{property}` relied on the old default; keep {safe} as the default or announce the change.";
    readonly why: "No call breaks, but a boolean that guards something (dry run, confirmation, overwrite, force, symlinks, recursion) switched off by default changes what every existing call does, without a word in any text.";
    readonly tags: {
        readonly subject: "schema-node";
        readonly aspect: "default";
        readonly direction: "changed";
        readonly position: "input";
    };
    readonly waivers: {
        readonly position: "on output a changed `default` is tool-schema-not-comparable";
    };
}, {
    readonly id: "tool-input-required-now-broad-default";
    readonly type: "contract";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Input `{property}` of tool `{name}` is no longer required and falls back to {fallback}, on a tool that writes ({writes}).";
    readonly hint: "A model that omits `{property}` now writes to {fallback}; make sure that is what callers expect, or keep it required.";
    readonly why: "No call breaks, but a write that had to name its target now has one chosen for it, and the fallback (the default branch, the root, everything) is broader than what callers named.";
    readonly tags: {
        readonly subject: "schema-node";
        readonly aspect: "default";
        readonly direction: "changed";
        readonly position: "input";
    };
    readonly waivers: {
        readonly position: "on output a changed `default` or `required` fills nothing the server writes (tool-schema-not-comparable, tool-output-required-removed)";
    };
}, {
    readonly id: "tool-input-constraint-tightened";
    readonly type: "contract";
    readonly severity: "breaking";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Input `{property}` of tool `{name}` got a tighter `{keyword}`: {before} became {after}.";
    readonly hint: "Keep the old limit, or check that no caller sends values the new limit rejects.";
    readonly why: "Values that used to be accepted are now rejected.";
    readonly tags: {
        readonly subject: "schema-node";
        readonly aspect: "constraint";
        readonly direction: "narrowed";
        readonly position: "input";
    };
}, {
    readonly id: "tool-input-constraint-loosened";
    readonly type: "contract";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Input `{property}` of tool `{name}` got a looser `{keyword}`: {before} became {after}.";
    readonly hint: "Nothing breaks; every old value is still accepted.";
    readonly why: "Every existing call still validates.";
    readonly tags: {
        readonly subject: "schema-node";
        readonly aspect: "constraint";
        readonly direction: "widened";
        readonly position: "input";
    };
}, {
    readonly id: "tool-input-additional-properties-closed";
    readonly type: "contract";
    readonly severity: "breaking";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Input `{property}` of tool `{name}` no longer accepts arbitrary extra properties: `additionalProperties` {before} became {after}.";
    readonly hint: "Keep `additionalProperties` open, or check that no caller sends undeclared properties.";
    readonly why: "Calls that send an undeclared property are now rejected.";
    readonly tags: {
        readonly subject: "schema-node";
        readonly aspect: "additional-properties";
        readonly direction: "narrowed";
        readonly position: "input";
    };
    readonly waivers: {
        readonly position: "on output a changed `additionalProperties` is a limit on what the server may return, reported as tool-output-constraint-tightened or -loosened";
    };
}, {
    readonly id: "tool-input-additional-properties-opened";
    readonly type: "contract";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Input `{property}` of tool `{name}` accepts more extra properties: `additionalProperties` {before} became {after}.";
    readonly hint: "Nothing breaks; every old call is still accepted.";
    readonly why: "Every existing call still validates.";
    readonly tags: {
        readonly subject: "schema-node";
        readonly aspect: "additional-properties";
        readonly direction: "widened";
        readonly position: "input";
    };
    readonly waivers: {
        readonly position: "on output a changed `additionalProperties` is a limit on what the server may return, reported as tool-output-constraint-tightened or -loosened";
    };
}, {
    readonly id: "tool-input-no-arguments-closed";
    readonly type: "contract";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Input `{property}` of tool `{name}` declares no properties and now refuses undeclared ones: `additionalProperties` {before} became {after}. A call that sends none is unaffected.";
    readonly hint: "Nothing to do unless a caller sends arguments this tool never declared; schema generators close or open such objects with each SDK release.";
    readonly why: "The schema never described a property here, so the only call it promised to accept (one without any) still validates.";
    readonly tags: {
        readonly subject: "schema-node";
        readonly aspect: "additional-properties";
        readonly direction: "narrowed";
        readonly position: "input";
    };
    readonly waivers: {
        readonly position: "on output a changed `additionalProperties` is a limit on what the server may return, reported as tool-output-constraint-tightened or -loosened";
    };
}, {
    readonly id: "tool-input-default-changed";
    readonly type: "contract";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The default of input `{property}` of tool `{name}` changed from {before} to {after}.";
    readonly hint: "Calls that leave `{property}` out now behave differently; confirm that is intended.";
    readonly why: "The schema still validates every call, but behaviour changes silently for calls relying on the default.";
    readonly tags: {
        readonly subject: "schema-node";
        readonly aspect: "default";
        readonly direction: "changed";
        readonly position: "input";
    };
    readonly waivers: {
        readonly position: "on output a changed `default` is tool-schema-not-comparable: a default fills nothing in a value the server writes, so what it means there is not decided";
    };
}, {
    readonly id: "tool-output-property-removed";
    readonly type: "contract";
    readonly severity: "breaking";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Output property `{property}` of tool `{name}` was removed.";
    readonly hint: "Keep returning `{property}` until consumers stop reading it.";
    readonly why: "Consumers that read it get nothing.";
    readonly tags: {
        readonly subject: "schema-property";
        readonly aspect: "existence";
        readonly direction: "removed";
        readonly position: "output";
    };
}, {
    readonly id: "tool-output-property-added";
    readonly type: "contract";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Output property `{property}` was added to tool `{name}`.";
    readonly hint: "Nothing breaks; consumers can start reading it.";
    readonly why: "Consumers ignore what they do not read.";
    readonly tags: {
        readonly subject: "schema-property";
        readonly aspect: "existence";
        readonly direction: "added";
        readonly position: "output";
    };
}, {
    readonly id: "tool-output-required-removed";
    readonly type: "contract";
    readonly severity: "breaking";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Output property `{property}` of tool `{name}` is no longer guaranteed (removed from `required`).";
    readonly hint: "Keep returning it always, or tell consumers to handle its absence.";
    readonly why: "Consumers that rely on it being present break when it is missing.";
    readonly tags: {
        readonly subject: "schema-property";
        readonly aspect: "required";
        readonly direction: "removed";
        readonly position: "output";
    };
}, {
    readonly id: "tool-output-required-added";
    readonly type: "contract";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Output property `{property}` of tool `{name}` is now always returned (added to `required`).";
    readonly hint: "Nothing breaks; consumers can rely on it.";
    readonly why: "A stronger guarantee breaks no consumer.";
    readonly tags: {
        readonly subject: "schema-property";
        readonly aspect: "required";
        readonly direction: "added";
        readonly position: "output";
    };
}, {
    readonly id: "tool-output-type-widened";
    readonly type: "contract";
    readonly severity: "breaking";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Output `{property}` of tool `{name}` may have more types: {before} became {after}.";
    readonly hint: "Keep returning the old types, or tell consumers to handle the new ones.";
    readonly why: "Consumers that expect the old types misread the new ones.";
    readonly tags: {
        readonly subject: "schema-node";
        readonly aspect: "type";
        readonly direction: "widened";
        readonly position: "output";
    };
}, {
    readonly id: "tool-output-type-narrowed";
    readonly type: "contract";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Output `{property}` of tool `{name}` has fewer possible types: {before} became {after}.";
    readonly hint: "Nothing breaks; every value is one consumers already handle.";
    readonly why: "Consumers already handle every remaining type.";
    readonly tags: {
        readonly subject: "schema-node";
        readonly aspect: "type";
        readonly direction: "narrowed";
        readonly position: "output";
    };
}, {
    readonly id: "tool-output-enum-widened";
    readonly type: "contract";
    readonly severity: "breaking";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Output `{property}` of tool `{name}` may now be {values}.";
    readonly hint: "Tell consumers about the new values before returning them.";
    readonly why: "Consumers that switch over the known values misread new ones.";
    readonly tags: {
        readonly subject: "schema-node";
        readonly aspect: "enum";
        readonly direction: "widened";
        readonly position: "output";
    };
}, {
    readonly id: "tool-output-enum-narrowed";
    readonly type: "contract";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Output `{property}` of tool `{name}` is no longer {values}.";
    readonly hint: "Nothing breaks; consumers still handle every remaining value.";
    readonly why: "Consumers already handle every remaining value.";
    readonly tags: {
        readonly subject: "schema-node";
        readonly aspect: "enum";
        readonly direction: "narrowed";
        readonly position: "output";
    };
}, {
    readonly id: "tool-output-constraint-loosened";
    readonly type: "contract";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Output `{property}` of tool `{name}` got a looser `{keyword}`: {before} became {after}.";
    readonly hint: "Consumers that rely on the old limit may misread values outside it; confirm none do.";
    readonly why: "Few consumers depend on output limits, but some do; a person should decide.";
    readonly tags: {
        readonly subject: "schema-node";
        readonly aspect: "constraint";
        readonly direction: "widened";
        readonly position: "output";
    };
}, {
    readonly id: "tool-output-constraint-tightened";
    readonly type: "contract";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Output `{property}` of tool `{name}` got a tighter `{keyword}`: {before} became {after}.";
    readonly hint: "Nothing breaks; every returned value was already valid before.";
    readonly why: "Consumers already handle every value within the tighter limit.";
    readonly tags: {
        readonly subject: "schema-node";
        readonly aspect: "constraint";
        readonly direction: "narrowed";
        readonly position: "output";
    };
}, {
    readonly id: "tool-output-schema-removed";
    readonly type: "contract";
    readonly severity: "breaking";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Tool `{name}` no longer declares an output schema.";
    readonly hint: "Keep the output schema; clients that validate or parse structured output depend on it.";
    readonly why: "Consumers of structured output lose every guarantee at once.";
    readonly tags: {
        readonly subject: "schema";
        readonly aspect: "existence";
        readonly direction: "removed";
        readonly position: "output";
    };
    readonly waivers: {
        readonly position: "MCP requires an inputSchema on every tool and one sent without it is compared as `{}` (accepts anything), so losing or gaining it shows as the schema rules of what the tool accepts";
    };
}, {
    readonly id: "tool-output-schema-added";
    readonly type: "contract";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Tool `{name}` now declares an output schema.";
    readonly hint: "Nothing breaks; consumers can start relying on structured output.";
    readonly why: "A new guarantee breaks no consumer.";
    readonly tags: {
        readonly subject: "schema";
        readonly aspect: "existence";
        readonly direction: "added";
        readonly position: "output";
    };
    readonly waivers: {
        readonly position: "MCP requires an inputSchema on every tool and one sent without it is compared as `{}` (accepts anything), so losing or gaining it shows as the schema rules of what the tool accepts";
    };
}, {
    readonly id: "tool-schema-not-comparable";
    readonly type: "contract";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The {side} schema of tool `{name}` changed at `{pointer}` in a way that cannot be checked automatically ({reason}).";
    readonly hint: "Read the schema change at `{pointer}` and decide whether existing {party} still work.";
    readonly why: "What stays undecided (allOf, not and conditionals, a union beside other keywords, oneOf branches that may overlap, non-local $ref, changed patterns, invalid or too deep schemas) is never guessed safe; the reason names the keyword.";
    readonly tags: {
        readonly subject: "schema";
        readonly aspect: "comparability";
        readonly direction: "changed";
    };
}, {
    readonly id: "tool-schema-dialect-changed";
    readonly type: "contract";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The {side} schema of tool `{name}` declares another JSON Schema dialect: `$schema` {before} became {after}.";
    readonly hint: "Nothing to do unless your clients validate with a fixed dialect; the rest of the schema was compared under each side's own dialect.";
    readonly why: "The dialect names the rules a validator reads the schema by; on its own it accepts and rejects nothing, and every keyword that did change is reported by its own rule.";
    readonly tags: {
        readonly subject: "schema";
        readonly aspect: "dialect";
        readonly direction: "changed";
    };
}, {
    readonly id: "prompt-required-argument-added";
    readonly type: "contract";
    readonly severity: "breaking";
    readonly kinds: readonly ["prompt"];
    readonly reads: readonly Reading[];
    readonly message: "Required argument `{argument}` was added to prompt `{name}`.";
    readonly hint: "Make `{argument}` optional, or ship the new shape as a new prompt.";
    readonly why: "Every existing use of the prompt lacks the argument.";
    readonly tags: {
        readonly subject: "prompt-argument";
        readonly aspect: "existence";
        readonly direction: "added";
        readonly position: "input";
    };
}, {
    readonly id: "prompt-optional-argument-added";
    readonly type: "contract";
    readonly severity: "safe";
    readonly kinds: readonly ["prompt"];
    readonly reads: readonly Reading[];
    readonly message: "Optional argument `{argument}` was added to prompt `{name}`.";
    readonly hint: "Nothing breaks; existing uses leave it out.";
    readonly why: "Existing uses of the prompt still work.";
    readonly tags: {
        readonly subject: "prompt-argument";
        readonly aspect: "existence";
        readonly direction: "added";
        readonly position: "input";
    };
}, {
    readonly id: "prompt-argument-removed";
    readonly type: "contract";
    readonly severity: "breaking";
    readonly kinds: readonly ["prompt"];
    readonly reads: readonly Reading[];
    readonly message: "Argument `{argument}` of prompt `{name}` was removed.";
    readonly hint: "Keep accepting `{argument}` until existing uses have moved.";
    readonly why: "Uses that pass it may be rejected or lose what it meant.";
    readonly tags: {
        readonly subject: "prompt-argument";
        readonly aspect: "existence";
        readonly direction: "removed";
        readonly position: "input";
    };
}, {
    readonly id: "prompt-argument-made-required";
    readonly type: "contract";
    readonly severity: "breaking";
    readonly kinds: readonly ["prompt"];
    readonly reads: readonly Reading[];
    readonly message: "Argument `{argument}` of prompt `{name}` became required.";
    readonly hint: "Keep it optional so uses that leave it out keep working.";
    readonly why: "Uses that left it out fail.";
    readonly tags: {
        readonly subject: "prompt-argument";
        readonly aspect: "required";
        readonly direction: "added";
        readonly position: "input";
    };
}, {
    readonly id: "prompt-argument-made-optional";
    readonly type: "contract";
    readonly severity: "safe";
    readonly kinds: readonly ["prompt"];
    readonly reads: readonly Reading[];
    readonly message: "Argument `{argument}` of prompt `{name}` became optional.";
    readonly hint: "Nothing breaks; existing uses still pass it.";
    readonly why: "Every existing use still works.";
    readonly tags: {
        readonly subject: "prompt-argument";
        readonly aspect: "required";
        readonly direction: "removed";
        readonly position: "input";
    };
}, {
    readonly id: "resource-mime-type-changed";
    readonly type: "contract";
    readonly severity: "review";
    readonly kinds: readonly ["resource", "resourceTemplate"];
    readonly reads: readonly Reading[];
    readonly message: "The MIME type of {kind} `{name}` changed from {before} to {after}.";
    readonly hint: "Clients that parse the content by its type may misread it; confirm they handle the new type.";
    readonly why: "Whether a new content type breaks a reader depends on the reader.";
    readonly tags: {
        readonly subject: "capability";
        readonly aspect: "mime-type";
        readonly direction: "changed";
    };
}, {
    readonly id: "resource-name-changed";
    readonly type: "contract";
    readonly severity: "review";
    readonly kinds: readonly ["resource", "resourceTemplate"];
    readonly reads: readonly Reading[];
    readonly message: "The name of {kind} `{name}` changed from {before} to {after}.";
    readonly hint: "The URI is unchanged, so reads keep working; check that clients showing or matching on the name are fine.";
    readonly why: "The name is model- and user-visible, but not the identity.";
    readonly tags: {
        readonly subject: "capability";
        readonly aspect: "display-name";
        readonly direction: "changed";
    };
}, {
    readonly id: "description-changed";
    readonly type: "description";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The description of {kind} `{name}` changed at `{pointer}`.";
    readonly hint: "Descriptions steer the model: read the new text for instructions it should not follow (exfiltration, tool shadowing, hidden prompts).";
    readonly why: "Changed model-visible text is how tool poisoning arrives; a person should read it.";
    readonly tags: {
        readonly subject: "description";
        readonly aspect: "text";
        readonly direction: "changed";
    };
}, {
    readonly id: "text-whitespace-changed";
    readonly type: "description";
    readonly severity: "safe";
    readonly kinds: readonly ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The text of {kind} `{name}` at `{pointer}` changed only in whitespace.";
    readonly hint: "Nothing to read: the words are the same once spaces, tabs and line breaks are normalized (a re-indented docstring, an emptied blank line). The snapshot keeps the exact text.";
    readonly why: "What the model reads is the same; a reviewer asked to read it again would learn nothing and learn to click through.";
    readonly tags: {
        readonly subject: "description";
        readonly aspect: "whitespace";
        readonly direction: "changed";
    };
}, {
    readonly id: "icons-changed";
    readonly type: "description";
    readonly severity: "safe";
    readonly kinds: readonly ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The icons of {kind} `{name}` changed: {before} became {after}.";
    readonly hint: "Icons are shown to people, not read by the model: check the new one is yours. Inline images are summarized as media type, size and digest prefix.";
    readonly why: "An icon changes what a person sees in the host, not what any caller sends or the model reads.";
    readonly tags: {
        readonly subject: "icon";
        readonly aspect: "value";
        readonly direction: "changed";
    };
}, {
    readonly id: "tool-app-view-changed";
    readonly type: "contract";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The MCP App view of tool `{name}` changed: `_meta.ui.resourceUri` {before} became {after}.";
    readonly hint: "Hosts render this UI resource (interactive HTML) next to the tool result: read the resource it now points to before people see it.";
    readonly why: "A tool that gains or switches its app view puts different interactive content in front of people, with access to the tool through the host.";
    readonly tags: {
        readonly subject: "app-view";
        readonly aspect: "resource-uri";
        readonly direction: "changed";
    };
}, {
    readonly id: "app-ui-settings-changed";
    readonly type: "contract";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The MCP App settings of {kind} `{name}` changed at `{pointer}`: {before} became {after}.";
    readonly hint: "These settings decide what the app view may reach (csp domains), ask for (permissions) and where it runs (domain): check every new origin and permission.";
    readonly why: "A new connect or resource domain, or a new permission, widens what an interactive view can do in the host.";
    readonly tags: {
        readonly subject: "app-view";
        readonly aspect: "settings";
        readonly direction: "changed";
    };
}, {
    readonly id: "title-changed";
    readonly type: "description";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The title of {kind} `{name}` changed from {before} to {after}.";
    readonly hint: "Titles are shown to users and models; confirm the new one is accurate.";
    readonly why: "Model- and user-visible text; a person should read it.";
    readonly tags: {
        readonly subject: "title";
        readonly aspect: "text";
        readonly direction: "changed";
    };
}, {
    readonly id: "tool-no-longer-read-only";
    readonly type: "annotations";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Tool `{name}` is no longer marked read-only (readOnlyHint true became false).";
    readonly hint: "Clients may now ask for confirmation or stop auto-approving it; confirm it really writes.";
    readonly why: "Hints drive client approval policy; a tool that starts writing deserves a look.";
    readonly tags: {
        readonly subject: "annotation";
        readonly aspect: "read-only";
        readonly direction: "removed";
    };
}, {
    readonly id: "tool-now-read-only";
    readonly type: "annotations";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Tool `{name}` is now marked read-only (readOnlyHint false became true).";
    readonly hint: "Make sure it really never writes: clients may auto-approve it now.";
    readonly why: "It breaks no caller, but clients and gateways may now call it without asking: a false claim hands out trust.";
    readonly tags: {
        readonly subject: "annotation";
        readonly aspect: "read-only";
        readonly direction: "added";
    };
}, {
    readonly id: "tool-now-destructive";
    readonly type: "annotations";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Tool `{name}` is now marked destructive (destructiveHint false became true).";
    readonly hint: "Confirm the tool now deletes or overwrites data, and that callers expect it.";
    readonly why: "Hints drive client approval policy; a tool that starts destroying data deserves a look.";
    readonly tags: {
        readonly subject: "annotation";
        readonly aspect: "destructive";
        readonly direction: "added";
    };
}, {
    readonly id: "tool-no-longer-destructive";
    readonly type: "annotations";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Tool `{name}` is no longer marked destructive (destructiveHint true became false).";
    readonly hint: "Make sure it really never destroys data: clients may approve it more easily now.";
    readonly why: "A stricter claim breaks no caller; on a tool annotated for the first time, or one now claiming read-only, it is how servers annotate their tools. On a tool already annotated it is tool-hint-riskier.";
    readonly tags: {
        readonly subject: "annotation";
        readonly aspect: "destructive";
        readonly direction: "removed";
    };
}, {
    readonly id: "tool-now-open-world";
    readonly type: "annotations";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Tool `{name}` is now marked open-world (openWorldHint false became true).";
    readonly hint: "The tool now reaches outside systems; confirm that is intended and data may leave.";
    readonly why: "Reaching the open world is where data leaves; a person should know.";
    readonly tags: {
        readonly subject: "annotation";
        readonly aspect: "open-world";
        readonly direction: "added";
    };
}, {
    readonly id: "tool-no-longer-open-world";
    readonly type: "annotations";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Tool `{name}` is no longer marked open-world (openWorldHint true became false).";
    readonly hint: "Make sure it really stays within its closed domain.";
    readonly why: "A stricter claim breaks no caller; on a tool annotated for the first time, or one now claiming read-only, it is how servers annotate their tools. On a tool already annotated it is tool-hint-riskier.";
    readonly tags: {
        readonly subject: "annotation";
        readonly aspect: "open-world";
        readonly direction: "removed";
    };
}, {
    readonly id: "tool-claims-not-destructive";
    readonly type: "annotations";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Tool `{name}` now declares destructiveHint false, but {reason}: hosts may run it without asking.";
    readonly hint: "Check the claim against what the tool does; if it can delete, overwrite or revoke, drop the hint (unset means destructive) or set it true.";
    readonly why: "Hosts skip confirmation for tools that claim not to destroy (some even for untrusted servers); the claim is checked against the operations the tool names.";
    readonly tags: {
        readonly subject: "annotation";
        readonly aspect: "risk";
        readonly direction: "added";
    };
    readonly waivers: {
        readonly mirror: "a destructive claim restored is tool-now-destructive";
    };
}, {
    readonly id: "tool-read-only-claim-contradicted";
    readonly type: "annotations";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Tool `{name}` now claims read-only (readOnlyHint true), but {reason}: hosts may run it without asking.";
    readonly hint: "A read-only claim is approved on sight; if the tool writes, drop the hint.";
    readonly why: "Hosts auto-approve read-only tools; a claim that the tool's own name or inputs contradict invites approval of writes.";
    readonly tags: {
        readonly subject: "annotation";
        readonly aspect: "read-only";
        readonly direction: "added";
    };
}, {
    readonly id: "tool-hint-riskier";
    readonly type: "annotations";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Tool `{name}`, already annotated, moved `{hint}` from {before} to {after}: clients may now approve it more easily.";
    readonly hint: "Make sure the tool really no longer does what the old claim said (destroy data, reach outside systems): clients and gateways relax confirmation on this hint, so a false one hands out trust.";
    readonly why: "A tool already annotated whose destructiveHint or openWorldHint moves to the side that relaxes approval makes a claim a person must check; the same value on a tool annotated for the first time, or one that now claims read-only (reviewed as tool-now-read-only), stays tool-no-longer-destructive or tool-no-longer-open-world.";
    readonly tags: {
        readonly subject: "annotation";
        readonly aspect: "risk";
        readonly direction: "added";
    };
    readonly waivers: {
        readonly mirror: "a hint moved back to the cautious side is reported as tool-now-destructive or tool-now-open-world";
    };
}, {
    readonly id: "tool-no-longer-idempotent";
    readonly type: "annotations";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Tool `{name}` is no longer marked idempotent (idempotentHint true became false).";
    readonly hint: "Clients that retry it may now repeat side effects; confirm retries are safe or tell them.";
    readonly why: "Retry logic relies on this hint.";
    readonly tags: {
        readonly subject: "annotation";
        readonly aspect: "idempotent";
        readonly direction: "removed";
    };
}, {
    readonly id: "tool-now-idempotent";
    readonly type: "annotations";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Tool `{name}` is now marked idempotent (idempotentHint false became true).";
    readonly hint: "Make sure repeated calls really have no extra effect.";
    readonly why: "A stricter claim breaks no caller.";
    readonly tags: {
        readonly subject: "annotation";
        readonly aspect: "idempotent";
        readonly direction: "added";
    };
}, {
    readonly id: "definition-field-changed";
    readonly type: "contract";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Field `{pointer}` of {kind} `{name}` changed.";
    readonly hint: "This field (icons, _meta, execution or one this tool does not know) may be read by clients or models; check the change.";
    readonly why: "Its meaning is not known here, so it is never guessed safe.";
    readonly tags: {
        readonly subject: "field";
        readonly aspect: "value";
        readonly direction: "changed";
    };
}, {
    readonly id: "auth-pkce-method-removed";
    readonly type: "server";
    readonly severity: "breaking";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The authorization server no longer advertises the PKCE method {before}.";
    readonly hint: "MCP clients must refuse an authorization server without S256: restore it in code_challenge_methods_supported, or every client stops signing in.";
    readonly why: "Clients that sign in with that method are refused, and the spec makes S256 mandatory.";
    readonly tags: {
        readonly subject: "auth";
        readonly aspect: "pkce";
        readonly direction: "removed";
    };
}, {
    readonly id: "auth-pkce-method-added";
    readonly type: "server";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The authorization server now advertises the PKCE method {after}.";
    readonly hint: "Nothing breaks; clients keep the method they use.";
    readonly why: "One more accepted method refuses no client.";
    readonly tags: {
        readonly subject: "auth";
        readonly aspect: "pkce";
        readonly direction: "added";
    };
}, {
    readonly id: "auth-cimd-removed";
    readonly type: "server";
    readonly severity: "breaking";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The authorization server no longer supports Client ID Metadata Documents.";
    readonly hint: "Clients that use a URL as their client id must now register (or be pre-registered): restore client_id_metadata_document_supported, or tell them.";
    readonly why: "A client identified by its metadata URL can no longer sign in.";
    readonly tags: {
        readonly subject: "auth";
        readonly aspect: "client-id-metadata";
        readonly direction: "removed";
    };
}, {
    readonly id: "auth-cimd-added";
    readonly type: "server";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The authorization server now supports Client ID Metadata Documents.";
    readonly hint: "Nothing breaks; clients may use a metadata URL as their client id instead of registering.";
    readonly why: "A new way to identify a client refuses none of the old ones.";
    readonly tags: {
        readonly subject: "auth";
        readonly aspect: "client-id-metadata";
        readonly direction: "added";
    };
}, {
    readonly id: "auth-server-moved";
    readonly type: "server";
    readonly severity: "breaking";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The authorization server moved: `{pointer}` was {before}, now {after}.";
    readonly hint: "Every client must register and sign in again with the new authorization server (their grants and registrations are bound to the old issuer); announce it, or keep the old one listed.";
    readonly why: "Grants and client registrations are bound to an issuer (SEP-2352): none of them work at another one.";
    readonly tags: {
        readonly subject: "auth";
        readonly aspect: "authorization-server";
        readonly direction: "changed";
    };
}, {
    readonly id: "auth-scope-required";
    readonly type: "server";
    readonly severity: "breaking";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The server now asks for the scope {after} in its challenge.";
    readonly hint: "Tokens granted before lack it: clients must step up or sign in again. If the old scope still suffices, keep the challenge as it was.";
    readonly why: "A token that worked yesterday is refused today until its holder is authorized again.";
    readonly tags: {
        readonly subject: "auth";
        readonly aspect: "required";
        readonly direction: "added";
    };
    readonly waivers: {
        readonly mirror: "a scope no longer asked for refuses no token: the tokens granted before still carry it";
    };
}, {
    readonly id: "auth-scopes-narrowed";
    readonly type: "server";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The resource no longer lists the scope {before} in scopes_supported.";
    readonly hint: "Clients that ask for it may be refused at sign-in or get a narrower token; confirm the scope is gone on purpose.";
    readonly why: "Clients choose their scope from this list when the challenge names none.";
    readonly tags: {
        readonly subject: "auth";
        readonly aspect: "scope";
        readonly direction: "narrowed";
    };
}, {
    readonly id: "auth-scopes-widened";
    readonly type: "server";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The resource now lists the scope {after} in scopes_supported.";
    readonly hint: "Nothing breaks; a client that asks for every listed scope asks for one more.";
    readonly why: "A new scope refuses no existing token.";
    readonly tags: {
        readonly subject: "auth";
        readonly aspect: "scope";
        readonly direction: "widened";
    };
}, {
    readonly id: "server-name-changed";
    readonly type: "server";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The server now calls itself {after} instead of {before}.";
    readonly hint: "Confirm this is the same server; clients may key trust or configuration on its name.";
    readonly why: "The name is the server identity clients see.";
    readonly tags: {
        readonly subject: "server";
        readonly aspect: "name";
        readonly direction: "changed";
    };
}, {
    readonly id: "server-version-changed";
    readonly type: "server";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The server version changed from {before} to {after}.";
    readonly hint: "Informational; the release gate compares versions against deprecation windows.";
    readonly why: "A version bump by itself changes no capability.";
    readonly tags: {
        readonly subject: "server";
        readonly aspect: "version";
        readonly direction: "changed";
    };
}, {
    readonly id: "server-info-changed";
    readonly type: "server";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Server info field `{pointer}` changed.";
    readonly hint: "Server info (title, icons, website) is shown to users; check the change.";
    readonly why: "User-visible identity text; a person should read it.";
    readonly tags: {
        readonly subject: "server";
        readonly aspect: "info";
        readonly direction: "changed";
    };
}, {
    readonly id: "server-protocol-version-changed";
    readonly type: "server";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The negotiated protocol version changed from {before} to {after}.";
    readonly hint: "Check that the clients you support speak the new protocol version.";
    readonly why: "A move to an older or unrecognized version can change how every capability behaves on the wire (a move up is server-protocol-version-upgraded).";
    readonly tags: {
        readonly subject: "protocol";
        readonly aspect: "negotiated-version";
        readonly direction: "changed";
    };
}, {
    readonly id: "server-protocol-version-upgraded";
    readonly type: "server";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The negotiated protocol version moved up from {before} to {after}.";
    readonly hint: "Nothing to do for clients that speak {before}: version negotiation still offers it if the server keeps supporting it (SDK servers do). Check that it does if you pin old clients.";
    readonly why: "The version is negotiated per session: a server answering the newest version it speaks leaves older clients to negotiate theirs. SDK upgrades do this to every server.";
    readonly tags: {
        readonly subject: "protocol";
        readonly aspect: "negotiated-version";
        readonly direction: "changed";
    };
}, {
    readonly id: "schema-generator-changed";
    readonly type: "server";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "A schema generator changed on surface `{surface}` (an SDK or schema-library upgrade, not an authored edit): {evidence}. The per-tool rows below show each of these changes.";
    readonly hint: "Each tool's finding is still listed; if this came from an SDK or schema-library upgrade, read them as one change. Re-level the per-tool rules with `severity` if your clients depend on the old shape.";
    readonly why: "One note says what many per-tool rows have in common, so a library upgrade reads as one event rather than a wall of unrelated changes.";
    readonly tags: {
        readonly subject: "schema";
        readonly aspect: "generator";
        readonly direction: "changed";
    };
}, {
    readonly id: "server-capability-added";
    readonly type: "server";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The server now advertises capability `{pointer}`.";
    readonly hint: "Nothing breaks; clients may start using it.";
    readonly why: "A new feature flag breaks no client.";
    readonly tags: {
        readonly subject: "server-capability";
        readonly aspect: "existence";
        readonly direction: "added";
    };
}, {
    readonly id: "server-capability-removed";
    readonly type: "server";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The server no longer advertises capability `{pointer}`.";
    readonly hint: "Clients that rely on it (change notifications, subscriptions, logging, completions) lose it; confirm none do.";
    readonly why: "A dropped flag can break clients that use it; dropped capabilities themselves are reported by the kind checks.";
    readonly tags: {
        readonly subject: "server-capability";
        readonly aspect: "existence";
        readonly direction: "removed";
    };
}, {
    readonly id: "server-instructions-changed";
    readonly type: "server";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The server instructions changed.";
    readonly hint: "Instructions go straight into the model context: read the new text for anything it should not follow.";
    readonly why: "Model-visible text that steers every tool call.";
    readonly tags: {
        readonly subject: "server";
        readonly aspect: "instructions";
        readonly direction: "changed";
    };
}, {
    readonly id: "protocol-era-removed";
    readonly type: "server";
    readonly severity: "breaking";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Surface `{surface}` no longer serves the {era} protocol era ({versions}): {clients} can no longer connect.";
    readonly hint: "Keep serving the {era} era until those clients have moved (with SDK v2: `serveStdio(factory, { legacy: 'serve' })` or `createMcpHandler(factory, { legacy: 'stateless' })`), or announce the cut.";
    readonly why: "A client that speaks only the dropped era fails at connect, before it sees any capability.";
    readonly tags: {
        readonly subject: "protocol";
        readonly aspect: "era";
        readonly direction: "removed";
    };
}, {
    readonly id: "protocol-era-added";
    readonly type: "server";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Surface `{surface}` now also serves the {era} protocol era ({versions}).";
    readonly hint: "Nothing breaks: clients of that era can now connect. The capabilities they see are checked like every other.";
    readonly why: "A new way to connect breaks no existing client; a server moved from SDK v1 to v2 with the same tools gets only this.";
    readonly tags: {
        readonly subject: "protocol";
        readonly aspect: "era";
        readonly direction: "added";
    };
}, {
    readonly id: "protocol-version-removed";
    readonly type: "server";
    readonly severity: "breaking";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Surface `{surface}` no longer lists protocol version {version} in server/discover: {clients} can no longer connect.";
    readonly hint: "Keep {version} in the supported versions until its clients have moved.";
    readonly why: "A modern server rejects every request naming a version it does not list (UnsupportedProtocolVersionError).";
    readonly tags: {
        readonly subject: "protocol";
        readonly aspect: "version";
        readonly direction: "removed";
    };
}, {
    readonly id: "protocol-version-added";
    readonly type: "server";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Surface `{surface}` now lists protocol version {version} in server/discover.";
    readonly hint: "Nothing breaks: clients of {version} can now connect.";
    readonly why: "An added version breaks no client that speaks the others.";
    readonly tags: {
        readonly subject: "protocol";
        readonly aspect: "version";
        readonly direction: "added";
    };
}, {
    readonly id: "protocol-eras-differ";
    readonly type: "server";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Surface `{surface}` serves a different surface to each protocol era: what a client sees depends on its SDK.";
    readonly hint: "The snapshot keeps the other era's lists under `protocol.eras`; make the server factory register the same capabilities for both eras, or confirm the difference is meant.";
    readonly why: "The same release then has two contracts, and a client moving from SDK v1 to v2 silently gains or loses capabilities.";
    readonly tags: {
        readonly subject: "protocol";
        readonly aspect: "era-parity";
        readonly direction: "removed";
    };
}, {
    readonly id: "protocol-eras-agree";
    readonly type: "server";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Surface `{surface}` now serves the same surface to both protocol eras.";
    readonly hint: "Nothing to do: what a client sees no longer depends on its SDK.";
    readonly why: "One contract again; the capabilities themselves are compared by the kind checks.";
    readonly tags: {
        readonly subject: "protocol";
        readonly aspect: "era-parity";
        readonly direction: "added";
    };
}, {
    readonly id: "protocol-extension-added";
    readonly type: "server";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Surface `{surface}` now advertises the extension `{extension}` in server/discover.";
    readonly hint: "Nothing breaks; clients that negotiate it may start using it.";
    readonly why: "Extensions are negotiated: a client that does not know one ignores it.";
    readonly tags: {
        readonly subject: "protocol";
        readonly aspect: "extension";
        readonly direction: "added";
    };
}, {
    readonly id: "protocol-extension-removed";
    readonly type: "server";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Surface `{surface}` no longer advertises the extension `{extension}` in server/discover.";
    readonly hint: "Clients that use it (tasks moved to an extension in 2026-07-28) lose it; confirm none do.";
    readonly why: "Like a dropped capability flag: only clients that use it break.";
    readonly tags: {
        readonly subject: "protocol";
        readonly aspect: "extension";
        readonly direction: "removed";
    };
}, {
    readonly id: "protocol-deprecated-feature-used";
    readonly type: "server";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "Surface `{surface}` now uses {feature}, which MCP 2026-07-28 deprecates (removable after {deadline}).";
    readonly hint: "It works today; plan the move before {deadline}: tools or resources instead of roots, sampling and logging, Streamable HTTP instead of HTTP+SSE.";
    readonly why: "Deprecated features stay in the specification for at least 12 months from 2026-07-28; nothing breaks before then.";
    readonly tags: {
        readonly subject: "protocol";
        readonly aspect: "deprecated-feature";
        readonly direction: "added";
    };
    readonly waivers: {
        readonly mirror: "no longer using a deprecated feature breaks nothing and needs no note";
    };
}, {
    readonly id: "host-rejects-tool";
    readonly type: "contract";
    readonly severity: "breaking";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The tool `{name}` is now refused by {host}: {what}, at `{pointer}` (check `{check}`).";
    readonly hint: "{session} Change the tool so the host accepts it (`mcp-contract rules` lists each check with its documentation), or stop shipping to {host} by leaving it out of `hosts` in the config.";
    readonly why: "A host that refuses a tool refuses the request that carries it: the Anthropic and OpenAI APIs fail the whole request (every tool of the session) with an error that names no server, and an MCP HTTP client silently drops the tool.";
    readonly tags: {
        readonly subject: "host";
        readonly aspect: "acceptance";
        readonly direction: "removed";
    };
    readonly identity: readonly ["hostId", "check"];
}, {
    readonly id: "host-accepts-tool";
    readonly type: "contract";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The tool `{name}` is now accepted by {host}: it no longer has {what} (check `{check}`).";
    readonly hint: "Nothing breaks; users of {host} get the tool (and, where the host failed the whole request, the session) back.";
    readonly why: "A tool a host used to refuse becomes usable there; no caller loses anything.";
    readonly tags: {
        readonly subject: "host";
        readonly aspect: "acceptance";
        readonly direction: "added";
    };
    readonly identity: readonly ["hostId", "check"];
}, {
    readonly id: "context-cost-over-budget";
    readonly type: "server";
    readonly severity: "review";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The tool list of surface `{surface}` now costs {after} tokens per request ({change}), over the budget of {limit}.";
    readonly hint: "Counted with {method} ({host} request form). The tools that grew most: {top}. Shorten their descriptions or schemas, move rarely used tools to another surface, or raise policy.contextBudget.";
    readonly why: "Every request carries the whole tool list: growth is paid on every turn of every session, and crowds out the conversation; a budget makes the cost a decision rather than an accident.";
    readonly tags: {
        readonly subject: "host";
        readonly aspect: "context-cost";
        readonly direction: "widened";
    };
}, {
    readonly id: "context-cost-within-budget";
    readonly type: "server";
    readonly severity: "safe";
    readonly kinds: ChangeKind[];
    readonly reads: readonly Reading[];
    readonly message: "The tool list of surface `{surface}` now costs {after} tokens per request ({change}), back within the budget of {limit}.";
    readonly hint: "Counted with {method} ({host} request form). Nothing breaks; every request is cheaper.";
    readonly why: "A smaller tool list costs every request less.";
    readonly tags: {
        readonly subject: "host";
        readonly aspect: "context-cost";
        readonly direction: "narrowed";
    };
}];
/** Every rule id in the registry. */
export type RuleId = (typeof ROWS)[number]['id'];
/** A rule's tags as literal types: `RuleTagsOf<'tool-input-type-narrowed'>['direction']` is `'narrowed'`. */
export type RuleTagsOf<Id extends RuleId> = Extract<(typeof ROWS)[number], {
    id: Id;
}>['tags'];
export declare const RULES: readonly RuleDef[];
export declare function ruleById(id: string): RuleDef | undefined;
/** Narrows a string read from outside (a stored report, a config key) to a rule id. */
export declare function isRuleId(id: string): id is RuleId;
/** Fills `{param}` placeholders raw; an unknown placeholder stays visible rather than vanishing. */
/** A message parameter: text, a number, or a list of words (a text edit's `cues`). */
export type ParamValue = string | number | string[];
/** A parameter as a message reads it: a list comma-separated. */
export declare function paramText(v: ParamValue): string;
export declare function fillTemplate(template: string, params?: Readonly<Record<string, ParamValue>>): string;
export {};
