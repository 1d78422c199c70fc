import { type FormEvent, useId, useState } from 'react';

import type { EstimateInput } from '#common/pricing';
import { quoteRequestsText, quoteRequestsTextEn } from '#common/texts/quote-requests';

import { Captcha } from '../../components/ui/captcha.tsx';
import { useCaptchaToken } from '../../components/ui/use-captcha-token.ts';
import { api, clientErrorText } from '../../lib/api-client.ts';
import { useLang } from '../../lib/lang.tsx';
import { sourceOf } from './estimator-input.ts';

const FIELDS = [
  ['perusahaan', 'company', 'text', 'organization', true],
  ['nama', 'contactName', 'text', 'name', true],
  ['jabatan', 'position', 'text', 'organization-title', false],
  ['email', 'email', 'email', 'email', true],
  ['telepon', 'phone', 'tel', 'tel', true],
  ['alamat_lokasi', 'siteAddress', 'text', 'street-address', true],
  ['mulai', 'startDate', 'date', 'off', false],
] as const;

const INPUT =
  'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none';

/**
 * The quote request under the estimate (docs/decisions/054): the client's details, consent and
 * captcha, sent with the posts as they stand. The answer is the reference (`PNW-2026-00001`).
 * Sending needs JavaScript (the captcha does); without it the page says so.
 */
export function QuoteRequestForm({ input }: { input: EstimateInput | undefined }) {
  const english = useLang() === 'en';
  const t = english ? quoteRequestsTextEn : quoteRequestsText;
  const id = useId();
  const captcha = useCaptchaToken();
  const [values, setValues] = useState<Record<string, string>>({});
  const [hasConsent, setHasConsent] = useState(false);
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'sending' }
    | { kind: 'sent'; kode: string }
    | { kind: 'failed'; text: string }
  >({ kind: 'idle' });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!input) return;
    setState({ kind: 'sending' });
    try {
      const answer = await api.post<{ kode: string }>(
        english ? '/penawaran?lang=en' : '/penawaran',
        {
          ...input,
          ...values,
          sumber: sourceOf(window.location.search),
          persetujuan: hasConsent,
          captchaToken: captcha.payload ?? null,
        },
      );
      setState({ kind: 'sent', kode: answer.kode });
    } catch (error) {
      captcha.reset();
      setState({ kind: 'failed', text: clientErrorText(error, t.invalidInput) });
    }
  }

  if (state.kind === 'sent')
    return (
      <p
        role="status"
        className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
      >
        {t.sent(state.kode)}
      </p>
    );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t.requestTitle}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map(([name, label, type, autoComplete, isRequired]) => (
          <div key={name}>
            <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-slate-700">
              {t[label]}
              {isRequired ? ' *' : ''}
            </label>
            <input
              id={`${id}-${name}`}
              name={name}
              type={type}
              autoComplete={autoComplete}
              className={INPUT}
              value={values[name] ?? ''}
              onInput={(event) => setValues({ ...values, [name]: event.currentTarget.value })}
            />
          </div>
        ))}
      </div>
      <div>
        <label htmlFor={`${id}-catatan`} className="block text-sm font-medium text-slate-700">
          {t.notes}
        </label>
        <textarea
          id={`${id}-catatan`}
          name="catatan"
          rows={3}
          className={INPUT}
          value={values.catatan ?? ''}
          onInput={(event) => setValues({ ...values, catatan: event.currentTarget.value })}
        />
      </div>
      <div className="flex items-start gap-2">
        <input
          id={`${id}-consent`}
          type="checkbox"
          checked={hasConsent}
          onChange={(event) => setHasConsent(event.currentTarget.checked)}
          className="text-brand-700 h-6 w-6 shrink-0 rounded border-slate-300"
        />
        <label htmlFor={`${id}-consent`} className="min-h-11 flex-1 py-0.5 text-sm text-slate-700">
          {t.consentBefore}
          <a
            href={english ? '/en/privacy' : '/kebijakan-privasi'}
            target="_blank"
            rel="noopener"
            className="text-brand-700 font-semibold underline"
          >
            {t.consentLink}
          </a>
          {t.consentAfter}
        </label>
      </div>
      <Captcha resetKey={captcha.resetKey} onToken={captcha.onToken} />
      {state.kind === 'failed' ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {state.text}
        </p>
      ) : null}
      <noscript>
        <p className="text-sm text-slate-600">{t.needsJavaScript}</p>
      </noscript>
      <button
        type="submit"
        disabled={!input || state.kind === 'sending'}
        className="bg-brand-700 hover:bg-brand-800 min-h-11 w-full rounded-lg px-4 py-2 font-semibold text-white disabled:opacity-60 sm:w-auto"
      >
        {state.kind === 'sending' ? t.sending : t.send}
      </button>
    </form>
  );
}
