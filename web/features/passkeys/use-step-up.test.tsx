// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { stepUpText } from '#common/texts/step-up';

import { ApiError } from '../../lib/api-client.ts';
import { stepUpWithSecret } from './passkeys.queries.ts';
import { useStepUp } from './use-step-up.tsx';

vi.mock('./passkeys.queries.ts', async (original) => ({
  ...(await original<typeof import('./passkeys.queries.ts')>()),
  stepUpWithSecret: vi.fn(async () => ({ until: new Date(Date.now() + 300_000).toISOString() })),
}));

const NO_FACTOR = { totp: false, passkeys: [], stepUpUntil: null } as never;

/** A screen whose action the server refuses once for a missing step-up, then allows. */
function Harness({ action }: { action: () => Promise<string> }) {
  const { withStepUp, dialog } = useStepUp(NO_FACTOR, { askFirst: false });
  const [result, setResult] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() => void withStepUp(action).then((r) => setResult(r ?? 'batal'))}
      >
        Jalankan
      </button>
      <output data-testid="result">{result}</output>
      {dialog}
    </>
  );
}

afterEach(cleanup);

describe('useStepUp', () => {
  it('without asking first, a 403 for a missing step-up opens the dialog and the action is retried', async () => {
    const action = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(403, stepUpText.required, 'step_up_required'))
      .mockResolvedValueOnce('selesai');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Harness action={action} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Jalankan' }));
    const password = await screen.findByLabelText(stepUpText.passwordLabel, { selector: 'input' });
    expect(action).toHaveBeenCalledTimes(1);
    fireEvent.change(password, { target: { value: 'kata-sandi-yang-kuat' } });
    fireEvent.click(screen.getByRole('button', { name: stepUpText.confirmButton, hidden: true }));
    await waitFor(() => expect(screen.getByTestId('result').textContent).toBe('selesai'));
    expect(stepUpWithSecret).toHaveBeenCalledWith({ password: 'kata-sandi-yang-kuat' });
    expect(action).toHaveBeenCalledTimes(2);
  });
});
