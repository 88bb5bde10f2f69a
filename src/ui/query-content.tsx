import { Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@/ui/load-error';

interface QueryContentProps<T> {
  query: UseQueryResult<T>;
  /** What is loading, e.g. 'interviews': named in the error notice and the console. */
  what: string;
  /** Skeleton rows while loading, each roughly the height of one real row. */
  skeleton: { rows: number; height: number };
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}

/** One place for a list's loading, error (with retry) and empty states, so no list shows a blank space. */
export function QueryContent<T>({ query, what, skeleton, isEmpty, empty, children }: QueryContentProps<T>) {
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy>
        {Array.from({ length: skeleton.rows }, (_, row) => (
          <Skeleton key={row} height={skeleton.height} />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        what={what}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return isEmpty(query.data) ? empty : children(query.data);
}
