import { describe, expect, it } from 'vitest';

import { checkStatuses, readStatus } from './decision-statuses.ts';

const record = (file: string, status: string, date = '2026-11-23') => ({
  file,
  markdown: `# ${file.slice(0, 3)}: T\n\n- Date: ${date}\n- Status: ${status}\n\n## Context\n\n- Status: not this one\n`,
});
const row = (file: string, status: string, date = '2026-11-23') =>
  `| [${file.slice(0, 3)}](${file}) | T | ${status} | ${date} |`;
const problems = (records: ReturnType<typeof record>[], index: string) =>
  checkStatuses(records, index).map((f) => `${f.file}:${f.line} ${f.problem}`);

describe('readStatus', () => {
  it('reads the state, the relations with their numbers, and the date', () => {
    const status = readStatus(
      record('027-a.md', 'accepted; supersedes 012; amended by 029 (the hero); extends 013 and 014')
        .markdown,
    );
    expect(status).toMatchObject({ date: '2026-11-23', line: 4 });
    expect(status?.unreadable).toBeUndefined();
    expect(status?.relations).toEqual([
      { verb: 'supersedes', number: '012' },
      { verb: 'amended by', number: '029' },
      { verb: 'extends', number: '013' },
      { verb: 'extends', number: '014' },
    ]);
  });

  it.each([
    ['accepted (supersedes 012)', 'names a record'],
    ['accepted; its last point superseded by 019', 'is not a relation we use'],
    ['done', 'is not one we use'],
    ['accepted; superseded by 021', 'is not a relation we use'],
  ])('cannot read "%s"', (text, problem) => {
    expect(readStatus(record('001-a.md', text).markdown)?.unreadable).toContain(problem);
  });
});

describe('checkStatuses', () => {
  const superseded = [
    record('007-old.md', 'superseded by 021'),
    record('021-new.md', 'accepted; supersedes 007'),
  ];
  const index = superseded.map((r) => row(r.file, readStatus(r.markdown)!.text)).join('\n');

  it('accepts records that state each relation on both sides, as the index shows them', () => {
    expect(problems(superseded, index)).toEqual([]);
  });

  it('names a record without a status line', () => {
    const bare = { file: '002-b.md', markdown: '# 002: B\n\n- Date: 2026-11-22\n\n## Context\n' };
    expect(problems([bare], row('002-b.md', 'accepted', '2026-11-22'))).toEqual([
      'docs/decisions/002-b.md:3 has no status line',
    ]);
  });

  it('names the record that does not say it was superseded, and the index row that disagrees', () => {
    const stale = [record('007-old.md', 'accepted'), superseded[1]!];
    expect(problems(stale, index)).toEqual([
      'docs/decisions/007-old.md:4 does not say "superseded by 021", though 021 says "supersedes 007"',
      'docs/decisions/README.md:1 disagrees with 007-old.md, which says "accepted" of 2026-11-23',
    ]);
  });

  it('names a relation to a record that does not exist, and a one-sided amendment', () => {
    const records = [
      record('029-a.md', 'accepted; amends 027; extends 099'),
      record('027-b.md', 'accepted'),
    ];
    const rows = records.map((r) => row(r.file, readStatus(r.markdown)!.text)).join('\n');
    expect(problems(records, rows)).toEqual([
      'docs/decisions/027-b.md:4 does not say "amended by 029", though 029 says "amends 027"',
      'docs/decisions/029-a.md:4 names record 099, which does not exist',
    ]);
  });
});
