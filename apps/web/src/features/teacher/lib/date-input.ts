/** A `datetime-local` input's value (the browser's local time) for an ISO instant. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The ISO instant of a `datetime-local` value, or null when it is empty or not a time. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** A date and time in the teacher's language. */
export function formatDateTime(iso: string, language: 'en' | 'vi' | 'de'): string {
  const locale = { en: 'en-GB', vi: 'vi-VN', de: 'de-DE' }[language];
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Seconds as minutes and seconds (`12:05`), or hours too (`1:02:05`). */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '–';
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** A score as "7.5 / 10". */
export function formatScore(result: { score: number; max: number } | null): string {
  if (!result) return '–';
  const round = (value: number) => Math.round(value * 10) / 10;
  return `${round(result.score)} / ${round(result.max)}`;
}

/**
 * A `datetime-local` value in a request: its ISO instant, or the text as it is when it is empty or
 * not a time, for the contract's datetime schema to refuse on the field.
 */
export function instantOrTyped(value: string): string {
  return fromLocalInput(value) ?? value;
}
