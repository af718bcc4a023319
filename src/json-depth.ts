// How deep a client may nest JSON. Deeper values are refused at the edges (request bodies,
// transcript lines): what reads them inside (private-span stripping, JSON.stringify) recurses
// and would run out of stack, failing the request with a 500 — or, for a transcript line,
// failing every later read of that transcript at the same line.
export const MAX_JSON_DEPTH = 64;

/** True when arrays and objects nest more than `max` levels deep (checked without recursion). */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (depth > max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v as object)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}
