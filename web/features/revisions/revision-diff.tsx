import { type RevisionData } from '#common/schemas/revisions';
import { revisionsText as t } from '#common/texts/revisions';
import { htmlToText, wordDiff } from '#common/word-diff';

const IMAGE_FIELDS = new Set(['image_url', 'photo', 'photo_url']);
/** Fields that say where an item belongs rather than what it says. */
const HIDDEN_FIELDS = new Set(['gallery_id']);

const asText = (value: unknown) =>
  Array.isArray(value)
    ? value.filter(Boolean).join(', ')
    : typeof value === 'string'
      ? htmlToText(value)
      : value == null
        ? ''
        : String(value);

/**
 * A revision beside the current state, field by field: removed words struck through in red,
 * added words underlined in green (colour is never the only sign), pictures side by side.
 */
export function RevisionDiff({
  revision,
  current,
}: {
  revision: RevisionData;
  current: RevisionData | null;
}) {
  const now = current ?? {};
  const fields = [...new Set([...Object.keys(revision), ...Object.keys(now)])].filter(
    (field) => !HIDDEN_FIELDS.has(field),
  );
  const changed = fields.filter(
    (field) => JSON.stringify(revision[field] ?? null) !== JSON.stringify(now[field] ?? null),
  );
  if (!changed.length) return <p className="text-sm text-slate-600">{t.noDifference}</p>;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{t.compareLegend}</p>
      <dl className="space-y-4">
        {changed.map((field) => (
          <div key={field}>
            <dt className="text-sm font-semibold text-slate-800">{t.fields[field] ?? field}</dt>
            <dd className="mt-1">
              {IMAGE_FIELDS.has(field) ? (
                <ImagePair before={revision[field]} after={now[field]} />
              ) : (
                <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm leading-relaxed [overflow-wrap:anywhere] whitespace-pre-wrap text-slate-800">
                  {wordDiff(asText(revision[field]), asText(now[field])).map((part, index) =>
                    part.kind === 'same' ? (
                      <span key={index}>{part.text}</span>
                    ) : part.kind === 'removed' ? (
                      <del key={index} className="bg-red-100 text-red-900">
                        {part.text}
                      </del>
                    ) : (
                      <ins key={index} className="bg-green-100 text-green-900">
                        {part.text}
                      </ins>
                    ),
                  )}
                </p>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function ImagePair({ before, after }: { before: unknown; after: unknown }) {
  const image = (url: unknown, caption: string) => (
    <figure className="w-36">
      {typeof url === 'string' && url ? (
        <img
          src={url}
          alt={caption}
          className="h-24 w-36 rounded border border-slate-200 object-cover"
        />
      ) : (
        <span className="flex h-24 w-36 items-center justify-center rounded border border-dashed border-slate-300 text-xs text-slate-500">
          —
        </span>
      )}
      <figcaption className="mt-1 text-xs text-slate-600">{caption}</figcaption>
    </figure>
  );
  return (
    <div className="flex flex-wrap gap-4">
      {image(before, 'Revisi')}
      {image(after, t.current)}
    </div>
  );
}
