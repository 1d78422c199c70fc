import { type ReactNode, useState } from 'react';

import { commonText } from '#common/texts/common';

import { showError } from '../../lib/alerts.ts';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from './field.tsx';

/**
 * A button that downloads a file (a CSV), busy while it runs. A 401 already leads to the login
 * page (api-client); any other failure is said in a dialog with `failedText`.
 */
export function ExportButton({
  download,
  failedText,
  children,
}: {
  download: () => Promise<unknown>;
  failedText: string;
  children: ReactNode;
}) {
  const [isExporting, setIsExporting] = useState(false);
  const onExport = async () => {
    setIsExporting(true);
    try {
      await download();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401))
        await showError(commonText.error, failedText);
    } finally {
      setIsExporting(false);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void onExport()} isBusy={isExporting}>
      {children}
    </Button>
  );
}
