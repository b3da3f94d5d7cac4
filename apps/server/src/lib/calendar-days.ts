/** Local calendar days (YYYY-MM-DD in a time zone) for the streak and the weekly goal. */

const dayMs = 24 * 60 * 60 * 1000;

/** The calendar day of an instant in a time zone. */
export function localDay(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The day `days` days after (or before) a calendar day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** The Monday of the week of a calendar day. */
export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * Days in a row with practice, ending today, or yesterday when today has none yet (the streak
 * is not lost before the day is over). `days` need not be sorted.
 */
export function streakOf(
  days: readonly string[],
  today: string,
): { current: number; practisedToday: boolean } {
  const practised = new Set(days);
  const practisedToday = practised.has(today);
  let day = practisedToday ? today : addDays(today, -1);
  let current = 0;
  while (practised.has(day)) {
    current += 1;
    day = addDays(day, -1);
  }
  return { current, practisedToday };
}
