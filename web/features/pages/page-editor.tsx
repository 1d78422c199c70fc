import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';

import type { PageSlug } from '#common/rules';
import type { Page } from '#common/schemas/pages';
import { commonText } from '#common/texts/common';
import { pagesText } from '#common/texts/pages';

import { Button, Spinner, TextField } from '../../components/ui/field.tsx';
import { RichTextEditor } from '../../components/ui/rich-text-editor.tsx';
import { toast } from '../../lib/alerts.ts';
import { ApiError } from '../../lib/api-client.ts';
import { pageQuery, useSavePage } from './pages.queries.ts';

/** Editor of one page (SPEC §2): read-only title, rich-text body, save with toasts. */
export function PageEditor({ slug, defaultTitle }: { slug: PageSlug; defaultTitle: string }) {
  const { data, isPending, isError } = useQuery({ ...pageQuery(slug), staleTime: 0 });
  if (isPending) return <Spinner label={pagesText.loading} />;
  if (isError) {
    return (
      <p role="alert" className="text-red-700">
        {pagesText.editorLoadFailed}
      </p>
    );
  }
  // A new server version (loaded or just saved) starts the form afresh.
  return <PageEditorForm key={data.content} page={data} slug={slug} defaultTitle={defaultTitle} />;
}

function PageEditorForm({
  page,
  slug,
  defaultTitle,
}: {
  page: Page;
  slug: PageSlug;
  defaultTitle: string;
}) {
  const save = useSavePage();
  const [content, setContent] = useState(page.content);
  const [error, setError] = useState<string>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    try {
      await save.mutateAsync({ slug, title: page.title || defaultTitle, content });
      void toast('success', pagesText.saved);
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : pagesText.saveFailed;
      setError(message);
      void toast('error', pagesText.saveFailed);
    }
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <TextField
        label={pagesText.titleLabel}
        value={page.title || defaultTitle}
        readOnly
        hint={pagesText.readOnlyTitleHint}
        className="read-only:bg-slate-50 read-only:text-slate-600"
      />
      <RichTextEditor
        label={pagesText.contentLabel}
        value={content}
        onChange={setContent}
        error={error}
      />
      <div className="flex justify-end">
        <Button type="submit" isBusy={save.isPending}>
          {save.isPending ? pagesText.saving : commonText.save}
        </Button>
      </div>
    </form>
  );
}
