import { createElement, useCallback, useEffect, useRef, useState } from 'react';

import { commonText, commonTextEn } from '#common/texts/common';

import { useLang } from '../../lib/lang.tsx';
import { usePublicConfig } from '../../lib/public-config.tsx';
import { useMediaQuery } from '../../lib/use-media-query.ts';

/**
 * The captcha widget of whichever provider the server runs (docs/decisions/004-captcha-providers.md).
 * `onToken` receives the token to send as `captchaToken`, or null when it expired or was reset.
 * Compact below 640 px (docs/product.md §2). With the provider off it renders nothing and reports 'off'.
 */

const COMPACT_BELOW_PX = 640;

interface CaptchaProps {
  onToken: (token: string | null) => void;
  /** Change this value to reset the widget (e.g. after a failed submit: tokens are single-use). */
  resetKey?: number;
}

declare global {
  interface Window {
    grecaptcha?: {
      ready(callback: () => void): void;
      render(element: HTMLElement, options: Record<string, unknown>): number;
      reset(id?: number): void;
    };
  }
}

const useIsNarrow = () => useMediaQuery(`(max-width: ${COMPACT_BELOW_PX - 1}px)`);

/** The widget on the English pages (docs/decisions/043). */
const ALTCHA_STRINGS_EN = {
  label: "I'm not a robot",
  verifying: 'Verifying...',
  verified: 'Verified',
  error: 'Verification failed. Please try again.',
  expired: 'Verification expired. Please try again.',
  footer: 'Protected by ALTCHA',
  waitAlert: 'Verifying... please wait.',
  ariaLinkLabel: 'Visit altcha.org',
};

function AltchaWidget({
  onToken,
  isCompact,
}: {
  onToken: CaptchaProps['onToken'];
  isCompact: boolean;
}) {
  const english = useLang() === 'en';
  const ref = useRef<HTMLElement>(null);
  const [isLoaded, setIsLoaded] = useState(false);
  useEffect(() => {
    let isActive = true;
    void import('altcha').then(() => isActive && setIsLoaded(true));
    return () => {
      isActive = false;
    };
  }, []);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onToken(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [isLoaded, onToken]);
  return (
    <div className="min-h-[72px]" aria-label={(english ? commonTextEn : commonText).captchaLabel}>
      {createElement('altcha-widget', {
        ref,
        challengeurl: '/api/captcha/challenge',
        hidefooter: isCompact ? true : undefined,
        // The logo is a second, aria-hidden link to altcha.org that still takes the focus (axe
        // aria-hidden-focus); the footer keeps the one named link.
        hidelogo: true,
        strings: JSON.stringify(
          english
            ? ALTCHA_STRINGS_EN
            : {
                label: 'Saya bukan robot',
                verifying: 'Memverifikasi...',
                verified: 'Terverifikasi',
                error: 'Verifikasi gagal. Coba lagi.',
                expired: 'Verifikasi kedaluwarsa. Coba lagi.',
                footer: 'Dilindungi oleh ALTCHA',
                waitAlert: 'Memverifikasi... mohon tunggu.',
                ariaLinkLabel: 'Kunjungi altcha.org',
              },
        ),
        style: { '--altcha-max-width': isCompact ? '240px' : '300px' },
      })}
    </div>
  );
}

const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit&hl=id';
let recaptchaLoading: Promise<void> | undefined;

function loadRecaptcha() {
  recaptchaLoading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RECAPTCHA_SCRIPT;
    script.async = true;
    script.onload = () => window.grecaptcha?.ready(() => resolve());
    script.onerror = () => reject(new Error('reCAPTCHA failed to load'));
    document.head.appendChild(script);
  });
  return recaptchaLoading;
}

function RecaptchaWidget({
  siteKey,
  onToken,
  isCompact,
}: {
  siteKey: string;
  onToken: CaptchaProps['onToken'];
  isCompact: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let isActive = true;
    const host = ref.current;
    void loadRecaptcha().then(() => {
      if (!isActive || !host || !window.grecaptcha) return;
      host.innerHTML = '';
      const target = document.createElement('div');
      host.appendChild(target);
      window.grecaptcha.render(target, {
        sitekey: siteKey,
        size: isCompact ? 'compact' : 'normal',
        callback: (token: string) => onToken(token),
        'expired-callback': () => onToken(null),
        'error-callback': () => onToken(null),
      });
    });
    return () => {
      isActive = false;
    };
  }, [siteKey, isCompact, onToken]);
  return <div ref={ref} className="min-h-[78px]" />;
}

export function Captcha({ onToken, resetKey = 0 }: CaptchaProps) {
  const { captcha } = usePublicConfig();
  const isCompact = useIsNarrow();
  const stableOnToken = useCallback((token: string | null) => onToken(token), [onToken]);
  useEffect(() => {
    if (captcha.provider === 'off') stableOnToken('off');
  }, [captcha.provider, stableOnToken, resetKey]);
  if (captcha.provider === 'off') return null;
  if (captcha.provider === 'recaptcha' && captcha.siteKey) {
    return (
      <RecaptchaWidget
        key={`${resetKey}-${isCompact}`}
        siteKey={captcha.siteKey}
        onToken={stableOnToken}
        isCompact={isCompact}
      />
    );
  }
  return <AltchaWidget key={resetKey} onToken={stableOnToken} isCompact={isCompact} />;
}
