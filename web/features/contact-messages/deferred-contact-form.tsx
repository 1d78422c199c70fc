import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

import type { ContactMessageFields } from '#common/schemas/contact-messages';

import { usePublicConfig } from '../../lib/public-config.tsx';
import { ContactFormLayout } from './contact-form-layout.tsx';

/**
 * The home page's contact form without its weight at page load (docs/decisions/027): the server
 * renders the same markup with plain inputs, and the real form (react-hook-form, zod, captcha) is
 * a separate chunk fetched when the form comes within START_MARGIN of the viewport or on the first
 * touch, focus or submit. Whatever the visitor already typed, the focus, the caret and a submit
 * pressed early carry over to the real form.
 */

const START_MARGIN = '600px 0px';
const FIELD_NAMES = ['nama', 'email', 'telepon', 'pesan'] as const;

type RealForm = ComponentType<{ initialValues?: Partial<ContactMessageFields> }>;
let loading: Promise<RealForm> | undefined;
const loadContactForm = () =>
  (loading ??= import('./contact-form.tsx').then((module) => module.ContactForm));

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

export function DeferredContactForm() {
  const boxRef = useRef<HTMLDivElement>(null);
  const shellRef = useRef<HTMLFormElement>(null);
  const submitRequested = useRef(false);
  const { captcha } = usePublicConfig();
  const [loaded, setLoaded] = useState<{
    Form: RealForm;
    initialValues: Partial<ContactMessageFields>;
  } | null>(null);

  const start = useCallback(() => {
    void loadContactForm().then((Form) => {
      const shell = shellRef.current;
      if (!shell) return; // already swapped
      const initialValues: Partial<ContactMessageFields> = {};
      for (const name of FIELD_NAMES)
        initialValues[name] = (shell.elements.namedItem(name) as FieldElement | null)?.value ?? '';
      const active = document.activeElement as FieldElement | null;
      const focused =
        active && shell.contains(active) && active.name
          ? { name: active.name, start: active.selectionStart, end: active.selectionEnd }
          : null;
      flushSync(() => setLoaded({ Form, initialValues }));
      const form = boxRef.current?.querySelector('form');
      if (!form) return;
      if (focused) {
        const target = form.elements.namedItem(focused.name) as FieldElement | null;
        target?.focus();
        if (target && focused.start !== null && focused.end !== null && target.type !== 'email')
          target.setSelectionRange(focused.start, focused.end);
      }
      if (submitRequested.current) form.requestSubmit();
    });
  }, []);

  useEffect(() => {
    const shell = shellRef.current;
    if (!shell) return;
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && start(),
      { rootMargin: START_MARGIN },
    );
    observer.observe(shell);
    return () => observer.disconnect();
  }, [start]);

  return (
    <div ref={boxRef}>
      {loaded ? (
        <loaded.Form initialValues={loaded.initialValues} />
      ) : (
        <ContactFormLayout
          formRef={shellRef}
          onSubmit={(event) => {
            event.preventDefault();
            submitRequested.current = true;
            start();
          }}
          field={(name) => ({ name, onFocus: start, onPointerDown: start })}
          // Holds the captcha's place so nothing moves when the real widget arrives.
          captcha={
            captcha.provider === 'off' ? null : (
              <div className={captcha.provider === 'recaptcha' ? 'min-h-[78px]' : 'min-h-[72px]'} />
            )
          }
        />
      )}
    </div>
  );
}
