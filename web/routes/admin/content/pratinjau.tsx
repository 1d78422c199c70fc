import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';

import { PAGE_SLUGS, type PageSlug } from '#common/rules';
import { pageDraftsText } from '#common/texts/revisions';

import { ContentEditorScreen } from '../../../components/layout/content-editor-screen.tsx';
import { Spinner } from '../../../components/ui/field.tsx';
import { clientErrorText } from '../../../lib/api-client.ts';
import { pagePreviewQuery } from '../../../features/pages/page-drafts.queries.ts';

const TAB =
  'rounded-lg border px-3 py-1.5 text-sm font-semibold aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white';

/**
 * /admin/content/pratinjau/:slug (docs/decisions/034): the draft rendered by the server exactly as the
 * public page, fetched with the staff token and shown in a frame. `srcdoc` keeps this screen's
 * address and policy: nothing of the draft is reachable by URL. `?lang=en` shows the draft as
 * its English page, 'Pratinjau Bahasa Inggris' (docs/decisions/043).
 */
export function Component() {
  const slug = useParams().slug as PageSlug;
  const [search] = useSearchParams();
  const lang = search.get('lang') === 'en' ? 'en' : 'id';
  const isKnown = (PAGE_SLUGS as readonly string[]).includes(slug);
  const preview = useQuery({ ...pagePreviewQuery(slug, lang), enabled: isKnown });
  const path = `/admin/content/pratinjau/${slug}`;
  return (
    <ContentEditorScreen title={pageDraftsText.preview} intro={pageDraftsText.previewNote}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to={`/admin/content/edit-${slug}`}
          className="text-brand-700 inline-block font-semibold underline underline-offset-4"
        >
          {pageDraftsText.backToEditor}
        </Link>
        <nav aria-label={pageDraftsText.previewLanguages} className="flex gap-2">
          <Link to={path} aria-current={lang === 'id' ? 'page' : undefined} className={TAB}>
            {pageDraftsText.preview}
          </Link>
          <Link
            to={`${path}?lang=en`}
            aria-current={lang === 'en' ? 'page' : undefined}
            className={TAB}
          >
            {pageDraftsText.previewEnglish}
          </Link>
        </nav>
      </div>
      {preview.isPending && isKnown ? (
        <Spinner label={pageDraftsText.preview} />
      ) : preview.isError || !isKnown ? (
        <p role="alert" className="text-red-700">
          {clientErrorText(preview.error, pageDraftsText.previewLoadFailed)}
        </p>
      ) : (
        // No scripts, no same origin: the preview's HTML never runs beside the staff token.
        <iframe
          key={lang}
          sandbox=""
          title={
            lang === 'en'
              ? pageDraftsText.previewEnglishTitle(slug)
              : pageDraftsText.previewTitle(slug)
          }
          srcDoc={preview.data}
          className="h-[75vh] w-full rounded-xl border border-slate-300 bg-white shadow-sm"
        />
      )}
    </ContentEditorScreen>
  );
}
