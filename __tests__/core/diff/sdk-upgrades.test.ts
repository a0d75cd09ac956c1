// SDK-only upgrades: the same server code run under two installed SDK (and zod) versions (helpers/sdk-swap.ts). Nothing
// the author wrote changed, so nothing is loud: zod 4's safe-integer bounds and record `propertyNames`, a schema
// library opening `additionalProperties`, are spellings. A downgrade that really refuses more stays breaking.
import path from 'node:path';
import { diffSnapshots } from '../../../src/core/diff/classify.js';
import type { Change, Report, Snapshot } from '../../../src/core/shared/model.js';
import { ROOT } from '../../helpers/capture-fixtures.js';
import { captureSwapped, sdkOf, ZOD3, ZOD4, type Swap } from '../../helpers/sdk-swap.js';

const SHAPES = { file: path.join(ROOT, '__tests__', 'fixtures', 'servers', 'zod-shapes.mjs') };
const fsRoot = (scratch: string) => [scratch];

/** label -> how it runs: the code, and the SDK and zod it finds. */
const RUNS: Record<string, [Swap, (scratch: string) => string[]]> = {
  'shapes-sdk1.22-zod3': [{ code: SHAPES, sdk: sdkOf('fs-2025-11-25'), zod: ZOD3 }, () => []],
  'shapes-sdk1.25-zod4': [{ code: SHAPES, sdk: sdkOf('fs-2026-1-14'), zod: ZOD4 }, () => []],
  'shapes-sdk1.32-zod3': [{ code: SHAPES, sdk: sdkOf(), zod: ZOD3 }, () => []],
  'shapes-sdk1.32-zod4': [{ code: SHAPES, sdk: sdkOf(), zod: ZOD4 }, () => []],
  'fs-2025-11-25-own': [{ code: { pkg: 'fs-2025-11-25' }, sdk: sdkOf('fs-2025-11-25'), zod: ZOD3 }, fsRoot],
  'fs-2025-11-25-sdk1.32-zod4': [{ code: { pkg: 'fs-2025-11-25' }, sdk: sdkOf(), zod: ZOD4 }, fsRoot],
  'fs-2026-1-14-own': [{ code: { pkg: 'fs-2026-1-14' }, sdk: sdkOf('fs-2026-1-14'), zod: ZOD4 }, fsRoot],
  'fs-2026-1-14-sdk1.32': [{ code: { pkg: 'fs-2026-1-14' }, sdk: sdkOf(), zod: ZOD4 }, fsRoot],
  'memory-2026-1-26-own': [{ code: { pkg: 'memory-2026-1-26' }, sdk: sdkOf('memory-2026-1-26'), zod: ZOD4 }, () => []],
  'memory-2026-1-26-sdk1.32': [{ code: { pkg: 'memory-2026-1-26' }, sdk: sdkOf(), zod: ZOD4 }, () => []],
};

const snaps = new Map<string, Snapshot>();

beforeAll(async () => {
  for (const [label, [swap, args]] of Object.entries(RUNS)) snaps.set(label, await captureSwapped(label.split('-')[0], swap, args));
});

const diff = (from: string, to: string): Report => diffSnapshots(snaps.get(from)!, snaps.get(to)!, {}, { base: from, head: to });
const show = (c: Change) => `${c.severity} ${c.rule} ${c.before?.refs[0] ?? c.after?.refs[0] ?? c.surface} ${c.after?.pointer ?? c.before?.pointer ?? ''}`;
const loud = (r: Report) => r.changes.filter((c) => c.severity !== 'safe').map(show);

describe('the same code under a newer SDK raises nothing loud', () => {
  it.each([
    ['shapes-sdk1.22-zod3', 'shapes-sdk1.25-zod4'],
    ['shapes-sdk1.32-zod3', 'shapes-sdk1.32-zod4'],
    ['fs-2025-11-25-own', 'fs-2025-11-25-sdk1.32-zod4'],
    ['fs-2026-1-14-own', 'fs-2026-1-14-sdk1.32'],
    ['memory-2026-1-26-own', 'memory-2026-1-26-sdk1.32'],
  ])('%s -> %s', (from, to) => {
    expect(loud(diff(from, to))).toEqual([]);
  });

  it('zod 3 -> zod 4 really spells the schemas differently: the quiet verdict is a judgement, not an equal capture', () => {
    const tool = (label: string, name: string) => snaps.get(label)!.surfaces.default.kinds.tool.items.find((c) => c.ref === `tool:${name}`)!.definition;
    const page = tool('shapes-sdk1.25-zod4', 'page') as { inputSchema: { properties: { limit: { maximum?: number } } } };
    expect(page.inputSchema.properties.limit.maximum).toBe(Number.MAX_SAFE_INTEGER);
    expect(JSON.stringify(tool('shapes-sdk1.25-zod4', 'tag'))).toContain('"propertyNames"');
    expect(JSON.stringify(tool('shapes-sdk1.22-zod3', 'tag'))).not.toContain('"propertyNames"');
    const r = diff('shapes-sdk1.22-zod3', 'shapes-sdk1.25-zod4');
    expect(r.changes.filter((c) => c.rule === 'tool-input-additional-properties-opened').length).toBeGreaterThanOrEqual(5);
    expect(r.changes.filter((c) => c.rule === 'tool-input-constraint-tightened' || c.rule === 'tool-output-constraint-loosened')).toEqual([]);
  });
});

describe('what really refuses more stays loud', () => {
  it('zod 4 -> zod 3 closes additionalProperties on every tool: breaking where arguments are declared, safe on the one without', () => {
    const r = diff('shapes-sdk1.25-zod4', 'shapes-sdk1.22-zod3');
    // (The SDK downgrade also negotiates an older protocol: a review of its own, not about the schemas.)
    expect(loud(r).filter((l) => l.includes(' tool:')).sort()).toEqual(
      ['flag', 'meta', 'note', 'page', 'tag'].map((t) => `breaking tool-input-additional-properties-closed tool:${t} /inputSchema/additionalProperties`),
    );
    expect(r.changes.filter((c) => c.rule === 'tool-input-no-arguments-closed').map(show)).toEqual(['safe tool-input-no-arguments-closed tool:ping /inputSchema/additionalProperties']);
  });
});
