import {
  adminBlueprintRequestSchema,
  blueprintByName,
  blueprintLeastFixedQuestions,
  blueprintMinutes,
  blueprintQuestionCount,
  overlayBlueprint,
  type AdminBlueprintRequest,
  type BlueprintStock,
} from '@prepwise/contracts';

/** The counts an admin is editing, by question type, as the inputs hold them ('' when emptied). */
export type BlueprintDraft = Record<string, number | string | null>;

/** A draft's count of one type: an emptied input counts 0. */
export function draftCount(draft: Partial<BlueprintDraft>, type: string): number {
  const value = draft[type];
  return typeof value === 'number' ? value : 0;
}

/** What a draft would send (empty inputs as 0), before the contracts' schema checks it. */
export function blueprintCountsOf(stock: BlueprintStock, draft: Partial<BlueprintDraft>) {
  return { counts: stock.slots.map((slot) => ({ type: slot.type, count: draftCount(draft, slot.type) })) };
}

export function blueprintDraftOf(stock: BlueprintStock): BlueprintDraft {
  return Object.fromEntries(stock.slots.map((slot) => [slot.type, slot.count]));
}

/** The request a draft makes (empty inputs as 0), checked by the contracts' schema; null when it is refused. */
export function blueprintRequestOf(
  stock: BlueprintStock,
  draft: Partial<BlueprintDraft>,
): AdminBlueprintRequest | null {
  const parsed = adminBlueprintRequestSchema.safeParse(blueprintCountsOf(stock, draft));
  return parsed.success ? parsed.data : null;
}

/**
 * The size a draft gives the mock, by the same rules as the server (the section minutes are the
 * seed's, so the minutes follow from the items).
 */
export function draftSize(
  stock: BlueprintStock,
  draft: Partial<BlueprintDraft>,
): { count: number; minutes: number } {
  const blueprint = draftBlueprint(stock, draft);
  return { count: blueprintQuestionCount(blueprint), minutes: blueprintMinutes(blueprint) };
}

/**
 * For a paper with a mark total (THPT's 50): the fewest questions the draft's other slots bring
 * (a reading passage its least sub-questions), beside the total; the server refuses a draft past
 * it. Undefined for a blueprint without a total.
 */
export function draftMarks(
  stock: BlueprintStock,
  draft: Partial<BlueprintDraft>,
): { least: number; total: number } | undefined {
  const blueprint = draftBlueprint(stock, draft);
  if (!blueprint.marks) return undefined;
  return { least: blueprintLeastFixedQuestions(blueprint), total: blueprint.marks.total };
}

function draftBlueprint(stock: BlueprintStock, draft: Partial<BlueprintDraft>) {
  return overlayBlueprint(blueprintByName(stock.kind, stock.name), blueprintCountsOf(stock, draft).counts);
}
