import { connect } from '../src/capture/connect.js';
it('p', async () => {
  try { await connect({ type: 'auto', url: 'http://127.0.0.1:9/mcp', headers: {} }, { client: { name: 'x', version: '1', capabilities: {} }, initializeMs: 800, maxMessageBytes: 1e6, onGarbage: () => {} }); } catch (e) { const x = e as Error; console.log(x.constructor.name, x.message, x.cause, x.stack); }
});
