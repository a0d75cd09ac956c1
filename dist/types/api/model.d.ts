export type { Snapshot, SurfaceSnapshot, KindSnapshot, Capability, Observation, ObservationState, Problem, ServerIdentity, ClientIdentity, ProtocolEra, ProtocolObservation, EraObservation, CanaryCoverage, LaunchIdentity, IdentityKind, JsonValue, JsonObject, Report, HostEvidence, HostAcceptance, ContextCost, SurfaceCost, Summary, Change, ChangeSide, StoredFinding, Finding, ParamValue, Severity, Kind, ChangeKind, ChangeType, RuleDef, } from '../core/shared/model.js';
export type { RuleShape, RuleTags, RuleWaivers, BaseTags, Subject, Aspect, Direction, Position, Reading } from '../core/rules/rule-def.js';
export type { Config, ServerConfig, SurfaceConfig, StartConfig, ClientConfig, TimeoutsConfig, LimitsConfig, ResourceFilter, ProtocolEraConfig, CanaryConfig, CanaryExpect, ProfileConfig, RenameEntry, IgnoreEntry, DeprecationEntry, PolicyConfig, SetupConfig, HostsConfig, ContextBudget, } from '../core/shared/config.js';
export type { IdentityRecord } from '../core/identity/identity.js';
/** The format a snapshot written today carries, and every format this version reads. */
export { SNAPSHOT_FORMAT, READABLE_SNAPSHOT_FORMATS } from '../core/shared/model.js';
