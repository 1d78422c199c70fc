import { todayIn } from '#common/dates';
import { MAX_RESUME_FILES } from '#common/rules';
import { isEligibleAge } from '#common/applicant-values';
import type { ApplicantInput } from '#common/schemas/applicants';
import type { MyApplication } from '#common/schemas/recruiting';
import type { Vacancy } from '#common/schemas/vacancies';
import { applicationFormText as f, applicantsText as t } from '#common/texts/applicants';
import { commonText } from '#common/texts/common';

import { showError, showSuccess, showWarning } from '../../lib/alerts.ts';
import { ApiError, apiUpload } from '../../lib/api-client.ts';
import { prefetchNext } from '../../lib/page-data.ts';
import { goTo } from '../../lib/page-navigation.ts';
import { clearDraft } from './application-draft.ts';
import type { CareerContext } from './application-form.tsx';
import type { GuardFieldsState } from './guard-fields.tsx';
import { appendUploads, percentSent, type StagedFile } from './staged-upload.ts';
import type { Answers } from './vacancy-questions.tsx';

/**
 * Sending the application (docs/product.md §5, §8): the checks the product makes before it (the
 * screening answers, the guard fields, 'Dokumen anda kosong', the age), then the files sent ahead
 * (decision 048) and the fields in one multipart POST. A failed send never clears the form: what
 * was typed and chosen stays, and a send cut off on the way or refused by a server whose
 * dependency is down (503, decision 056) is offered again with the server's own words.
 */
export function useApplicationSubmit(options: {
  user: CareerContext;
  vacancy: Vacancy | undefined;
  answers: Answers;
  guard: GuardFieldsState | null;
  photo: StagedFile | undefined;
  resumes: StagedFile[];
  timeZone: string;
  onMissingAnswers: () => void;
  onMissingFiles: () => void;
  setProgress: (percent: number | null) => void;
  setIsPreparing: (isPreparing: boolean) => void;
  /** The text of an interrupted send (null once sending again). */
  setInterrupted: (text: string | null) => void;
  onSubmitted?: (application: MyApplication) => void;
  onAlreadyApplied?: () => void;
}) {
  const { user, vacancy, answers, guard, photo, resumes, timeZone } = options;
  const { setProgress, setIsPreparing, setInterrupted } = options;

  return async (values: ApplicantInput) => {
    const questions = vacancy?.pertanyaan ?? [];
    if (questions.some((q) => !answers[String(q.id)])) {
      options.onMissingAnswers();
      return;
    }
    if (guard && !(await guard.check(values.tanggal_lahir, values.jenis_kelamin))) return;
    if (!photo || resumes.length === 0) {
      options.onMissingFiles();
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
    setInterrupted(null);
    const guardPart = guard?.prepare();
    const uploads = [photo, ...resumes, ...(guardPart?.uploads ?? [])];
    setIsPreparing(true);
    await Promise.all(uploads.map((upload) => upload.file));
    setIsPreparing(false);
    // What went ahead is still on its way: the bar shows it, then the application's own bytes.
    setProgress(percentSent(uploads));
    const showing = setInterval(() => setProgress(percentSent(uploads)), 250);
    /** The application: its fields, and the files as ids of those sent ahead or as themselves. */
    const send = async (ahead: boolean) => {
      const body = new FormData();
      // persetujuan goes as the text 'true' (docs/api.md: multipart consent).
      for (const [name, value] of Object.entries(values)) body.append(name, String(value));
      if (vacancy) {
        body.append('lowongan_id', String(vacancy.id));
        // Only this vacancy's questions: answers given to another choice before are left out.
        const given = Object.fromEntries(questions.map((q) => [q.id, answers[String(q.id)]]));
        if (questions.length) body.append('jawaban', JSON.stringify(given));
      }
      guardPart?.addFields(body);
      const wentAhead = await appendUploads(body, uploads, ahead);
      clearInterval(showing);
      const own = { loaded: 0, total: 0 };
      return apiUpload<MyApplication>('POST', '/pelamar', body, {
        auth: 'applicant',
        onProgress: (_percent, loaded, total) => {
          Object.assign(own, { loaded, total });
          setProgress(percentSent(wentAhead, own));
        },
      });
    };
    try {
      const created = await send(true).catch((error: unknown) => {
        // The server no longer holds a file sent ahead (cleared after a day): all go again.
        if (error instanceof ApiError && error.code === 'staged_files_gone') return send(false);
        throw error;
      });
      setProgress(null);
      clearDraft(user.id);
      options.onSubmitted?.(created);
      prefetchNext('/career/detail');
      await showSuccess(t.submitSuccessTitle, t.submitSuccessText);
      goTo('/career/detail');
    } catch (error) {
      clearInterval(showing);
      setProgress(null);
      if (error instanceof ApiError && error.code === 'already_applied') {
        await showWarning(commonText.warning, t.onlyOneApplication);
        options.onAlreadyApplied?.();
        return;
      }
      if (error instanceof ApiError && error.status === 401) return; // the career frame goes to /login-user
      // A dependency down (503 with the server's Indonesian text, decision 056), or cut off on
      // the way (offline, a dropped connection, a proxy's 502/504): offer to send again.
      if (error instanceof ApiError && error.status === 503 && error.message) {
        setInterrupted(error.message);
        return;
      }
      if (error instanceof ApiError && (error.status === 0 || error.status >= 502)) {
        setInterrupted(f.sendInterrupted);
        return;
      }
      // The server's specific text for a refused field or file; otherwise the product's general text.
      const isSpecific = error instanceof ApiError && [400, 413, 415, 429].includes(error.status);
      await showError(t.submitFailedTitle, isSpecific ? error.message : t.submitFailedText);
    }
  };
}
