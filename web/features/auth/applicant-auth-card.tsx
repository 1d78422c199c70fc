import type { ComponentType, ReactNode } from 'react';

import { applicantAuthText as t } from '#common/texts/applicant-auth';
import { privacyText } from '#common/texts/privacy';

import { Island } from '../../lib/island.tsx';
import type { Seo } from '../../lib/seo.ts';

/** The applicant's account screens, each with its heading and the link to the other screen. */
const SCREENS = {
  login: {
    title: t.loginTitle,
    subtitle: t.loginSubtitle,
    switchPrompt: t.noAccount,
    switchTo: '/register-user',
    switchLinkText: t.toRegister,
  },
  register: {
    title: t.registerTitle,
    subtitle: t.registerSubtitle,
    switchPrompt: t.haveAccount,
    switchTo: '/login-user',
    switchLinkText: t.toLogin,
  },
  forgotPassword: {
    title: privacyText.forgotTitle,
    subtitle: privacyText.forgotSubtitle,
    switchPrompt: '',
    switchTo: '/login-user',
    switchLinkText: privacyText.backToLogin,
  },
  resetPassword: {
    title: privacyText.resetTitle,
    subtitle: privacyText.resetSubtitle,
    switchPrompt: '',
    switchTo: '/login-user',
    switchLinkText: privacyText.backToLogin,
  },
};

/**
 * The centred card of the applicant's login, registration and password screens; the footer links
 * to the other screen ('{switchPrompt} {switchLinkText}') and back home. Server HTML: plain links,
 * the form inside is the island (docs/decisions/041-applicant-screens-as-islands.md).
 */
export function ApplicantAuthCard({
  screen,
  children,
}: {
  screen: keyof typeof SCREENS;
  children: ReactNode;
}) {
  const { title, subtitle, switchPrompt, switchTo, switchLinkText } = SCREENS[screen];
  return (
    <main className="from-brand-800 via-brand-700 to-brand-500 flex min-h-screen items-center justify-center bg-gradient-to-br px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <a
          href="/"
          className="mb-6 flex items-center justify-center gap-2"
          aria-label="Sigap, ke beranda"
        >
          <img src="/favicon.svg" alt="" width={40} height={40} className="h-10 w-10" />
          <span className="text-brand-800 text-2xl font-extrabold tracking-tight">Sigap</span>
        </a>
        <h1 className="text-center text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-1 mb-6 text-center text-sm text-slate-600">{subtitle}</p>
        {children}
        <div className="mt-6 space-y-2 text-center text-sm text-slate-600">
          <p>
            {switchPrompt}{' '}
            <a href={switchTo} className="text-brand-700 font-semibold hover:underline">
              {switchLinkText}
            </a>
          </p>
          <p>
            <a href="/" className="hover:text-brand-700 text-slate-500 hover:underline">
              {t.backHome}
            </a>
          </p>
        </div>
      </div>
    </main>
  );
}

/**
 * The route module (`Component` and `handle`) of an applicant account screen without props: the
 * card of `screen` around `Form`, which the browser hydrates as the island `island`.
 */
export function applicantAuthRoute({
  screen,
  island,
  Form,
  seo,
}: {
  screen: keyof typeof SCREENS;
  island: string;
  Form: ComponentType;
  seo: Seo;
}) {
  function Component() {
    return (
      <ApplicantAuthCard screen={screen}>
        <Island name={island}>
          <Form />
        </Island>
      </ApplicantAuthCard>
    );
  }
  return { Component, handle: { seo: () => seo } };
}
