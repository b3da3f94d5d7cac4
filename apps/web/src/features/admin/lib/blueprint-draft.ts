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

/** The counts an admin is editing, by question type (an input left empty is null). */
export type BlueprintDraft = Record<string, number | null>;

export function blueprintDraftOf(stock: BlueprintStock): BlueprintDraft {
  return Object.fromEntries(stock.slots.map((slot) => [slot.type, slot.count]));
}

/** The request a draft makes (empty inputs as 0), checked by the contracts' schema; null when it is refused. */
export function blueprintRequestOf(
  stock: BlueprintStock,
  draft: BlueprintDraft,
): AdminBlueprintRequest | null {
  const parsed = adminBlueprintRequestSchema.safeParse({
    counts: stock.slots.map((slot) => ({ type: slot.type, count: draft[slot.type] ?? 0 })),
  });
  return parsed.success ? parsed.data : null;
}

/**
 * The size a draft gives the mock, by the same rules as the server (the section minutes are the
 * seed's, so the minutes follow from the items).
 */
export function draftSize(stock: BlueprintStock, draft: BlueprintDraft): { count: number; minutes: number } {
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
  draft: BlueprintDraft,
): { least: number; total: number } | undefined {
  const blueprint = draftBlueprint(stock, draft);
  if (!blueprint.marks) return undefined;
  return { least: blueprintLeastFixedQuestions(blueprint), total: blueprint.marks.total };
}

function draftBlueprint(stock: BlueprintStock, draft: BlueprintDraft) {
  return overlayBlueprint(
    blueprintByName(stock.kind, stock.name),
    stock.slots.map((slot) => ({ type: slot.type, count: draft[slot.type] ?? 0 })),
  );
}
