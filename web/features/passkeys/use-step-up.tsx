import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';

import type { SecurityStatus } from '#common/schemas/passkeys';

import { ApiError } from '../../lib/api-client.ts';
import { securityQuery } from './passkeys.queries.ts';
import { StepUpDialog } from './step-up-dialog.tsx';

/** A step-up must still hold this long to skip the dialog (the action takes a moment). */
const MARGIN_MS = 15_000;

/**
 * `withStepUp(action)` runs a sensitive change (docs/decisions/033): it asks for a factor first unless the
 * session was proven recently, and once more if the server still answers that it needs one.
 * With `askFirst: false` it only asks when the server answers that it needs one (for a step
 * whose caller may already have asked). Render `dialog` somewhere on the page.
 */
export function useStepUp(
  status: SecurityStatus | undefined,
  { askFirst = true }: { askFirst?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  const resolver = useRef<(isConfirmed: boolean) => void>(undefined);

  const ask = () =>
    new Promise<boolean>((resolve) => {
      resolver.current = resolve;
      setIsOpen(true);
    });

  const isFresh = () =>
    Boolean(status?.stepUpUntil && Date.parse(status.stepUpUntil) - Date.now() > MARGIN_MS);

  async function withStepUp<T>(action: () => Promise<T>): Promise<T | undefined> {
    if (askFirst && !isFresh() && !(await ask())) return undefined;
    try {
      return await action();
    } catch (error) {
      const needsStepUp = error instanceof ApiError && error.code === 'step_up_required';
      if (!needsStepUp || !(await ask())) throw error;
      return action();
    }
  }

  const hasFactor = Boolean(status && (status.totp || status.passkeys.length > 0));
  const dialog = isOpen ? (
    <StepUpDialog
      hasFactor={hasFactor}
      hasPasskey={Boolean(status?.passkeys.length)}
      onDone={(isConfirmed) => {
        setIsOpen(false);
        if (isConfirmed) void queryClient.invalidateQueries({ queryKey: ['staff', 'security'] });
        resolver.current?.(isConfirmed);
      }}
    />
  ) : null;

  return { withStepUp, dialog };
}

/**
 * `useStepUp` for screens outside /admin/keamanan (the staff list, Tambah User, the two-factor
 * enrolment): reads the own security status itself.
 */
export function useOwnStepUp(options?: { askFirst?: boolean }) {
  const status = useQuery(securityQuery());
  return useStepUp(status.data, options);
}
