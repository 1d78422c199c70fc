import { useState } from 'react';

import { showWarning, toast } from '../../lib/alerts.ts';
import { failureText } from '../../lib/api-client.ts';

interface UploadTexts {
  /** The warning when nothing is chosen yet. */
  missing: string;
  done: string;
  failed: string;
}

/**
 * A staff upload with a progress bar and toasts: `progress` for <UploadProgress>, `resetKey` for
 * the FilePicker (changed after a success, which empties it), and `run`.
 */
export function useUpload(texts: UploadTexts) {
  const [progress, setProgress] = useState<number | null>(null);
  const [resetKey, setResetKey] = useState(0);

  /** Warns when `chosen` is missing; otherwise sends it with a toast. Resolves true on success. */
  async function run<Chosen>(
    chosen: Chosen | undefined,
    send: (chosen: Chosen, onProgress: (percent: number) => void) => Promise<unknown>,
  ) {
    if (chosen === undefined) {
      await showWarning(texts.missing);
      return false;
    }
    setProgress(0);
    try {
      await send(chosen, setProgress);
      setResetKey((key) => key + 1);
      void toast('success', texts.done);
      return true;
    } catch (error) {
      void toast('error', failureText(error, texts.failed));
      return false;
    } finally {
      setProgress(null);
    }
  }

  return { progress, resetKey, run };
}
