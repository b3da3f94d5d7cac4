import { buildMockPlan, type IntroPage, type MockSectionKey } from '@prepwise/contracts';

/**
 * The timed sections of a mock on offer and their minutes, laid out by the same plan the server
 * uses, from the effective blueprint's items the intro page carries (an admin may have changed
 * the counts, so the platform's constant is not enough; the ids are placeholders).
 */
export function sectionsOfBlueprint(page: Pick<IntroPage, 'kind' | 'items'>): {
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
    const items = section.key === 'timeBreak' ? 0 : section.end - section.start;
    const last = merged.at(-1);
    if (last && last.key === section.key) {
      last.minutes += section.minutes;
      last.items += items;
    } else merged.push({ key: section.key, minutes: section.minutes, items });
  }
  return merged;
}
