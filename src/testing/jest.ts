// `mcp-contract/jest`: a setup module (setupFilesAfterEnv, or an import in a test file) that adds the matchers to
// jest's global expect.
import { mcpContractMatchers, type McpContractMatchers } from './matchers.js';

export type { McpContractMatchers, McpContractOptions, McpSnapshotOptions, McpDriftOptions, McpTarget } from './matchers.js';

interface Extendable {
  extend(matchers: ReturnType<typeof mcpContractMatchers>): void;
}

const jestExpect = (globalThis as { expect?: Partial<Extendable> }).expect;
if (typeof jestExpect?.extend !== 'function')
  throw new Error("mcp-contract/jest: no global jest expect here; load it inside jest (setupFilesAfterEnv: ['mcp-contract/jest']), or use mcp-contract/vitest");
jestExpect.extend(mcpContractMatchers({ updateCommand: 'npx jest -u' }));

declare global {
  namespace jest {
    // Merged into @types/jest's `expect(...)`.
    interface Matchers<R, T> extends McpContractMatchers<R> {}
  }
}

declare module 'expect' {
  // Merged into the `expect` of `@jest/globals`.
  interface Matchers<R extends void | Promise<void>, T> extends McpContractMatchers<R> {}
}
