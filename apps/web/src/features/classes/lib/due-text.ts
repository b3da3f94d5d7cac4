import type { Language, LearnerAssignment } from '@prepwise/contracts';

const localeOf: Record<Language, string> = { en: 'en-GB', vi: 'vi-VN', de: 'de-DE' };

/** A date and time in the learner's language (the seed's DD/MM/YYYY HH:mm order where it applies). */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf[language], { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How far a time is from now, in words ("in 5 hours", "tomorrow"), in the learner's language. */
export function relativeTime(iso: string, now: number, language: Language): string {
  const difference = Date.parse(iso) - now;
  const format = new Intl.RelativeTimeFormat(localeOf[language], { numeric: 'auto' });
  for (const [unit, size] of units)
    if (Math.abs(difference) >= size || unit === 'minute')
      return format.format(Math.round(difference / size), unit);
  return format.format(0, 'minute');
}

/** Which line says when an assignment is due: not open yet, due (with the time left), or overdue but still taken. */
export function dueKind(assignment: LearnerAssignment, now: number): 'opens' | 'due' | 'overdue' {
  if (!assignment.isOpen) return 'opens';
  if (Date.parse(assignment.dueAt) < now && assignment.lateAllowed) return 'overdue';
  return 'due';
}
