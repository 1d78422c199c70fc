// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { FaqAccordion } from './faq-accordion.tsx';

const FAQS = [
  { id: 1, question: 'Apakah personel bersertifikat?', answer: 'Ya, semuanya bersertifikat.' },
  { id: 2, question: 'Berapa lama penempatan?', answer: 'Tujuh sampai empat belas hari.' },
];

afterEach(cleanup);

const question = (name: string) => screen.getByRole('button', { name });
/** Answers stay in the HTML for crawlers; a closed one is hidden from everyone. */
const isShown = (answer: string) => !screen.getByText(answer).closest('[hidden]');

describe('FaqAccordion', () => {
  it('starts with every item closed', () => {
    render(<FaqAccordion faqs={FAQS} />);
    expect(question('Apakah personel bersertifikat?').getAttribute('aria-expanded')).toBe('false');
    expect(isShown('Ya, semuanya bersertifikat.')).toBe(false);
  });

  it('opening one item closes the other', () => {
    render(<FaqAccordion faqs={FAQS} />);
    fireEvent.click(question('Apakah personel bersertifikat?'));
    expect(question('Apakah personel bersertifikat?').getAttribute('aria-expanded')).toBe('true');
    expect(isShown('Ya, semuanya bersertifikat.')).toBe(true);

    fireEvent.click(question('Berapa lama penempatan?'));
    expect(question('Berapa lama penempatan?').getAttribute('aria-expanded')).toBe('true');
    expect(question('Apakah personel bersertifikat?').getAttribute('aria-expanded')).toBe('false');
    expect(isShown('Ya, semuanya bersertifikat.')).toBe(false);
    expect(isShown('Tujuh sampai empat belas hari.')).toBe(true);
  });

  it('a second click on the open item closes it', () => {
    render(<FaqAccordion faqs={FAQS} />);
    fireEvent.click(question('Berapa lama penempatan?'));
    fireEvent.click(question('Berapa lama penempatan?'));
    expect(question('Berapa lama penempatan?').getAttribute('aria-expanded')).toBe('false');
    expect(isShown('Tujuh sampai empat belas hari.')).toBe(false);
  });

  it('ties each question to its answer for screen readers', () => {
    render(<FaqAccordion faqs={FAQS} />);
    fireEvent.click(question('Apakah personel bersertifikat?'));
    const panel = screen.getByRole('region', { name: 'Apakah personel bersertifikat?' });
    expect(panel.textContent).toBe('Ya, semuanya bersertifikat.');
    expect(question('Apakah personel bersertifikat?').getAttribute('aria-controls')).toBe(panel.id);
  });

  it('sends native <details> sharing one name in the server HTML, so it works without JavaScript', () => {
    const html = renderToString(<FaqAccordion faqs={FAQS} />);
    expect(html.match(/<details name="faq"/g)).toHaveLength(2);
    expect(html).toContain('<summary');
    expect(html).toContain('Ya, semuanya bersertifikat.');
    expect(html).not.toContain('aria-expanded');
  });

  it('keeps the answer opened and the question focused in the server HTML when it takes over', async () => {
    // A question used while the page's scripts were still arriving (docs/decisions/029).
    const container = document.createElement('div');
    container.innerHTML = renderToString(<FaqAccordion faqs={FAQS} />);
    document.body.append(container);
    const details = container.querySelectorAll('details');
    details[1].open = true;
    details[1].querySelector('summary')!.focus();

    const root = await act(async () => hydrateRoot(container, <FaqAccordion faqs={FAQS} />));
    expect(question('Berapa lama penempatan?').getAttribute('aria-expanded')).toBe('true');
    expect(isShown('Tujuh sampai empat belas hari.')).toBe(true);
    expect(question('Apakah personel bersertifikat?').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(question('Berapa lama penempatan?'));
    act(() => root.unmount());
    container.remove();
  });
});
