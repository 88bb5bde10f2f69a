import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Marks every query under each of `keys` stale (refetching those on screen), all at once. */
export async function invalidate(queryClient: QueryClient, ...keys: QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
