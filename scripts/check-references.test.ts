import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

import {
  checkRepository,
  findInText,
  formatFinding,
  sectionNumbers,
  unindexedDecisions,
  type ReferenceTargets,
} from './check-references.ts';

const EXISTING = new Set([
  'docs/api.md',
  'docs/product.md',
  'docs/conventions.md',
  'docs/decisions',
  'docs/decisions/030-page-cache.md',
]);
const targets: ReferenceTargets = {
  exists: (repoPath) => EXISTING.has(repoPath),
  decisionNumbers: new Set(['030']),
  sections: { product: new Set(['1', '2', '5', '19']), conventions: new Set(['1', '6']) },
};
const problems = (text: string) => findInText('x.ts', text, targets).map((f) => f.text);

// The forbidden names are put together here, so that this file does not cite them itself.
const OLD_PRODUCT = 'SP' + 'EC';
const OLD_RUNTIME = 'CONT' + 'RACT';
const OLD_STYLE = 'STY' + 'LE';
const TICKET = 'iss' + 'ue';

describe('findInText', () => {
  it.each([
    [`// ${OLD_PRODUCT} §5: a status save needs a schedule`, `${OLD_PRODUCT}`],
    [`see ${OLD_PRODUCT}.md`, `${OLD_PRODUCT}.md`],
    [`// ${OLD_PRODUCT.toLowerCase().replace('s', 'S')} §5: a status save`, 'Spec §5'],
    [`// see ${OLD_STYLE.toLowerCase()} §3`, `${OLD_STYLE.toLowerCase()} §3`],
    [`/** GET /api/audit (${OLD_RUNTIME}: superadmin) */`, OLD_RUNTIME],
    [`// ${OLD_STYLE} §1: features never import each other`, OLD_STYLE],
    [`it('${TICKET} 17: vacancies', …)`, `${TICKET} 17`],
    [`/** ${TICKET.replace('i', 'I')} 9 item 3 */`, `${TICKET.replace('i', 'I')} 9`],
    [`(fixes #12)`, '#12'],
    [`read ../${'sha'}red/ first`, `../${'sha'}red/`],
  ])('flags %s', (line, found) => {
    expect(problems(line)).toEqual([found]);
  });

  it.each([
    ['// docs/product.md §5: a status save needs a schedule'],
    ['// docs/product.md §2, §5 and §19; docs/conventions.md §6'],
    ['(docs/decisions/030) and docs/decisions/030-page-cache.md, docs/decisions/ and docs/api.md.'],
    ['S3_FORCE_PATH_' + OLD_STYLE + ': flag.default(false)'],
    ["className='bg-[#15803d]' style='color: #333;' '&#39;'"],
    [`// upstream ${TICKET} 1234, https://github.com/vitest-dev/vitest/issues/1234`],
    ['web/features/api-docs/api-operation-list.tsx'],
    ['docs/decisions/NNN-short-title.md is the template'],
  ])('accepts %s', (line) => {
    expect(problems(line)).toEqual([]);
  });

  it('flags a decision number, a file and a section that do not exist', () => {
    expect(
      problems('docs/decisions/041 and docs/decisions/029-public-font.md, docs/missing.md.'),
    ).toEqual(['docs/decisions/041', 'docs/decisions/029-public-font.md', 'docs/missing.md']);
    expect(problems('docs/product.md §2, §7; docs/conventions.md §9')).toEqual([
      'docs/product.md §7',
      'docs/conventions.md §9',
    ]);
  });

  it('says where and what to write instead', () => {
    const [finding] = findInText('server/a.ts', `\n  // ${OLD_PRODUCT} §3`, targets);
    expect(formatFinding(finding!)).toBe(
      `server/a.ts:2:6: "${OLD_PRODUCT}" cites the old product paper, which is not in this repository\n` +
        '    hint: cite `docs/product.md §N` (same section numbers) or say the reason in place',
    );
  });
});

describe('sectionNumbers', () => {
  it('reads the numbered level-two headings', () => {
    expect([...sectionNumbers('# T\n\n## 1. A\n\n### 1.1 no\n\n## 12. B\n## Glossary\n')]).toEqual([
      '1',
      '12',
    ]);
  });
});

describe('unindexedDecisions', () => {
  it('names each record the index does not link, but not the template', () => {
    const index = '| [030](030-page-cache.md) | Page cache |';
    const records = ['000-template.md', '030-page-cache.md', '031-vacancies.md', 'README.md'];
    expect(unindexedDecisions(records, index).map((f) => f.text)).toEqual(['031-vacancies.md']);
  });
});

const INDEX_ROWS = [
  '| [001](001-a.md) | A | accepted | 2026-11-22 |\n',
  '| [002](002-b.md) | B | accepted | 2026-11-22 |\n',
];

describe('checkRepository', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'sigap-refs-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('checks the files of a repository, new and untracked ones included', () => {
    mkdirSync(path.join(root, 'docs/decisions'), { recursive: true });
    writeFileSync(path.join(root, 'docs/product.md'), '# P\n\n## 1. Who\n');
    const header = '\n\n- Date: 2026-11-22\n- Status: accepted\n';
    writeFileSync(path.join(root, 'docs/decisions/001-a.md'), `# 001: A${header}`);
    writeFileSync(path.join(root, 'docs/decisions/002-b.md'), `# 002: B${header}`);
    writeFileSync(path.join(root, 'docs/decisions/README.md'), INDEX_ROWS[0]);
    writeFileSync(path.join(root, 'ok.ts'), '// docs/product.md §1, docs/decisions/001\n');
    execFileSync('git', ['init', '-q'], { cwd: root });
    writeFileSync(path.join(root, 'new.ts'), `// ${OLD_PRODUCT} §1\n// docs/product.md §4\n`);

    expect(checkRepository(root).map((f) => `${f.file}:${f.line} ${f.text}`)).toEqual([
      `new.ts:1 ${OLD_PRODUCT}`,
      'new.ts:2 docs/product.md §4',
      'docs/decisions/README.md:1 002-b.md',
    ]);
  });

  it('fails on a scratch document naming a file the tree lacks, and passes once it names a real one', () => {
    const scratch = path.join(root, 'docs/scratch.md');
    writeFileSync(path.join(root, 'new.ts'), '// docs/product.md §1\n');
    writeFileSync(path.join(root, 'docs/decisions/README.md'), INDEX_ROWS.join(''));
    writeFileSync(scratch, '# Scratch\n\nThe counters live in `server/lib/window-counters.ts`.\n');

    const findings = checkRepository(root);
    expect(findings.map(formatFinding)).toEqual([
      'docs/scratch.md:3:23: "server/lib/window-counters.ts" names a path the repository does not have\n' +
        "    hint: fix the path (`git log --diff-filter=DR --stat -- '*window-counters.ts'` shows where it went), " +
        'or strike a gone file through: ~~`server/lib/window-counters.ts`~~',
    ]);

    writeFileSync(
      scratch,
      '# Scratch\n\nThe code lives in `ok.ts`, and [the product](product.md).\n',
    );
    expect(checkRepository(root)).toEqual([]);
  });
});

describe('this repository', () => {
  it('has no dangling citation or path, in code or in its documents', () => {
    const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    expect(checkRepository(repositoryRoot).map(formatFinding)).toEqual([]);
  });
});
