import { MAX_DOCUMENT_BYTES } from '#common/rules';

import { FilePicker } from '../../components/ui/file-picker.tsx';
import { shrinkPhotoLazily } from '../../lib/shrink-photo-lazily.ts';

/** A photo (any the phone takes) or a PDF scan. */
const DOCUMENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'heic', 'pdf'];

/** A chosen document and the file that will leave the phone (a photo shrunk, a PDF as it is). */
export interface ChosenDocument {
  chosen: File;
  sent: Promise<File>;
}

/**
 * One identity or credential document of an application (docs/decisions/046): a photo or a PDF.
 * A photo is shrunk as the application photo is (web/lib/shrink-photo.ts), starting as soon as
 * it is chosen; the server checks the bytes again.
 */
export function DocumentFileField({
  label,
  error,
  onChange,
}: {
  label: string;
  error?: string;
  onChange: (document: ChosenDocument | undefined) => void;
}) {
  return (
    <FilePicker
      label={label}
      accept="image/*,.pdf,application/pdf"
      extensions={DOCUMENT_EXTENSIONS}
      maxBytes={MAX_DOCUMENT_BYTES}
      error={error}
      onChange={(files) =>
        onChange(files[0] ? { chosen: files[0], sent: shrinkPhotoLazily(files[0]) } : undefined)
      }
    />
  );
}
