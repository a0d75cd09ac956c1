// One check's outcome and what a pass of it proves and does not: shared by the five checks of a signed release.
import type { LaunchIdentity } from '../core/identity/identity.js';
import type { Snapshot } from '../core/shared/model.js';
import type { RegistryEntry } from '../registry/client.js';
import type { SignerPolicy } from './policy.js';
import type { Trust } from './verify-bundle.js';

export type CheckId = 'registry' | 'artifact' | 'signature' | 'provenance' | 'surface';
export type Verdict = 'pass' | 'fail' | 'skip';

export interface CheckOutcome {
  id: CheckId;
  verdict: Verdict;
  line: string;
  proves: string;
  notProves: string;
}

export interface VerifyInput {
  /** The entry as the registry serves it, or as a server.json file the user gave. */
  entry: Pick<RegistryEntry, 'server' | 'status' | 'statusMessage'> & { where: string };
  /** The bundle's text: a file the user gave, else fetched from the pointer's location. */
  bundle?: { text: string; where: string };
  trust: Trust;
  policy: SignerPolicy;
  /** The npm registry to read the package's record from (default: the entry's registryBaseUrl). */
  npmRegistry?: string;
  /** The PyPI to read the file's record and provenance from (default: the entry's registryBaseUrl, else pypi.org). */
  pypiRegistry?: string;
  /** The released file the user holds (an MCPB bundle, a wheel): hashed here and compared. */
  artifactFile?: string;
  /** The user allowed downloading the entry's file (an MCPB's identifier URL) to hash it. */
  fetchArtifact?: boolean;
  /** The URL the launch connects to, when the server is reached over HTTP. */
  launchUrl?: string;
  /** The locally installed artifact (the launch identity), when the launch is a package. */
  local?: LaunchIdentity;
  capture: () => Promise<Snapshot>;
}

const PROVES: Record<CheckId, [string, string]> = {
  registry: ['the registry lists this name and version now', 'who wrote the code, or that the entry is unchanged since publishing'],
  artifact: ['the installed code is the artifact the package registry serves and the release signed', 'what that code does'],
  signature: ['the repository named by the entry signed this surface for this name and version', 'that the tools are safe: a signature proves who released a surface, not what it does'],
  provenance: ['the package was built from the same repository that signed the surface', 'that the build was free of tampering inside that repository'],
  surface: ['the live server serves exactly the signed definitions', 'how the server behaves when a tool is called'],
};

export function outcome(id: CheckId, verdict: Verdict, line: string): CheckOutcome {
  return { id, verdict, line, proves: PROVES[id][0], notProves: PROVES[id][1] };
}

/** A repository URL compared by what it names: no `.git`, no trailing slash, any case. */
export function normalRepo(url: string): string {
  return url.trim().replace(/\.git$/, '').replace(/\/+$/, '').toLowerCase();
}

export function short(hex: string | undefined): string {
  return `${(hex ?? '').replace(/^sha\d+:/, '').slice(0, 12)}…`;
}
