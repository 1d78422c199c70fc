import { createContext, type ReactNode, useContext } from 'react';

/** Settings the server writes into the HTML for the browser (docs/conventions.md §4): captcha, site URL, time zone. */
export interface PublicConfig {
  captcha: { provider: 'altcha' | 'recaptcha' | 'off'; siteKey?: string };
  siteUrl: string;
  timeZone: string;
}

const fallback: PublicConfig = {
  captcha: { provider: 'off' },
  siteUrl: '',
  timeZone: 'Asia/Jakarta',
};
const PublicConfigContext = createContext<PublicConfig>(fallback);

export function PublicConfigProvider({
  value,
  children,
}: {
  value: PublicConfig;
  children: ReactNode;
}) {
  return <PublicConfigContext.Provider value={value}>{children}</PublicConfigContext.Provider>;
}

export function usePublicConfig() {
  return useContext(PublicConfigContext);
}
