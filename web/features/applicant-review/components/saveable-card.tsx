import type { ReactNode } from 'react';

import { DetailCard } from '../../../components/applicant/applicant-profile.tsx';
import { Button, Field } from '../../../components/ui/field.tsx';

/**
 * A value of 'Detail Pelamar' that staff may change and save on its own ('Status Lamaran',
 * 'Jadwal Interview'): its card with the control (labelled by the card's title for screen
 * readers) and its button; for staff who only read, `readOnly` instead. One component for both,
 * so the two cards cannot drift apart.
 */
export function SaveableCard({
  id,
  title,
  saveText,
  isSaving,
  onSave,
  canEdit,
  readOnly,
  footer,
  children,
}: {
  /** The control's id, which the hidden label points at. */
  id: string;
  title: string;
  saveText: string;
  isSaving: boolean;
  onSave: () => void;
  canEdit: boolean;
  readOnly: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <DetailCard title={title}>
      {canEdit ? (
        <div className="space-y-3">
          <Field id={id} label={title} isLabelHidden>
            {children}
          </Field>
          <Button onClick={onSave} isBusy={isSaving} className="min-h-11">
            {saveText}
          </Button>
        </div>
      ) : (
        readOnly
      )}
      {footer}
    </DetailCard>
  );
}
