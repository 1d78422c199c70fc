import { type ReactNode, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';

import { todayIn } from '#common/dates';
import {
  GENDERS,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  MAX_AGE,
  MIN_AGE,
  POSITIONS,
  POSITION_LABELS,
} from '#common/rules';
import { ageOn, isEligibleAge } from '#common/applicant-values';
import { requirementLines } from '#common/guard-hiring-values';
import type { ApplicantClaims } from '#common/schemas/applicant-auth';
import type { ApplicantInput, applicantInputSchema } from '#common/schemas/applicants';
import type { MyApplication, OpenPositions } from '#common/schemas/recruiting';
import type { Vacancy } from '#common/schemas/vacancies';
import { applicationFormText as f, applicantsText as t } from '#common/texts/applicants';

import { ConsentCheckbox } from '../../components/ui/consent-checkbox.tsx';
import { bindField, bindFilteredField } from '../../components/ui/bind-field.ts';
import { CheckOption } from '../../components/ui/check-option.tsx';
import { ChoiceFieldset } from '../../components/ui/choice-fieldset.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { FilePicker } from '../../components/ui/file-picker.tsx';
import { RequiredLabel } from '../../components/ui/required-label.tsx';
import { SelectOptions, optionsOf } from '../../components/ui/select-options.tsx';
import { readDraft, saveDraft } from './application-draft.ts';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { hasRequirements } from '../../components/vacancy/vacancy-requirements.ts';
import { usePublicConfig } from '../../lib/public-config.tsx';
import { GuardFields, useGuardFields } from './guard-fields.tsx';
import { restage, type StagedFile } from './staged-upload.ts';
import { useApplicationSubmit } from './use-application-submit.ts';
import { SendControls } from './send-controls.tsx';
import { RecruitmentRequirements } from './recruitment-requirements.tsx';
import { OpenPositionsList } from './open-positions.tsx';
import { type Answers, VacancyQuestions } from './vacancy-questions.tsx';

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif', 'heic'];
const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx'];

/** Keeps letters and spaces (docs/product.md §5: nama accepts only letters and spaces). */
const lettersAndSpaces = (value: string) => value.replace(/[^A-Za-z\s]/g, '');
/** Keeps digits, at most 15 (docs/product.md §5). */
const phoneDigits = (value: string) => value.replace(/\D/g, '').slice(0, 15);

/** What the career frame hands its pages (the applicant token's payload). */
export type CareerContext = ApplicantClaims;

/**
 * The application form 'Gabung Dengan Kami' (docs/product.md §2, §5, §8) with the requirements beside it.
 * With a `vacancy` chosen, its position is taken and its questions are asked (docs/decisions/031);
 * `vacancyChooser` is where the page lets the applicant change the choice. `openPositions` is
 * which positions are open (every one is offered until it is known); `onSubmitted` gets the stored
 * application, `onAlreadyApplied` hears that the server already holds one (409, `already_applied`).
 */
export function ApplicationForm({
  user,
  vacancy,
  vacancyChooser,
  openPositions,
  onSubmitted,
  onAlreadyApplied,
}: {
  user: CareerContext;
  vacancy?: Vacancy;
  vacancyChooser?: ReactNode;
  openPositions?: OpenPositions;
  onSubmitted?: (application: MyApplication) => void;
  onAlreadyApplied?: () => void;
}) {
  const { timeZone } = usePublicConfig();
  // Decision 048: each file is sent ahead as soon as it is chosen (a photo once shrunk, which
  // starts at once too), so the upload runs while the rest of the form is filled in.
  const [resumes, setResumes] = useState<StagedFile[]>([]);
  const [photo, setPhoto] = useState<StagedFile | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const [isPreparing, setIsPreparing] = useState(false);
  // Decision 041: a send cut off by the connection, or refused by a server whose dependency is
  // down (503, decision 056), can be repeated with the same files: the text says which.
  const [interrupted, setInterrupted] = useState<string | null>(null);
  // Decision 041: what was typed survives a reload, a closed tab and a failed send.
  const [draft] = useState(() => readDraft(user.id));
  const [answers, setAnswers] = useState<Answers>(draft.answers);
  const [showMissing, setShowMissing] = useState(false);
  // The CV and photo named beside their fields once a send found them missing.
  const [missingFiles, setMissingFiles] = useState(false);
  const form = useForm<z.input<typeof applicantInputSchema>, unknown, ApplicantInput>({
    resolver: lazyResolver(() =>
      import('./application-checks.ts').then((module) => module.applicationResolver),
    ),
    defaultValues: {
      nama: draft.fields.nama ?? '',
      telepon: draft.fields.telepon ?? '',
      posisi: (draft.fields.posisi ?? '') as ApplicantInput['posisi'],
      jenis_kelamin: (draft.fields.jenis_kelamin ?? '') as ApplicantInput['jenis_kelamin'],
      tanggal_lahir: draft.fields.tanggal_lahir ?? '',
      pesan: draft.fields.pesan ?? '',
      persetujuan: false,
    },
  });
  useEffect(() => {
    saveDraft(user.id, form.getValues(), answers);
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft(user.id, values, answers),
    });
  }, [form, user.id, answers]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const chosenPosition = useWatch({ control, name: 'posisi' });
  // The height minimum depends on it (docs/decisions/058: live requirement checks).
  const gender = useWatch({ control, name: 'jenis_kelamin' });
  const position = vacancy?.posisi ?? chosenPosition;
  // The vacancy decides the position (the server stores the vacancy's own).
  useEffect(() => {
    if (vacancy) form.setValue('posisi', vacancy.posisi, { shouldValidate: false });
  }, [vacancy, form]);
  // A closed position is not offered (the server refuses it as well) (docs/decisions/025).
  const offered = openPositions
    ? POSITIONS.filter((value) => openPositions.some((p) => p.posisi === value && p.open))
    : POSITIONS;
  const today = todayIn(timeZone);
  // The age is judged as soon as the date is filled in, before anything is uploaded.
  const birthDate = useWatch({ control, name: 'tanggal_lahir' });
  const isFullDate = /^\d{4}-\d{2}-\d{2}$/.test(birthDate ?? '');
  const ageProblem =
    isFullDate && !isEligibleAge(birthDate, today)
      ? f.ageOutOfRange(ageOn(birthDate, today), MIN_AGE, MAX_AGE)
      : undefined;
  // docs/decisions/046: NIK, KTP and what the vacancy's requirements ask.
  const guard = useGuardFields(vacancy, user.id, today);
  const checkGuard = () =>
    void guard?.check(form.getValues('tanggal_lahir'), form.getValues('jenis_kelamin'), false);

  const onSubmit = handleSubmit(
    useApplicationSubmit({
      user,
      vacancy,
      answers,
      guard,
      photo,
      resumes,
      timeZone,
      onMissingAnswers: () => setShowMissing(true),
      onMissingFiles: () => setMissingFiles(true),
      setProgress,
      setIsPreparing,
      setInterrupted,
      onSubmitted,
      onAlreadyApplied,
    }),
    checkGuard,
  );

  return (
    <div className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.formTitle}</h1>
        <p className="mt-1 text-sm text-slate-600">{f.intro}</p>
        <p className="mt-1 text-sm text-slate-600">{f.requiredNote}</p>
        <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <TextField
              label={<RequiredLabel>{f.nameLabel}</RequiredLabel>}
              aria-required
              autoComplete="name"
              {...bindFilteredField(form, 'nama', lettersAndSpaces)}
            />
          </div>
          <TextField
            label={<RequiredLabel>{f.phoneLabel}</RequiredLabel>}
            aria-required
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
              {openPositions ? <OpenPositionsList positions={openPositions} /> : null}
              <SelectField
                label={<RequiredLabel>{f.positionLabel}</RequiredLabel>}
                aria-required
                {...bindField(form, 'posisi')}
              >
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
          <ChoiceFieldset
            legend={<RequiredLabel>{f.genderLabel}</RequiredLabel>}
            error={errors.jenis_kelamin?.message}
          >
            {GENDERS.map((value) => (
              <CheckOption
                key={value}
                type="radio"
                value={value}
                label={value}
                labelClassName="min-h-11 pr-3"
                className="accent-brand-700 h-5 w-5"
                {...register('jenis_kelamin')}
              />
            ))}
          </ChoiceFieldset>
          <div>
            <TextField
              label={<RequiredLabel>{f.birthDateLabel}</RequiredLabel>}
              aria-required
              type="date"
              max={today}
              {...bindField(form, 'tanggal_lahir')}
            />
            {ageProblem && !errors.tanggal_lahir ? (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {ageProblem}{' '}
                <a href="/lowongan" className="text-brand-800 font-semibold underline">
                  {f.otherVacancies}
                </a>
              </p>
            ) : null}
          </div>
          {guard ? <GuardFields state={guard} gender={gender ?? ''} /> : null}
          <div className="sm:col-span-2">
            <TextAreaField
              label={<RequiredLabel>{f.addressLabel}</RequiredLabel>}
              aria-required
              rows={3}
              autoComplete="street-address"
              {...bindField(form, 'pesan')}
            />
          </div>
          <FilePicker
            label={<RequiredLabel>{f.resumeLabel}</RequiredLabel>}
            isRequired
            error={missingFiles && resumes.length === 0 ? f.resumeMissing : undefined}
            accept=".pdf,.doc,.docx"
            extensions={DOCUMENT_EXTENSIONS}
            maxBytes={MAX_DOCUMENT_BYTES}
            multiple
            onChange={(files) => setResumes(restage(resumes, files, 'resume'))}
          />
          <FilePicker
            label={<RequiredLabel>{f.photoLabel}</RequiredLabel>}
            isRequired
            error={missingFiles && !photo ? f.photoMissing : undefined}
            accept="image/*"
            extensions={IMAGE_EXTENSIONS}
            maxBytes={MAX_IMAGE_BYTES}
            isImage
            onChange={(files) => {
              setInterrupted(null);
              setPhoto(restage(photo ? [photo] : [], files.slice(0, 1), 'foto')[0]);
            }}
          />
          <div className="sm:col-span-2">
            <ConsentCheckbox error={errors.persetujuan?.message} {...register('persetujuan')} />
          </div>
          <SendControls
            isPreparing={isPreparing}
            progress={progress}
            interrupted={interrupted}
            isSubmitting={isSubmitting}
          />
        </form>
      </section>
      {/* On a phone the requirements come before the form (and its send button). */}
      <aside className="order-first lg:sticky lg:top-24 lg:order-none lg:self-start">
        <RecruitmentRequirements
          position={position}
          // The vacancy's own lines, the age first: its one source of requirements.
          vacancyLines={
            guard && hasRequirements(guard.syarat) ? requirementLines(guard.syarat) : undefined
          }
        />
      </aside>
    </div>
  );
}
