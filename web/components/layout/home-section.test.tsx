// @vitest-environment node
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { HomeSection } from './home-section.tsx';

const titleClasses = (eyebrow?: string) => {
  const html = renderToStaticMarkup(
    <HomeSection
      id="contact"
      title="Hubungi Kami"
      intro="…"
      eyebrow={eyebrow}
      className=""
      containerClassName=""
    >
      {null}
    </HomeSection>,
  );
  return /<h2[^>]*class="([^"]*)"/.exec(html)?.[1].split(/\s+/) ?? [];
};

describe('HomeSection', () => {
  it.each([
    ['with an eyebrow', 'KONTAK', ['mt-3', 'text-3xl', 'sm:text-4xl']],
    ['without an eyebrow', undefined, ['text-3xl', 'sm:text-4xl']],
  ])('sizes its title %s', (_case, eyebrow, expected) => {
    expect(titleClasses(eyebrow)).toEqual(expect.arrayContaining(expected));
  });
});
