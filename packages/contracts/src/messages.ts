/**
 * The message catalogue (docs/product.md §5 and §8). Keys are stable and travel in error envelopes
 * (`data.code`); the English texts are the seed's words, exactly. The web translates by key.
 */
export const validationMessages = {
  emailRequired: 'Your email is required.',
  emailMin: 'Your email is required to be at least 5 characters.',
  emailMax: 'Your email cannot be longer than 50 characters.',
  emailInvalid: 'Your email is invalid.',
  passwordRequired: 'Your password is required.',
  passwordMin: 'Your password is required to be at least 4 characters.',
  passwordMax: 'Your password cannot be longer than 50 characters.',
  passwordTooShort: 'Your new password must be at least 8 characters.',
  passwordCommon: 'This password is among the most common ones. Please choose a less common password.',
  fullNameRequired: 'Your name is required.',
  fullNameMax: 'Your name cannot be longer than 100 characters.',
  phoneInvalid: 'Your phone number is invalid.',
  nationalityMax: 'Your nationality cannot be longer than 60 characters.',
  feedbackRequired: 'Please write your feedback.',
  feedbackMax: 'Your feedback cannot be longer than 2000 characters.',
  ratingRange: 'The rating must be between 1 and 5.',
} as const;

export const successMessages = {
  loginSuccess: 'Login success',
  registrationSaved: 'Registration saved! Please check your email for confirmation.',
  passwordReset: 'Your password has been reset.',
  changesApplied: 'Your changes have been applied.',
  resetMailSent: 'Check your email for details on how to reset your password.',
  accountActivated: 'Your account has been activated. Please sign in.',
  feedbackThanks: 'Thank you for your feedback.',
  voucherApplied: 'Apply voucher success',
  cartUpdated: 'Your cart has been updated.',
  paymentSucceeded: 'Payment successful. Your purchase is ready to use.',
  orderCancelled: 'Your order has been cancelled.',
} as const;

/** Error codes with their English text. Status codes live with the server's error plugin. */
export const errorMessages = {
  'error.validation': 'The request is not valid.',
  'error.badJson': 'The request body is not valid JSON.',
  'error.payloadTooLarge': 'The request is too large.',
  'error.jsonTooDeep': 'The request body is nested too deeply or holds too many items.',
  'error.headersTooLarge': 'The headers of this request are too large.',
  'error.http.401': 'error.http.401',
  'error.http.403': 'You do not have permission to do that.',
  'error.http.404': 'Not found',
  'error.http.429': 'Too many requests. Please wait a moment and try again.',
  'error.http.414': 'The address of this request is too long.',
  'error.http.500': 'Something went wrong on our side. Please try again.',
  'error.badCredentials': 'Incorrect email or password.',
  'error.notActivated': 'Your account is not activated yet. Please check your email for the activation link.',
  'error.emailExists': 'This email is already registered.',
  'error.activationKeyInvalid': 'This activation link is not valid or has already been used.',
  'error.resetKeyInvalid': 'This reset link is not valid, has expired or has already been used.',
  'error.tokenInvalid': 'Your session is not valid. Please sign in again.',
  'error.ssoInvalid': 'The sign-on request is not valid.',
  'error.ssoReplayed': 'This sign-on request has already been used.',
  'error.socialTokenInvalid': 'The sign-in with this provider could not be verified.',
  'error.socialNotConfigured': 'Sign-in with this provider is not available.',
  'error.fileTooLarge': 'The file is too large.',
  'error.fileType': 'This type of file is not accepted.',
  'error.signedUrlInvalid': 'This upload link is not valid or has expired.',
  'error.conflict': 'The request conflicts with the current state.',
  'error.mockNotInProgress': 'This mock test is not in progress.',
  'error.mockForwardOnly': 'You cannot go back in a timed mock test.',
  'error.mockSectionOpen': 'Finish the current section first.',
  'error.mockChanged': 'The mock test changed meanwhile. Reload and try again.',
  'error.questionNotInSection': 'This question is not in the current section.',
  'error.mockActionNotAllowed': 'This is not possible for the mock test in its current state.',
  'error.uploadLinkUsed': 'This upload link has already been used.',
  'error.practiceFinished': 'This practice is finished. Reset it to answer again.',
  'error.practiceAlreadyFinished': 'This practice is already finished.',
  'error.accountCreatedMeanwhile': 'This account was just created by another sign-in. Please try again.',
  'error.voucherInvalid': 'This voucher code is not valid.',
  'error.voucherExpired': 'This voucher has expired.',
  'error.voucherUsedUp': 'This voucher has been fully used.',
  'error.voucherAlreadyUsed': 'You have already used this voucher.',
  'error.voucherNotForCart': 'This voucher cannot be used with this cart.',
  'error.voucherNotInCurrency':
    'This voucher has no discount in your currency. Use another voucher or choose another currency.',
  'error.cartEmpty': 'Your cart is empty.',
  'error.notSoldInCurrency':
    'This product has no price in your currency. Remove it from the cart or choose another currency.',
  'error.paymentMethodUnavailable': 'This payment method is not available for your currency.',
  'error.providerRefundRefused':
    'The payment provider refused the refund. Nothing was taken back; try again or refund it in the provider’s dashboard.',
  'error.providerRefundInProgress':
    'A refund of this order is being asked of the payment provider. Wait a moment, then look at the order again.',
  'error.productNotFree': 'This product must be bought.',
  'error.paymentFailed': 'The payment did not go through. Nothing was charged.',
  'error.freeModeNoScoring':
    'Free mode cannot score mock tests. Buy a pack or a mock test to get your score.',
  'error.noMocksLeft': 'You have no mock tests left. Buy a mock test or a pack to generate more.',
  'error.noScoredMocksLeft':
    'You have no scored mock tests left. Buy a mock test or a pack to get this mock scored.',
  'error.timeUp': 'The time for this mock test is over.',
  'error.busy': 'The server is busy right now. Please try again in a moment.',
  'error.storageUnavailable':
    'Your file could not be stored just now. Nothing was lost: it is sent again in a moment.',
  'error.insufficientCredits': 'You have no AI scoring left. Buy a pack or an AI scoring bundle to continue.',
  'error.examNotFinished': 'Finish this practice before scoring it with AI.',
  'error.examScoring': 'This practice is being scored. Wait until its scores arrive.',
  'error.voucherReserved':
    'This voucher is held by your order waiting for payment. Continue or cancel that order in your payment history.',
  'error.orderNotPending': 'This order is no longer waiting for payment.',
  'error.accountLocked': 'This account has been locked. Please contact support.',
  'error.adminSelf': 'You cannot do this to your own account.',
  'error.voucherCodeTaken': 'A voucher with this code exists already.',
  'error.orderNotRefundable': 'Only a paid order can be refunded.',
  'error.fullBankOnly':
    'This question is part of the full question bank. Buy a pack with the full question bank in the marketplace to open it.',
  'error.classForbidden': 'You have no access to this class.',
  'error.classRightMissing': 'Your rights on this class do not allow this.',
  'error.classOwnerOnly': 'Only the teacher who owns this class can do this.',
  'error.joinCodeInvalid': 'This class code is not valid. Check it with your teacher.',
  'error.classArchived': 'This class is archived: it takes no new learners or work.',
  'error.classFull': 'This class is full: it has 200 learners.',
  'error.dueDateInPast': 'The due date must be in the future.',
  'error.assignmentQuestionsMissing': 'Some chosen questions are no longer in the question bank.',
  'error.assignmentNotOpen': 'This assignment is not open yet.',
  'error.assignmentClosed': 'This assignment is past its due date and takes no late work.',
  'error.noAttemptsLeft': 'You have used every attempt of this assignment.',
  'error.rosterInvalid': 'The roster file has problems: nothing was imported.',
  'error.notATeacher': "This e-mail is not a teacher's account. Ask an admin to make it one.",
  'error.classPlanTeachersOnly':
    'Class plans are for teachers: their credits go to your classes. Ask an admin to make your account a teacher’s.',
  'error.walletTooLow':
    'Your class wallet does not hold that many credits. Buy a class plan in the shop or move fewer.',
  'error.reviewTraitsInvalid': "Score each trait of the AI's score, from 0 to its maximum.",
  'error.answerNotScored': 'This answer has no AI score yet: sign it once it is scored.',
} as const;

/**
 * Refusals that are about what the learner has bought (credits, mocks, the full bank): the web
 * shows them with the way to the shop. None of them ends a session.
 */
export const entitlementErrorCodes: ReadonlySet<string> = new Set<ErrorCode>([
  'error.insufficientCredits',
  'error.freeModeNoScoring',
  'error.noMocksLeft',
  'error.noScoredMocksLeft',
  'error.fullBankOnly',
  'error.walletTooLow',
]);

export type ValidationMessageKey = keyof typeof validationMessages;
export type SuccessMessageKey = keyof typeof successMessages;
export type ErrorCode = keyof typeof errorMessages;

const byText = new Map<string, string>(
  [...Object.entries(validationMessages), ...Object.entries(successMessages)].map(([key, text]) => [
    text,
    key,
  ]),
);

/** The catalogue key of a validation or success text, so a client can translate the seed's wording. */
export function messageKeyOf(text: string): string | undefined {
  return byText.get(text);
}
