import { queryOptions } from '@tanstack/react-query';
import {
  adminQuestionsApi,
  examFamilies,
  questionTypes,
  type AdminQuestion,
  type AdminQuestionAction,
  type AdminQuestionExport,
  type AdminQuestionImportResult,
  type AdminQuestionSummary,
  type PhoneticGenerateRequest,
  type PhoneticGenerateResult,
  type PhoneticSaveRequest,
  type QuestionDraftInput,
  type QuestionMediaResult,
} from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';
import { adminKey } from './admin-api';
import { uploadToEndpoint } from '../../../lib/api/endpoint-upload';
import { adminListQueryOptions } from './admin-page-query';

/** The question bank console, through the typed client. */
const adminQuestions = createApiClient(adminQuestionsApi);

/** Every query of the question bank console: a change in it refreshes them. */
export const adminQuestionsKey = [...adminKey, 'questions'] as const;

export interface QuestionSearch {
  q: string;
  type: string;
  family: string;
  active: string;
  sort: string;
  page: number;
  size: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  values.find((known) => known === value);

/** The filters the address holds as the API takes them: a value it does not know is left out. */
function questionFilters(search: Pick<QuestionSearch, 'q' | 'type' | 'family' | 'active'>) {
  const type = oneOf(questionTypes, search.type);
  const family = oneOf(examFamilies, search.family);
  const active = oneOf(['true', 'false'] as const, search.active);
  return {
    ...(search.q ? { q: search.q } : {}),
    ...(type ? { type } : {}),
    ...(family ? { family } : {}),
    ...(active ? { active } : {}),
  };
}

/** `GET /api/admin/questions?q&type&family&active&sort&page&size`: one page of the bank and the total. */
export function adminQuestionsQueryOptions(search: QuestionSearch) {
  return adminListQueryOptions([...adminQuestionsKey, 'list'], search, ({ sort, page, size }, signal) =>
    adminQuestions.list({ query: { sort, page, size, ...questionFilters(search) } }, { signal }),
  );
}

/** `GET /api/admin/questions/{id}`: one question's whole content. */
export function adminQuestionQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...adminQuestionsKey, 'one', id],
    queryFn: ({ signal }) => adminQuestions.get({ params: { id } }, { signal }),
  });
}

/** `POST /api/admin/questions` or `PUT /api/admin/questions/{id}`: validated like an imported item, audited. */
export function saveAdminQuestion(id: number | null, draft: QuestionDraftInput): Promise<AdminQuestion> {
  const context = { successMessage: true, silent: true } as const;
  return id === null
    ? adminQuestions.create({ body: draft }, { context })
    : adminQuestions.update({ params: { id }, body: draft }, { context });
}

/** `POST /api/admin/questions/{id}/actions {action}`: (de)activates or (un)flags as repeated, audited. */
export function applyAdminQuestionAction(id: number, action: AdminQuestionAction): Promise<AdminQuestion> {
  return adminQuestions.act({ params: { id }, body: { action } }, { context: { successMessage: true } });
}

/**
 * Uploads a prompt recording or an image (its bytes as the body); the server measures or
 * re-encodes it and stores it through its storage driver. Throws ApiError without a toast: the
 * form says it.
 */
export function uploadQuestionMedia(file: File): Promise<QuestionMediaResult> {
  return uploadToEndpoint(adminQuestionsApi.uploadMedia, {}, file);
}

/** `POST /api/admin/questions/import`: a question file, all or nothing; problems come back as data. */
export function importQuestionFile(fileName: string, text: string): Promise<AdminQuestionImportResult> {
  return adminQuestions.import({ body: { fileName, text } }, { context: { timeoutMs: 120_000 } });
}

/** `GET /api/admin/questions/export`: the bank (or the filtered part) as a file of `npm run content`. */
export function exportQuestionFile(
  search: Pick<QuestionSearch, 'q' | 'type' | 'family' | 'active'>,
  format: 'json' | 'csv',
): Promise<AdminQuestionExport> {
  return adminQuestions.export(
    { query: { format, ...questionFilters(search) } },
    { context: { timeoutMs: 120_000 } },
  );
}

/**
 * `POST /api/admin/questions/phonetics/generate`: THPT phonetic item previews from typed words or
 * the generator's own; refused words come back as data. Throws ApiError without a toast.
 */
export function generatePhoneticItems(request: PhoneticGenerateRequest): Promise<PhoneticGenerateResult> {
  return adminQuestions.generatePhonetics(
    { body: request },
    { context: { silent: true, timeoutMs: 60_000 } },
  );
}

/** `POST /api/admin/questions/phonetics/save`: the kept previews as questions, each audited. */
export function savePhoneticItems(request: PhoneticSaveRequest): Promise<AdminQuestionSummary[]> {
  return adminQuestions.savePhonetics(
    { body: request },
    { context: { successMessage: true, silent: true, timeoutMs: 60_000 } },
  );
}
