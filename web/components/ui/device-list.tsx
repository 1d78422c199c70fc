import type { ReactNode } from 'react';

/** A bordered list of the user's own devices: passkeys, signed-in sessions. */
export function DeviceList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {children}
    </ul>
  );
}

const BADGE_TONES = {
  neutral: 'bg-slate-100 text-slate-600',
  success: 'bg-green-100 text-green-800',
};

/** One device: its name with an optional badge, a line of details, and its button. */
export function DeviceRow({
  name,
  badge,
  details,
  children,
}: {
  name: string;
  badge?: { text: string; tone: keyof typeof BADGE_TONES };
  details: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3">
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">
          {name}
          {badge ? (
            <span
              className={`ml-2 rounded-full px-2 py-0.5 text-xs font-medium ${BADGE_TONES[badge.tone]}`}
            >
              {badge.text}
            </span>
          ) : null}
        </p>
        <p className="text-xs break-words text-slate-500">{details}</p>
      </div>
      {children}
    </li>
  );
}
