import { describe, expect, it } from 'vitest';

import { MAX_NESTING, firstParagraphText, isBlankHtml, sanitizeHtml } from './sanitize-html.ts';
import { itReturns } from '../../test-support/table-tests.ts';

describe('sanitizeHtml', () => {
  // What the editor may write comes out exactly as it went in.
  it.each([
    [
      'keeps the editor’s formatting',
      '<h2>Judul</h2><p><strong>Tebal</strong> <em>miring</em> <u>garis</u> <s>coret</s></p>',
    ],
    [
      'keeps lists and quotes',
      '<ul><li><p>a</p></li></ul><ol start="3"><li>b</li></ol><blockquote><p>c</p></blockquote>',
    ],
    ['keeps b, i, h3, h4 and br', '<h3>x</h3><h4>y</h4><p><b>1</b><br><i>2</i></p>'],
    [
      'keeps https, mailto, tel, site paths and anchors',
      '<a href="https://a.id/x?y=1&amp;z=2">1</a><a href="mailto:a@b.id">2</a><a href="tel:+62215150">3</a><a href="/layanan/parkir">4</a><a href="#kontak">5</a>',
    ],
    [
      'keeps images from /uploads and https',
      '<img src="/uploads/images/abc_DEF-800.webp" alt="Foto"><img src="https://cdn.example/a.jpg" alt="b">',
    ],
    [
      'escapes quotes in attribute values',
      '<img src="/uploads/images/a-800.webp" alt="a&quot; onerror=&quot;x">',
    ],
    ['keeps escaped text escaped', '<p>&lt;script&gt; a &amp; b</p>'],
  ])('%s', (_name, html) => {
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    [
      'removes script tags with their body',
      '<p>Hai <script>alert(1)</script>semua</p>',
      '<p>Hai semua</p>',
    ],
    [
      'removes style, iframe, object and embed',
      '<style>p{color:red}</style><iframe src="https://x"></iframe><object data="x"></object><embed src="x"><p>ok</p>',
      '<p>ok</p>',
    ],
    [
      'removes nested script inside svg',
      '<svg><script>alert(1)</script></svg><p>after</p>',
      '<p>after</p>',
    ],
    [
      'removes event handler attributes',
      '<p onclick="steal()" onmouseover="x()">teks</p>',
      '<p>teks</p>',
    ],
    ['removes an image with onerror and a bad source', '<img src=x onerror=alert(1)>', ''],
    [
      'removes inline style and class',
      '<p style="position:fixed;inset:0" class="x" id="y">teks</p>',
      '<p>teks</p>',
    ],
    [
      'adds rel=noopener to target=_blank links and drops other rel values',
      '<a href="https://a.id" target="_blank" rel="opener">x</a>',
      '<a href="https://a.id" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['drops targets other than _blank', '<a href="/x" target="_top">x</a>', '<a href="/x">x</a>'],
    [
      'removes images from data: and http URLs',
      '<p>a</p><img src="data:image/png;base64,AAAA"><img src="http://x/a.jpg">',
      '<p>a</p>',
    ],
    [
      'drops unknown tags but keeps their text',
      '<div><span>teks</span> <font>lain</font></div>',
      'teks lain',
    ],
    ['removes comments', '<!-- rahasia --><p>a</p>', '<p>a</p>'],
    ['closes tags left open', '<blockquote><p>terbuka', '<blockquote><p>terbuka</p></blockquote>'],
    ['drops closing tags that close nothing', '</div></section><p>a</p></p></li>', '<p>a</p>'],
    ['turns blank editor output into an empty string', '<p></p><p> </p>', ''],
    ['turns null into an empty string', null, ''],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('never lets a script through, whatever the nesting', () => {
    const attacks = [
      '<scr<script>ipt>alert(1)</script>',
      '<<script>script>alert(1)<</script>/script>',
      '<p><a href="javascript&colon;alert(1)">x</a></p>',
      '<img/src="x"/onerror="alert(1)">',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    ];
    for (const attack of attacks) {
      const clean = sanitizeHtml(attack);
      expect(clean).not.toMatch(/<script|onerror|javascript:/i);
    }
  });
});

describe('links are checked by parsing them as the browser would', () => {
  it.each([
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['a javascript: link hidden by entities', '<a href="jav&#x61;script:alert(1)">x</a>'],
    ['a javascript: link hidden by case and spaces', '<a href="  JaVaScRiPt:alert(1)">x</a>'],
    ['a javascript: link split by a newline', '<a href="java\nscript:alert(1)">x</a>'],
    ['a data: link', '<a href="data:text/html,hi">x</a>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
    ['a protocol-relative link', '<a href="//evil.example">x</a>'],
    ['a backslash path that leaves the site', '<a href="/\\evil.com">x</a>'],
    ['a protocol-relative address', '<a href="//evil.com/a">x</a>'],
    ['a backslash protocol-relative address', '<a href="\\\\evil.com">x</a>'],
    ['a tab inside the slashes', '<a href="/\t/evil.com">x</a>'],
    ['a javascript: link with an encoded colon', '<a href="javascript&colon;alert(1)">x</a>'],
    ['a javascript: link with decimal entities', '<a href="&#106;avascript:alert(1)">x</a>'],
    [
      'a javascript: link with a leading control character',
      '<a href="\u0001javascript:alert(1)">x</a>',
    ],
    ['a relative path without a slash', '<a href="evil.com">x</a>'],
    ['a file: link', '<a href="file:///etc/passwd">x</a>'],
  ])('drops %s', (_name, input) => {
    expect(sanitizeHtml(input)).toBe('<a>x</a>');
  });

  it('keeps a site path with query and anchor, normalized', () => {
    expect(sanitizeHtml('<a href="/career?x=1#top">x</a>')).toBe('<a href="/career?x=1#top">x</a>');
  });

  it('drops an image whose source leaves the site through a backslash', () => {
    expect(sanitizeHtml('<p>a</p><img src="/\\evil.com/a.png">')).toBe('<p>a</p>');
  });
});

describe('deep nesting', () => {
  it('keeps nesting up to the limit and drops what lies deeper', () => {
    const deep = '<blockquote>'.repeat(MAX_NESTING + 50) + 'dalam';
    const clean = sanitizeHtml(`<p>awal</p>${deep}`);
    expect(clean.startsWith('<p>awal</p>')).toBe(true);
    expect(clean.match(/<blockquote>/g)).toHaveLength(MAX_NESTING);
    expect(clean).not.toContain('dalam');
  });

  it('does not count closed tags as nesting', () => {
    const flat = '<p><strong>a</strong></p>'.repeat(MAX_NESTING * 3);
    expect(sanitizeHtml(flat)).toBe(flat);
  });
});

describe('isBlankHtml', () => {
  itReturns(isBlankHtml, '%j is blank: %s', [
    ['', true],
    ['<p></p>', true],
    ['<p>&nbsp;</p>', true],
    ['<p>a</p>', false],
    ['<img src="/uploads/images/a-800.webp">', false],
  ]);
});

describe('firstParagraphText', () => {
  itReturns(firstParagraphText, '%j gives %j', [
    ['', ''],
    ['<h2>Judul</h2><p></p><p>Kami &amp; <strong>mitra</strong></p><p>Kedua</p>', 'Kami & mitra'],
    ['<p>Baris satu<br>baris dua</p>', 'Baris satu baris dua'],
    ['<p>a &lt;b&gt;  c</p>', 'a <b> c'],
    ['<h2>Tanpa paragraf</h2>', ''],
  ]);
});
