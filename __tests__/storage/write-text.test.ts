// A snapshot file's text is written a slice at a time (issue 55: no second copy of a 16 MB snapshot in memory); every
// byte must still be the text's own UTF-8, whichever character a slice boundary falls on.
import { readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic, writeText } from '../../src/storage/snapshot-file.js';
import { tempDir } from '../helpers/temp-dir.js';

const dir = tempDir('write-text');

async function written(name: string, text: string, chunk: number): Promise<Buffer> {
  const file = path.join(dir, name);
  const fh = await open(file, 'w');
  try {
    await writeText(fh, text, chunk);
  } finally {
    await fh.close();
  }
  return readFileSync(file);
}

describe('writeText', () => {
  // Emoji are surrogate pairs: at chunk 4, "ab😀c" puts a boundary between the pair's halves when offset by one.
  const texts = ['ab😀cdefg😀😀h', 'a😀😀😀😀', '😀'.repeat(9), 'plain ascii only', 'é¤漢字 mixed 😀 widths', ''];

  it.each(texts)('writes %j byte for byte at every slice size, a pair split by no boundary', async (text) => {
    for (const chunk of [1, 2, 3, 4, 5, 7, 64]) expect((await written(`t-${chunk}.txt`, text, chunk)).equals(Buffer.from(text, 'utf8'))).toBe(true);
  });

  it('a lone surrogate is written as writeFile writes it, not changed by slicing', async () => {
    const text = 'x\ud83dy\ude00z';
    expect((await written('lone.txt', text, 2)).equals(Buffer.from(text, 'utf8'))).toBe(true);
  });

  it('writeFileAtomic writes a text larger than one slice whole', async () => {
    const text = `${'{"tool":"😀 é"}\n'.repeat(120_000)}`;
    const file = path.join(dir, 'large.json');
    await writeFileAtomic(file, text);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });
});
