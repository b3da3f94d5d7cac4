import phoneticBank from './phonetic/phonetic-bank.json' with { type: 'json' };
import { pteBank } from './pte/index.js';
import { vietnameseBank } from './vietnamese/index.js';
import { placeInExams } from './sample-exams.js';
import { markRepeated } from './repeated.js';

/** Every item of the original sample bank, as question content (validated on import). */
export const questionBank: unknown[] = markRepeated(
  placeInExams([...phoneticBank, ...vietnameseBank, ...pteBank]),
);
