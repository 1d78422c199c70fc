import { useState } from 'react';

import { commonText } from '#common/texts/common';
import { privacyText as t } from '#common/texts/privacy';

import { Button } from '../../components/ui/field.tsx';
import { TitledSection } from '../../components/ui/titled-section.tsx';
import { promptPassword, showError, showSuccess } from '../../lib/alerts.ts';
import { apiRequest, clientErrorText, saveResponseAsFile } from '../../lib/api-client.ts';
import { clearApplicantDrafts, clearApplicantToken, readToken } from '../../lib/auth-storage.ts';
import { goTo } from '../../lib/page-navigation.ts';

/** Saves the export as a file: fetch with the applicant's token, then a temporary blob link. */
async function downloadMyData() {
  const token = readToken('applicant');
  const response = await fetch('/api/user/export', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`export failed: ${response.status}`);
  await saveResponseAsFile(response, 'data-pribadi.json');
}

/**
 * 'Data Pribadi Saya' on /career (UU PDP 27/2022 rights): download everything stored about me,
 * or erase my account after typing my password.
 */
export function MyDataPanel() {
  const [isExporting, setIsExporting] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);

  const onExport = async () => {
    setIsExporting(true);
    try {
      await downloadMyData();
    } catch {
      await showError(commonText.error, t.exportFailed);
    } finally {
      setIsExporting(false);
    }
  };

  const onDelete = async () => {
    const password = await promptPassword(
      t.deleteConfirmTitle,
      t.deleteConfirmText,
      t.deletePasswordLabel,
      t.deleteConfirmButton,
      t.passwordRequired,
    );
    if (password === undefined) return;
    setIsDeleting(true);
    try {
      await apiRequest('DELETE', '/user', { password }, { auth: 'applicant' });
      clearApplicantToken();
      clearApplicantDrafts();
      await showSuccess(t.deleted, undefined, 1500);
      goTo('/login-user', { replace: true });
    } catch (error) {
      await showError(t.deleteFailed, clientErrorText(error, t.deleteFailed));
    } finally {
      setIsDeleting(false);
    }
  };

  return (
    <TitledSection
      title={t.rightsTitle}
      className="mx-auto max-w-6xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <p className="mt-1 text-sm text-slate-600">
        {t.rightsIntro}{' '}
        <a href="/kebijakan-privasi" className="text-brand-700 font-semibold underline">
          {t.consentLink}
        </a>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void onExport()} isBusy={isExporting}>
          {t.exportButton}
        </Button>
        <Button variant="danger" onClick={() => void onDelete()} isBusy={isDeleting}>
          {t.deleteButton}
        </Button>
      </div>
    </TitledSection>
  );
}
