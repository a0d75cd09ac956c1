// The types of the public API are the core's own model: a snapshot, its surfaces and capabilities, a report and its
// changes, the config. Exported whole so that every type a public signature names can be named by its users too.
export type {
  Snapshot,
  SurfaceSnapshot,
  KindSnapshot,
  Capability,
  Observation,
  ObservationState,
  Problem,
  ServerIdentity,
  ClientIdentity,
  ProtocolEra,
  ProtocolObservation,
  EraObservation,
  CanaryCoverage,
  LaunchIdentity,
  IdentityKind,
  JsonValue,
  JsonObject,
  Report,
  Summary,
  Change,
  ChangeSide,
  StoredFinding,
  Finding,
  Severity,
  Kind,
  ChangeKind,
  ChangeType,
  RuleDef,
} from '../core/shared/model.js';
export type { RuleShape, RuleTags, RuleWaivers, BaseTags, Subject, Aspect, Direction, Position } from '../core/rules/rule-def.js';
export type {
  Config,
  ServerConfig,
  SurfaceConfig,
  StartConfig,
  ClientConfig,
  TimeoutsConfig,
  LimitsConfig,
  ResourceFilter,
  ProtocolEraConfig,
  CanaryConfig,
  CanaryExpect,
  ProfileConfig,
  RenameEntry,
  IgnoreEntry,
  DeprecationEntry,
  PolicyConfig,
} from '../core/shared/config.js';
export type { IdentityRecord } from '../core/identity/identity.js';
/** The format a snapshot written today carries, and every format this version reads. */
export { SNAPSHOT_FORMAT, READABLE_SNAPSHOT_FORMATS } from '../core/shared/model.js';
