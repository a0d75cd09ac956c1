import { type McpContractMatchers } from './matchers.js';
export type { McpContractMatchers, McpContractOptions, McpSnapshotOptions, McpDriftOptions, McpTarget } from './matchers.js';
declare global {
    namespace jest {
        interface Matchers<R, T> extends McpContractMatchers<R> {
        }
    }
}
declare module 'expect' {
    interface Matchers<R extends void | Promise<void>, T> extends McpContractMatchers<R> {
    }
}
