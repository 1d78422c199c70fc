import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';

import { formatDateTime } from '#common/dates';
import type { PageSlug } from '#common/rules';
import type { PageDraftState } from '#common/schemas/revisions';
import { fieldText } from '#common/texts/common';
import { pagesText } from '#common/texts/pages';
import { pageDraftsText as d } from '#common/texts/revisions';

import { Button, Spinner, TextField } from '../../components/ui/field.tsx';
import { RichTextEditor } from '../../components/ui/rich-text-editor.tsx';
import { toast } from '../../lib/alerts.ts';
import { ApiError, failureText } from '../../lib/api-client.ts';
import { usePublicConfig } from '../../lib/public-config.tsx';
import { pageDraftQuery, usePageDraftAction } from './page-drafts.queries.ts';

/**
 * Editor of one page (docs/product.md §2): read-only title and rich-text body, saved as a draft
 * that leaves the public page alone; 'Pratinjau' shows it as the public page would, 'Terbitkan'
 * publishes it now or at a scheduled time. Every action sends the version the editor loaded: when
 * someone else saved in between the server answers 409 and the text stays in the form.
 */
export function PageEditor({ slug, defaultTitle }: { slug: PageSlug; defaultTitle: string }) {
  const { data, isPending, isError } = useQuery(pageDraftQuery(slug));
  if (isPending) return <Spinner label={pagesText.loading} />;
  if (isError) {
    return (
      <p role="alert" className="text-red-700">
        {pagesText.editorLoadFailed}
      </p>
    );
  }
  return <PageDraftForm state={data} slug={slug} defaultTitle={defaultTitle} />;
}

type PageText = { content: string; title_en: string; content_en: string };

const sameText = (a: PageText, b: PageText) =>
  a.content === b.content && a.title_en === b.title_en && a.content_en === b.content_en;

function PageDraftForm({
  state,
  slug,
  defaultTitle,
}: {
  state: PageDraftState;
  slug: PageSlug;
  defaultTitle: string;
}) {
  const { timeZone } = usePublicConfig();
  const navigate = useNavigate();
  const action = usePageDraftAction(slug);
  const statusId = useId();
  const source = state.draft ?? state.published;
  // The Indonesian text and its English twins, edited side by side (docs/decisions/043).
  const stateText: PageText = {
    content: source.content,
    title_en: source.title_en ?? '',
    content_en: source.content_en ?? '',
  };
  const [text, setText] = useState(stateText);
  const edit = (change: Partial<PageText>) => setText((current) => ({ ...current, ...change }));
  // The text the form last took from the server. When the server's text changes (a restore, a
  // discarded draft) an untouched form follows it; a form with unsaved edits keeps them.
  const [synced, setSynced] = useState(stateText);
  if (!sameText(stateText, synced)) {
    setSynced(stateText);
    if (sameText(text, synced)) setText(stateText);
  }
  const [publishAt, setPublishAt] = useState('');
  const [error, setError] = useState<string>();
  const title = state.draft?.title || state.published.title || defaultTitle;
  const isDirty = !sameText(text, stateText);

  /** Saves the text as a draft when it changed (or no draft exists); answers the new version. */
  async function saveDraft(force = false) {
    if (!force && state.draft && !isDirty) return state.version;
    const saved = await action.mutateAsync({
      kind: 'save',
      title,
      ...text,
      version: state.version,
    });
    return saved.version;
  }

  async function attempt(work: () => Promise<unknown>, done: string | undefined, failed: string) {
    setError(undefined);
    try {
      await work();
      if (done) void toast('success', done);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : failed);
      void toast('error', failureText(failure, failed));
    }
  }

  const onSaveDraft = (event: FormEvent) => {
    event.preventDefault();
    void attempt(() => saveDraft(true), d.draftSaved, d.draftSaveFailed);
  };
  const onPreview = (lang: 'id' | 'en') =>
    attempt(
      async () => {
        await saveDraft();
        await navigate(`/admin/content/pratinjau/${slug}${lang === 'en' ? '?lang=en' : ''}`);
      },
      undefined,
      d.previewLoadFailed,
    );
  const onPublish = () =>
    attempt(
      async () => action.mutateAsync({ kind: 'publish', version: await saveDraft() }),
      d.published,
      d.publishFailed,
    );
  const onSchedule = () =>
    attempt(
      async () => action.mutateAsync({ kind: 'schedule', publishAt, version: await saveDraft() }),
      d.scheduleSaved,
      d.scheduleFailed,
    );
  const onUnschedule = () =>
    attempt(
      () => action.mutateAsync({ kind: 'unschedule', version: state.version }),
      d.scheduleCancelled,
      d.scheduleFailed,
    );
  const onDiscard = () =>
    attempt(
      () => action.mutateAsync({ kind: 'discard', version: state.version }),
      d.draftDiscarded,
      d.draftSaveFailed,
    );

  return (
    <form
      noValidate
      onSubmit={onSaveDraft}
      aria-describedby={statusId}
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <p
        id={statusId}
        className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm [overflow-wrap:anywhere] text-amber-900"
      >
        {state.draft
          ? d.draftStatus(state.draft.saved_by, formatDateTime(state.draft.saved_at, timeZone))
          : d.noDraftStatus}
        {!state.published.title_en || !state.published.content_en ? (
          <strong className="mt-1 block">{fieldText.untranslated}</strong>
        ) : null}
        {state.publish_at ? (
          <strong className="mt-1 block">
            {d.scheduled(formatDateTime(state.publish_at, timeZone))}
          </strong>
        ) : null}
      </p>
      <TextField
        label={pagesText.titleLabel}
        value={title}
        readOnly
        hint={pagesText.readOnlyTitleHint}
        className="read-only:bg-slate-50 read-only:text-slate-600"
      />
      <RichTextEditor
        label={pagesText.contentLabel}
        value={text.content}
        onChange={(content) => edit({ content })}
        error={error}
      />
      <div lang="en" className="space-y-5">
        <TextField
          label={fieldText.english(pagesText.titleLabel)}
          value={text.title_en}
          maxLength={200}
          onChange={(event) => edit({ title_en: event.target.value })}
        />
        <RichTextEditor
          label={fieldText.english(pagesText.contentLabel)}
          value={text.content_en}
          onChange={(content_en) => edit({ content_en })}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {state.draft ? (
          <Button type="button" variant="danger" onClick={onDiscard} disabled={action.isPending}>
            {d.discardDraft}
          </Button>
        ) : null}
        {(['id', 'en'] as const).map((lang) => (
          <Button
            key={lang}
            type="button"
            variant="secondary"
            onClick={() => void onPreview(lang)}
            disabled={action.isPending}
          >
            {lang === 'id' ? d.preview : d.previewEnglish}
          </Button>
        ))}
        <Button
          type="submit"
          variant="secondary"
          isBusy={action.isPending && action.variables?.kind === 'save'}
        >
          {action.isPending ? pagesText.saving : d.saveDraft}
        </Button>
        <Button type="button" onClick={onPublish} disabled={action.isPending}>
          {d.publish}
        </Button>
      </div>
      <fieldset className="flex flex-wrap items-end gap-3 border-t border-slate-200 pt-4">
        <legend className="sr-only">{d.schedule}</legend>
        <div className="min-w-56 flex-1">
          <TextField
            label={d.scheduleLabel}
            type="datetime-local"
            value={publishAt}
            onChange={(event) => setPublishAt(event.target.value)}
          />
        </div>
        <Button
          type="button"
          variant="secondary"
          onClick={onSchedule}
          disabled={action.isPending || !publishAt}
        >
          {d.schedule}
        </Button>
        {state.publish_at ? (
          <Button
            type="button"
            variant="secondary"
            onClick={onUnschedule}
            disabled={action.isPending}
          >
            {d.cancelSchedule}
          </Button>
        ) : null}
      </fieldset>
    </form>
  );
}
