import type { AnswerResponse } from '@prepwise/contracts';

/**
 * Answers a learner gave but the server has not stored yet, kept in localStorage per mock and
 * question, so a reload, a lost connection or a closed tab does not lose them. A draft is
 * removed once the same answer is saved.
 */
const prefix = 'prepwise.mock-draft';

function keyOf(mockId: string, questionId: number): string {
  return `${prefix}.${mockId}.${questionId}`;
}

/** The draft of one question, or null (none, or storage unavailable or garbled). */
export function readDraft(mockId: string, questionId: number): AnswerResponse | null {
  try {
    const raw = window.localStorage.getItem(keyOf(mockId, questionId));
    return raw ? (JSON.parse(raw) as AnswerResponse) : null;
  } catch {
    return null;
  }
}

export function writeDraft(mockId: string, questionId: number, response: AnswerResponse): void {
  try {
    window.localStorage.setItem(keyOf(mockId, questionId), JSON.stringify(response));
  } catch {
    // Storage full or refused: the answer is still saved by Next.
  }
}

export function clearDraft(mockId: string, questionId: number): void {
  try {
    window.localStorage.removeItem(keyOf(mockId, questionId));
  } catch {
    // Nothing to clear.
  }
}

/** Removes every draft of a mock (it was finished or cancelled). */
export function clearMockDrafts(mockId: string): void {
  try {
    const storage = window.localStorage;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key?.startsWith(`${prefix}.${mockId}.`)) storage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/** True when two answers say the same (key order aside). */
export function isSameResponse(
  a: AnswerResponse | null | undefined,
  b: AnswerResponse | null | undefined,
): boolean {
  return canonical(a ?? null) === canonical(b ?? null);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${key}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}
