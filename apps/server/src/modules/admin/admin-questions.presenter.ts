import {
  blankMarker,
  type AdminQuestion,
  type AdminQuestionSummary,
  type QuestionType,
} from '@prepwise/contracts';
import { questionContentOf, type QuestionRow } from '../questions/index.js';

const excerptLength = 120;

/** The first words of a question's text (or topic, or passage), without markup. */
function excerptOf(row: QuestionRow): string {
  const source = row.text ?? row.topic ?? row.description ?? '';
  const plain = source
    .replace(/<\/?u>/g, '')
    .replaceAll(blankMarker, '___')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > excerptLength ? `${plain.slice(0, excerptLength - 1)}…` : plain;
}

export function presentAdminQuestionSummary(row: QuestionRow): AdminQuestionSummary {
  return {
    id: row.id,
    type: row.type as QuestionType,
    groups: row.groups as AdminQuestionSummary['groups'],
    level: row.level as AdminQuestionSummary['level'],
    excerpt: excerptOf(row),
    hasAudio: row.audioLink !== null,
    activated: row.activated,
    repeated: row.repeated,
    updatedDate: row.updatedAt.toISOString(),
  };
}

export function presentAdminQuestion(row: QuestionRow): AdminQuestion {
  return {
    content: questionContentOf(row),
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
  };
}
