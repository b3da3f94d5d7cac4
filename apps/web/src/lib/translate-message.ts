import { errorMessages, messageKeyOf, successMessages, validationMessages } from '@prepwise/contracts';
import { clientErrorTexts } from './api-errors';
import { currentLanguage, i18n } from './i18n';

const canonicalTexts: Record<string, string> = { ...errorMessages, ...clientErrorTexts };

/** The locale key of a seed text (validation or success), e.g. `validation.emailRequired`. */
export function catalogueKeyOf(text: string): string | undefined {
  const key = messageKeyOf(text);
  if (!key) return undefined;
  if (key in validationMessages) return `validation.${key}`;
  if (key in successMessages) return `success.${key}`;
  return undefined;
}

/**
 * Translates a text coming from the contracts or the server. Seed texts are translated by their
 * catalogue key; otherwise an error code with a translation is used, except in English when the
 * server sent a more specific text than the code's standard one. Anything else is shown as is.
 */
export function translateMessage(text: string, code?: string): string {
  const key = catalogueKeyOf(text) ?? (i18n.exists(text) ? text : undefined);
  if (key) return i18n.t(key);
  if (code && i18n.exists(code)) {
    const isStandardText = canonicalTexts[code] === text || text === code;
    if (isStandardText || currentLanguage() !== 'en') return i18n.t(code);
  }
  return text;
}

/** The translated text of a form field's error, if any (the contracts' schemas speak English). */
export function translateFieldError(error: { message?: string } | undefined): string | undefined {
  return error?.message ? translateMessage(error.message) : undefined;
}
