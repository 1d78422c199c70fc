/**
 * The stable machine-readable `code` of every error answer (docs/api.md, "Errors"): lower case
 * with underscores. A client (our web app included) decides on the code, never on the text,
 * which may be reworded or translated. Add a code here before answering it; the OpenAPI
 * document lists them all.
 */
export const ERROR_CODES = {
  // Defaults by status: what a client can tell from the status alone.
  invalid_input: 'A field is missing or invalid; the text names it.',
  invalid_json: 'The body is not valid JSON.',
  unauthorized: 'No token, or a token that is expired, revoked or wrong.',
  forbidden: 'The role or account may not do this.',
  not_found: 'The thing asked for does not exist (or is not visible to this caller).',
  route_not_found: 'No API route at this address.',
  conflict: 'The request conflicts with the current state.',
  gone: 'It existed but is closed, expired or replaced.',
  body_too_large: 'The request body is over the limit.',
  file_too_large: 'An uploaded file is over its limit.',
  too_many_files: 'More files than the call takes.',
  unsupported_media_type: 'The body or a file is of a type the call does not take.',
  rate_limited: 'Too many attempts; wait (see Retry-After).',
  internal: 'An unexpected server error (logged; never a client mistake).',
  unavailable: 'A dependency is down or the instance is draining; try again (Retry-After).',
  insufficient_storage: 'The server has no room to keep the write now.',
  // Specific codes a client acts on.
  captcha_failed: 'The captcha answer is missing or wrong.',
  consent_required: 'The privacy-notice consent (`persetujuan: true`) is missing.',
  invalid_link: 'A signed file link is wrong, expired or not for this account.',
  mfa_required: 'The role must enrol a second factor first.',
  nik_invalid: 'The NIK does not have 16 digits, a province code or the birth date.',
  staged_files_gone: 'Files sent before the application have expired; choose them again.',
  requirements_unmet:
    'Accepting needs `konfirmasi: true`: a requirement is unmet or a document rejected.',
  age_out_of_range: 'The applicant is outside the age range the rules allow.',
  documents_missing: 'A required document (CV, photo, KTP, …) was not sent.',
  already_applied: 'The account already has an application.',
  already_answered: 'The proposal was already accepted or declined.',
  approval_required: 'The proposal version needs approval by bos or superadmin before it is sent.',
  city_unknown: 'The city is not in the price tariff.',
  wage_below_umk: 'A proposal\u2019s wage (`upah`) is below the city\u2019s minimum wage (UMK).',
  already_converted: 'The contact message was already turned into a quote request.',
  reason_required: 'Moving a quote request to `kalah` needs `alasan`.',
  proposal_expired: 'The proposal link is past its validity; the answer carries the sales contact.',
  proposal_replaced: 'A newer proposal version was sent; the answer points to its link.',
  session_full: 'The hiring day has no free place left.',
  not_session_day: 'A check-in code used on a day other than its hiring day\u2019s.',
  step_up_required: 'The action needs a fresh proof of identity (step-up) first.',
  verification_changed:
    'The document\u2019s verification changed since it was read (`sebelumnya`); read it again.',
  not_rejected: 'Only a rejected document can be sent again.',
  other_session: 'A check-in code that belongs to another hiring day; the text names its day.',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

const DEFAULT_BY_STATUS: Record<number, ErrorCode> = {
  400: 'invalid_input',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  410: 'gone',
  413: 'body_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'unavailable',
  507: 'insufficient_storage',
};

/**
 * Fields whose refusal a client acts on by itself: a zod refusal naming one of them answers
 * its code instead of `invalid_input` (the server's error handler and the routes that parse a
 * multipart form both ask `codeForField`).
 */
const CODE_BY_FIELD: Record<string, ErrorCode> = {
  nik: 'nik_invalid',
  persetujuan: 'consent_required',
};

/** The code of a refused field (its name, the first step of the path); else invalid_input. */
export function codeForField(field: PropertyKey | undefined): ErrorCode {
  return (typeof field === 'string' && CODE_BY_FIELD[field]) || 'invalid_input';
}

/** The code an error of this status answers when nothing more specific was given. */
export function codeForStatus(status: number): ErrorCode {
  return DEFAULT_BY_STATUS[status] ?? (status >= 500 ? 'internal' : 'invalid_input');
}
