import { z } from 'zod';
import { examFamilies } from './admin-questions.js';
import { pageQueryFields } from './paging.js';

/** Schools and classes: a teacher's class of learners, its rights, roster and membership. */

/** The exam a class prepares for (the question bank's families, PTE and THPT). */
export const examFamilySchema = z.enum(examFamilies);

/**
 * What a teacher may do on a class shared with them (Azota's model): give work, grade it, manage
 * the roster. The owner holds all three and alone renames, archives and shares the class.
 */
export const classRights = ['assign', 'grade', 'manage'] as const;
export const classRightSchema = z.enum(classRights);
export type ClassRight = z.infer<typeof classRightSchema>;

/** Learners a class holds at most: a year group, not a school. */
export const maxClassLearners = 200;
/** Rows a roster file may have (one class's worth, with room for a header and blank lines). */
export const maxRosterRows = 250;
/** Bytes of a roster file (CSV or XLSX), before its base64 encoding. */
export const maxRosterBytes = 512 * 1024;

/** A join code: 8 letters and digits without look-alikes (0/O, 1/I/L), typed in any case. */
export const joinCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const joinCodeLength = 8;
export const joinCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[${joinCodeAlphabet}]{${joinCodeLength}}$`), 'A class code has 8 letters and digits.');

const classNameSchema = z.string().trim().min(1, 'Give the class a name.').max(80);
/** A calendar day, `YYYY-MM-DD`. */
export const calendarDaySchema = z.iso.date();

export const classIdParamsSchema = z.strictObject({ id: z.uuid() });
export const classMemberParamsSchema = z.strictObject({ id: z.uuid(), userId: z.uuid() });
export const classTeacherParamsSchema = z.strictObject({ id: z.uuid(), teacherId: z.uuid() });
export const joinCodeParamsSchema = z.strictObject({ code: joinCodeSchema });

export const classCreateSchema = z.strictObject({
  name: classNameSchema,
  examFamily: examFamilySchema,
  targetDate: calendarDaySchema.nullable().default(null),
});
export type ClassCreate = z.input<typeof classCreateSchema>;

export const classUpdateSchema = z
  .strictObject({
    name: classNameSchema.optional(),
    targetDate: calendarDaySchema.nullable().optional(),
    archived: z.boolean().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'Change at least one field.');
export type ClassUpdate = z.input<typeof classUpdateSchema>;

export const classListQuerySchema = z.strictObject({
  ...pageQueryFields,
  archived: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  q: z.string().trim().max(80).optional(),
});

/** A class as a teacher lists it: what it is, how big, and what this teacher may do on it. */
export const classSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  examFamily: examFamilySchema,
  targetDate: z.string().nullable(),
  archived: z.boolean(),
  ownerName: z.string(),
  isOwner: z.boolean(),
  rights: z.array(classRightSchema),
  learnerCount: z.number().int(),
  assignmentCount: z.number().int(),
  createdDate: z.string(),
});
export type ClassSummary = z.infer<typeof classSummarySchema>;

export const classTeacherSchema = z.object({
  teacherId: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  isOwner: z.boolean(),
  rights: z.array(classRightSchema),
});
export type ClassTeacher = z.infer<typeof classTeacherSchema>;

/** A class's page for its teachers: the summary, its teachers, and (with the manage right) its join code. */
export const classDetailSchema = classSummarySchema.extend({
  joinCode: z.string().nullable(),
  teachers: z.array(classTeacherSchema),
  pendingInvitations: z.number().int(),
  credits: z.object({ aiScoring: z.number().int(), mockScore: z.number().int() }),
});
export type ClassDetail = z.infer<typeof classDetailSchema>;

export const classShareSchema = z.strictObject({
  email: z.email().trim().toLowerCase().max(254),
  rights: z.array(classRightSchema).min(1, 'Choose at least one right.').max(3),
});
export type ClassShare = z.input<typeof classShareSchema>;

export const classLearnerQuerySchema = z.strictObject({
  ...pageQueryFields,
  q: z.string().trim().max(80).optional(),
});

/** A learner on a class's roster, as its teachers see them. */
export const classLearnerSchema = z.object({
  userId: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  joinedDate: z.string(),
  sharesPractice: z.boolean(),
});
export type ClassLearner = z.infer<typeof classLearnerSchema>;

/** A roster file: CSV or XLSX with an e-mail column and a name column, base64-encoded. */
export const rosterImportSchema = z.strictObject({
  fileName: z
    .string()
    .trim()
    .max(200)
    .regex(/\.(csv|xlsx)$/i, 'The file must be .csv or .xlsx.'),
  data: z
    .string()
    .min(1)
    .max(Math.ceil(maxRosterBytes / 3) * 4)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The file could not be read.'),
});
export type RosterImport = z.input<typeof rosterImportSchema>;

export const rosterProblemSchema = z.object({
  line: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type RosterProblem = z.infer<typeof rosterProblemSchema>;

/** All or nothing: every row added or invited (`problems` empty), or none with every problem. */
export const rosterImportResultSchema = z.object({
  added: z.number().int(),
  invited: z.number().int(),
  alreadyInClass: z.number().int(),
  problems: z.array(rosterProblemSchema),
});
export type RosterImportResult = z.infer<typeof rosterImportResultSchema>;

/** What a learner sees before joining with a code: the class, its teacher, and the consent asked. */
export const joinPreviewSchema = z.object({
  classId: z.uuid(),
  name: z.string(),
  examFamily: examFamilySchema,
  teacherName: z.string(),
  learnerCount: z.number().int(),
  isMember: z.boolean(),
});
export type JoinPreview = z.infer<typeof joinPreviewSchema>;

export const joinClassSchema = z.strictObject({
  code: joinCodeSchema,
  /** Whether the class's teachers may see the learner's own practice beyond the class's work. */
  sharePractice: z.boolean(),
});
export type JoinClass = z.input<typeof joinClassSchema>;

export const consentSchema = z.strictObject({ sharePractice: z.boolean() });

/** A class as one of its learners sees it. */
export const learnerClassSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  examFamily: examFamilySchema,
  teacherName: z.string(),
  targetDate: z.string().nullable(),
  archived: z.boolean(),
  sharesPractice: z.boolean(),
  joinedDate: z.string(),
  openAssignments: z.number().int(),
});
export type LearnerClass = z.infer<typeof learnerClassSchema>;

/** Credits an admin gives a class (its plan): AI scorings and scored mocks for assigned work. */
export const classCreditGrantSchema = z
  .strictObject({
    aiScoring: z.number().int().min(0).max(100_000).default(0),
    mockScore: z.number().int().min(0).max(10_000).default(0),
    note: z.string().trim().max(200).default(''),
  })
  .refine((value) => value.aiScoring + value.mockScore > 0, 'Grant at least one credit.');

/** A teacher's class wallet: credits of the class plans they bought, to share out among their classes. */
export const classWalletSchema = z.object({ aiScoring: z.number().int(), mockScore: z.number().int() });
export type ClassWallet = z.infer<typeof classWalletSchema>;

/** Credits a teacher moves from their class wallet to one of their classes. */
export const classCreditMoveSchema = z
  .strictObject({
    aiScoring: z.number().int().min(0).max(100_000).default(0),
    mockScore: z.number().int().min(0).max(10_000).default(0),
  })
  .refine((value) => value.aiScoring + value.mockScore > 0, 'Move at least one credit.');
export type ClassCreditMove = z.input<typeof classCreditMoveSchema>;

/**
 * Why a class's credits moved: an admin's grant, a move from the teacher's class plans, a spend on
 * class work, a failed scoring's refund, the demo seed; anything else is `other`.
 */
export const classLedgerSources = [
  'admin_grant',
  'teacher_wallet',
  'assignment',
  'refund',
  'demo',
  'other',
] as const;
export type ClassLedgerSource = (typeof classLedgerSources)[number];
/** A stored ledger source as the API names it. */
export const classLedgerSourceOf = (source: string): ClassLedgerSource =>
  (classLedgerSources as readonly string[]).includes(source) ? (source as ClassLedgerSource) : 'other';

export const classLedgerEntrySchema = z.object({
  resource: z.enum(['ai_scoring', 'mock_score']),
  amount: z.number().int(),
  source: z.enum(classLedgerSources),
  createdDate: z.string(),
});
export type ClassLedgerEntry = z.infer<typeof classLedgerEntrySchema>;
