import { commonText } from '#common/texts/common';

import { Button } from './field.tsx';

/** A form's 'Simpan' (submits, busy while saving) and 'Batal' (closes the form) side by side. */
export function SaveCancelButtons({
  isSaving,
  onCancel,
}: {
  isSaving: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <Button type="submit" isBusy={isSaving}>
        {commonText.save}
      </Button>
      <Button type="button" variant="secondary" onClick={onCancel}>
        {commonText.cancel}
      </Button>
    </>
  );
}
