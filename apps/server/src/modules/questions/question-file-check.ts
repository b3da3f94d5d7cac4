import { questionContentSchema, type QuestionContent } from '@prepwise/contracts';
import { parseQuestionFile, type ParsedItem } from './question-files.js';

export interface ImportProblem {
  line: number;
  field: string;
  message: string;
}

/** A question file read and validated: the questions, or every problem by line and field. */
export type QuestionFileCheck =
  { ok: true; questions: QuestionContent[] } | { ok: false; problems: ImportProblem[] };

/**
 * Validates parsed items against the contracts: the questions, or each bad item's problems by
 * line (1-based, as given) and field, duplicate ids in one file included. Pure, no I/O.
 */
export function validateQuestionItems(items: ParsedItem[]): QuestionFileCheck {
  const problems: ImportProblem[] = [];
  const questions: QuestionContent[] = [];
  const seen = new Set<number>();
  for (const item of items) {
    const parsed = questionContentSchema.safeParse(item.value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({ line: item.line, field: issue.path.join('.') || '(item)', message: issue.message });
      }
      continue;
    }
    if (seen.has(parsed.data.id)) {
      problems.push({
        line: item.line,
        field: 'id',
        message: `Duplicate id ${parsed.data.id} in this file.`,
      });
      continue;
    }
    seen.add(parsed.data.id);
    questions.push(parsed.data);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, questions };
}

/**
 * Reads and validates an uploaded question file (JSON, JSON lines or CSV, by its name): a file
 * that does not parse or holds no questions is one problem on line 1, field `(file)`. Pure and
 * CPU-heavy on a large file, so the API runs it in the worker pool (`checkQuestionFileInPool`).
 */
export function checkQuestionFile(fileName: string, text: string): QuestionFileCheck {
  let items: ParsedItem[];
  try {
    items = parseQuestionFile(fileName.toLowerCase(), text);
  } catch (error) {
    const message = error instanceof Error ? error.message : 'The file could not be read.';
    return { ok: false, problems: [{ line: 1, field: '(file)', message }] };
  }
  if (items.length === 0)
    return { ok: false, problems: [{ line: 1, field: '(file)', message: 'The file holds no questions.' }] };
  return validateQuestionItems(items);
}
