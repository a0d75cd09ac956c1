import { type McpContractMatchers } from './matchers.js';
export type { McpContractMatchers, McpContractOptions, McpSnapshotOptions, McpDriftOptions, McpTarget } from './matchers.js';
declare module 'vitest' {
    interface Assertion<T> extends McpContractMatchers<void> {
    }
}
