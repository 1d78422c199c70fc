import type { DocumentKind } from '#common/guard-hiring-values';
import { MAX_DOCUMENT_BYTES } from '#common/rules';

import { FilePicker } from '../../components/ui/file-picker.tsx';
import { shrinkPhotoLazily } from '../../lib/shrink-photo-lazily.ts';
import { type StagedFile, stageFile } from './staged-upload.ts';

/** A photo (any the phone takes) or a PDF scan. */
const DOCUMENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'heic', 'pdf'];

/**
 * One identity or credential document of an application (docs/decisions/046): a photo or a PDF.
 * A photo is shrunk as the application photo is (web/lib/shrink-photo.ts), and either is sent
 * ahead (decision 048), as soon as it is chosen; the server checks the bytes again.
 */
export function DocumentFileField({
  kind,
  label,
  error,
  onChange,
}: {
  kind: DocumentKind;
  label: string;
  error?: string;
  onChange: (document: StagedFile | undefined) => void;
}) {
  return (
    <FilePicker
      label={label}
      accept="image/*,.pdf,application/pdf"
      extensions={DOCUMENT_EXTENSIONS}
      maxBytes={MAX_DOCUMENT_BYTES}
      error={error}
      onChange={(files) =>
        onChange(files[0] ? stageFile(kind, shrinkPhotoLazily(files[0])) : undefined)
      }
    />
  );
}
