import type { PracticeSession, QuestionType } from '@prepwise/contracts';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The seed's date-time format DD/MM/YY HH:mm:ss in local time ('' for an invalid date). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear() % 100)}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A session's type: its own, else (chosen questions) the type of its first answer. */
export function sessionTypeOf(exam: PracticeSession): QuestionType | null {
  return exam.questionType ?? exam.answers[0]?.questionType ?? null;
}
