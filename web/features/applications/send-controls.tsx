import { applicationFormText as f } from '#common/texts/applicants';

import { Button } from '../../components/ui/field.tsx';
import { UploadProgress } from '../../components/ui/file-picker.tsx';

/**
 * The end of the application form: the photo being prepared, the upload's progress, and the send
 * button, or, after a send that did not arrive (`interrupted`: why, in the server's words for a
 * 503), that reason, a word that nothing typed or chosen is lost, and 'Kirim Ulang'.
 */
export function SendControls({
  isPreparing,
  progress,
  interrupted,
  isSubmitting,
}: {
  isPreparing: boolean;
  progress: number | null;
  interrupted: string | null;
  isSubmitting: boolean;
}) {
  return (
    <div className="space-y-3 sm:col-span-2">
      {isPreparing ? (
        <p role="status" className="text-xs text-slate-600">
          {f.preparingPhoto}
        </p>
      ) : null}
      <UploadProgress percent={progress} />
      {interrupted && !isSubmitting ? (
        <div
          role="alert"
          className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <p>{interrupted}</p>
          <p>{f.inputsKept}</p>
          <Button type="submit" className="min-h-11 w-full sm:w-auto">
            {f.sendAgain}
          </Button>
        </div>
      ) : (
        <Button type="submit" isBusy={isSubmitting} className="min-h-11 w-full sm:w-auto">
          {f.submit}
        </Button>
      )}
      <p className="text-xs text-slate-500">{f.draftKept}</p>
    </div>
  );
}
