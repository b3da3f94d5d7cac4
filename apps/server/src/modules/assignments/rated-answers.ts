import type { Executor } from '../../db/client.js';
import { findTeacherRatedAnswers, type RatedAnswerRow } from './rated-answers.repository.js';

/** The writing tasks whose teacher-signed answers make rated data for `npm run scoring:fit`. */
export const ratedWritingTypes = [
  'WRITING_ESSAY',
  'WRITING_SUMMARIZE_WRITTEN_TEXT',
  'SUMMARIZE_SPOKEN_TEXT',
] as const;

/** The scorer's trait behind each ELLIPSE analytic trait the writing fit reads. */
const ellipseTraitOf = {
  Cohesion: 'developmentStructureCoherence',
  Syntax: 'generalLinguisticRange',
  Vocabulary: 'vocabulary',
  Grammar: 'grammar',
  Conventions: 'spelling',
} as const;

const header = [
  'text_id',
  'prompt',
  'full_text',
  'Overall',
  'Cohesion',
  'Syntax',
  'Vocabulary',
  'Grammar',
  'Conventions',
];

/** A share (0-1) on ELLIPSE's 1-5 scale, to two decimals. */
const onEllipseScale = (share: number) => Math.round((1 + 4 * Math.min(1, Math.max(0, share))) * 100) / 100;

function traitMax(aiTraits: Record<string, unknown> | null, name: string): number | undefined {
  const trait = aiTraits?.[name];
  if (typeof trait !== 'object' || trait === null) return undefined;
  const max = (trait as { max?: unknown }).max;
  return typeof max === 'number' && max > 0 ? max : undefined;
}

/** One signed answer as an ELLIPSE row: the teacher's overall and per-trait scores on 1-5; a trait the task lacks takes the overall. */
export function ellipseRowOf(row: RatedAnswerRow): string[] | null {
  const text = typeof row.response.text === 'string' ? row.response.text.trim() : '';
  if (!text || row.max <= 0) return null;
  const overall = onEllipseScale(row.score / row.max);
  const traits = Object.values(ellipseTraitOf).map((name) => {
    const max = traitMax(row.aiTraits, name);
    const given = row.teacherTraits[name];
    return max !== undefined && typeof given === 'number' ? onEllipseScale(given / max) : overall;
  });
  return [
    `${row.kind}:${row.attemptId}:${row.questionId}`,
    `question-${row.questionId}`,
    text,
    ...[overall, ...traits].map(String),
  ];
}

const quoted = (field: string) => `"${field.replaceAll('"', '""')}"`;

/**
 * The teacher-signed written answers (of one class, or every class) as ELLIPSE's `essays.csv`,
 * one prompt per question, for `npm run scoring:fit -- --data <folder>`; and how many rows.
 */
export async function exportRatedWriting(
  db: Executor,
  classId?: string,
): Promise<{ csv: string; rows: number }> {
  const rows = (await findTeacherRatedAnswers(db, ratedWritingTypes, classId))
    .map(ellipseRowOf)
    .filter((row): row is string[] => row !== null);
  const csv = [header, ...rows].map((fields) => fields.map(quoted).join(',')).join('\n') + '\n';
  return { csv, rows: rows.length };
}
