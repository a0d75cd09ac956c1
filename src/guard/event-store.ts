// The events of one HTTP session's streams, kept so a client whose stream broke can resume it with Last-Event-ID, as
// it could against the upstream itself: the SDK's streamable HTTP transport numbers every event it writes through this
// store (and sends a priming event with an id and a retry interval first), and replays a stream's later events on a
// GET that names one. Bounded per session, oldest first out: a stream resumed past what is kept is refused (400) and
// the client starts over, which is what a server without a store does for every stream.
import type { EventStore } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/** How many events a session keeps, and how many bytes of their JSON (a large tool result fills it alone). */
export const EVENTS_KEPT = 1_000;
export const EVENT_BYTES_KEPT = 8 * 1024 * 1024;
/** What a client is told to wait before it reconnects a stream that closed (the SSE `retry:` field). */
export const RETRY_MS = 1_000;

interface Kept {
  stream: string;
  message: JSONRPCMessage;
  bytes: number;
}

/** The store for one session: event ids are the session's own sequence (`1`, `2`, ...), unique across its streams. */
export class SessionEvents implements EventStore {
  private readonly events = new Map<string, Kept>();
  private seq = 0;
  private bytes = 0;

  constructor(
    private readonly maxEvents = EVENTS_KEPT,
    private readonly maxBytes = EVENT_BYTES_KEPT,
  ) {}

  async storeEvent(stream: string, message: JSONRPCMessage): Promise<string> {
    const id = String(++this.seq);
    const bytes = JSON.stringify(message).length;
    this.events.set(id, { stream, message, bytes });
    this.bytes += bytes;
    // Map order is insertion order: the first key is the oldest event.
    for (const [old, kept] of this.events) {
      if (this.events.size <= this.maxEvents && this.bytes <= this.maxBytes) break;
      if (old === id) break;
      this.events.delete(old);
      this.bytes -= kept.bytes;
    }
    return id;
  }

  async getStreamIdForEventId(id: string): Promise<string | undefined> {
    return this.events.get(id)?.stream;
  }

  async replayEventsAfter(last: string, { send }: { send: (id: string, message: JSONRPCMessage) => Promise<void> }): Promise<string> {
    const from = this.events.get(last);
    if (from === undefined) return '';
    let after = false;
    for (const [id, kept] of this.events) {
      if (id === last) after = true;
      // A priming event (an empty message that only carries an id) is not sent again.
      else if (after && kept.stream === from.stream && Object.keys(kept.message).length > 0) await send(id, kept.message);
    }
    return from.stream;
  }
}
