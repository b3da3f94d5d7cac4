import { z } from 'zod';
import { rowIdParamSchema } from './ids.js';
import { pageQueryFields, sortQuerySchema } from './paging.js';
import { questionContentSchema } from './question-content.js';
import {
  levelSchema,
  pteQuestionTypes,
  questionGroupSchema,
  questionTypeSchema,
  vietnameseQuestionTypes,
} from './questions.js';

/** What an admin does to one question from the console (`POST /api/admin/questions/{id}/actions`). */
export const adminQuestionActions = ['activate', 'deactivate', 'markRepeated', 'unmarkRepeated'] as const;
export type AdminQuestionAction = (typeof adminQuestionActions)[number];

/** The question bank's audited admin changes (part of the audit table's CHECK list). */
export const adminQuestionAuditActions = [
  'question.create',
  'question.update',
  ...adminQuestionActions.map((action) => `question.${action}` as const),
  'question.import',
] as const;

/** The two exam families of the bank: PTE Academic-style tasks and THPT items. */
export const examFamilies = ['PTE', 'THPT'] as const;
export type ExamFamily = (typeof examFamilies)[number];

/** The question types of each exam family. */
export const examFamilyTypes: Record<ExamFamily, readonly string[]> = {
  PTE: pteQuestionTypes,
  THPT: vietnameseQuestionTypes,
};

export const adminQuestionSortFields = ['id', 'type', 'updatedDate'] as const;

/**
 * `GET /api/admin/questions?q&type&family&active&page&size&sort`: `q` is an id (exact) or any
 * part of the text, passage or topic (any case); `active` is `true` or `false`.
 */
const questionFilterFields = {
  q: z.string().trim().max(100).optional(),
  type: questionTypeSchema.optional(),
  family: z.enum(examFamilies).optional(),
  active: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
};

export const adminQuestionListQuerySchema = z.strictObject({
  ...questionFilterFields,
  ...pageQueryFields,
  sort: sortQuerySchema(adminQuestionSortFields, 'id,desc'),
});
export type AdminQuestionListQuery = z.output<typeof adminQuestionListQuerySchema>;

/** A question as the console lists it: enough to recognise it, with its state. */
export const adminQuestionSummarySchema = z.object({
  id: z.number().int(),
  type: questionTypeSchema,
  groups: z.array(questionGroupSchema),
  level: levelSchema,
  /** The first words of its text (or passage, or topic), markup removed. */
  excerpt: z.string(),
  hasAudio: z.boolean(),
  activated: z.boolean(),
  repeated: z.boolean(),
  updatedDate: z.string(),
});
export type AdminQuestionSummary = z.infer<typeof adminQuestionSummarySchema>;

/** One question with its whole content (the import/export format) and its dates. */
export const adminQuestionSchema = z.object({
  content: questionContentSchema,
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

export const adminQuestionParamsSchema = z.strictObject({ id: rowIdParamSchema });

export const adminQuestionActionRequestSchema = z.strictObject({ action: z.enum(adminQuestionActions) });
export type AdminQuestionActionRequest = z.infer<typeof adminQuestionActionRequestSchema>;

/**
 * Media an admin uploads for a question (`POST /api/admin/questions/media`, the raw file as the
 * body): a prompt recording (WAV, FLAC or MP3) for `audioLink`, or an image (PNG, JPEG, WebP,
 * stored as WebP) for a describe-image task's `description`.
 */
export const questionMediaUpload = {
  audioTypes: ['audio/wav', 'audio/x-wav', 'audio/flac', 'audio/mpeg'],
  imageTypes: ['image/png', 'image/jpeg', 'image/webp'],
  maxBytes: 15 * 1024 * 1024,
} as const;

/** Where uploaded question media live in storage (and, under `/files/`, their public path). */
export const questionMediaKeyPattern = /^question-media\/[0-9a-f-]{36}\.(wav|flac|mp3|webp)$/;
export const questionMediaKeySchema = z.string().regex(questionMediaKeyPattern);

export function questionMediaUrl(key: string): string {
  return `/files/${key}`;
}

export const questionMediaResultSchema = z.object({
  key: z.string(),
  url: z.string(),
  kind: z.enum(['audio', 'image']),
  /** A recording's length in seconds; null for images and for MP3 (the server decodes WAV and FLAC only). */
  durationSeconds: z.number().nullable(),
});
export type QuestionMediaResult = z.infer<typeof questionMediaResultSchema>;

/** The file formats of `npm run content` that the console reads and writes. */
export const questionFileFormats = ['json', 'csv'] as const;

/** The largest question file the console imports (the text of a JSON, JSON lines or CSV file). */
export const maxQuestionFileChars = 5_000_000;

/**
 * `POST /api/admin/questions/import`: a file as `npm run content -- import` reads it (a JSON
 * array, JSON lines, or CSV with a header row), its kind told by the name's ending.
 */
export const adminQuestionImportRequestSchema = z.strictObject({
  fileName: z
    .string()
    .trim()
    .max(200)
    .regex(/\.(json|jsonl|csv)$/i, 'The file must be .json, .jsonl or .csv.'),
  text: z.string().min(1).max(maxQuestionFileChars),
});
export type AdminQuestionImportRequest = z.infer<typeof adminQuestionImportRequestSchema>;

/** One problem of an import: where (line of the file, field of the item) and what. */
export const questionImportProblemSchema = z.object({
  line: z.number().int(),
  field: z.string(),
  message: z.string(),
});

/** All or nothing: either every item imported (`problems` empty) or none, with every problem. */
export const adminQuestionImportResultSchema = z.object({
  imported: z.number().int(),
  problems: z.array(questionImportProblemSchema),
});
export type AdminQuestionImportResult = z.infer<typeof adminQuestionImportResultSchema>;

/** `GET /api/admin/questions/export?format&q&type&family&active`: the bank (or the filtered part) as a file. */
export const adminQuestionExportQuerySchema = z.strictObject({
  ...questionFilterFields,
  format: z.enum(questionFileFormats).default('json'),
});
export type AdminQuestionExportQuery = z.output<typeof adminQuestionExportQuerySchema>;

export const adminQuestionExportSchema = z.object({
  fileName: z.string(),
  text: z.string(),
  count: z.number().int(),
});
export type AdminQuestionExport = z.infer<typeof adminQuestionExportSchema>;
