import { describe, expect, it } from 'vitest';

import { htmlToText, wordDiff } from './word-diff.ts';

const joined = (parts: ReturnType<typeof wordDiff>, keep: 'removed' | 'added') =>
  parts
    .filter((part) => part.kind === 'same' || part.kind === keep)
    .map((part) => part.text)
    .join('');

describe('wordDiff', () => {
  it.each([
    ['Satpam jaga malam', 'Satpam jaga siang dan malam'],
    ['', 'baru'],
    ['lama', ''],
    ['a b c d', 'd c b a'],
    ['sama persis', 'sama persis'],
  ])('gives back both texts from %j to %j', (before, after) => {
    const parts = wordDiff(before, after);
    expect(joined(parts, 'removed')).toBe(before);
    expect(joined(parts, 'added')).toBe(after);
  });

  it('marks only the changed words', () => {
    expect(wordDiff('Kami menjaga gedung', 'Kami merawat gedung')).toEqual([
      { kind: 'same', text: 'Kami ' },
      { kind: 'removed', text: 'menjaga ' },
      { kind: 'added', text: 'merawat ' },
      { kind: 'same', text: 'gedung' },
    ]);
  });

  it('keeps a run of changed words together', () => {
    expect(wordDiff('Ya, setiap dua jam sekali.', 'Jawaban yang salah tempel.')).toEqual([
      { kind: 'removed', text: 'Ya, setiap dua jam sekali.' },
      { kind: 'added', text: 'Jawaban yang salah tempel.' },
    ]);
  });

  it('falls back to lines for long texts and still gives both back', () => {
    const before = Array.from({ length: 3000 }, (_, i) => `kata${i}`).join(' ');
    const after = `${before} tambahan`;
    const parts = wordDiff(before, after);
    expect(joined(parts, 'removed')).toBe(before);
    expect(joined(parts, 'added')).toBe(after);
  });
});

describe('htmlToText', () => {
  it('keeps one line per block and decodes entities', () => {
    expect(htmlToText('<p>Satu &amp; dua</p><ul><li>A</li><li>B</li></ul>')).toBe(
      'Satu & dua\nA\nB',
    );
  });
});
