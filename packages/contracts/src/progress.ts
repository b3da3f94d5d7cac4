import { z } from 'zod';
import { thptPartKeys } from './mock-tests.js';

/**
 * The learner's progress on the home page (issue 17, "keep learners coming back"):
 * `GET /api/progress` computes it from one's own scored answers (practice and mocks alike),
 * `PUT /api/progress/goal` sets the weekly goal.
 */

/** The four communicative skills, each a 10-90 score or null without scored items that day. */
export const skillScoresSchema = z.object({
  speaking: z.number().int().nullable(),
  writing: z.number().int().nullable(),
  reading: z.number().int().nullable(),
  listening: z.number().int().nullable(),
});
export type SkillScores = z.infer<typeof skillScoresSchema>;

/** The enabling skills the scorer's traits feed (scoring.md), 10-90 or null without traits. */
export const enablingScoresSchema = z.object({
  grammar: z.number().int().nullable(),
  oralFluency: z.number().int().nullable(),
  pronunciation: z.number().int().nullable(),
  spelling: z.number().int().nullable(),
  vocabulary: z.number().int().nullable(),
  writtenDiscourse: z.number().int().nullable(),
});
export type EnablingScores = z.infer<typeof enablingScoresSchema>;

/** One day with scored PTE items: the day (YYYY-MM-DD, the platform's time zone), its skills, its items. */
export const progressDaySchema = skillScoresSchema.extend({
  date: z.string(),
  items: z.number().int(),
});
export type ProgressDay = z.infer<typeof progressDaySchema>;

const skillNameSchema = z.enum(['speaking', 'writing', 'reading', 'listening']);

/**
 * The predicted overall score: from enough recent scored items, the score and its 95% interval;
 * otherwise what is missing (items still needed, skills without enough items).
 */
export const predictionSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('READY'),
    score: z.number().int(),
    low: z.number().int(),
    high: z.number().int(),
    items: z.number().int(),
    days: z.number().int(),
  }),
  z.object({
    status: z.literal('NOT_ENOUGH_DATA'),
    items: z.number().int(),
    itemsNeeded: z.number().int(),
    skillsMissing: z.array(skillNameSchema),
    /** Scored items each skill needs in the window. */
    itemsPerSkill: z.number().int(),
    days: z.number().int(),
  }),
]);
export type Prediction = z.infer<typeof predictionSchema>;

/**
 * The predicted THPT mark out of 10 (one decimal): from enough recent scored THPT items in every
 * part of the paper, the mark and its 95% interval; otherwise what is missing.
 */
export const thptPredictionSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('READY'),
    mark: z.number(),
    low: z.number(),
    high: z.number(),
    items: z.number().int(),
    days: z.number().int(),
  }),
  z.object({
    status: z.literal('NOT_ENOUGH_DATA'),
    items: z.number().int(),
    itemsNeeded: z.number().int(),
    partsMissing: z.array(z.enum(thptPartKeys)),
    /** Scored items each part needs in the window. */
    itemsPerPart: z.number().int(),
    days: z.number().int(),
  }),
]);
export type ThptPrediction = z.infer<typeof thptPredictionSchema>;

/** The last finished mock test and its result. */
export const latestMockSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  status: z.string(),
  overallScore: z.number().nullable(),
  finishedDate: z.string(),
});

/** The last open practice session or mock test, to continue where one left off. */
export const resumeSchema = z.object({
  kind: z.enum(['PRACTICE', 'MOCK']),
  id: z.string(),
  /** The question type practised (null: chosen questions), or the mock's name. */
  label: z.string().nullable(),
  answered: z.number().int(),
  total: z.number().int(),
  updatedDate: z.string(),
});

/** Limits of the weekly goal: questions answered per week. */
export const weeklyGoalLimits = { min: 5, max: 500 } as const;

export const weeklyGoalSchema = z.object({
  /** Questions to answer a week (Monday to Sunday); null: no goal set. */
  target: z.number().int().nullable(),
  /** Questions answered this week so far. */
  done: z.number().int(),
  weekStart: z.string(),
});

export const streakSchema = z.object({
  /** Days in a row with at least one answer, up to today (or yesterday when today has none yet). */
  current: z.number().int(),
  practisedToday: z.boolean(),
});

export const progressSchema = z.object({
  days: z.array(progressDaySchema),
  enabling: enablingScoresSchema,
  prediction: predictionSchema,
  thptPrediction: thptPredictionSchema,
  latestMock: latestMockSchema.nullable(),
  resume: resumeSchema.nullable(),
  streak: streakSchema,
  weeklyGoal: weeklyGoalSchema,
});
export type Progress = z.infer<typeof progressSchema>;

export const weeklyGoalRequestSchema = z.object({
  target: z.number().int().min(weeklyGoalLimits.min).max(weeklyGoalLimits.max).nullable(),
});
export type WeeklyGoalRequest = z.infer<typeof weeklyGoalRequestSchema>;
