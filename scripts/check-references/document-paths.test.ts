import { describe, expect, it } from 'vitest';

import { headingAnchors, missingPaths, pathInCode, type RepositoryTree } from './document-paths.ts';

const FILES = [
  'README.md',
  'package.json',
  '.ci/run',
  'docs/architecture.md',
  'server/app.ts',
  'server/db/migrations/helpers.ts',
  'server/domain/guard-application.ts',
  'server/features/applications/applications.routes.ts',
  'server/lib/attempt-counter.ts',
  'web/routes/public/home.tsx',
];
const tree: RepositoryTree = {
  files: new Set(FILES),
  isIgnored: (repoPath) => /^(?:dist|data|node_modules)(?:\/|$)/.test(repoPath),
  anchors: (repoPath) =>
    repoPath === 'docs/architecture.md' ? new Set(['how-to-add-a-feature']) : new Set(),
};
const roots = new Set(['README.md', 'package.json', '.ci', 'docs', 'server', 'web']);
const missing = (markdown: string, file = 'README.md') =>
  missingPaths(file, markdown, tree).map((finding) => finding.text);

describe('pathInCode', () => {
  it.each([
    ['server/app.ts', 'rooted'],
    ['server/features/', 'rooted'],
    ['.ci/run', 'rooted'],
    ['package.json', 'rooted'],
    ['./data', 'rooted'],
    ['web/routes/public/…', 'rooted'],
    ['migrations/helpers.ts', 'suffix'],
    ['guard-application.ts', 'suffix'],
  ])('reads %s as a path (%s)', (token, how) => {
    expect(pathInCode(token, roots)?.how).toBe(how);
  });

  it.each([
    ['/api/pelamar'],
    ['/admin/…'],
    ['https://example.com/a.md'],
    ['#common/schemas/faqs'],
    ['@fastify/rate-limit'],
    ['react-router/dom'],
    ['text/html'],
    ['server/features/<name>/'],
    ['docs/decisions/NNN-short-title.md'],
    ['DIR/manifest.json'],
    ['*.test.ts'],
    ['.routes.ts'],
    ['app.inject'],
    ['npm run build'],
    ['docs/product.md'],
  ])('does not read %s as a repository path', (token) => {
    expect(pathInCode(token, roots)).toBeUndefined();
  });
});

describe('missingPaths', () => {
  it('names a path in a code span that the tree lacks, with its line and column', () => {
    const [finding] = missingPaths(
      'docs/a.md',
      'x\n\nCounters: `server/lib/window-counters.ts`.',
      tree,
    );
    expect(finding).toMatchObject({
      file: 'docs/a.md',
      line: 3,
      column: 12,
      text: 'server/lib/window-counters.ts',
      problem: 'names a path the repository does not have',
    });
  });

  it('accepts paths that exist, partial paths and bare names that end a real path', () => {
    expect(
      missing(
        '`server/app.ts`, `server/features/`, `migrations/helpers.ts`, `guard-application.ts`, ' +
          '`web/routes/public/…`, `package.json`, `.ci/run`',
      ),
    ).toEqual([]);
  });

  it('flags a bare name or a partial path that ends no file, and a folder that is gone', () => {
    expect(
      missing('`shared-counters.ts`, `plugins/counters.ts`, `server/features/applicants/`'),
    ).toEqual(['shared-counters.ts', 'plugins/counters.ts', 'server/features/applicants/']);
  });

  it('skips what git ignores, code blocks and paths struck through', () => {
    expect(
      missing(
        '`dist/app/main.js` and `./data`\n\n```text\nserver/gone.ts `server/gone.ts`\n```\n' +
          'It absorbed ~~`zoned-time.ts`~~.',
      ),
    ).toEqual([]);
  });

  it('reads a link from the document folder and suggests the path from there', () => {
    const findings = missingPaths(
      'docs/a.md',
      '[map](architecture.md), [root](../README.md), [wrong](docs/architecture.md)',
      tree,
    );
    expect(findings.map((f) => [f.text, f.hint])).toEqual([
      [
        'docs/architecture.md',
        "a link is read from this document's folder (docs/); did you mean (architecture.md)?",
      ],
    ]);
  });

  it('flags a link out of the repository and a heading that does not exist', () => {
    expect(
      missing(
        '[a](docs/architecture.md#how-to-add-a-feature) [b](docs/architecture.md#gone) [c](../x.md)',
      ),
    ).toEqual(['docs/architecture.md#gone', '../x.md']);
  });

  it('leaves URLs, routes and mail links alone', () => {
    expect(
      missing('[a](https://x.org/b.md) [b](/admin/audit) [c](mailto:a@b.id) [d](#top)'),
    ).toEqual([]);
  });
});

describe('headingAnchors', () => {
  it('writes anchors as GitHub does, numbering repeats and skipping code blocks', () => {
    const markdown =
      '# Architecture: a one-page map\n## 1. Layout\n## Notes\n## Notes\n```sh\n# not a heading\n```\n';
    expect([...headingAnchors(markdown)]).toEqual([
      'architecture-a-one-page-map',
      '1-layout',
      'notes',
      'notes-1',
    ]);
  });
});
