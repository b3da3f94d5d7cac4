import { blueprintByName, buildMockPlan, type IntroPage, type MockSectionKey } from '@prepwise/contracts';

/**
 * The timed sections of a mock on offer and their minutes, laid out by the same plan the server
 * uses (from the blueprint's item types; the ids are placeholders).
 */
export function sectionsOfBlueprint(page: Pick<IntroPage, 'kind' | 'blueprint'>): {
  key: MockSectionKey;
  minutes: number;
  items: number;
}[] {
  const blueprint = blueprintByName(page.kind, page.blueprint);
  const questions = blueprint.items.flatMap((item) =>
    Array.from({ length: item.count }, (_, index) => ({ id: index + 1, type: item.type })),
  );
  const plan = buildMockPlan(blueprint.kind, questions);
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
