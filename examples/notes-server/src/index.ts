// A small notes service over MCP stdio. `--v2` (or NOTES_API_VERSION=2) serves the next release's surface;
// `--toolset=admin` exposes the admin tools.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import {
  CallToolRequestSchema,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { prompts, resources, resourceTemplates, tools, type Options } from './catalog.js';
import { NoteStore } from './store.js';

const argv = process.argv.slice(2);
const opts: Options = {
  v2: argv.includes('--v2') || process.env.NOTES_API_VERSION === '2',
  toolsets: argv.filter((a) => a.startsWith('--toolset=')).map((a) => a.slice('--toolset='.length)),
};
const store = new NoteStore();
const server = new Server(
  { name: 'notes', version: opts.v2 ? '2.0.0' : '1.4.0' },
  { capabilities: { tools: {}, prompts: {}, resources: {} }, instructions: 'Notes you can create, search and summarize.' },
);

server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: tools(opts) }));
server.setRequestHandler(ListPromptsRequestSchema, () => ({ prompts }));
server.setRequestHandler(ListResourcesRequestSchema, () => ({ resources }));
server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({ resourceTemplates }));

server.setRequestHandler(CallToolRequestSchema, (request) => {
  const result = store.call(request.params.name, request.params.arguments ?? {}, opts);
  return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result };
});

server.setRequestHandler(GetPromptRequestSchema, (request) => {
  const args = request.params.arguments ?? {};
  const text =
    request.params.name === 'summarize_notes'
      ? `Summarize these notes as ${args.style ?? 'bullets'}:\n${store.byTag(args.tag ?? '').map((n) => `- ${n.title}`).join('\n')}`
      : `Draft a note about ${args.topic ?? 'anything'}.`;
  return { messages: [{ role: 'user', content: { type: 'text', text } }] };
});

server.setRequestHandler(ReadResourceRequestSchema, (request) => {
  const uri = request.params.uri;
  return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(store.read(uri, opts)) }] };
});

await server.connect(new StdioServerTransport());
