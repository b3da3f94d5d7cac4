import type { QuestionGroup } from '@prepwise/contracts';

/** A fixed paper of the sample bank: its questions, in the order they are shown (`GET api/exams/{id}`). */
export interface SampleExam {
  id: number;
  name: string;
  group: QuestionGroup;
  questionIds: number[];
}

/**
 * The sample bank's fixed papers. Each question belongs to at most one; the import gives it the
 * exam's id and its position as `examId` and `orderDisplay`.
 */
export const sampleExams: SampleExam[] = [
  {
    id: 1,
    name: 'THPT free sample test',
    group: 'FREE_SAMPLE',
    questionIds: [100, 200, 1000, 1100, 1200, 1300, 1500, 1400, 1600, 1900, 2000, 1800],
  },
  {
    id: 2,
    name: 'PTE reading skill test',
    group: 'SKILL_TEST',
    questionIds: [10700, 10800, 10900, 11000, 11100],
  },
  {
    id: 3,
    name: 'PTE listening skill test',
    group: 'SKILL_TEST',
    questionIds: [11300, 11400, 11500, 11600, 11700, 11800, 11900],
  },
];

/** Adds `examId` and `orderDisplay` to the questions of the sample exams. */
export function placeInExams(bank: unknown[]): unknown[] {
  const placement = new Map(
    sampleExams.flatMap((exam) =>
      exam.questionIds.map((id, index) => [id, { examId: exam.id, orderDisplay: index + 1 }] as const),
    ),
  );
  return bank.map((item) => {
    const id = (item as { id?: unknown }).id;
    const place = typeof id === 'number' ? placement.get(id) : undefined;
    return place ? { ...(item as object), ...place } : item;
  });
}
