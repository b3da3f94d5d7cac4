import { itemQuestionTypes } from '@prepwise/contracts';
import { isSpeakingTaskType } from '@prepwise/scoring/speaking-rubric';
import { isWritingTaskType } from '../answers/index.js';

/** Whether answers of a type are open (writing, speaking): AI-scored by traits, signed by a teacher. */
export function isOpenAnswerType(type: string): boolean {
  return isWritingTaskType(type) || isSpeakingTaskType(type);
}

/** Every open answer type. */
export const openAnswerTypes: readonly string[] = itemQuestionTypes.filter(isOpenAnswerType);
