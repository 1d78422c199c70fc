import { useState } from 'react';

import { POSITION_LABELS, POSITIONS, type Position } from '#common/rules';
import type { RecruitingSettings } from '#common/schemas/recruiting';
import { commonText } from '#common/texts/common';
import { recruitingText as t } from '#common/texts/recruiting';

import { CheckOption } from '../../../components/ui/check-option.tsx';
import { ChoiceFieldset } from '../../../components/ui/choice-fieldset.tsx';
import { Button, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { showError, showSuccess } from '../../../lib/alerts.ts';
import { useSaveRecruitingSettings } from '../recruiting.queries.ts';

const TEMPLATE_KEYS = ['Menunggu', 'Diterima', 'Ditolak', 'interview'] as const;

/** Open positions, interview place and notes, WhatsApp templates (docs/decisions/025). */
export function RecruitingSettingsEditor({ settings }: { settings: RecruitingSettings }) {
  const [draft, setDraft] = useState(settings);
  const save = useSaveRecruitingSettings();
  const togglePosition = (posisi: Position) =>
    setDraft((current) => ({
      ...current,
      openPositions: current.openPositions.includes(posisi)
        ? current.openPositions.filter((p) => p !== posisi)
        : [...current.openPositions, posisi],
    }));
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync(draft);
      await showSuccess(commonText.success, t.settingsSaved, 1500);
    } catch (error) {
      await showError(t.settingsSaveFailed, error instanceof Error ? error.message : undefined);
    }
  };
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div>
        <h2 className="text-base font-bold text-slate-900">{t.settingsTitle}</h2>
        <p className="text-sm text-slate-600">{t.settingsIntro}</p>
      </div>
      <ChoiceFieldset legend={t.openPositionsLabel}>
        {POSITIONS.map((posisi) => (
          <CheckOption
            key={posisi}
            type="checkbox"
            className="h-6 w-6"
            checked={draft.openPositions.includes(posisi)}
            onChange={() => togglePosition(posisi)}
            label={POSITION_LABELS[posisi]}
          />
        ))}
      </ChoiceFieldset>
      <TextField
        label={t.interviewPlace}
        value={draft.interviewPlace}
        maxLength={300}
        onChange={(event) => setDraft({ ...draft, interviewPlace: event.target.value })}
      />
      <TextAreaField
        label={t.interviewNotes}
        rows={2}
        value={draft.interviewNotes}
        maxLength={1000}
        onChange={(event) => setDraft({ ...draft, interviewNotes: event.target.value })}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-700">{t.templatesTitle}</legend>
        <p className="text-xs text-slate-500">{t.templatesHelp}</p>
        {TEMPLATE_KEYS.map((key) => (
          <TextAreaField
            key={key}
            label={key === 'interview' ? t.templateInterview : t.templateFor(key)}
            rows={2}
            value={draft.whatsAppTemplates[key]}
            onChange={(event) =>
              setDraft({
                ...draft,
                whatsAppTemplates: { ...draft.whatsAppTemplates, [key]: event.target.value },
              })
            }
          />
        ))}
      </fieldset>
      <Button type="submit" isBusy={save.isPending}>
        {commonText.save}
      </Button>
    </form>
  );
}
