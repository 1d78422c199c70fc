import type { Migration } from 'kysely';

import * as accounts from './0001-accounts.ts';
import * as content from './0002-content.ts';
import * as contactMessages from './0003-contact-messages.ts';
import * as applicants from './0004-applicants.ts';
import * as contactSearch from './0009-contact-search.ts';
import * as applicantsReview from './0011-applicants-review.ts';
import * as jobs from './0012-jobs.ts';
import * as privacyConsents from './0013-privacy-consents.ts';
import * as passwordResets from './0014-password-resets.ts';
import * as staffMfa from './0015-staff-mfa.ts';
import * as auditLog from './0016-audit-log.ts';
import * as applicantHistoryNotes from './0017-applicant-history-notes.ts';
import * as applicantListIndexes from './0018-applicant-list-indexes.ts';
import * as vacancies from './0019-vacancies.ts';
import * as passkeysAndSessions from './0021-passkeys-and-sessions.ts';
import * as revisions from './0022-revisions.ts';
import * as englishVersion from './0024-english-version.ts';
import * as hiringSessions from './0027-hiring-sessions.ts';
import * as guardHiring from './0028-guard-hiring.ts';
import * as galleryAltTexts from './0029-gallery-alt-texts.ts';
import * as stagedUploads from './0030-staged-uploads.ts';
import * as documentLoop from './0031-document-loop.ts';
import * as tariffs from './0035-tariffs.ts';
import * as quoteRequests from './0036-quote-requests.ts';
import * as quoteRequestSearch from './0037-quote-request-search.ts';
import * as proposals from './0040-proposals.ts';
import * as bookingNotices from './0047-booking-notices.ts';
import * as quoteRequestFromMessage from './0048-quote-request-from-message.ts';
import * as pipelineListAtScale from './0049-pipeline-list-at-scale.ts';

/** Ordered migrations; names are stored in the database, never rename one that shipped. */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-content': content,
  '0003-contact-messages': contactMessages,
  '0004-applicants': applicants,
  '0009-contact-search': contactSearch,
  '0011-applicants-review': applicantsReview,
  '0012-jobs': jobs,
  '0013-privacy-consents': privacyConsents,
  '0014-password-resets': passwordResets,
  '0015-staff-mfa': staffMfa,
  '0016-audit-log': auditLog,
  '0017-applicant-history-notes': applicantHistoryNotes,
  '0018-applicant-list-indexes': applicantListIndexes,
  '0019-vacancies': vacancies,
  '0021-passkeys-and-sessions': passkeysAndSessions,
  '0022-revisions': revisions,
  '0024-english-version': englishVersion,
  '0027-hiring-sessions': hiringSessions,
  '0028-guard-hiring': guardHiring,
  '0029-gallery-alt-texts': galleryAltTexts,
  '0030-staged-uploads': stagedUploads,
  '0031-document-loop': documentLoop,
  '0035-tariffs': tariffs,
  '0036-quote-requests': quoteRequests,
  '0037-quote-request-search': quoteRequestSearch,
  '0040-proposals': proposals,
  '0047-booking-notices': bookingNotices,
  '0048-quote-request-from-message': quoteRequestFromMessage,
  '0049-pipeline-list-at-scale': pipelineListAtScale,
};
