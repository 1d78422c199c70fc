import { type FormEvent, useId, useState } from 'react';

import { formatRupiah } from '#common/pricing';
import {
  PIPELINE_STAGES,
  type PipelineStage,
  type ProspectSummary,
} from '#common/schemas/prospects';
import { prospectsText as t } from '#common/texts/prospects';

import { clientErrorText } from '../../lib/api-client.ts';
import { toast } from '../../lib/alerts.ts';
import { useMoveStage } from './prospects.queries.ts';

/**
 * A request's card on the board: drag it to another column, or pick the stage from its menu
 * (the keyboard's way, and a phone's). Moving to `kalah` asks for the reason first, in place.
 */
export function ProspectCard({
  prospect,
  canMove,
}: {
  prospect: ProspectSummary;
  canMove: boolean;
}) {
  const id = useId();
  const [pendingLoss, setPendingLoss] = useState(false);
  const [reason, setReason] = useState('');
  const move = useMoveStage();

  async function moveTo(tahap: PipelineStage, alasan?: string) {
    try {
      await move.mutateAsync({ id: prospect.id, tahap, alasan });
      setPendingLoss(false);
      void toast('success', t.moved(prospect.kode, t.stageNames[tahap]));
    } catch (error) {
      void toast('error', clientErrorText(error, t.stageInvalid));
    }
  }

  function onStage(tahap: PipelineStage) {
    if (tahap === prospect.tahap) return;
    if (tahap === 'kalah') setPendingLoss(true);
    else void moveTo(tahap);
  }

  function onLoss(event: FormEvent) {
    event.preventDefault();
    void moveTo('kalah', reason);
  }

  return (
    <li
      draggable={canMove && !pendingLoss}
      onDragStart={(event) => event.dataTransfer.setData('text/plain', String(prospect.id))}
      className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm"
      data-prospect={prospect.id}
    >
      <a
        href={`/admin/prospek/${prospect.id}`}
        className="text-brand-700 block font-semibold underline"
      >
        {prospect.kode}
      </a>
      <p className="text-sm text-slate-800">{prospect.perusahaan}</p>
      <p className="text-xs text-slate-600">
        {prospect.kota} · {formatRupiah(prospect.total)}
      </p>
      {canMove ? (
        <div className="mt-2">
          <label htmlFor={`${id}-stage`} className="sr-only">
            {t.stageMenu(prospect.kode)}
          </label>
          <select
            id={`${id}-stage`}
            className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm"
            value={pendingLoss ? 'kalah' : prospect.tahap}
            onChange={(event) => onStage(event.currentTarget.value as PipelineStage)}
          >
            {PIPELINE_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {t.stageNames[stage]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {pendingLoss ? (
        <LossReasonForm
          reason={reason}
          setReason={setReason}
          onSubmit={onLoss}
          onCancel={() => setPendingLoss(false)}
        />
      ) : null}
    </li>
  );
}

/** The reason a request was lost: required before it moves to `kalah`. */
export function LossReasonForm({
  reason,
  setReason,
  onSubmit,
  onCancel,
}: {
  reason: string;
  setReason: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
}) {
  const id = useId();
  return (
    <form onSubmit={onSubmit} className="mt-2 space-y-2">
      <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-slate-700">
        {t.lostReasonPrompt}
      </label>
      <textarea
        id={`${id}-reason`}
        required
        autoFocus
        rows={2}
        maxLength={500}
        className="block w-full rounded-lg border border-slate-300 px-2 py-1 text-sm"
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
      <div className="flex gap-2">
        <button
          type="submit"
          className="min-h-11 rounded-lg bg-red-700 px-3 text-sm font-semibold text-white"
        >
          {t.stageNames.kalah}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-lg border border-slate-300 px-3 text-sm"
        >
          ✕
        </button>
      </div>
    </form>
  );
}
