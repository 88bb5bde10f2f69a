// A recruiter's video prompts (issue #37 item 3): named after their upload, read with their
// processing state (polled until the worker has settled them), deleted.
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { promptVideoApi, type PromptVideo } from '#contract/prompt-videos';

/** How often a prompt being processed is read again. */
const PROCESSING_POLL_MS = 3000;

const promptVideoQueryKey = (id: string) => ['prompt-videos', id] as const;

export function usePromptVideo(id: string | null) {
  return useQuery({
    queryKey: promptVideoQueryKey(id ?? ''),
    queryFn: () => callApi(promptVideoApi.get, { params: { id: id ?? '' } }),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.recording.status;
      return status === 'QUEUED' || status === 'PROCESSING' ? PROCESSING_POLL_MS : false;
    },
  });
}

export function useCreatePromptVideo() {
  return useMutation({
    mutationFn: (body: { workspace_id: string; path: string }): Promise<PromptVideo> =>
      callApi(promptVideoApi.create, { body }),
  });
}
