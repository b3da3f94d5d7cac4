import type { MicrophoneCheckResult } from '@prepwise/contracts';

/** Where this device remembers today's microphone check (one key, read and written here only). */
export const microphoneCheckStorageKey = 'prepwise.microphoneCheck';

interface Remembered {
  day: string;
  result: MicrophoneCheckResult;
}

/** The local calendar day, as the learner sees it (YYYY-MM-DD). */
function today(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The check this device made today, if any (yesterday's is forgotten: a device's setup changes). */
export function rememberedMicrophoneCheck(now = new Date()): MicrophoneCheckResult | null {
  try {
    const stored = JSON.parse(localStorage.getItem(microphoneCheckStorageKey) ?? 'null') as Remembered | null;
    return stored && stored.day === today(now) && typeof stored.result?.verdict === 'string'
      ? stored.result
      : null;
  } catch {
    return null;
  }
}

/** Remembers a check for the rest of the day on this device. */
export function rememberMicrophoneCheck(result: MicrophoneCheckResult, now = new Date()): void {
  try {
    localStorage.setItem(microphoneCheckStorageKey, JSON.stringify({ day: today(now), result }));
  } catch {
    // Private mode or a full storage: the check is simply not remembered.
  }
}
