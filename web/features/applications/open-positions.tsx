import type { OpenPositions } from '#common/schemas/recruiting';
import { recruitingText as t } from '#common/texts/recruiting';

/** Which positions are open right now, on the career entry (docs/decisions/025). */
export function OpenPositionsList({ positions }: { positions: OpenPositions }) {
  const hasOpen = positions.some((position) => position.open);
  return (
    <section aria-labelledby="open-positions" className="rounded-xl bg-slate-50 p-4">
      <h2 id="open-positions" className="text-sm font-bold text-slate-900">
        {t.positionsTitle}
      </h2>
      {hasOpen ? null : <p className="mt-1 text-sm text-slate-600">{t.noOpenPositions}</p>}
      <ul className="mt-2 flex flex-wrap gap-2">
        {positions.map((position) => (
          <li
            key={position.posisi}
            className={`rounded-full px-3 py-1 text-xs font-semibold ${
              position.open ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-600'
            }`}
          >
            {position.label}: {position.open ? t.positionOpen : t.positionClosed}
          </li>
        ))}
      </ul>
    </section>
  );
}
