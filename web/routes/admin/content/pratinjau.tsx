import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';

import { PAGE_SLUGS, type PageSlug } from '#common/rules';
import { pageDraftsText } from '#common/texts/revisions';

import { ContentEditorScreen } from '../../../components/layout/content-editor-screen.tsx';
import { Spinner } from '../../../components/ui/field.tsx';
import { clientErrorText } from '../../../lib/api-client.ts';
import { pagePreviewQuery } from '../../../features/pages/page-drafts.queries.ts';

/**
 * /admin/content/pratinjau/:slug (issue 19): the draft rendered by the server exactly as the
 * public page, fetched with the staff token and shown in a frame. `srcdoc` keeps this screen's
 * address and policy: nothing of the draft is reachable by URL.
 */
export function Component() {
  const slug = useParams().slug as PageSlug;
  const isKnown = (PAGE_SLUGS as readonly string[]).includes(slug);
  const preview = useQuery({ ...pagePreviewQuery(slug), enabled: isKnown });
  return (
    <ContentEditorScreen title={pageDraftsText.preview} intro={pageDraftsText.previewNote}>
      <Link
        to={`/admin/content/edit-${slug}`}
        className="text-brand-700 inline-block font-semibold underline underline-offset-4"
      >
        {pageDraftsText.backToEditor}
      </Link>
      {preview.isPending && isKnown ? (
        <Spinner label={pageDraftsText.preview} />
      ) : preview.isError || !isKnown ? (
        <p role="alert" className="text-red-700">
          {clientErrorText(preview.error, pageDraftsText.previewLoadFailed)}
        </p>
      ) : (
        <iframe
          title={pageDraftsText.previewTitle(slug)}
          srcDoc={preview.data}
          className="h-[75vh] w-full rounded-xl border border-slate-300 bg-white shadow-sm"
        />
      )}
    </ContentEditorScreen>
  );
}
