// Between the upstream's start and the guard serving, a signal must end the guard through process.exit, so its exit
// listener ends the upstream's process group (src/guard/exit-kill.ts): Node's default action for SIGTERM skips 'exit'.
import { exitOnSignalUntilServing } from '../../src/guard/exit-kill.js';

describe('guard: a signal before it serves', () => {
  it('exits with 128 + the signal (and so runs the exit listener that ends the upstream), once; off again once serving', () => {
    const codes: number[] = [];
    const before = { int: process.listenerCount('SIGINT'), term: process.listenerCount('SIGTERM') };
    const off = exitOnSignalUntilServing((code) => codes.push(code));
    expect(process.listenerCount('SIGTERM')).toBe(before.term + 1);
    process.emit('SIGTERM');
    expect(codes).toEqual([143]);
    off();
    const offAgain = exitOnSignalUntilServing((code) => codes.push(code));
    process.emit('SIGINT');
    expect(codes).toEqual([143, 130]);
    offAgain();
    // Serving: the guard's own handlers take over; these are gone and exit nothing.
    expect({ int: process.listenerCount('SIGINT'), term: process.listenerCount('SIGTERM') }).toEqual(before);
  });
});
