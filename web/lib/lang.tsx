import { createContext, type ReactNode, useContext } from 'react';

import { type Lang, type Widen, textsIn } from '#common/lang';

/**
 * The language of the public page being shown (docs/decisions/043): set by the server's render
 * from the path (`/en/…`) and by the islands from the page's payload, so both render the same.
 */
const LangContext = createContext<Lang>('id');

export function LangProvider({ value, children }: { value: Lang; children: ReactNode }) {
  return <LangContext.Provider value={value}>{children}</LangContext.Provider>;
}

export function useLang() {
  return useContext(LangContext);
}

/** The page language's texts: `id`, or its English twin `en` (common/texts). */
export function useTexts<T, K extends keyof T>(id: T, en: { readonly [P in K]: Widen<T[P]> }) {
  return textsIn(useLang(), id, en);
}
