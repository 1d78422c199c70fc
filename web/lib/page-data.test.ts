// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';

import { PREFETCH_META, prefetchAfterLoad } from './page-data.ts';

const prefetched = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('prefetchAfterLoad', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('adds a prefetch link for each file the meta element names', () => {
    document.head.innerHTML = `<meta name="${PREFETCH_META}" content="/assets/a.js /assets/b.js">`;
    prefetchAfterLoad();
    expect(prefetched()).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it('adds nothing on a page that names nothing', () => {
    prefetchAfterLoad();
    expect(prefetched()).toEqual([]);
  });
});
