/**
 * Dialogs and toasts (SweetAlert2), wrapped once. The library is loaded on first use, so public
 * pages that never show a dialog never download it.
 */
import type { SweetAlertOptions } from 'sweetalert2';

import { commonText } from '#common/texts/common';

type SweetAlert = typeof import('sweetalert2').default;
let loading: Promise<SweetAlert> | undefined;

function swal(): Promise<SweetAlert> {
  loading ??= import('sweetalert2').then((module) => module.default);
  return loading;
}

const BRAND = '#0f4c81';
const DANGER = '#dc2626';

/** A question answered Ya or Tidak; resolves to whether the answer was Ya. */
async function askYesNo(options: SweetAlertOptions) {
  const Swal = await swal();
  const result = await Swal.fire({
    showCancelButton: true,
    confirmButtonText: commonText.yes,
    cancelButtonText: commonText.no,
    reverseButtons: true,
    ...options,
  });
  return result.isConfirmed;
}

/** 'Yakin ingin menghapus?' / 'Data yang dihapus tidak bisa dikembalikan!' unless told otherwise. */
export const confirmDelete = (
  title: string = commonText.confirmDeleteTitle,
  text: string = commonText.confirmDeleteText,
) => askYesNo({ icon: 'warning', title, text, confirmButtonColor: DANGER, focusCancel: true });

/** A yes/no question (logout confirmations: buttons Ya and Tidak). */
export const confirmAction = (title: string, text?: string) =>
  askYesNo({ icon: 'question', title, text, confirmButtonColor: BRAND });

/** A success dialog; closes by itself after `timerMs` when given (docs/product.md §9: 1500 ms). */
export async function showSuccess(title: string, text?: string, timerMs?: number) {
  const Swal = await swal();
  await Swal.fire({
    icon: 'success',
    title,
    text,
    timer: timerMs,
    showConfirmButton: !timerMs,
    confirmButtonColor: BRAND,
  });
}

export async function showError(title: string, text?: string) {
  const Swal = await swal();
  await Swal.fire({ icon: 'error', title, text, confirmButtonColor: BRAND });
}

export async function showWarning(title: string, text?: string) {
  const Swal = await swal();
  await Swal.fire({ icon: 'warning', title, text, confirmButtonColor: BRAND });
}

/** A small corner toast for routine saves, uploads and deletes. */
export async function toast(kind: 'success' | 'error', title: string) {
  const Swal = await swal();
  await Swal.fire({
    toast: true,
    position: 'top-end',
    icon: kind,
    title,
    timer: 2500,
    timerProgressBar: true,
    showConfirmButton: false,
  });
}

/**
 * A dangerous step that needs the user's password (erasing an account): a warning with a password
 * input. Resolves to the typed password, or undefined when cancelled.
 */
export async function promptPassword(
  title: string,
  text: string,
  label: string,
  confirmText: string,
  requiredText: string,
) {
  const Swal = await swal();
  const result = await Swal.fire({
    icon: 'warning',
    title,
    text,
    input: 'password',
    inputLabel: label,
    inputAttributes: { autocomplete: 'current-password' },
    inputValidator: (value) => (value ? null : requiredText),
    showCancelButton: true,
    confirmButtonText: confirmText,
    cancelButtonText: commonText.cancel,
    confirmButtonColor: DANGER,
    focusCancel: false,
    reverseButtons: true,
  });
  return result.isConfirmed && typeof result.value === 'string' ? result.value : undefined;
}
