// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PREFETCH_META, prefetchAfterLoad, prefetchNext } from './page-data.ts';

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

describe('prefetchNext', () => {
  const rules = () =>
    [...document.querySelectorAll('script[type="speculationrules"]')].map((script) =>
      JSON.parse(script.textContent ?? ''),
    );

  afterEach(() => {
    document.head.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('names the next screen in speculation rules where the browser reads them', () => {
    HTMLScriptElement.supports ??= () => false;
    vi.spyOn(HTMLScriptElement, 'supports').mockImplementation(
      (type) => type === 'speculationrules',
    );
    prefetchNext('/career');
    expect(rules()).toEqual([{ prefetch: [{ source: 'list', urls: ['/career'] }] }]);
  });

  it('adds nothing where the browser does not read them', () => {
    HTMLScriptElement.supports ??= () => false;
    vi.spyOn(HTMLScriptElement, 'supports').mockReturnValue(false);
    prefetchNext('/career');
    expect(rules()).toEqual([]);
  });
});
