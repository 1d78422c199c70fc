import { guardHiringScreensText as t } from '#common/texts/guard-hiring-screens';

import { OutlineIcon } from '../../../components/ui/outline-icon.tsx';

export type FileType = keyof typeof t.fileTypes;

/**
 * What a signed file link holds, read from the stored key it names: `photos/{id}.webp` and
 * documents re-encoded as WebP are images, `.pdf` a PDF, anything else (`.doc`, `.docx`) a file
 * (server/plugins/storage/keys.ts names them).
 */
export function fileTypeOf(url: string): FileType {
  const path = url.split(/[?#]/, 1)[0]!.toLowerCase();
  if (/\.(webp|jpe?g|png)$/.test(path)) return 'image';
  if (path.endsWith('.pdf')) return 'pdf';
  return 'file';
}

/**
 * A small preview of a document that opens it: images through the same signed link (the file
 * route answers an image inline), PDFs and other files as an icon with their type written. It is
 * a second way to the link beside it, so it stays out of the tab order and the accessibility
 * tree; the labelled 'Buka' link is the one keyboard and screen-reader users reach.
 */
export function DocumentThumbnail({ url, label }: { url: string | null; label: string }) {
  const box =
    'flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-lg ring-1 ring-slate-200';
  if (!url) {
    return (
      <span className={`${box} bg-slate-100 text-slate-400`} aria-hidden="true">
        <LockIcon />
      </span>
    );
  }
  const type = fileTypeOf(url);
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      tabIndex={-1}
      aria-hidden="true"
      title={t.previewOf(label)}
      className={`${box} hover:ring-brand-400 bg-slate-50`}
    >
      {type === 'image' ? (
        <img src={url} alt="" loading="lazy" className="h-full w-full object-cover" />
      ) : (
        <span className="flex flex-col items-center text-[0.7rem] font-bold text-red-800">
          <OutlineIcon className="h-7 w-7">
            <path
              d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z M14 3v6h6"
              strokeLinejoin="round"
            />
          </OutlineIcon>
          {t.fileTypes[type]}
        </span>
      )}
    </a>
  );
}

function LockIcon() {
  return (
    <OutlineIcon className="h-6 w-6">
      <path
        d="M6 11h12v9H6z M8 11V8a4 4 0 0 1 8 0v3"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </OutlineIcon>
  );
}
