// What the client is told about the server, in either era: capabilities, instructions and serverInfo, each only as
// far as the approved snapshot vouches for the text (initialize for a 2025 client, server/discover for a 2026 one).
import type { InitializeResult, ServerCapabilities } from '@modelcontextprotocol/sdk/types.js';
import type { JsonObject, Snapshot } from '../core/shared/model.js';
import type { Session } from '../capture/connect.js';
import { GUARD_VERSIONS, META } from './modern.js';
import { canonicalEqual } from './wire.js';
import { instructionsApproved, type InstructionsRecord } from '../core/approval/instructions.js';

export interface FaceDeps {
  approved: Snapshot;
  surface: string;
  log: (line: string) => void;
  /** The store's record of the instructions: a person's approval of new text (by digest) lets it pass too. */
  instructions?: () => InstructionsRecord | undefined;
}

/** The guard announces list changes itself whenever the publication changes, whatever the upstream supports. */
export function advertised(upstream: Session): ServerCapabilities {
  const caps = (upstream.client.getServerCapabilities() ?? {}) as ServerCapabilities;
  const out: ServerCapabilities = {};
  if (caps.tools) out.tools = { listChanged: true };
  if (caps.prompts) out.prompts = { listChanged: true };
  if (caps.resources) out.resources = { listChanged: true, ...(caps.resources.subscribe ? { subscribe: true } : {}) };
  if (caps.logging) out.logging = {};
  if (caps.completions) out.completions = {};
  return out;
}

/** Instructions are model-visible text too: only the approved text passes. */
export function approvedInstructions(upstream: Session, d: FaceDeps): string | undefined {
  const instructions = upstream.client.getInstructions();
  if (instructions !== undefined && instructionsApproved(instructions, d.approved, d.surface, d.instructions?.())) return instructions;
  if (instructions !== undefined) d.log("the server's instructions differ from the approved ones; they are withheld (status shows them; approve --all-held approves them after review)");
  return undefined;
}

/**
 * name and version pass as served (they are part of every digest); any other serverInfo field (title, description,
 * icons, websiteUrl: text and links a client shows) passes only when equal to the approved snapshot's.
 */
export function approvedServerInfo(upstream: Session, d: FaceDeps): InitializeResult['serverInfo'] | undefined {
  const info = upstream.client.getServerVersion() as unknown as JsonObject | undefined;
  if (!info) return undefined;
  const approved = (d.approved.surfaces[d.surface]?.server?.serverInfo ?? {}) as JsonObject;
  const out: JsonObject = { name: info.name, version: info.version };
  const withheld: string[] = [];
  for (const [k, v] of Object.entries(info)) {
    if (k === 'name' || k === 'version') continue;
    if (canonicalEqual(v, approved[k])) out[k] = v;
    else withheld.push(k);
  }
  if (withheld.length) d.log(`serverInfo field(s) ${withheld.map((k) => JSON.stringify(k)).join(', ')} differ from the approved snapshot; they are withheld`);
  return out as unknown as InitializeResult['serverInfo'];
}

/** The initialize result a 2025 client gets. */
export function initializeResult(base: InitializeResult, upstream: Session, d: FaceDeps): InitializeResult {
  const out: InitializeResult = { ...base, capabilities: advertised(upstream), serverInfo: approvedServerInfo(upstream, d) ?? base.serverInfo };
  delete out.instructions;
  const instructions = approvedInstructions(upstream, d);
  if (instructions !== undefined) out.instructions = instructions;
  return out;
}

/** `server/discover` for a 2026-07-28 client: what initialize tells a 2025 one, with serverInfo in the result's _meta. */
export function discoverResult(upstream: Session, d: FaceDeps): JsonObject {
  const out: JsonObject = { supportedVersions: GUARD_VERSIONS, capabilities: advertised(upstream) as JsonObject };
  const instructions = approvedInstructions(upstream, d);
  if (instructions !== undefined) out.instructions = instructions;
  const info = approvedServerInfo(upstream, d);
  if (info) out._meta = { [META.serverInfo]: info as unknown as JsonObject };
  return out;
}
