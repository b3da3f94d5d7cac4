/**
 * Marks the sample bank's "repeated questions" (items said to come up again and again): in each
 * type, every third item in id order starting with the second. Types with one item have none.
 * An item that already says `repeated` keeps its value.
 */
export function markRepeated(bank: unknown[]): unknown[] {
  const byType = new Map<string, number[]>();
  for (const item of bank) {
    const { type, id } = item as { type?: unknown; id?: unknown };
    if (typeof type !== 'string' || typeof id !== 'number') continue;
    byType.set(type, [...(byType.get(type) ?? []), id]);
  }
  const repeated = new Set(
    [...byType.values()].flatMap((ids) =>
      [...ids].sort((a, b) => a - b).filter((_, position) => position % 3 === 1),
    ),
  );
  return bank.map((item) => {
    const { id, repeated: given } = item as { id?: unknown; repeated?: unknown };
    if (given !== undefined || typeof id !== 'number' || !repeated.has(id)) return item;
    return { ...(item as object), repeated: true };
  });
}
