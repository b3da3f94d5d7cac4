import { queryOptions } from '@tanstack/react-query';
import type {
  AdminQuestion,
  AdminQuestionAction,
  AdminQuestionExport,
  AdminQuestionImportResult,
  AdminQuestionSummary,
  PhoneticGenerateRequest,
  PhoneticGenerateResult,
  PhoneticSaveRequest,
  QuestionContentInput,
  QuestionMediaResult,
} from '@prepwise/contracts';
import { apiRequest } from '../../../lib/api-client';
import { adminKey } from './admin-api';
import { uploadAdminFile } from './admin-upload';
import { adminPageQueryOptions } from './admin-page-query';

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

/** `GET /api/admin/questions?q&type&family&active&sort&page&size`: one page of the bank and the total. */
export function adminQuestionsQueryOptions(search: QuestionSearch) {
  return adminPageQueryOptions<AdminQuestionSummary, QuestionSearch>(
    '/api/admin/questions',
    [...adminQuestionsKey, 'list'],
    search,
  );
}

/** `GET /api/admin/questions/{id}`: one question's whole content. */
export function adminQuestionQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...adminQuestionsKey, 'one', id],
    queryFn: ({ signal }) => apiRequest<AdminQuestion>(`/api/admin/questions/${id}`, { signal }),
  });
}

/** `POST /api/admin/questions` or `PUT /api/admin/questions/{id}`: validated like an imported item, audited. */
export function saveAdminQuestion(
  id: number | null,
  draft: QuestionContentInput | Omit<QuestionContentInput, 'id'>,
) {
  return apiRequest<AdminQuestion>(id === null ? '/api/admin/questions' : `/api/admin/questions/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body: draft,
    successMessage: true,
    silent: true,
  });
}

/** `POST /api/admin/questions/{id}/actions {action}`: (de)activates or (un)flags as repeated, audited. */
export function applyAdminQuestionAction(id: number, action: AdminQuestionAction): Promise<AdminQuestion> {
  return apiRequest<AdminQuestion>(`/api/admin/questions/${id}/actions`, {
    body: { action },
    successMessage: true,
  });
}

/**
 * Uploads a prompt recording or an image (its bytes as the body); the server measures or
 * re-encodes it and stores it through its storage driver. Throws ApiError without a toast: the
 * form says it.
 */
export function uploadQuestionMedia(file: File): Promise<QuestionMediaResult> {
  return uploadAdminFile<QuestionMediaResult>('/api/admin/questions/media', file);
}

/** `POST /api/admin/questions/import`: a question file, all or nothing; problems come back as data. */
export function importQuestionFile(fileName: string, text: string): Promise<AdminQuestionImportResult> {
  return apiRequest<AdminQuestionImportResult>('/api/admin/questions/import', {
    body: { fileName, text },
    timeoutMs: 120_000,
  });
}

/** `GET /api/admin/questions/export`: the bank (or the filtered part) as a file of `npm run content`. */
export function exportQuestionFile(
  search: Pick<QuestionSearch, 'q' | 'type' | 'family' | 'active'>,
  format: 'json' | 'csv',
): Promise<AdminQuestionExport> {
  const params = new URLSearchParams({ format });
  for (const name of ['q', 'type', 'family', 'active'] as const)
    if (search[name]) params.set(name, search[name]);
  return apiRequest<AdminQuestionExport>(`/api/admin/questions/export?${params.toString()}`, {
    timeoutMs: 120_000,
  });
}

/**
 * `POST /api/admin/questions/phonetics/generate`: THPT phonetic item previews from typed words or
 * the generator's own; refused words come back as data. Throws ApiError without a toast.
 */
export function generatePhoneticItems(request: PhoneticGenerateRequest): Promise<PhoneticGenerateResult> {
  return apiRequest<PhoneticGenerateResult>('/api/admin/questions/phonetics/generate', {
    body: request,
    silent: true,
    timeoutMs: 60_000,
  });
}

/** `POST /api/admin/questions/phonetics/save`: the kept previews as questions, each audited. */
export function savePhoneticItems(request: PhoneticSaveRequest): Promise<AdminQuestionSummary[]> {
  return apiRequest<AdminQuestionSummary[]>('/api/admin/questions/phonetics/save', {
    body: request,
    successMessage: true,
    silent: true,
    timeoutMs: 60_000,
  });
}
