// The surface the scope tests serve through fixtures/servers/shifting.mjs (guard and gateway alike): a tool whose
// path a scope bounds, two tools with an outputSchema (one answering against it, one within it) and a read-only tool.
const WRITE = { name: 'write_file', description: 'Write a file.', inputSchema: { type: 'object', properties: { path: { type: 'string' }, text: { type: 'string' } }, required: ['path'] } };
const COUNT = { name: 'count', description: 'Count things.', inputSchema: { type: 'object' }, outputSchema: { type: 'object', properties: { n: { type: 'number' } }, required: ['n'] } };
const TALLY = { name: 'tally', description: 'Tally things.', inputSchema: { type: 'object' }, outputSchema: { type: 'object', properties: { n: { type: 'number' } }, required: ['n'] } };
const READ = { name: 'read_file', description: 'Read a file.', inputSchema: { type: 'object', properties: { path: { type: 'string' } } }, annotations: { readOnlyHint: true } };

export const SCOPE_SURFACE = { tools: [WRITE, COUNT, TALLY, READ], structured: { count: { n: 'three' }, tally: { n: 3 } } };

/** A scope that keeps write_file's path under /srv/. */
export const SRV_SCOPE = { properties: { path: { type: 'string', pattern: '^/srv/' } } };
