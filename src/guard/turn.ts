// One member's re-capture is CPU work on the event loop every member of a gateway shares (issue 50 item 8): listing
// and digesting its tools, classifying them against the approval, serializing the signed store. Done in one turn, a
// member that rewrites 50 descriptions as 16 KB each held every other member's calls for a quarter of a second.
// Each stage ends by giving the loop back, so the calls that arrived meanwhile are answered between stages.

/** Resolves on the next turn of the event loop, after the I/O (another member's call) that is already waiting. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
