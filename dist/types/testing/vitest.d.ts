import { type McpContractMatchers } from './matchers.js';
export type { McpContractMatchers, McpSnapshotOptions, McpDriftOptions, McpTarget } from './matchers.js';
declare module 'vitest' {
    interface Assertion<T> extends McpContractMatchers<void> {
    }
}
