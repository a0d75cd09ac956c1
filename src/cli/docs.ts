// The generated sections of the README and its docs/ pages, rendered from the code that defines them (a test fails
// when a page drifts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXIT_DOCS } from '../core/shared/errors.js';
import { renderRulesMarkdown } from '../core/rules/rules-doc.js';
import { renderReleaseRulesMarkdown } from '../core/release/release-rules.js';
import { renderScanRulesMarkdown } from '../scan/rules.js';
import { renderCanaryRulesMarkdown } from '../canary/rules.js';
import { renderHostChecksMarkdown } from '../hosts/doc.js';
import { DOC_SECTIONS } from './specs/docs.js';
import { SPECS } from './specs/index.js';
import { usageLines } from './help.js';
import { renderSchemaTable } from './schema-doc.js';
import type { JsonObject } from '../core/shared/model.js';

export { DOC_SECTIONS };
export type DocSection = (typeof DOC_SECTIONS)[number];

interface YamlEntry {
  name: string;
  description: string;
  default?: string;
}

/** Reads the `inputs:`/`outputs:` block of our own action.yml (a fixed, simple layout: no YAML library needed). */
export function actionEntries(actionYml: string, block: 'inputs' | 'outputs'): YamlEntry[] {
  const lines = actionYml.split('\n');
  const start = lines.findIndex((l) => l === `${block}:`);
  if (start < 0) return [];
  const out: YamlEntry[] = [];
  let current: YamlEntry | undefined;
  let inDescription = false;
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    const name = /^ {2}([A-Za-z0-9_-]+):\s*$/.exec(line);
    if (name) {
      current = { name: name[1], description: '' };
      out.push(current);
      inDescription = false;
      continue;
    }
    const field = /^ {4}(description|default|required):\s*(.*)$/.exec(line);
    if (field && current) {
      const value = field[2].replace(/^(['"])(.*)\1$/, '$2');
      inDescription = field[1] === 'description' && value === '';
      if (field[1] === 'description') current.description = value;
      if (field[1] === 'default') current.default = value;
      continue;
    }
    if (inDescription && current && /^ {6}/.test(line)) current.description += `${current.description ? ' ' : ''}${line.trim()}`;
  }
  return out;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

export function renderDocSection(section: DocSection, root: string): string {
  switch (section) {
    case 'usage':
      return ['```', ...Object.values(SPECS).flatMap(usageLines), '```'].join('\n');
    case 'rules':
      return renderRulesMarkdown();
    case 'release-rules':
      return renderReleaseRulesMarkdown();
    case 'scan-rules':
      return renderScanRulesMarkdown();
    case 'canary-rules':
      return renderCanaryRulesMarkdown();
    case 'config':
      return renderSchemaTable(JSON.parse(readFileSync(join(root, 'schemas', 'config.schema.json'), 'utf8')) as JsonObject);
    case 'host-checks':
      return renderHostChecksMarkdown();
    case 'exit-codes':
      return ['| code | meaning |', '| --- | --- |', ...EXIT_DOCS.map((e) => `| ${e.code} (${e.name}) | ${cell(e.meaning)} |`)].join('\n');
    case 'inputs':
    case 'outputs': {
      const entries = actionEntries(readFileSync(join(root, 'action.yml'), 'utf8'), section);
      if (section === 'outputs') return ['| output | meaning |', '| --- | --- |', ...entries.map((e) => `| \`${e.name}\` | ${cell(e.description)} |`)].join('\n');
      return [
        '| input | default | meaning |',
        '| --- | --- | --- |',
        ...entries.map((e) => `| \`${e.name}\` | ${e.default ? `\`${cell(e.default)}\`` : ''} | ${cell(e.description)} |`),
      ].join('\n');
    }
  }
}

/** The pages that may hold generated sections, relative to `root`: README.md, then docs/*.md by name. */
export function docPages(root: string): string[] {
  const dir = join(root, 'docs');
  const docs = existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('.md')).sort() : [];
  return ['README.md', ...docs.map((n) => `docs/${n}`)];
}

/** Replaces each `<!-- generated:NAME -->...<!-- /generated:NAME -->` block of one page (the README or a docs/ page). */
export function spliceReadme(readme: string, root: string): string {
  let out = readme;
  for (const s of DOC_SECTIONS) {
    const re = new RegExp(`(<!-- generated:${s} -->)[\\s\\S]*?(<!-- /generated:${s} -->)`);
    out = out.replace(re, (_, a: string, b: string) => `${a}\n${renderDocSection(s, root)}\n${b}`);
  }
  return out;
}
