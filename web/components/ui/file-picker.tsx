import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';

import { commonText } from '#common/texts/common';

/**
 * File input with an image preview and an early, friendly refusal of wrong types and sizes (the
 * server checks the bytes again). Pair it with <UploadProgress> while apiUpload runs.
 */

interface FilePickerProps {
  label: ReactNode;
  /** Marks the input as required for screen readers (the label shows the mark). */
  isRequired?: boolean;
  /** The input's accept attribute, e.g. 'image/*' or '.pdf,.doc,.docx'. */
  accept: string;
  /** Extensions allowed, lower case without dot; used for the early check and the message. */
  extensions: string[];
  maxBytes: number;
  multiple?: boolean;
  /** Current image shown until a new file is chosen. */
  currentImageUrl?: string | null;
  isImage?: boolean;
  error?: string;
  onChange: (files: File[]) => void;
  /** Bump to clear the chosen files (after a successful save). */
  resetKey?: number;
}

export function FilePicker({
  label,
  isRequired,
  accept,
  extensions,
  maxBytes,
  multiple,
  currentImageUrl,
  isImage,
  error,
  onChange,
  resetKey,
}: FilePickerProps) {
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [localError, setLocalError] = useState<string>();
  const [shownResetKey, setShownResetKey] = useState(resetKey);
  if (shownResetKey !== resetKey) {
    setShownResetKey(resetKey);
    setFiles([]);
    setLocalError(undefined);
  }

  const preview = useMemo(
    () => (isImage && files[0] ? URL.createObjectURL(files[0]) : undefined),
    [files, isImage],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  function onSelect(list: FileList | null) {
    const chosen = Array.from(list ?? []);
    const wrongType = chosen.find(
      (file) => !extensions.includes(file.name.split('.').pop()?.toLowerCase() ?? ''),
    );
    const tooLarge = chosen.find((file) => file.size > maxBytes);
    if (wrongType)
      setLocalError(commonText.fileWrongType(extensions.map((e) => e.toUpperCase()).join(', ')));
    else if (tooLarge) setLocalError(commonText.fileTooLarge(Math.round(maxBytes / 1024 / 1024)));
    else setLocalError(undefined);
    const accepted = wrongType || tooLarge ? [] : chosen;
    setFiles(accepted);
    onChange(accepted);
  }

  const shown = preview ?? currentImageUrl ?? undefined;
  const message = localError ?? error;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {isImage && shown ? (
        // A camera photo is 12 megapixels: decoded off the page's thread, so the form keeps
        // answering taps while the previews appear (docs/decisions/049).
        <img
          src={shown}
          decoding="async"
          alt="Pratinjau"
          className="h-40 w-auto max-w-full rounded-lg border border-slate-200 object-contain"
        />
      ) : null}
      <input
        key={resetKey}
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        onChange={(event) => onSelect(event.target.files)}
        aria-required={isRequired || undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        className="file:bg-brand-50 file:text-brand-800 hover:file:bg-brand-100 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:px-3 file:py-2 file:font-semibold"
      />
      {!isImage && files.length ? (
        <ul className="text-xs text-slate-600">
          {files.map((file) => (
            <li key={file.name}>
              {file.name} ({Math.ceil(file.size / 1024)} KB)
            </li>
          ))}
        </ul>
      ) : null}
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {message}
        </p>
      ) : null}
    </div>
  );
}

export function UploadProgress({ percent }: { percent: number | null }) {
  if (percent === null) return null;
  return (
    <div className="space-y-1" role="status">
      <div className="h-2 w-full overflow-hidden rounded-full bg-slate-200">
        <div className="bg-brand-600 h-full transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-slate-600">{commonText.uploadProgress(percent)}</p>
    </div>
  );
}
