// Context cost counted with a real tokenizer (o200k_base, gpt-tokenizer) on real tools, the tokenizer named with every
// count, and a host whose vendor publishes no offline tokenizer told that the count is a proxy.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { diffSnapshots } from '../../src/api/diff.js';
import { loadTokenizer, tokenizerFor } from '../../src/api/tokenizer.js';
import type { JsonObject } from '../../src/core/shared/model.js';
import { jsonText, toolCost, wireForm } from '../../src/hosts/cost.js';
import { COUNT_BOUND_BYTES, countMethod } from '../../src/hosts/tokenizer.js';
import { serializeSnapshot } from '../../src/storage/snapshot-file.js';
import { snapshotFrom } from '../helpers/classify-fixtures.js';
import { cli } from '../helpers/cli-harness.js';
import { tempDir } from '../helpers/temp-dir.js';
import { withinHangGuard } from '../helpers/linear-time.js';

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'renames');
/** Tools as the published servers listed them (captured into the rename corpus). */
const published = (file: string): JsonObject[] => JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8')).tools as JsonObject[];
const snap = (tools: JsonObject[]) => snapshotFrom({ surfaces: { default: { tools } } });

describe('context cost tokenizer', () => {
  const notion = published('notion-2.0.0.json');

  it('counts each real Notion tool with o200k_base over the JSON the host receives, not characters / 4', async () => {
    const tokenizer = await loadTokenizer();
    const tool = notion.find((t) => t.name === 'API-post-search')!;
    const text = JSON.stringify(wireForm('openai', tool));
    const cost = toolCost('openai', tool, tokenizer);
    expect(cost.tokens).toBe(countTokens(text));
    expect(cost.tokens).not.toBe(Math.ceil(text.length / 4));
    expect(cost.bytes).toBe(Buffer.byteLength(text));
  });

  it('names the tokenizer in the report: exact for OpenAI, a named proxy for Anthropic and Gemini', async () => {
    const tokenizer = await loadTokenizer();
    const base = snap(notion.slice(0, 10));
    const head = snap(notion);
    const method = (hosts: string[]) => diffSnapshots(base, head, { config: { hosts: hosts as never }, tokenizer }).hosts!.cost!;
    expect(method(['openai'])).toMatchObject({ host: 'openai', method: "o200k_base (OpenAI's tokenizer) over the request JSON" });
    expect(method(['anthropic'])).toMatchObject({ host: 'anthropic', method: 'o200k_base as a proxy: Anthropic publishes no offline tokenizer' });
    expect(method(['gemini'])).toMatchObject({ host: 'gemini', method: 'o200k_base as a proxy: Google publishes no offline tokenizer' });
    const cost = method(['openai']).surfaces[0];
    expect(cost.after).toBe(notion.reduce((n, t) => n + countTokens(JSON.stringify(wireForm('openai', t))), 0));
    // Without a tokenizer (the synchronous library call) the number is an estimate and says so.
    expect(diffSnapshots(base, head).hosts!.cost!.method).toBe('estimate: characters / 4');
    expect(countMethod('openai-strict', tokenizer)).toContain("OpenAI's tokenizer");
  });

  it('says the tokenizer beside a budget finding, whose tokens it counted', async () => {
    const tokenizer = await loadTokenizer();
    const r = diffSnapshots(snap(notion.slice(0, 10)), snap(notion), { config: { hosts: ['openai'], policy: { contextBudget: { growthPercent: 10 } } }, tokenizer });
    const over = r.changes.find((c) => c.rule === 'context-cost-over-budget')!;
    expect(over.hint).toMatch(/^Counted with o200k_base \(OpenAI's tokenizer\) over the request JSON \(openai request form\)\. The tools that grew most: /);
    const back = diffSnapshots(snap(notion), snap(notion.slice(0, 10)), { config: { policy: { contextBudget: { tokens: 10_000 } } }, tokenizer }).changes.find((c) => c.rule === 'context-cost-within-budget')!;
    expect(back.hint).toBe('Counted with o200k_base as a proxy: Anthropic publishes no offline tokenizer (anthropic request form). Nothing breaks; every request is cheaper.');
  });

  it('mcp-contract diff counts with o200k_base and says so in the JSON report and the text', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'base.json'), serializeSnapshot(snap(notion.slice(0, 12))));
    writeFileSync(path.join(dir, 'head.json'), serializeSnapshot(snap(notion)));
    const json = await cli(['diff', 'base.json', 'head.json', '--format', 'json'], { cwd: dir });
    const cost = JSON.parse(json.stdout).hosts.cost;
    expect(cost.method).toBe('o200k_base as a proxy: Anthropic publishes no offline tokenizer');
    expect(cost.surfaces[0].after).toBe(notion.reduce((n, t) => n + countTokens(JSON.stringify(wireForm('anthropic', t))), 0));
    const text = await cli(['diff', 'base.json', 'head.json'], { cwd: dir });
    expect(text.stdout).toMatch(/context cost on default: [\d,]+ -> [\d,]+ tokens per request .*\(anthropic request form; o200k_base as a proxy: Anthropic publishes no offline tokenizer\)/);
  });

  it('writes the JSON of a schema nested 10,000 levels deep without JSON.stringify, as JSON.stringify would write it', async () => {
    let deep: JsonObject = { type: 'string' };
    for (let i = 0; i < 10_000; i++) deep = { type: 'object', properties: { 'a"b': deep }, required: ['a"b'] };
    const text = jsonText({ name: 't', n: [1, null, true, 'x'], inputSchema: deep });
    expect(JSON.parse(text).n).toEqual([1, null, true, 'x']);
    expect(text.length).toBeGreaterThan(10_000 * 40);
    const shallow = notion[0];
    expect(jsonText(shallow)).toBe(JSON.stringify(shallow));
    expect(toolCost('anthropic', { name: 't', inputSchema: deep }, await loadTokenizer()).tokens).toBeGreaterThan(10_000);
  });

  it('counts exactly what gpt-tokenizer counts, on every real tool of the corpus as each host receives it and on mixed-script text', async () => {
    const { count } = await loadTokenizer();
    const ordinary = { disallowedSpecial: new Set<string>() };
    const corpus = readdirSync(FIXTURES)
      .filter((f) => f.endsWith('.json') && f !== 'labels.json')
      .flatMap((f) => published(f) ?? []);
    const texts = corpus.flatMap((t) => (['anthropic', 'openai', 'gemini'] as const).map((h) => jsonText(wireForm(h, t))));
    // Seeded mixed-script text: Latin with contractions and digits, CJK, Cyrillic, Devanagari, emoji with joiners,
    // whitespace runs and newlines, so every branch of the pre-tokenizing pattern and long byte-pair merges are met.
    const alphabet = [..."aZ'sT' ll0123456789 \n\t\r  .,;:/\\{}[]\"éßÅçñ日本語中文Привет नमस्ते 😀👨‍👩‍👧🏳️‍🌈 ﬁ\u0301"];
    let seed = 44;
    const next = (n: number): number => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let i = 0; i < 400; i++) texts.push(Array.from({ length: 1 + next(120) }, () => alphabet[next(alphabet.length)]).join(''));
    const wrong = texts.filter((t) => count(t) !== countTokens(t, ordinary));
    expect(texts.length).toBeGreaterThan(1000);
    expect(wrong).toEqual([]);
  });

  it('counts a tool whose text spells a special token as the ordinary text a host receives, instead of failing the diff', async () => {
    // gpt-tokenizer's default refuses `<|endoftext|>` with an exception: a server could fail every PR's diff with it.
    const spelled = { name: 'echo', description: 'Stops at <|endoftext|> or <|im_start|>.', inputSchema: { type: 'object' } };
    const { count } = await loadTokenizer();
    expect(count(spelled.description)).toBe(countTokens(spelled.description, { disallowedSpecial: new Set() }));
    const dir = tempDir();
    writeFileSync(path.join(dir, 'base.json'), serializeSnapshot(snap(notion.slice(0, 2))));
    writeFileSync(path.join(dir, 'head.json'), serializeSnapshot(snap([...notion.slice(0, 2), spelled])));
    const r = await cli(['diff', 'base.json', 'head.json', '--format', 'json'], { cwd: dir });
    expect(r.stderr).toBe('');
    const cost = JSON.parse(r.stdout).hosts.cost.surfaces[0];
    expect(cost.grew[0]).toEqual({ tool: 'echo', after: countTokens(JSON.stringify(wireForm('anthropic', spelled)), { disallowedSpecial: new Set() }) });
  });

  it('loads no tokenizer and counts no cost when the config turns every host off and sets no budget', async () => {
    const base = snap(notion.slice(0, 10));
    const head = snap(notion);
    await expect(tokenizerFor({ hosts: [] })).resolves.toBeUndefined();
    await expect(tokenizerFor({ hosts: { anthropic: 'off', openai: 'off', 'mcp-http': 'off' } })).resolves.toBeUndefined();
    expect(diffSnapshots(base, head, { config: { hosts: [] } }).hosts).toEqual({ hosts: [] });
    // A budget asks for the cost: it is counted (in Anthropic's form, the default) with the real tokenizer.
    const budget = { hosts: [], policy: { contextBudget: { growthPercent: 10 } } };
    const tokenizer = await tokenizerFor(budget);
    expect(tokenizer?.name).toBe('o200k_base');
    const r = diffSnapshots(base, head, { config: budget, tokenizer });
    expect(r.hosts!.cost!.surfaces[0].after).toBe(notion.reduce((n, t) => n + countTokens(JSON.stringify(wireForm('anthropic', t))), 0));
    expect(r.changes.map((c) => c.rule)).toContain('context-cost-over-budget');
    // And the CLI says nothing of hosts or cost for such a config.
    const dir = tempDir();
    writeFileSync(path.join(dir, 'base.json'), serializeSnapshot(base));
    writeFileSync(path.join(dir, 'head.json'), serializeSnapshot(head));
    writeFileSync(path.join(dir, 'mcp-contract.json'), JSON.stringify({ hosts: [] }));
    const text = await cli(['diff', 'base.json', 'head.json'], { cwd: dir });
    expect(text.stdout).not.toMatch(/context cost|hosts:/);
  });

  it('counts long single words (past the heap threshold) exactly as gpt-tokenizer does', async () => {
    const { count } = await loadTokenizer();
    const ordinary = { disallowedSpecial: new Set<string>() };
    // One pre-tokenized piece each: a word of one non-ASCII letter, a CJK run, combining marks, letters with marks.
    const words = ['é', '中', 'ж', 'a\u0301', 'ß', 'ñé', '日本語', 'ab'].flatMap((u) => [33, 65, 400, 1_500].map((n) => u.repeat(n)));
    words.push(`x${'é'.repeat(999)}y`, `${'Привет'.repeat(300)}`, '😀'.repeat(700), `${'éa'.repeat(600)}'ll`);
    expect(words.filter((w) => count(w) !== countTokens(w, ordinary))).toEqual([]);
  });

  it('counts one long non-ASCII word in time linear-ish in its length (a quadratic merge would pass the hang guard)', async () => {
    const { count } = await loadTokenizer();
    // 130,000 `é` are 260,000 bytes, one piece just inside the bound: a pair-by-pair rescan needs some 3e10 steps.
    withinHangGuard('o200k count of 130,000 é', () => expect(count('é'.repeat(130_000))).toBe(130_000));
    // gpt-tokenizer agrees that a run of `é` is one token per letter (checked on a length it can afford).
    expect(countTokens('é'.repeat(2_000))).toBe(2_000);
  });

  it('counts a tool over the bound as its bytes, and the report says so; tools within it are counted exactly', async () => {
    const tokenizer = await loadTokenizer();
    const huge = { name: 'huge', description: 'é'.repeat(COUNT_BOUND_BYTES), inputSchema: { type: 'object' } };
    const text = jsonText(wireForm('openai', huge));
    withinHangGuard('o200k count over the bound', () => expect(tokenizer.count(text)).toBe(Buffer.byteLength(text)));
    const r = diffSnapshots(snap(notion.slice(0, 3)), snap([...notion.slice(0, 3), huge]), { config: { hosts: ['openai'] }, tokenizer });
    const cost = r.hosts!.cost!;
    expect(cost.method).toBe("o200k_base (OpenAI's tokenizer) over the request JSON; 1 tool over 256 KB counted as its bytes");
    const exact = notion.slice(0, 3).reduce((n, t) => n + countTokens(JSON.stringify(wireForm('openai', t))), 0);
    expect(cost.surfaces[0]).toMatchObject({ before: exact, after: exact + Buffer.byteLength(text) });
    // An honest diff says nothing of a bound.
    expect(diffSnapshots(snap(notion.slice(0, 3)), snap(notion), { config: { hosts: ['openai'] }, tokenizer }).hosts!.cost!.method).not.toContain('counted as');
  });

  it('is generated from gpt-tokenizer\'s own ranks, and a hand-edited copy is caught', () => {
    const script = path.join(import.meta.dirname, '..', '..', 'scripts', 'o200k-ranks.mjs');
    const hosts = path.join(import.meta.dirname, '..', '..', 'src', 'hosts');
    expect(spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' }).status).toBe(0);
    // A copy of both files passes; one byte of a token changed in the ranks file is caught.
    const dir = tempDir();
    const copy = path.join(dir, 'o200k-ranks.generated.ts');
    writeFileSync(copy, readFileSync(path.join(hosts, 'o200k-ranks.generated.ts')));
    const ranks = readFileSync(path.join(hosts, 'o200k.bin'));
    writeFileSync(path.join(dir, 'o200k.bin'), ranks);
    expect(spawnSync(process.execPath, [script, '--check', copy], { encoding: 'utf8' }).status).toBe(0);
    ranks[ranks.length - 1] ^= 1;
    writeFileSync(path.join(dir, 'o200k.bin'), ranks);
    const r = spawnSync(process.execPath, [script, '--check', copy], { encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/is stale: run node scripts\/o200k-ranks\.mjs/);
  });
});
