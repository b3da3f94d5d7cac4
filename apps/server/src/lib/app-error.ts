import { errorMessages, type ErrorCode, type FieldError } from '@prepwise/contracts';

const statusByCode: Partial<Record<ErrorCode, number>> = {
  'error.validation': 400,
  'error.badJson': 400,
  'error.payloadTooLarge': 413,
  'error.jsonTooDeep': 400,
  'error.headersTooLarge': 431,
  'error.http.401': 401,
  'error.http.403': 403,
  'error.http.404': 404,
  'error.http.429': 429,
  'error.http.414': 414,
  'error.http.500': 500,
  'error.badCredentials': 401,
  'error.notActivated': 401,
  'error.emailExists': 400,
  'error.activationKeyInvalid': 400,
  'error.resetKeyInvalid': 400,
  'error.tokenInvalid': 401,
  'error.ssoInvalid': 400,
  'error.ssoReplayed': 409,
  'error.socialTokenInvalid': 401,
  'error.socialNotConfigured': 400,
  'error.fileTooLarge': 413,
  'error.fileType': 415,
  'error.signedUrlInvalid': 403,
  'error.conflict': 409,
  'error.mockNotInProgress': 409,
  'error.mockForwardOnly': 409,
  'error.mockSectionOpen': 409,
  'error.mockChanged': 409,
  'error.questionNotInSection': 409,
  'error.mockActionNotAllowed': 409,
  'error.uploadLinkUsed': 409,
  'error.practiceFinished': 409,
  'error.practiceAlreadyFinished': 409,
  'error.accountCreatedMeanwhile': 409,
  'error.voucherInvalid': 404,
  'error.voucherExpired': 410,
  'error.voucherUsedUp': 409,
  'error.voucherAlreadyUsed': 409,
  'error.voucherNotForCart': 400,
  'error.voucherNotInCurrency': 400,
  'error.cartEmpty': 400,
  'error.notSoldInCurrency': 400,
  'error.paymentMethodUnavailable': 400,
  'error.providerRefundRefused': 502,
  'error.providerRefundInProgress': 409,
  'error.productNotFree': 400,
  'error.paymentFailed': 402,
  'error.insufficientCredits': 402,
  'error.freeModeNoScoring': 403,
  'error.noMocksLeft': 402,
  'error.noScoredMocksLeft': 402,
  'error.timeUp': 409,
  'error.busy': 503,
  'error.storageUnavailable': 503,
  'error.examNotFinished': 409,
  'error.examScoring': 409,
  'error.orderNotPending': 409,
  'error.voucherReserved': 409,
  'error.fullBankOnly': 403,
  'error.accountLocked': 403,
  'error.adminSelf': 409,
  'error.voucherCodeTaken': 409,
  'error.orderNotRefundable': 409,
  'error.classForbidden': 403,
  'error.classRightMissing': 403,
  'error.classOwnerOnly': 403,
  'error.joinCodeInvalid': 404,
  'error.classArchived': 409,
  'error.classFull': 409,
  'error.dueDateInPast': 400,
  'error.assignmentQuestionsMissing': 400,
  'error.assignmentNotOpen': 409,
  'error.assignmentClosed': 409,
  'error.noAttemptsLeft': 409,
  'error.rosterInvalid': 400,
  'error.notATeacher': 400,
  'error.classPlanTeachersOnly': 403,
  'error.walletTooLow': 409,
  'error.reviewTraitsInvalid': 400,
  'error.answerNotScored': 409,
};

/**
 * The one error type of the server: a stable code from the contracts' catalogue, the HTTP
 * status that code maps to, and optionally a more specific message or field errors.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: FieldError[] | undefined;

  constructor(code: ErrorCode, message?: string, fields?: FieldError[], options?: { cause?: unknown }) {
    // The cause (say, object storage's own error) reaches the log with the 5xx, never the answer.
    super(message ?? errorMessages[code], options);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = statusByCode[code] ?? 400;
    this.fields = fields;
  }
}

/** Throws 404 when a row is missing (also used for another user's data: it is simply not found). */
export function found<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new AppError('error.http.404');
  return value;
}
