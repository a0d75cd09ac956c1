// What the notes server offers. `v2` is the next release: one tool renamed (declared in mcp-contract.json), one input
// field removed (a breaking contract change), one description reworded, and every note it returns carries a
// `revision` (the same output change on several tools). The `admin` toolset adds one tool.
import type { Prompt, Resource, ResourceTemplate, Tool } from '@modelcontextprotocol/sdk/types.js';

export interface Options {
  v2: boolean;
  toolsets: string[];
}

function noteOutputOf(opts: Options): Tool['outputSchema'] & object {
  const properties: Record<string, object> = {
    id: { type: 'string' },
    title: { type: 'string' },
    body: { type: 'string' },
    tags: { type: 'array', items: { type: 'string' } },
    updatedAt: { type: 'string', format: 'date-time' },
  };
  if (opts.v2) properties.revision = { type: 'integer', minimum: 1, description: 'Goes up by one on every update' };
  return { type: 'object', properties, required: ['id', 'title', 'body', 'tags', 'updatedAt'] };
}

export function tools(opts: Options): Tool[] {
  const noteOutput = noteOutputOf(opts);
  const createProps: Record<string, object> = {
    title: { type: 'string', minLength: 1, maxLength: 200, description: 'Short title' },
    body: { type: 'string', description: 'Markdown body' },
  };
  // v2 drops tags from create_note: callers that send them now get a validation error.
  if (!opts.v2) createProps.tags = { type: 'array', items: { type: 'string' }, description: 'Labels to file the note under' };
  const list: Tool[] = [
    {
      name: 'create_note',
      title: 'Create note',
      description: 'Create a note and return it with its new id.',
      inputSchema: { type: 'object', properties: createProps, required: ['title', 'body'], additionalProperties: false },
      outputSchema: noteOutput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    {
      name: 'get_note',
      title: 'Get note',
      description: opts.v2 ? 'Fetch one note by its id, including its body.' : 'Fetch one note by id.',
      inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
      outputSchema: noteOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    {
      name: opts.v2 ? 'find_notes' : 'search_notes',
      title: 'Search notes',
      description: 'Full-text search over titles and bodies, newest first.',
      inputSchema: {
        type: 'object',
        properties: {
          query: { type: 'string' },
          tag: { type: 'string', description: 'Only notes with this tag' },
          limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
        },
        required: ['query'],
      },
      outputSchema: {
        type: 'object',
        properties: { results: { type: 'array', items: noteOutput as object }, total: { type: 'integer' } },
        required: ['results', 'total'],
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    {
      name: 'update_note',
      title: 'Update note',
      description: 'Change the title or body of a note.',
      inputSchema: {
        type: 'object',
        properties: { id: { type: 'string' }, title: { type: 'string' }, body: { type: 'string' } },
        required: ['id'],
      },
      outputSchema: noteOutput,
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    {
      name: 'delete_note',
      title: 'Delete note',
      description: 'Delete a note permanently.',
      inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
      outputSchema: { type: 'object', properties: { deleted: { type: 'boolean' } }, required: ['deleted'] },
      annotations: { destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
  ];
  if (opts.toolsets.includes('admin')) {
    list.push({
      name: 'export_notes',
      title: 'Export notes',
      description: 'Export every note as a JSON archive.',
      inputSchema: { type: 'object', properties: { format: { type: 'string', enum: ['json', 'markdown'] } } },
      outputSchema: { type: 'object', properties: { archive: { type: 'string' }, count: { type: 'integer' } }, required: ['archive', 'count'] },
      annotations: { readOnlyHint: true, openWorldHint: false },
    });
  }
  return list;
}

export const prompts: Prompt[] = [
  {
    name: 'summarize_notes',
    description: 'Summarize the notes filed under a tag.',
    arguments: [
      { name: 'tag', description: 'Tag to summarize', required: true },
      { name: 'style', description: 'bullets or prose', required: false },
    ],
  },
  {
    name: 'draft_note',
    description: 'Draft a new note on a topic, in the style of existing notes.',
    arguments: [{ name: 'topic', description: 'What the note is about', required: true }],
  },
];

export const resources: Resource[] = [
  { uri: 'notes://index', name: 'index', title: 'Note index', description: 'Ids and titles of all notes', mimeType: 'application/json' },
  { uri: 'notes://stats', name: 'stats', title: 'Statistics', description: 'Counts of notes and tags', mimeType: 'application/json' },
];

export const resourceTemplates: ResourceTemplate[] = [
  { uriTemplate: 'notes://note/{id}', name: 'note', title: 'One note', description: 'A note as Markdown', mimeType: 'text/markdown' },
];
