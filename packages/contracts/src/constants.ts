/** Business constants of seed section 9 and the platform's name. */
export const platformName = 'Prepwise';

export const pageSizes = [10, 25, 50, 100] as const;
export const requestTimeoutMs = 60_000;
export const dateFormats = {
  short: 'DD MMM /YYYY',
  dateTime: 'DD/MM/YY HH:mm:ss',
  date: 'DD/MM/YYYY',
} as const;
export const freeRandomMockAttempts = 5;
export const activationKeyTtlHours = 24 * 7;
export const resetKeyTtlHours = 24;
