// Assertions for the function's Deno tests (deno test). jsr:@std/assert is not reachable here and
// node:assert needs @types/node in the function's import map, so these few are written out.

class AssertionError extends Error {
  override name = 'AssertionError';
}

function show(value: unknown): string {
  return Deno.inspect(value, { depth: 6, colors: false, sorted: true });
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const keysB = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) =>
    deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

export function assert(condition: unknown, message = 'Expected a truthy value'): asserts condition {
  if (!condition) throw new AssertionError(message);
}

/** Deep equality of plain data (objects, arrays, primitives, dates); undefined properties are ignored. */
export function assertEquals(actual: unknown, expected: unknown, message?: string): void {
  if (!deepEqual(actual, expected)) {
    throw new AssertionError(
      `${message ? `${message}: ` : ''}values differ\n  actual:   ${show(actual)}\n  expected: ${show(expected)}`,
    );
  }
}

export function assertMatch(actual: string, pattern: RegExp, message?: string): void {
  if (!pattern.test(actual)) {
    throw new AssertionError(`${message ? `${message}: ` : ''}${show(actual)} does not match ${pattern}`);
  }
}
