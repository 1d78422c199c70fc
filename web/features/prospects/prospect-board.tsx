import {
  PIPELINE_STAGES,
  type PipelineStage,
  type ProspectSummary,
} from '#common/schemas/prospects';
import { prospectsText as t } from '#common/texts/prospects';

import { ProspectCard } from './stage-mover.tsx';
import { useMoveStage } from './prospects.queries.ts';

/**
 * The pipeline as a board, one column per stage. Cards move by drag and drop, or with the stage
 * menu each card carries (keyboard, screen reader, phone). A drop on `kalah` is refused here:
 * the card's menu asks for the reason.
 */
export function ProspectBoard({ rows, canMove }: { rows: ProspectSummary[]; canMove: boolean }) {
  const move = useMoveStage();
  const onDrop = (tahap: PipelineStage, data: string) => {
    const prospect = rows.find((row) => String(row.id) === data);
    if (!prospect || prospect.tahap === tahap || tahap === 'kalah') return;
    move.mutate({ id: prospect.id, tahap });
  };
  return (
    // inline-size containment: the columns scroll inside the screen instead of widening it; the
    // region takes the focus so the keyboard can scroll it too (docs/decisions/042). `relative`
    // makes it the containing block of the cards' absolutely placed screen-reader labels, which
    // would otherwise widen the page from a column off screen.
    <div
      role="region"
      aria-label={t.boardRegion}
      tabIndex={0}
      className="focus-visible:outline-brand-700 relative flex gap-3 overflow-x-auto pb-2 [contain:inline-size] focus-visible:outline-2"
    >
      {PIPELINE_STAGES.map((stage) => {
        const cards = rows.filter((row) => row.tahap === stage);
        return (
          <div
            key={stage}
            className="w-64 shrink-0 rounded-xl bg-slate-100 p-2"
            onDragOver={(event) => canMove && event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              onDrop(stage, event.dataTransfer.getData('text/plain'));
            }}
          >
            <h2 id={`column-${stage}`} className="px-1 py-2 text-sm font-bold text-slate-800">
              {t.stageNames[stage]}{' '}
              <span className="font-normal text-slate-600">({cards.length})</span>
            </h2>
            <ul className="space-y-2">
              {cards.map((prospect) => (
                <ProspectCard key={prospect.id} prospect={prospect} canMove={canMove} />
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
