/**
 * Draws `count` questions from the pools of some types, spread over the types in turn (each pool
 * shuffled with `random`), so "10 questions of these 3 types" gives 4, 3 and 3. Pure; throws
 * nothing: with too few questions it returns what there is.
 */
export function drawQuestions(pools: number[][], count: number, random: () => number): number[] {
  const shuffled = pools.map((pool) => shuffle(pool, random)).filter((pool) => pool.length > 0);
  const drawn: number[] = [];
  for (let round = 0; drawn.length < count && shuffled.some((pool) => round < pool.length); round += 1) {
    for (const pool of shuffled) {
      const id = pool[round];
      if (id !== undefined && drawn.length < count) drawn.push(id);
    }
  }
  return drawn;
}

function shuffle(values: number[], random: () => number): number[] {
  const copy = [...values];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as number, copy[index] as number];
  }
  return copy;
}
