import type { NewIntroRow } from './intro-pages.repository.js';

/**
 * Puts a mock's real size into an intro text: `{{questions}}` and `{{minutes}}` are computed from
 * its blueprint (see blueprintQuestionCount and blueprintMinutes), never written by hand.
 */
export function fillIntroText(text: string, size: { questions: number; minutes: number }): string {
  return text
    .replaceAll('{{questions}}', String(size.questions))
    .replaceAll('{{minutes}}', String(size.minutes));
}

/**
 * The mock-test intro pages (docs/product.md §3), written for this project: only the first contents
 * of a fresh database, like the catalogue; once a row exists the admin console owns it (see
 * `syncIntroPages`). Each names the package that unlocks scored mocks.
 */
export const introPageContent: NewIntroRow[] = [
  {
    id: 1,
    title: 'PTE Academic random mock test',
    overview:
      'A full PTE-style test of {{questions}} questions in {{minutes}} minutes: speaking, writing, reading and listening, timed section by section.',
    description:
      '{{questions}} items in the order of the real test, with its section times, preparation and recording seconds and listening waits. ' +
      'The generator picks items near your level from your answers so far, avoids items you saw in the last two weeks, and keeps every section’s spread. ' +
      'Your progress is saved at every step: close the tab or lose your connection and you continue where you were, with the time that really passed. ' +
      'Scoring gives the four skills and six enabling skills on a 10-90 scale, with evidence for every open answer and a PDF report.',
    imageUrl: '/content/mock/pte-mock.svg',
    packageId: 3,
    kind: 'PTE',
    blueprint: 'full',
  },
  {
    id: 2,
    title: 'Vietnamese THPT English practice paper',
    overview:
      'A THPT-style paper of {{questions}} questions in {{minutes}} minutes: pronunciation, stress, vocabulary, grammar, reading and sentence writing.',
    description:
      '{{questions}} questions in {{minutes}} minutes (each reading passage counts one per sub-question), marked out of 10 as in the national exam, with an explanation of every right answer in English and Vietnamese. ' +
      'Move freely between questions with the question palette until you finish. Items are chosen for your level and avoid what you practised recently.',
    imageUrl: '/content/mock/thpt-mock.svg',
    packageId: 3,
    kind: 'THPT',
    blueprint: 'full',
  },
  {
    id: 3,
    title: 'PTE quick mock: one item per section',
    overview:
      'A short taste of the full test: {{questions}} questions (one speaking, writing, reading and listening item) with the break; each section keeps its full time, {{minutes}} minutes at most.',
    description:
      'The same player, timers and scoring as the full mock on {{questions}} items, so you can see how a mock works before you sit the whole test.',
    imageUrl: '/content/mock/pte-quick.svg',
    packageId: 3,
    kind: 'PTE',
    blueprint: 'short',
  },
  {
    id: 4,
    title: 'PTE speaking mock: one task of each type',
    overview:
      'The speaking section in brief: {{questions}} questions (read aloud, repeat sentence, describe image, re-tell lecture and answer short question) in {{minutes}} minutes at most.',
    description:
      'The same player, preparation and recording times and scoring as the full mock on {{questions}} speaking tasks, one of each type, so you can hear where your speaking stands before you sit the whole test.',
    imageUrl: '/content/mock/pte-speaking.svg',
    packageId: 3,
    kind: 'PTE',
    blueprint: 'speaking',
  },
];
