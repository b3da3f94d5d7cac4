import {
  adminBlueprintRequestSchema,
  blueprintByName,
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
  const blueprint = overlayBlueprint(
    blueprintByName(stock.kind, stock.name),
    stock.slots.map((slot) => ({ type: slot.type, count: draft[slot.type] ?? 0 })),
  );
  return { count: blueprintQuestionCount(blueprint), minutes: blueprintMinutes(blueprint) };
}
