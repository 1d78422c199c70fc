import { useState } from 'react';

import { useIsHydrated } from '../../lib/use-media-query.ts';
import { OutlineIcon } from '../../components/ui/outline-icon.tsx';

import { homeText as homeTextId, homeTextEn } from '#common/texts/home';
import { useTexts } from '../../lib/lang.tsx';

/**
 * The office map as a click-to-load facade (docs/decisions/028): no third-party frame or request until the
 * visitor presses the button (an island, docs/decisions/027). Without JavaScript the link opens
 * the map in a new tab. The frame is sandboxed: the map needs its scripts, nothing more.
 */
export function MapFacade({ src, title }: { src: string; title: string }) {
  const homeText = useTexts(homeTextId, homeTextEn);
  const [isShown, setIsShown] = useState(false);
  const isHydrated = useIsHydrated();
  const host = new URL(src).hostname.replace(/^www\./, '');
  return (
    <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-slate-100 shadow-sm ring-1 ring-slate-200 sm:aspect-[16/10]">
      {isShown ? (
        <iframe
          ref={(frame) => frame?.focus()}
          src={src}
          title={title}
          sandbox="allow-scripts allow-same-origin allow-popups"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="h-full w-full border-0"
        />
      ) : (
        <div className="flex h-full flex-col items-center justify-center gap-3 bg-[radial-gradient(circle_at_center,_#d6e9f7_0,_#f1f5f9_70%)] p-6 text-center">
          <OutlineIcon
            className="text-brand-700 hidden h-10 w-10 sm:block"
            strokeWidth={1.8}
            isRound
          >
            <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z" />
          </OutlineIcon>
          <p className="font-semibold text-slate-900">{title}</p>
          <div className="flex flex-wrap justify-center gap-3">
            {isHydrated ? (
              <button
                type="button"
                onClick={() => setIsShown(true)}
                className="bg-brand-700 hover:bg-brand-800 focus-visible:outline-brand-700 rounded-lg px-5 py-2.5 font-semibold text-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2"
              >
                {homeText.mapShow}
              </button>
            ) : null}
            <a
              href={src}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-800 focus-visible:outline-brand-700 rounded-lg px-5 py-2.5 font-semibold ring-1 ring-slate-300 ring-inset hover:bg-white focus-visible:outline-2"
            >
              {homeText.mapOpen}
            </a>
          </div>
          <p className="text-xs text-slate-600">{homeText.mapNotice(host)}</p>
        </div>
      )}
    </div>
  );
}
