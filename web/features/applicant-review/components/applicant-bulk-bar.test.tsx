import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { commonText } from '#common/texts/common';
import { applicantsText } from '#common/texts/applicants';
import { recruitingText as t } from '#common/texts/recruiting';

import { renderWithQueries, mockServerPerFile } from '../../../test/component-test.tsx';
import { ApplicantBulkBar } from './applicant-bulk-bar.tsx';

const alerts = vi.hoisted(() => ({
  confirmAction: vi.fn(async () => true),
  showError: vi.fn(async () => undefined),
  showSuccess: vi.fn(async () => undefined),
  showWarning: vi.fn(async () => undefined),
}));
vi.mock('../../../lib/alerts.ts', () => alerts);

const server = mockServerPerFile();

/** Answers POST /api/pelamar/bulk with `result` and keeps each request body. */
function bulkEndpoint(result: object, status = 200) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/pelamar/bulk', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(result, { status });
    }),
  );
  return bodies;
}

function renderBar(props: Partial<Parameters<typeof ApplicantBulkBar>[0]> = {}) {
  const onDone = vi.fn();
  renderWithQueries(
    <ApplicantBulkBar
      ids={[4, 7]}
      allMatching={false}
      total={30}
      filters={{ status: 'Menunggu', q: '', sort: 'name' }}
      onDone={onDone}
      {...props}
    />,
  );
  return onDone;
}

describe('ApplicantBulkBar', () => {
  beforeEach(() => {
    for (const mock of Object.values(alerts)) mock.mockClear();
    alerts.confirmAction.mockResolvedValue(true);
  });

  it('sets the chosen status on the chosen rows after a confirmation', async () => {
    const bodies = bulkEndpoint({ updated: 2, skipped: [] });
    const onDone = renderBar();
    await userEvent.selectOptions(screen.getByLabelText(t.bulkStatusLabel), 'Ditolak');
    await userEvent.click(screen.getByRole('button', { name: t.bulkStatus }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(alerts.confirmAction).toHaveBeenCalledWith(
      t.bulkConfirmTitle,
      t.bulkConfirmStatus(2, 'Ditolak'),
    );
    expect(bodies).toEqual([{ action: 'status', status: 'Ditolak', ids: [4, 7] }]);
    expect(alerts.showSuccess).toHaveBeenCalledWith(commonText.success, t.bulkDone(2), 1500);
    expect(screen.getByRole('region', { name: t.selectedCount(2) })).toBeTruthy();
  });

  it('sends the filters instead of ids for every matching row, without sort or empty ones', async () => {
    const bodies = bulkEndpoint({ updated: 30, skipped: [] });
    const onDone = renderBar({ allMatching: true });
    expect(screen.getByRole('region', { name: t.selectedCount(30) })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t.bulkDelete }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodies).toEqual([{ action: 'delete', filters: { status: 'Menunggu' } }]);
    expect(alerts.showSuccess).toHaveBeenCalledWith(commonText.success, t.bulkDeleted(30), 1500);
  });

  it('refuses an interview time that is not a valid date and time, without asking the server', async () => {
    bulkEndpoint({ updated: 0, skipped: [] });
    const onDone = renderBar();
    await userEvent.click(screen.getByRole('button', { name: t.bulkSchedule }));
    expect(alerts.showWarning).toHaveBeenCalledWith(
      commonText.warning,
      applicantsText.scheduleRequired,
    );
    expect(alerts.confirmAction).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('names the rows the server skipped', async () => {
    bulkEndpoint({ updated: 1, skipped: [{ id: 7, nama: 'Siti Aminah', reason: 'jadwal' }] });
    const onDone = renderBar();
    await userEvent.click(screen.getByRole('button', { name: t.bulkStatus }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(alerts.showWarning).toHaveBeenCalledWith(t.bulkDone(1), t.bulkSkipped('Siti Aminah'));
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const bodies = bulkEndpoint({ updated: 2, skipped: [] });
    alerts.confirmAction.mockResolvedValue(false);
    const onDone = renderBar();
    await userEvent.click(screen.getByRole('button', { name: t.bulkDelete }));
    await waitFor(() => expect(alerts.confirmAction).toHaveBeenCalled());
    expect(bodies).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and keeps the selection", async () => {
    bulkEndpoint({ error: 'Terlalu banyak pelamar dipilih' }, 400);
    const onDone = renderBar();
    await userEvent.click(screen.getByRole('button', { name: t.bulkStatus }));
    await waitFor(() =>
      expect(alerts.showError).toHaveBeenCalledWith(t.bulkFailed, 'Terlalu banyak pelamar dipilih'),
    );
    expect(onDone).not.toHaveBeenCalled();
  });
});
