import { mfaText as t } from '#common/texts/mfa';

import { Button } from './field.tsx';
import { toast } from '../../lib/alerts.ts';

/** Recovery codes that come with a first second factor (TOTP or passkey), shown once. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">{t.recoveryTitle}</h2>
      <p className="text-sm text-slate-600">{t.recoveryIntro}</p>
      <ol
        aria-label={t.recoveryTitle}
        className="grid grid-cols-2 gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          onClick={async () => {
            await navigator.clipboard?.writeText(codes.join('\n'));
            await toast('success', t.copied);
          }}
        >
          {t.copyCodes}
        </Button>
        <Button type="button" onClick={onDone}>
          {t.recoveryConfirm}
        </Button>
      </div>
    </div>
  );
}
