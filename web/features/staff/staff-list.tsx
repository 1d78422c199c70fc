import { useState } from 'react';

import type { Staff } from '#common/schemas/staff';
import { staffPasswordResetInputSchema } from '#common/schemas/staff';
import { commonText } from '#common/texts/common';
import { mfaText } from '#common/texts/mfa';
import { staffText as t } from '#common/texts/staff';

import { Button, PasswordToggle, Spinner, TextField } from '../../components/ui/field.tsx';
import { SaveCancelButtons } from '../../components/ui/save-cancel-buttons.tsx';
import { StatusPill } from '../../components/ui/status-pill.tsx';
import { confirmAction, confirmDelete, showError, toast } from '../../lib/alerts.ts';
import { ApiError } from '../../lib/api-client.ts';
import {
  useDeleteStaff,
  useResetStaffMfa,
  useResetStaffPassword,
  useSetStaffStatus,
  useStaffList,
} from './staff.queries.ts';

const errorText = (error: unknown) =>
  error instanceof ApiError && error.status > 0 && error.status < 500
    ? error.message
    : commonText.serverError;

type WithStepUp = <T>(action: () => Promise<T>) => Promise<T | undefined>;

function formatLogin(iso: string | null) {
  if (!iso) return t.neverLoggedIn;
  return new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

function ResetPasswordForm({
  staff,
  onDone,
  withStepUp,
}: {
  staff: Staff;
  onDone: () => void;
  withStepUp: WithStepUp;
}) {
  const reset = useResetStaffPassword();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [isVisible, setIsVisible] = useState(false);
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = staffPasswordResetInputSchema.safeParse({ password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    try {
      if (!(await withStepUp(() => reset.mutateAsync({ id: staff.id, password })))) return;
      void toast('success', t.resetPasswordDone);
      onDone();
    } catch (caught) {
      setError(errorText(caught));
    }
  };
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="border-brand-100 bg-brand-50/50 mt-3 space-y-3 rounded-lg border p-3"
      aria-label={t.resetPasswordTitle(staff.nama)}
    >
      <p className="text-sm font-semibold text-slate-800">{t.resetPasswordTitle(staff.nama)}</p>
      <TextField
        label={t.resetPasswordLabel}
        type={isVisible ? 'text' : 'password'}
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error}
        trailing={<PasswordToggle isVisible={isVisible} onToggle={() => setIsVisible((v) => !v)} />}
      />
      <div className="flex gap-2">
        <SaveCancelButtons isSaving={reset.isPending} onCancel={onDone} />
      </div>
    </form>
  );
}

/** Runs one staff action: a toast when it worked, else a dialog with the server's reason. */
async function runAction(action: () => Promise<unknown>, doneText: string, failedTitle: string) {
  try {
    // undefined: the step-up dialog was cancelled, nothing was changed.
    if ((await action()) === undefined) return;
    void toast('success', doneText);
  } catch (error) {
    await showError(failedTitle, errorText(error));
  }
}

function StaffActions({
  staff,
  isSelf,
  onReset,
  withStepUp,
}: {
  staff: Staff;
  isSelf: boolean;
  onReset: () => void;
  withStepUp: WithStepUp;
}) {
  const setStatus = useSetStaffStatus();
  const remove = useDeleteStaff();
  const resetMfa = useResetStaffMfa();
  const onResetMfa = async () => {
    if (!(await confirmAction(mfaText.resetMfaConfirm(staff.nama), mfaText.resetMfaConfirmText)))
      return;
    await runAction(
      () => withStepUp(() => resetMfa.mutateAsync(staff.id)),
      mfaText.resetDone,
      mfaText.resetMfaFailed,
    );
  };
  const onToggle = async () => {
    const isEnabling = !staff.is_active;
    const ok = await confirmAction(
      isEnabling ? t.enableConfirm(staff.nama) : t.disableConfirm(staff.nama),
      isEnabling ? undefined : t.disableConfirmText,
    );
    if (!ok) return;
    await runAction(
      () => withStepUp(() => setStatus.mutateAsync({ id: staff.id, isActive: isEnabling })),
      isEnabling ? t.enabled : t.disabled,
      t.actionFailed,
    );
  };
  const onDelete = async () => {
    if (!(await confirmDelete(commonText.confirmDeleteTitle, t.deleteConfirmText(staff.nama))))
      return;
    await runAction(
      () => withStepUp(() => remove.mutateAsync(staff.id)),
      t.deleted,
      t.actionFailed,
    );
  };
  return (
    <div className="flex flex-wrap gap-2">
      {!isSelf ? (
        <RowButton
          label={staff.is_active ? t.disable : t.enable}
          staffName={staff.nama}
          onClick={() => void onToggle()}
          isBusy={setStatus.isPending}
        />
      ) : null}
      {/* docs/decisions/033: one's own password and factors change on /admin/password and /admin/keamanan. */}
      {!isSelf ? (
        <RowButton label={t.resetPassword} staffName={staff.nama} onClick={onReset} />
      ) : null}
      {staff.mfa_enabled && !isSelf ? (
        <RowButton
          label={mfaText.resetMfa}
          staffName={staff.nama}
          onClick={() => void onResetMfa()}
          isBusy={resetMfa.isPending}
        />
      ) : null}
      {!isSelf ? (
        <RowButton
          label={commonText.delete}
          staffName={staff.nama}
          variant="danger"
          onClick={() => void onDelete()}
          isBusy={remove.isPending}
        />
      ) : null}
    </div>
  );
}

/** A small button of a staff row, named with the staff member for screen readers ('Hapus budi'). */
function RowButton({
  label,
  staffName,
  variant = 'secondary',
  onClick,
  isBusy,
}: {
  label: string;
  staffName: string;
  variant?: 'secondary' | 'danger';
  onClick: () => void;
  isBusy?: boolean;
}) {
  return (
    <Button
      variant={variant}
      className="px-3 py-1.5 text-xs"
      onClick={onClick}
      isBusy={isBusy}
      aria-label={`${label} ${staffName}`}
    >
      {label}
    </Button>
  );
}

function ActiveStatus({ isActive }: { isActive: boolean }) {
  return (
    <StatusPill
      className={`px-2.5 ${isActive ? 'bg-emerald-50 text-emerald-700' : 'bg-slate-200 text-slate-600'}`}
      text={isActive ? t.active : t.inactive}
    />
  );
}

/** Staff management (beyond the first version): list, disable/enable, delete, reset password. Superadmin only. */
export function StaffList({
  currentStaffId,
  withStepUp,
}: {
  currentStaffId?: number;
  /** Every change to another account needs a recent step-up (docs/decisions/033). */
  withStepUp: WithStepUp;
}) {
  const list = useStaffList();
  const [resettingId, setResettingId] = useState<number | null>(null);

  if (list.isPending) return <Spinner label={t.listLoading} className="text-brand-700 h-6 w-6" />;
  if (list.isError)
    return (
      <p role="alert" className="text-sm text-red-600">
        {t.listFailed}
      </p>
    );
  if (list.data.length === 0) return <p className="text-sm text-slate-500">{t.listEmpty}</p>;

  return (
    <ul
      className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
      aria-label={t.listTitle}
    >
      <li
        className="hidden grid-cols-[1.5fr_1fr_1fr_1.4fr_2fr] gap-4 bg-slate-50 px-4 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase lg:grid"
        aria-hidden="true"
      >
        <span>{t.colNama}</span>
        <span>{t.colRole}</span>
        <span>{t.colStatus}</span>
        <span>{t.colLastLogin}</span>
        <span>{t.colActions}</span>
      </li>
      {list.data.map((staff) => {
        const isSelf = staff.id === currentStaffId;
        return (
          <li key={staff.id} className="px-4 py-3" aria-label={staff.nama}>
            <div className="grid gap-2 lg:grid-cols-[1.5fr_1fr_1fr_1.4fr_2fr] lg:items-center lg:gap-4">
              <div className="flex items-center justify-between gap-2 lg:block">
                <span className="font-semibold break-all text-slate-900">
                  {staff.nama}{' '}
                  {isSelf ? <span className="font-normal text-slate-500">{t.you}</span> : null}
                </span>
                <span className="lg:hidden">
                  <ActiveStatus isActive={staff.is_active} />
                </span>
              </div>
              <span className="text-sm text-slate-700">{t.roleLabels[staff.role]}</span>
              <span className="hidden lg:block">
                <ActiveStatus isActive={staff.is_active} />
              </span>
              <span className="text-xs text-slate-500 lg:text-sm">
                <span className="lg:hidden">{t.colLastLogin}: </span>
                {formatLogin(staff.last_login_at)}
              </span>
              <StaffActions
                staff={staff}
                isSelf={isSelf}
                onReset={() => setResettingId(staff.id)}
                withStepUp={withStepUp}
              />
            </div>
            {resettingId === staff.id ? (
              <ResetPasswordForm
                staff={staff}
                onDone={() => setResettingId(null)}
                withStepUp={withStepUp}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
