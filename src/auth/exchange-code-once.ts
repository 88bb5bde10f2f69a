const exchanges = new Map<string, Promise<unknown>>();

/**
 * Runs `exchange` once per code. A code can be exchanged only once, and StrictMode runs effects
 * twice in development: both runs share the one exchange, and only the run still mounted acts on
 * its outcome.
 */
export function exchangeCodeOnce<T>(code: string, exchange: (code: string) => Promise<T>): Promise<T> {
  let pending = exchanges.get(code) as Promise<T> | undefined;
  if (!pending) {
    pending = exchange(code);
    exchanges.set(code, pending);
  }
  return pending;
}
