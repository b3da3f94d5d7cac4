import { sql, type SQLWrapper } from 'drizzle-orm';
import {
  answerStatuses,
  mockStatuses,
  orderStatuses,
  practiceStatuses,
  questionTypes,
  type AiFeedback,
  type MockPlan,
} from '@prepwise/contracts';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The columns every answer has, practice or mock alike: the response, its status, and the score
 * the marking or the scorer gave it (one column set, so one scoring path writes both tables).
 */
const answerColumns = () => ({
  response: jsonb('response').$type<Record<string, unknown>>().notNull(),
  status: statusColumn(answerStatuses),
  score: real('score'),
  max: real('max'),
  evidence: jsonb('evidence').$type<Record<string, unknown>[]>().notNull().default([]),
  traits: jsonb('traits').$type<Record<string, unknown> | null>(),
  flags: text('flags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  scorerVersion: text('scorer_version'),
  scoredAt: timestamp('scored_at', { withTimezone: true }),
  /** Seconds of the uploaded recording, measured when it was uploaded. */
  audioDuration: real('audio_duration'),
  /** The speech scorer's word timeline (words with times and quality, pauses). */
  speech: jsonb('speech').$type<Record<string, unknown> | null>(),
  /** The optional remote provider's transcript and comment. */
  aiFeedback: jsonb('ai_feedback').$type<AiFeedback | null>(),
  answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A status column typed by its list of values (kept to that list by {@link statusCheck}). */
const statusColumn = <const Values extends readonly string[]>(_values: Values) =>
  text('status').$type<Values[number]>().notNull();

/** The CHECK constraint that keeps a status column one of its values. */
const statusCheck = (name: string, status: SQLWrapper, values: readonly string[]) =>
  check(name, sql`${status} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`);

export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    /** Bumped to revoke every access token issued before (password reset, sign-out). */
    tokenVersion: integer('token_version').notNull().default(0),
    fullName: text('full_name').notNull(),
    phonenumber: text('phonenumber'),
    nationality: text('nationality'),
    avatarKey: text('avatar_key'),
    langKey: text('lang_key').notNull().default('en'),
    activated: boolean('activated').notNull().default(false),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{ROLE_USER,ROLE_FREE_MEMBER}'::text[]`),
    socialNetwork: text('social_network'),
    socialSubject: text('social_subject'),
    firstLoginAt: timestamp('first_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_social_unique').on(table.socialNetwork, table.socialSubject),
    check('users_lang_key_check', sql`${table.langKey} in ('en', 'vi', 'de')`),
    check('users_email_lower_check', sql`${table.email} = lower(${table.email})`),
  ],
);

/** Single-use e-mailed keys (activation, password reset); only a hash of the key is stored. */
export const userKeys = pgTable(
  'user_keys',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    keyHash: text('key_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('user_keys_hash_unique').on(table.keyHash),
    check('user_keys_kind_check', sql`${table.kind} in ('activation', 'reset')`),
  ],
);

/** Failed sign-in attempts per account, for the per-account lock (shared by every API process). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('login_failures_email_created').on(table.email, table.createdAt)],
);

/**
 * The entitlement ledger: every grant and every spend is a row with its source. Balances are
 * sums; nothing else stores a counter.
 */
export const entitlementLedger = pgTable(
  'entitlement_ledger',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resource: text('resource').notNull(),
    amount: integer('amount').notNull(),
    source: text('source').notNull(),
    sourceId: text('source_id'),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    dailyQuota: integer('daily_quota'),
    createdAt: createdAt(),
  },
  (table) => [
    index('entitlement_ledger_user_resource').on(table.userId, table.resource),
    uniqueIndex('entitlement_ledger_source_unique')
      .on(table.userId, table.resource, table.source, table.sourceId)
      .where(sql`${table.amount} > 0 and ${table.sourceId} is not null`),
    check(
      'entitlement_ledger_resource_check',
      sql`${table.resource} in ('ai_scoring', 'mock_exam', 'mock_score', 'free_random_mock', 'subscription', 'pronunciation', 'full_bank')`,
    ),
  ],
);

export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  template: text('template').notNull(),
  status: text('status').notNull().default('queued'),
  transport: text('transport'),
  location: text('location'),
  error: text('error'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

export const surveys = pgTable('surveys', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  rating: integer('rating').notNull(),
  feedback: text('feedback').notNull(),
  page: text('page'),
  createdAt: createdAt(),
});

export const pageViews = pgTable(
  'page_views',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    path: text('path').notNull(),
    referrer: text('referrer'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [index('page_views_created').on(table.createdAt)],
);

/** Uploaded files (avatars, audio answers); the bytes live in object storage under `key`. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    key: text('key').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Recordings: their length, measured once at upload by decoding them in the worker pool. */
    durationSeconds: doublePrecision('duration_seconds'),
    /** Recordings: why the upload did not decode (null when it did, or for other files). */
    decodeError: text('decode_error'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('stored_files_key_unique').on(table.key)],
);

/** DiscourseConnect nonces already answered, so a captured payload cannot be replayed. */
export const ssoNonces = pgTable('sso_nonces', {
  nonce: text('nonce').primaryKey(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

const questionTypeList = sql.raw(questionTypes.map((type) => `'${type}'`).join(', '));

/** Questions of every type (seed section 3). Ids are the content's own, stable across imports. */
export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey(),
    type: text('type').notNull(),
    groups: text('groups')
      .array()
      .notNull()
      .default(sql`'{QUESTION_BANK}'::text[]`),
    vocabulary: text('vocabulary'),
    text: text('text'),
    level: text('level').notNull().default('intermediate'),
    answers: jsonb('answers').$type<Partial<Record<string, string>>>().notNull().default({}),
    expectAnswer: text('expect_answer'),
    unformatAnswers: jsonb('unformat_answers').$type<Partial<Record<string, string>>>().notNull().default({}),
    underlineWord: text('underline_word'),
    audioLink: text('audio_link'),
    description: text('description'),
    examId: integer('exam_id'),
    keyword: text('keyword'),
    phraseHints: text('phrase_hints'),
    numberKeyword: integer('number_keyword'),
    lstType: text('lst_type'),
    timeBreak: integer('time_break'),
    orderDisplay: integer('order_display'),
    activated: boolean('activated').notNull().default(true),
    repeated: boolean('repeated').notNull().default(false),
    topic: text('topic'),
    audioLinkSampleMale: text('audio_link_sample_male'),
    audioLinkSampleFemale: text('audio_link_sample_female'),
    explanation: jsonb('explanation').$type<{ en: string; vi: string } | null>(),
    subQuestions: jsonb('sub_questions').$type<unknown[] | null>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('questions_type_id').on(table.type, table.id),
    check('questions_type_check', sql`${table.type} in (${questionTypeList})`),
    check('questions_level_check', sql`${table.level} in ('basic', 'intermediate', 'advanced')`),
  ],
);

/** A learner's bookmarked questions. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.questionId] })],
);

/** Which questions a learner has answered, per group (drives numberTested and "clear my progress"). */
export const questionTracking = pgTable(
  'question_tracking',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    examGroup: text('exam_group').notNull(),
    questionType: text('question_type').notNull(),
    testedCount: integer('tested_count').notNull().default(1),
    lastTestedAt: timestamp('last_tested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.questionId, table.examGroup] }),
    index('question_tracking_user_type').on(table.userId, table.questionType),
  ],
);

/** A practice session over a list of questions (seed: start / answers / finish / resume / reset). */
export const practiceExams = pgTable(
  'practice_exams',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    examGroup: text('exam_group').notNull(),
    questionType: text('question_type'),
    questionIds: integer('question_ids').array().notNull(),
    currentQuestion: integer('current_question').notNull().default(0),
    status: statusColumn(practiceStatuses).default('INPROGRESS'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('practice_exams_user_started').on(table.userId, table.startedAt),
    statusCheck('practice_exams_status_check', table.status, practiceStatuses),
  ],
);

/** One answer per question of a practice session, with its mark and evidence. */
export const practiceAnswers = pgTable(
  'practice_answers',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    examId: uuid('exam_id')
      .notNull()
      .references(() => practiceExams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    ...answerColumns(),
  },
  (table) => [
    uniqueIndex('practice_answers_exam_question').on(table.examId, table.questionId),
    statusCheck('practice_answers_status_check', table.status, answerStatuses),
  ],
);

/** Marketplace packages and products (seed sections 3 and 9). Money in integer cents. */
export const packages = pgTable(
  'packages',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    isSubscription: boolean('is_subscription').notNull().default(false),
    description: text('description').notNull().default(''),
    costCents: integer('cost_cents').notNull(),
    oldCostCents: integer('old_cost_cents'),
    subscriptionDays: integer('subscription_days').notNull().default(0),
    subscriptionAiScoring: integer('subscription_ai_scoring').notNull().default(0),
    subscriptionPronunciation: integer('subscription_pronunciation').notNull().default(0),
    numberAiScoring: integer('number_ai_scoring').notNull().default(0),
    numberExamMock: integer('number_exam_mock').notNull().default(0),
    numberScoreMock: integer('number_score_mock').notNull().default(0),
    fullQuestionBank: boolean('full_question_bank').notNull().default(false),
    linkImage: text('link_image'),
    linkYoutube: text('link_youtube'),
    productId: text('product_id'),
    priceId: text('price_id'),
    showed: boolean('showed').notNull().default(true),
    activated: boolean('activated').notNull().default(true),
    scoreTrial: boolean('score_trial').notNull().default(false),
    isDiscount: boolean('is_discount').notNull().default(false),
  },
  (table) => [check('packages_cost_check', sql`${table.costCents} >= 0`)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.packageId] }),
    check('cart_items_quantity_check', sql`${table.quantity} between 1 and 10`),
  ],
);

export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    packageId: integer('package_id').references(() => packages.id),
    discountPercent: integer('discount_percent'),
    maxUses: integer('max_uses').notNull(),
    usedCount: integer('used_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    activated: boolean('activated').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('vouchers_code_unique').on(table.code),
    check('vouchers_kind_check', sql`${table.kind} in ('PACKAGE', 'DISCOUNT')`),
    check('vouchers_uses_check', sql`${table.usedCount} >= 0 and ${table.usedCount} <= ${table.maxUses}`),
    check(
      'vouchers_shape_check',
      sql`(${table.kind} = 'PACKAGE' and ${table.packageId} is not null) or (${table.kind} = 'DISCOUNT' and ${table.discountPercent} between 1 and 100)`,
    ),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: statusColumn(orderStatuses).default('PENDING'),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id'),
    redirectUrl: text('redirect_url'),
    items: jsonb('items')
      .$type<{ packageId: number; name: string; quantity: number; unitCents: number }[]>()
      .notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    voucherId: uuid('voucher_id').references(() => vouchers.id),
    voucherCode: text('voucher_code'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_user_created').on(table.userId, table.createdAt),
    statusCheck('orders_status_check', table.status, orderStatuses),
    check('orders_total_check', sql`${table.totalCents} >= 0 and ${table.discountCents} >= 0`),
  ],
);

/** One row per voucher a user redeemed: the unique index is the one-per-user rule. */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.voucherId, table.userId] })],
);

/** The payment history (seed kinds PAYMENT and VOUCHER). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    voucherCode: text('voucher_code'),
    createdAt: createdAt(),
  },
  (table) => [
    index('payments_user_created').on(table.userId, table.createdAt),
    uniqueIndex('payments_order_unique').on(table.orderId),
    check('payments_kind_check', sql`${table.kind} in ('PAYMENT', 'VOUCHER')`),
  ],
);

/** Payment-provider webhook events already processed, by the provider's event id. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A learner's mock test (seed: mock test record). `plan` lays the questions out as steps and
 * timed sections; `remainTime` is ms left in section `currentSection` as of `remainTimeAt`;
 * `sectionTimes` holds the ms used in each section left behind.
 */
export const mockTests = pgTable(
  'mock_tests',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    questionIds: integer('question_ids').array().notNull(),
    /** Questions as the paper counts them (a reading passage: one per sub-question). */
    totalQuestions: integer('total_questions'),
    timeAllowed: integer('time_allowed').notNull(),
    status: statusColumn(mockStatuses).default('INPROGRESS'),
    reportId: text('report_id'),
    currentQuestion: integer('current_question').notNull().default(0),
    remainTime: integer('remain_time').notNull(),
    remainTimeAt: timestamp('remain_time_at', { withTimezone: true }).notNull().defaultNow(),
    nextQuestionType: text('next_question_type'),
    overallScore: real('overall_score'),
    scores: jsonb('scores').$type<Record<string, unknown> | null>(),
    seed: integer('seed').notNull(),
    chosenForLevel: integer('chosen_for_level').notNull(),
    plan: jsonb('plan').$type<MockPlan>().notNull().default({ steps: [], sections: [] }),
    currentSection: integer('current_section').notNull().default(0),
    sectionTimes: jsonb('section_times').$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('mock_tests_user_created').on(table.userId, table.createdAt),
    statusCheck('mock_tests_status_check', table.status, mockStatuses),
    check('mock_tests_kind_check', sql`${table.kind} in ('PTE', 'THPT')`),
  ],
);

export const mockAnswers = pgTable(
  'mock_answers',
  {
    mockId: uuid('mock_id')
      .notNull()
      .references(() => mockTests.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...answerColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.mockId, table.questionId] }),
    statusCheck('mock_answers_status_check', table.status, answerStatuses),
  ],
);

/** Mock-test intro pages (seed section 3): what a mock is and the package that unlocks it. */
export const introPages = pgTable(
  'intro_pages',
  {
    id: integer('id').primaryKey(),
    title: text('title').notNull(),
    overview: text('overview').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    packageId: integer('package_id').references(() => packages.id),
    kind: text('kind').notNull(),
    blueprint: text('blueprint').notNull().default('full'),
    activated: boolean('activated').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    check('intro_pages_kind_check', sql`${table.kind} in ('PTE', 'THPT')`),
    check('intro_pages_blueprint_check', sql`${table.blueprint} in ('full', 'short', 'speaking')`),
  ],
);

/** Ability ratings (Elo/Rasch style) of learners and items, updated from objective answers. */
export const learnerRatings = pgTable('learner_ratings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  rating: real('rating').notNull(),
  answers: integer('answers').notNull().default(0),
});

export const itemRatings = pgTable('item_ratings', {
  questionId: integer('question_id')
    .primaryKey()
    .references(() => questions.id, { onDelete: 'cascade' }),
  rating: real('rating').notNull(),
  answers: integer('answers').notNull().default(0),
});

/**
 * One row whose `version` a statement trigger on `questions` bumps on every insert, update,
 * delete or truncate (migration 0008), so caches of bank pages in any process can tell cheaply
 * whether the content they hold is still current.
 */
export const contentVersion = pgTable('content_version', {
  id: integer('id').primaryKey().default(1),
  version: integer('version').notNull().default(0),
});
