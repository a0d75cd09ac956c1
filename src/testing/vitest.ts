// `mcp-contract/vitest`: importing it (in setupFiles, or in a test file) adds the matchers to vitest's expect.
import { expect } from 'vitest';
import { mcpContractMatchers, type McpContractMatchers } from './matchers.js';

export type { McpContractMatchers, McpContractOptions, McpSnapshotOptions, McpDriftOptions, McpTarget } from './matchers.js';

expect.extend(mcpContractMatchers({ updateCommand: 'npx vitest -u' }));

declare module 'vitest' {
  // Merged into vitest's `expect(...)`.
  interface Assertion<T> extends McpContractMatchers<void> {}
}
