/**
 * The calendar day containing `now` in a time zone, as UTC instants [start, end). Daily quotas
 * reset at local midnight (Asia/Ho_Chi_Minh by default).
 */
export function dayWindow(now: Date, timeZone: string): { start: Date; end: Date } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const start = zonedMidnight(get('year'), get('month'), get('day'), timeZone);
  const end = zonedMidnight(get('year'), get('month'), get('day') + 1, timeZone);
  return { start, end };
}

/** The instant local midnight starts a calendar day in a time zone (`day` may run past the month). */
export function zonedMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const utcGuess = Date.UTC(year, month - 1, day);
  const offset = offsetMinutes(new Date(utcGuess), timeZone);
  const candidate = new Date(utcGuess - offset * 60_000);
  // Correct once for a DST change between the guess and the real instant.
  const corrected = offsetMinutes(candidate, timeZone);
  return corrected === offset ? candidate : new Date(utcGuess - corrected * 60_000);
}

function offsetMinutes(instant: Date, timeZone: string): number {
  const text = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(text ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}
