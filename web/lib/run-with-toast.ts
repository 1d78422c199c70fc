import { showError, toast } from './alerts.ts';
import { ApiError } from './api-client.ts';

/**
 * Runs a staff action (a save, a delete, a cancel): a success toast saying `doneText` when it
 * works, else an error dialog titled `failedTitle` with the server's text. Resolves to whether it
 * worked; never throws.
 */
export async function runWithToast(
  action: () => Promise<unknown>,
  doneText: string,
  failedTitle: string,
) {
  try {
    await action();
    await toast('success', doneText);
    return true;
  } catch (error) {
    await showError(failedTitle, error instanceof ApiError ? error.message : undefined);
    return false;
  }
}
