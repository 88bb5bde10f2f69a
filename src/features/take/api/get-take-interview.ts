import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getTakeInterviewQueryOptions } from '@/features/take/api/take-interview-query';

export function useTakeInterview(token: string, userId: string | null, enabled: boolean) {
  // Signing in changes the key; the previous answer stands in meanwhile, so the step stays on screen.
  return useQuery({
    ...getTakeInterviewQueryOptions(token, userId),
    enabled,
    placeholderData: keepPreviousData,
  });
}
