/** The deepest nesting of arrays and objects a JSON request body may have. */
export const maxJsonDepth = 64;
/** The most items (array elements or object members) one JSON array or object may hold. */
export const maxJsonItems = 10_000;

/**
 * Whether a JSON text nests deeper than `maxDepth` or holds a container with more than
 * `maxItems` items. One pass over the characters with no recursion, so it runs before
 * `JSON.parse` and before anything that walks the parsed value recursively (validation, the
 * NUL check) could overflow the stack. Malformed JSON passes here and fails in the parser.
 */
export function exceedsJsonLimits(text: string, maxDepth = maxJsonDepth, maxItems = maxJsonItems): boolean {
  const items = new Uint32Array(maxDepth + 1);
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
      continue;
    }
    if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > maxDepth) return true;
      items[depth] = 0;
    } else if (char === 0x5d || char === 0x7d) {
      if (depth > 0) depth -= 1;
    } else if (char === 0x2c && depth > 0) {
      items[depth] = (items[depth] ?? 0) + 1;
      if ((items[depth] ?? 0) >= maxItems) return true;
    }
  }
  return false;
}
