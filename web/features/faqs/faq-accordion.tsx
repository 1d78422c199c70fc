import { useId, useLayoutEffect, useState } from 'react';

import type { Faq } from '#common/schemas/faqs';

import { useIsHydrated } from '../../lib/use-media-query.ts';
import { OutlineIcon } from '../../components/ui/outline-icon.tsx';

const BOX_CLASS = 'h-[500px] overflow-y-auto rounded-2xl bg-white p-2 ring-1 ring-slate-200 sm:p-3';
const QUESTION_CLASS =
  'focus-visible:outline-brand-700 flex w-full items-center justify-between gap-4 rounded-lg px-4 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2';
const ANSWER_CLASS = 'px-4 pb-4 leading-relaxed whitespace-pre-line text-slate-600';

function Chevron({ className }: { className: string }) {
  return (
    <OutlineIcon
      className={`text-brand-700 h-5 w-5 shrink-0 transition-transform ${className}`}
      strokeWidth={2.5}
    >
      <path d="M6 9l6 6 6-6" />
    </OutlineIcon>
  );
}

/**
 * The server's HTML (and a page without JavaScript): native `<details>` sharing one `name`, so
 * the browser itself keeps one answer open (docs/decisions/027).
 */
function FaqDetails({ faqs }: { faqs: Faq[] }) {
  return (
    <div className={BOX_CLASS}>
      <ul className="divide-y divide-slate-100">
        {faqs.map((faq) => (
          <li key={faq.id}>
            <details name="faq" data-faq-id={faq.id} className="group">
              <summary
                className={`${QUESTION_CLASS} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
              >
                <h3>{faq.question}</h3>
                <Chevron className="group-open:rotate-180" />
              </summary>
              <div className={ANSWER_CLASS}>{faq.answer}</div>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One item open at a time; clicking the open item closes it (docs/product.md §2). The server sends
 * `<details>`; once hydrated (an island, docs/decisions/027) each question is a
 * `<button aria-expanded>` as docs/conventions.md §3 describes.
 */
export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  const isHydrated = useIsHydrated();
  return isHydrated ? <FaqButtons faqs={faqs} /> : <FaqDetails faqs={faqs} />;
}

/**
 * What the visitor already did with the server's `<details>` before this island took over (it
 * replaces them): the answer they opened and the question that has the focus (a
 * question clicked while the scripts were arriving stayed closed). Read while hydrating, when
 * those elements are still in the page; null on the server and in a screen rendered from scratch.
 */
function serverHtmlState() {
  const idOf = (element: Element | null | undefined) =>
    element instanceof HTMLElement && element.dataset.faqId ? Number(element.dataset.faqId) : null;
  if (typeof document === 'undefined') return { openId: null, focusedId: null };
  return {
    openId: idOf(document.querySelector('details[name="faq"][open]')),
    focusedId: idOf(document.activeElement?.closest('details[name="faq"]')),
  };
}

function FaqButtons({ faqs }: { faqs: Faq[] }) {
  const [fromServerHtml] = useState(serverHtmlState);
  const [openId, setOpenId] = useState<number | null>(fromServerHtml.openId);
  const baseId = useId();
  // The focused question was replaced by its button: give the focus to that button before any
  // key reaches the page.
  useLayoutEffect(() => {
    if (fromServerHtml.focusedId !== null)
      document.getElementById(`${baseId}-button-${fromServerHtml.focusedId}`)?.focus();
  }, [fromServerHtml, baseId]);
  return (
    <div className={BOX_CLASS}>
      <ul className="divide-y divide-slate-100">
        {faqs.map((faq) => {
          const isOpen = faq.id === openId;
          const panelId = `${baseId}-panel-${faq.id}`;
          const buttonId = `${baseId}-button-${faq.id}`;
          return (
            <li key={faq.id}>
              <h3>
                <button
                  id={buttonId}
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => setOpenId(isOpen ? null : faq.id)}
                  className={QUESTION_CLASS}
                >
                  <span>{faq.question}</span>
                  <Chevron className={isOpen ? 'rotate-180' : ''} />
                </button>
              </h3>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                hidden={!isOpen}
                className={ANSWER_CLASS}
              >
                {faq.answer}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
