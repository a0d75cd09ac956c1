// In-memory notes: enough behaviour for the tools to be real, none of it persisted.
import type { Options } from './catalog.js';

export interface Note {
  id: string;
  title: string;
  body: string;
  tags: string[];
  updatedAt: string;
}

type Args = Record<string, unknown>;

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
        };
        this.notes.set(note.id, note);
        return { ...note };
      }
      case 'get_note':
        return { ...this.must(str('id')) };
      case 'search_notes':
      case 'find_notes': {
        const q = (str('query') ?? '').toLowerCase();
        const tag = str('tag');
        const results = [...this.notes.values()]
          .filter((n) => `${n.title} ${n.body}`.toLowerCase().includes(q) && (!tag || n.tags.includes(tag)))
          .slice(0, typeof args.limit === 'number' ? args.limit : 20);
        return { results, total: results.length };
      }
      case 'update_note': {
        const note = this.must(str('id'));
        note.title = str('title') ?? note.title;
        note.body = str('body') ?? note.body;
        note.updatedAt = new Date().toISOString();
        return { ...note };
      }
      case 'delete_note':
        return { deleted: this.notes.delete(str('id') ?? '') };
      case 'export_notes':
        return { archive: JSON.stringify([...this.notes.values()]), count: this.notes.size };
      default:
        throw new Error(`unknown tool ${name}`);
    }
  }

  read(uri: string): unknown {
    if (uri === 'notes://index') return [...this.notes.values()].map((n) => ({ id: n.id, title: n.title }));
    if (uri === 'notes://stats') return { notes: this.notes.size, tags: new Set([...this.notes.values()].flatMap((n) => n.tags)).size };
    const m = /^notes:\/\/note\/(.+)$/.exec(uri);
    if (m) return this.must(m[1]);
    throw new Error(`unknown resource ${uri}`);
  }

  private must(id: string | undefined): Note {
    const note = id === undefined ? undefined : this.notes.get(id);
    if (!note) throw new Error(`no note ${id ?? '(missing id)'}`);
    return note;
  }
}
