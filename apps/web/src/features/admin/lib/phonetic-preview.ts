import type { AdminQuestion, PhoneticPreview, PhoneticQuestionType, QuestionView } from '@prepwise/contracts';
import { formFromQuestion, previewOf } from './question-form';

/** The words an admin typed, as the generator takes them: split at spaces, commas and new lines. */
export function candidateWordsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((word) => word.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/**
 * A generated item as a learner's player receives it (no key), so the console previews it in the
 * real player; `position` keeps each preview's options a group of their own.
 */
export function phoneticQuestionView(
  type: PhoneticQuestionType,
  preview: PhoneticPreview,
  position: number,
): QuestionView {
  const content = {
    id: position,
    type,
    groups: ['QUESTION_BANK'],
    level: 'intermediate',
    activated: true,
    repeated: false,
    ...preview.question,
  } satisfies AdminQuestion['content'];
  return previewOf(formFromQuestion({ content, createdDate: '', updatedDate: '' }).values, position);
}
