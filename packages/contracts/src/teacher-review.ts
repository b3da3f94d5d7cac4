import { z } from 'zod';

/**
 * A class teacher's score of an open answer (writing, speaking), per trait, with a comment: shown
 * to the learner beside the AI's score, marked as confirmed by the teacher.
 */
export const teacherReviewSchema = z.object({
  score: z.number(),
  max: z.number(),
  traits: z.record(z.string(), z.number()),
  comment: z.string(),
  teacherName: z.string(),
  reviewedDate: z.string(),
});
export type TeacherReview = z.infer<typeof teacherReviewSchema>;
