import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';

import { todayIn } from '#common/dates';
import {
  GENDERS,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  MAX_RESUME_FILES,
  POSITIONS,
  POSITION_LABELS,
} from '#common/rules';
import {
  type ApplicantInput,
  applicantInputSchema,
  isEligibleAge,
} from '#common/schemas/applicants';
import type { MyApplication } from '#common/schemas/recruiting';
import type { Vacancy } from '#common/schemas/vacancies';
import { applicationFormText as f, applicantsText as t } from '#common/texts/applicants';
import { commonText } from '#common/texts/common';

import { ConsentCheckbox } from '../../components/ui/consent-checkbox.tsx';
import { bindField, bindFilteredField } from '../../components/ui/bind-field.ts';
import { CheckOption } from '../../components/ui/check-option.tsx';
import { ChoiceFieldset } from '../../components/ui/choice-fieldset.tsx';
import { Button, SelectField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { FilePicker, UploadProgress } from '../../components/ui/file-picker.tsx';
import { SelectOptions, optionsOf } from '../../components/ui/select-options.tsx';
import { showError, showSuccess, showWarning } from '../../lib/alerts.ts';
import { ApiError, apiUpload } from '../../lib/api-client.ts';
import { usePublicConfig } from '../../lib/public-config.tsx';
import type { CareerContext } from './my-application.queries.ts';
import { RecruitmentRequirements } from './recruitment-requirements.tsx';
import { OpenPositionsList } from './open-positions.tsx';
import { useOpenPositions } from './recruiting.queries.ts';
import { type Answers, VacancyQuestions } from './vacancy-questions.tsx';

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif', 'heic'];
const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx'];

/** Keeps letters and spaces (SPEC §5: nama accepts only letters and spaces). */
const lettersAndSpaces = (value: string) => value.replace(/[^A-Za-z\s]/g, '');
/** Keeps digits, at most 15 (SPEC §5). */
const phoneDigits = (value: string) => value.replace(/\D/g, '').slice(0, 15);

/**
 * The application form 'Gabung Dengan Kami' (SPEC §2, §5, §8) with the requirements beside it.
 * Issue 17: with a `vacancy` chosen, its position is taken and its questions are asked;
 * `vacancyChooser` is where the page lets the applicant change the choice.
 */
export function ApplicationForm({
  user,
  vacancy,
  vacancyChooser,
  onSubmitted,
}: {
  user: CareerContext;
  vacancy?: Vacancy;
  vacancyChooser?: ReactNode;
  onSubmitted?: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { timeZone } = usePublicConfig();
  const [resumes, setResumes] = useState<File[]>([]);
  const [photo, setPhoto] = useState<File | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const [answers, setAnswers] = useState<Answers>({});
  const [showMissing, setShowMissing] = useState(false);
  const form = useForm<z.input<typeof applicantInputSchema>, unknown, ApplicantInput>({
    resolver: zodResolver(applicantInputSchema),
    defaultValues: {
      nama: '',
      telepon: '',
      posisi: '' as ApplicantInput['posisi'],
      jenis_kelamin: '' as ApplicantInput['jenis_kelamin'],
      tanggal_lahir: '',
      pesan: '',
      persetujuan: false,
    },
  });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const chosenPosition = useWatch({ control, name: 'posisi' });
  const position = vacancy?.posisi ?? chosenPosition;
  // The vacancy decides the position (the server stores the vacancy's own).
  useEffect(() => {
    if (vacancy) form.setValue('posisi', vacancy.posisi, { shouldValidate: false });
  }, [vacancy, form]);
  // Issue 11: a closed position is not offered (the server refuses it as well).
  const openPositions = useOpenPositions();
  const offered = openPositions.data
    ? POSITIONS.filter((value) => openPositions.data.some((p) => p.posisi === value && p.open))
    : POSITIONS;
  const today = todayIn(timeZone);

  const onSubmit = handleSubmit(async (values) => {
    const questions = vacancy?.pertanyaan ?? [];
    if (questions.some((q) => !answers[String(q.id)])) {
      setShowMissing(true);
      return;
    }
    if (!photo || resumes.length === 0) {
      await showWarning(t.documentsEmptyTitle, t.documentsEmptyText);
      return;
    }
    if (resumes.length > MAX_RESUME_FILES) {
      await showWarning(t.submitFailedTitle, f.tooManyResumes(MAX_RESUME_FILES));
      return;
    }
    if (!isEligibleAge(values.tanggal_lahir, todayIn(timeZone))) {
      await showWarning(t.ageTitle, t.ageText);
      return;
    }
    const form = new FormData();
    // persetujuan goes as the text 'true' (CONTRACT: multipart consent).
    for (const [name, value] of Object.entries(values)) form.append(name, String(value));
    if (vacancy) {
      form.append('lowongan_id', String(vacancy.id));
      // Only this vacancy's questions: answers given to another choice before are left out.
      const given = Object.fromEntries(questions.map((q) => [q.id, answers[String(q.id)]]));
      if (questions.length) form.append('jawaban', JSON.stringify(given));
    }
    form.append('foto', photo);
    for (const file of resumes) form.append('resume', file);
    setProgress(0);
    try {
      const created = await apiUpload<MyApplication>('POST', '/pelamar', form, {
        auth: 'applicant',
        onProgress: setProgress,
      });
      queryClient.setQueryData(['my-application', user.id], created);
      setProgress(null);
      onSubmitted?.();
      await showSuccess(t.submitSuccessTitle, t.submitSuccessText);
      navigate('/career/detail');
    } catch (error) {
      setProgress(null);
      if (error instanceof ApiError && error.status === 409) {
        await showWarning(commonText.warning, t.onlyOneApplication);
        await queryClient.invalidateQueries({ queryKey: ['my-application', user.id] });
        return;
      }
      if (error instanceof ApiError && error.status === 401) return; // the career frame goes to /login-user
      // The server's specific text for a refused field or file; otherwise the spec's general text.
      const isSpecific = error instanceof ApiError && [400, 413, 415, 429].includes(error.status);
      await showError(t.submitFailedTitle, isSpecific ? error.message : t.submitFailedText);
    }
  });

  return (
    <div className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.formTitle}</h1>
        <p className="mt-1 text-sm text-slate-600">{f.intro}</p>
        <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <TextField
              label={f.nameLabel}
              autoComplete="name"
              {...bindFilteredField(form, 'nama', lettersAndSpaces)}
            />
          </div>
          <TextField
            label={f.phoneLabel}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={15}
            {...bindFilteredField(form, 'telepon', phoneDigits)}
          />
          <TextField
            label={f.emailLabel}
            type="email"
            value={user.email}
            readOnly
            hint={f.emailHint}
            className="bg-slate-50"
          />
          {vacancyChooser ? <div className="sm:col-span-2">{vacancyChooser}</div> : null}
          {vacancy ? null : (
            <>
              {openPositions.data ? <OpenPositionsList positions={openPositions.data} /> : null}
              <SelectField label={f.positionLabel} {...bindField(form, 'posisi')}>
                <SelectOptions
                  emptyLabel={f.positionPlaceholder}
                  options={optionsOf(offered, (value) => POSITION_LABELS[value])}
                />
              </SelectField>
            </>
          )}
          {vacancy ? (
            <VacancyQuestions
              questions={vacancy.pertanyaan}
              answers={answers}
              onChange={setAnswers}
              showMissing={showMissing}
            />
          ) : null}
          <ChoiceFieldset legend={f.genderLabel} error={errors.jenis_kelamin?.message}>
            {GENDERS.map((value) => (
              <CheckOption
                key={value}
                type="radio"
                value={value}
                label={value}
                {...register('jenis_kelamin')}
              />
            ))}
          </ChoiceFieldset>
          <TextField
            label={f.birthDateLabel}
            type="date"
            max={today}
            {...bindField(form, 'tanggal_lahir')}
          />
          <div className="sm:col-span-2">
            <TextAreaField
              label={f.addressLabel}
              rows={3}
              autoComplete="street-address"
              {...bindField(form, 'pesan')}
            />
          </div>
          <FilePicker
            label={f.resumeLabel}
            accept=".pdf,.doc,.docx"
            extensions={DOCUMENT_EXTENSIONS}
            maxBytes={MAX_DOCUMENT_BYTES}
            multiple
            onChange={setResumes}
          />
          <FilePicker
            label={f.photoLabel}
            accept="image/*"
            extensions={IMAGE_EXTENSIONS}
            maxBytes={MAX_IMAGE_BYTES}
            isImage
            onChange={(files) => setPhoto(files[0])}
          />
          <div className="sm:col-span-2">
            <ConsentCheckbox error={errors.persetujuan?.message} {...register('persetujuan')} />
          </div>
          <div className="space-y-3 sm:col-span-2">
            <UploadProgress percent={progress} />
            <Button type="submit" isBusy={isSubmitting} className="w-full sm:w-auto">
              {f.submit}
            </Button>
          </div>
        </form>
      </section>
      <aside className="lg:sticky lg:top-24 lg:self-start">
        <RecruitmentRequirements position={position} />
      </aside>
    </div>
  );
}
