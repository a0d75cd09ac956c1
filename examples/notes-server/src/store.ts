// In-memory notes: enough behaviour for the tools to be real, none of it persisted.
import type { Options } from './catalog.js';

export interface Note {
  id: string;
  title: string;
  body: string;
  tags: string[];
  updatedAt: string;
  revision: number;
}

type Args = Record<string, unknown>;

/** A note as the tools return it: `revision` is part of the v2 contract only. */
function view(note: Note, opts: Options): Record<string, unknown> {
  const { revision, ...v1 } = note;
  return opts.v2 ? { ...v1, revision } : v1;
}

export class NoteStore {
  private notes = new Map<string, Note>();
  private next = 1;

  byTag(tag: string): Note[] {
    return [...this.notes.values()].filter((n) => n.tags.includes(tag));
  }

  call(name: string, args: Args, opts: Options): Record<string, unknown> {
    const str = (k: string) => (typeof args[k] === 'string' ? (args[k] as string) : undefined);
    switch (name) {
      case 'create_note': {
        const note: Note = {
          id: String(this.next++),
          title: str('title') ?? 'untitled',
          body: str('body') ?? '',
          tags: !opts.v2 && Array.isArray(args.tags) ? args.tags.map(String) : [],
          updatedAt: new Date().toISOString(),
          revision: 1,
        };
        this.notes.set(note.id, note);
        return view(note, opts);
      }
      case 'get_note':
        return view(this.must(str('id')), opts);
      case 'search_notes':
      case 'find_notes': {
        const q = (str('query') ?? '').toLowerCase();
        const tag = str('tag');
        const results = [...this.notes.values()]
          .filter((n) => `${n.title} ${n.body}`.toLowerCase().includes(q) && (!tag || n.tags.includes(tag)))
          .slice(0, typeof args.limit === 'number' ? args.limit : 20)
          .map((n) => view(n, opts));
        return { results, total: results.length };
      }
      case 'update_note': {
        const note = this.must(str('id'));
        note.title = str('title') ?? note.title;
        note.body = str('body') ?? note.body;
        note.updatedAt = new Date().toISOString();
        note.revision++;
        return view(note, opts);
      }
      case 'delete_note':
        return { deleted: this.notes.delete(str('id') ?? '') };
      case 'export_notes':
        return { archive: JSON.stringify([...this.notes.values()].map((n) => view(n, opts))), count: this.notes.size };
      default:
        throw new Error(`unknown tool ${name}`);
    }
  }

  read(uri: string, opts: Options): unknown {
    if (uri === 'notes://index') return [...this.notes.values()].map((n) => ({ id: n.id, title: n.title }));
    if (uri === 'notes://stats') return { notes: this.notes.size, tags: new Set([...this.notes.values()].flatMap((n) => n.tags)).size };
    const m = /^notes:\/\/note\/(.+)$/.exec(uri);
    if (m) return view(this.must(m[1]), opts);
    throw new Error(`unknown resource ${uri}`);
  }

  private must(id: string | undefined): Note {
    const note = id === undefined ? undefined : this.notes.get(id);
    if (!note) throw new Error(`no note ${id ?? '(missing id)'}`);
    return note;
  }
}
