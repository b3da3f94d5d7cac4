import { z } from 'zod';
import { rowIdParamSchema, rowIdSchema } from './ids.js';
import { pageQueryFields, sortQuerySchema } from './paging.js';
import {
  blueprintSlotCountSchema,
  introPageSchema,
  mockBlueprintNames,
  mockBlueprintNamesOf,
  mockKinds,
  writtenTranslations,
  type MockBlueprintName,
  type MockKind,
} from './mock-tests.js';
import { questionTypeSchema } from './questions.js';

/** What an admin does to a mock-test intro page (`POST /api/admin/intro-pages/{id}/actions`). */
export const adminIntroPageActions = ['activate', 'deactivate'] as const;
export type AdminIntroPageAction = (typeof adminIntroPageActions)[number];

/** The intro pages' audited admin changes (part of the audit table's CHECK list). */
export const adminIntroPageAuditActions = [
  'introPage.create',
  'introPage.update',
  'introPage.activate',
  'introPage.deactivate',
] as const;

/** The blueprints' audited admin changes: new counts saved, or the default brought back. */
export const adminBlueprintAuditActions = ['mockBlueprint.update', 'mockBlueprint.reset'] as const;

/** Where an intro page's image lives once an admin uploads it (and, under `/files/`, its public path). */
export const introImageKeyPattern = /^intro-images\/[0-9a-f-]{36}\.webp$/;
export const introImageKeySchema = z.string().regex(introImageKeyPattern);

/** The image types an admin may upload for an intro page (stored re-encoded as WebP) and the largest upload. */
export const introImageUpload = {
  contentTypes: ['image/png', 'image/jpeg', 'image/webp'],
  maxBytes: 5 * 1024 * 1024,
} as const;

export function introImageUrl(key: string): string {
  return `/files/${key}`;
}

/**
 * An intro page's image: one the platform ships under `/content/` (the seeded pages' pictures)
 * or one an admin uploaded (`/files/intro-images/<uuid>.webp`); nothing from elsewhere.
 */
export const introImageUrlSchema = z
  .string()
  .max(300)
  .refine(
    (url) =>
      /^\/content\/[\w-]+(\/[\w-]+)*\.(svg|png|jpe?g|webp)$/.test(url) ||
      introImageKeyPattern.test(url.replace(/^\/files\//, '')),
    'The image is one of the platform’s or an uploaded one.',
  );

export const introImageUploadResultSchema = z.object({ key: z.string(), url: z.string() });
export type IntroImageUploadResult = z.infer<typeof introImageUploadResultSchema>;

/**
 * An intro page as the console lists and edits it: its stored texts (with the `{{questions}}`
 * and `{{minutes}}` placeholders a learner sees filled), and its mock's size from the blueprint.
 */
export const adminIntroPageSchema = introPageSchema
  .omit({ package: true, userData: true, items: true })
  .extend({
    /** The package's name, or null when there is none (or it no longer exists). */
    packageName: z.string().nullable(),
  });
export type AdminIntroPage = z.infer<typeof adminIntroPageSchema>;

export const maxIntroTitle = 200;
export const maxIntroOverview = 1000;
export const maxIntroDescription = 4000;

/**
 * `POST /api/admin/intro-pages` and `PUT /api/admin/intro-pages/{id}`: every field of an intro
 * page. The blueprint is one of the named ones of its kind (a THPT paper has only `full`); the
 * package, when named, must exist (the server checks).
 */
/** One language's texts of an intro page as the console sends them (each may be left empty). */
export const adminIntroTextsRequestSchema = z.strictObject({
  title: z.string().trim().max(maxIntroTitle).default(''),
  overview: z.string().trim().max(maxIntroOverview).default(''),
  description: z.string().trim().max(maxIntroDescription).default(''),
});

export const adminIntroPageRequestSchema = z
  .strictObject({
    title: z.string().trim().min(1, 'A title is required.').max(maxIntroTitle),
    overview: z.string().trim().min(1, 'An overview is required.').max(maxIntroOverview),
    description: z.string().trim().max(maxIntroDescription).default(''),
    /**
     * The page's texts in other languages (en, vi, de), each text optional: a learner whose
     * language has one sees it, otherwise the page's own text (or the platform's translation of a
     * page it ships). A language with every text empty is not stored.
     */
    translations: z
      .strictObject({
        en: adminIntroTextsRequestSchema.optional(),
        vi: adminIntroTextsRequestSchema.optional(),
        de: adminIntroTextsRequestSchema.optional(),
      })
      .default({})
      .transform(writtenTranslations),
    imageUrl: introImageUrlSchema.nullable().default(null),
    packageId: rowIdSchema.nullable().default(null),
    kind: z.enum(mockKinds),
    blueprint: z.enum(mockBlueprintNames).default('full'),
    activated: z.boolean().default(true),
  })
  .superRefine((request, context) => {
    if (!(mockBlueprintNamesOf(request.kind) as readonly string[]).includes(request.blueprint))
      context.addIssue({
        code: 'custom',
        path: ['blueprint'],
        message: `A ${request.kind} mock has no "${request.blueprint}" blueprint.`,
      });
  });
export type AdminIntroPageRequest = z.output<typeof adminIntroPageRequestSchema>;
/** What the console's form sends (defaults may be left out). */
export type AdminIntroPageInput = z.input<typeof adminIntroPageRequestSchema>;

export const adminIntroPageSortFields = ['id', 'title', 'createdDate'] as const;

/** `GET /api/admin/intro-pages?q&kind&page&size&sort`: `q` matches any part of the title, any case. */
export const adminIntroPageListQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  kind: z.enum(mockKinds).optional(),
  ...pageQueryFields,
  sort: sortQuerySchema(adminIntroPageSortFields, 'id,asc'),
});
export type AdminIntroPageListQuery = z.output<typeof adminIntroPageListQuerySchema>;

export const adminIntroPageParamsSchema = z.strictObject({ id: rowIdParamSchema });
export const adminIntroPageActionRequestSchema = z.strictObject({ action: z.enum(adminIntroPageActions) });

/**
 * One slot of a blueprint as the console shows it: the type and how many items the mock takes,
 * and how many active questions of that type the bank holds now. `isFill` marks a paper's
 * filling slot (THPT): it takes however many single items make up the mark total, `count` being
 * only the usual number.
 */
export const blueprintSlotStockSchema = z.object({
  type: questionTypeSchema,
  count: z.number().int(),
  /** The count in the platform's own blueprint (what a reset brings back). */
  defaultCount: z.number().int(),
  active: z.number().int(),
  isFill: z.boolean(),
  isShort: z.boolean(),
});
export type BlueprintSlotStock = z.infer<typeof blueprintSlotStockSchema>;

/**
 * `GET /api/admin/mock-blueprints`: each named blueprint, its slots in test order with the bank's
 * stock, its question count and minutes (the same functions the intro pages use), whether the
 * bank can fill it now, and the intro pages that use it.
 */
export const blueprintStockSchema = z.object({
  kind: z.enum(mockKinds),
  name: z.enum(mockBlueprintNames),
  questionCount: z.number().int(),
  minutes: z.number().int(),
  slots: z.array(blueprintSlotStockSchema),
  canFill: z.boolean(),
  /** True when an admin's counts replace the platform's; who saved them last, and when. */
  isCustomized: z.boolean(),
  updatedDate: z.string().nullable(),
  updatedBy: z.string().nullable(),
  introPages: z.array(z.object({ id: z.number().int(), title: z.string(), activated: z.boolean() })),
});
export type BlueprintStock = z.infer<typeof blueprintStockSchema>;

/** The named blueprints in the console's order: PTE full, short, speaking, then THPT. */
export function namedBlueprintKeys(): { kind: MockKind; name: MockBlueprintName }[] {
  return mockKinds.flatMap((kind) => mockBlueprintNamesOf(kind).map((name) => ({ kind, name })));
}

/** `PUT|DELETE /api/admin/mock-blueprints/{kind}/{name}`: a named blueprint (the server 404s a name the kind lacks). */
export const adminBlueprintParamsSchema = z.strictObject({
  kind: z.enum(mockKinds),
  name: z.enum(mockBlueprintNames),
});
export type AdminBlueprintParams = z.infer<typeof adminBlueprintParamsSchema>;

/**
 * `PUT /api/admin/mock-blueprints/{kind}/{name}`: a count for each type of the blueprint, in its
 * order (the server refuses types it lacks or leaves out, and a change to a paper's filling slot,
 * whose count the mark total decides). Section minutes are the seed's and are not sent: the
 * mock's minutes follow from the items. At least one item in all.
 */
export const adminBlueprintRequestSchema = z.strictObject({
  counts: z
    .array(blueprintSlotCountSchema)
    .min(1)
    .max(40)
    .refine((counts) => new Set(counts.map((slot) => slot.type)).size === counts.length, {
      message: 'Each question type appears once.',
    })
    .refine((counts) => counts.some((slot) => slot.count > 0), {
      message: 'A mock needs at least one item.',
    }),
});
export type AdminBlueprintRequest = z.infer<typeof adminBlueprintRequestSchema>;
