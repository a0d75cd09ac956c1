// Every schema the package ships is a valid draft-07 schema: the CLI compiles them without the meta-schema check
// (src/storage/schemas.ts, for start-up time), so this is where a malformed schema is caught.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';

const dir = path.join(process.cwd(), 'schemas');

describe('shipped schemas', () => {
  const files = readdirSync(dir).filter((f) => f.endsWith('.schema.json'));

  it('are all found', () => {
    expect(files).toEqual(expect.arrayContaining(['config.schema.json', 'snapshot.schema.json', 'report.schema.json']));
  });

  it.each(files)('%s validates against the draft-07 meta-schema', (file) => {
    const schema = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as object;
    const ajv = new Ajv({ strict: false });
    expect(ajv.validateSchema(schema)).toBe(true);
    expect(ajv.errors ?? null).toBeNull();
  });

  it('a malformed schema is caught by this check', () => {
    expect(new Ajv({ strict: false }).validateSchema({ type: 42 })).toBe(false);
  });
});
