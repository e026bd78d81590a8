import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Comments explain themselves by pointing at docs/ (docs/product.md, docs/architecture.md, …), never at
 * tickets or numbered points of a document outside the repository that a newcomer does not have. This
 * keeps every such pointer true: the file exists and, where a section is named ("§5", "§10.1"), the
 * document has a heading of that number.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const scanned = ['src', 'server', 'domain', 'tests', 'bench', 'scripts'];
const rootFiles = ['README.md', 'eslint.config.js', 'vite.config.ts', 'playwright.config.ts'];
const textFile = /\.(ts|tsx|js|mjs|cjs|sql|css|py|sh|md|html|json)$/;
const skipped = new Set(['node_modules', '__screenshots__', 'fixtures']);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (skipped.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return textFile.test(name) ? [path] : [];
  });
}

const files = [...scanned.flatMap((dir) => walk(join(root, dir))), ...rootFiles.map((name) => join(root, name)).filter(existsSync)];
const texts = files.map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));

/** The section numbers a document's headings carry: "## 5. Validation rules" → "5", "### 10.1 Responsible play" → "10.1". */
function sectionsOf(doc: string): Set<string> {
  const numbers = [...readFileSync(join(root, doc), 'utf8').matchAll(/^#{1,6} (\d+(?:\.\d+)*)\.? /gm)].map((m) => m[1]!);
  return new Set(numbers);
}

/** A docs path, then optionally its sections: "docs/product.md §5", "§4 and §9", "§4, §7". */
const pointer = /\bdocs\/[\w./-]+?\.md((?:\s*§\d+(?:\.\d+)*(?:(?:,\s*|\s+and\s+)§\d+(?:\.\d+)*)*)?)/g;

describe('docs pointers in comments', () => {
  it('name documents that exist, and sections those documents have', () => {
    const broken: string[] = [];
    const sections = new Map<string, Set<string>>();
    for (const { path, text } of texts) {
      for (const match of text.matchAll(pointer)) {
        const doc = match[0].slice(0, match[0].length - match[1]!.length).trim();
        if (!existsSync(join(root, doc))) {
          broken.push(`${path}: ${doc} does not exist`);
          continue;
        }
        for (const [, number] of match[1]!.matchAll(/§(\d+(?:\.\d+)*)/g)) {
          if (!sections.has(doc)) sections.set(doc, sectionsOf(doc));
          if (!sections.get(doc)!.has(number!)) broken.push(`${path}: ${doc} has no section ${number}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('are found at all (the scan reads the code)', () => {
    const pointers = texts.reduce((n, { text }) => n + [...text.matchAll(pointer)].length, 0);
    expect(pointers).toBeGreaterThan(100);
  });

  it('never point at tickets or at numbered points of a document outside the repository', () => {
    // Built from parts, so this file does not match itself.
    const outside = new RegExp(['\\bissues? #?\\d+', '\\bspec' + ' points?\\b'].join('|'), 'i');
    const found = texts.flatMap(({ path, text }) =>
      text.split('\n').flatMap((line, i) => (outside.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
