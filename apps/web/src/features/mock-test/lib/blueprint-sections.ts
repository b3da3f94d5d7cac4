import { buildMockPlan, type IntroPage, type MockSectionKey } from '@prepwise/contracts';

/**
 * The timed sections of a mock on offer, their minutes and questions, laid out by the same plan
 * the server uses, from the effective blueprint's items the intro page carries (an admin may have
 * changed the counts, so the platform's constant is not enough; the ids are placeholders). A THPT
 * paper is one section of the paper's questions (its 50: a reading passage counts one per
 * sub-question), as the heading above the table and the player count them, not its items.
 */
export function sectionsOfBlueprint(page: Pick<IntroPage, 'kind' | 'items' | 'totalQuestions'>): {
  key: MockSectionKey;
  minutes: number;
  items: number;
}[] {
  const questions = page.items.flatMap((item) =>
    Array.from({ length: item.count }, (_, index) => ({ id: index + 1, type: item.type })),
  );
  const plan = buildMockPlan(page.kind, questions);
  const merged: { key: MockSectionKey; minutes: number; items: number }[] = [];
  for (const section of plan.sections) {
    const items =
      section.key === 'timeBreak'
        ? 0
        : section.key === 'thpt'
          ? page.totalQuestions
          : section.end - section.start;
    const last = merged.at(-1);
    if (last && last.key === section.key) {
      last.minutes += section.minutes;
      last.items += items;
    } else merged.push({ key: section.key, minutes: section.minutes, items });
  }
  return merged;
}
