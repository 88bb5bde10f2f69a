// Issue #37: the workspace's library, read when a picker opens, and saved to or pruned from it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '@/api/invalidate';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import {
  interviewTemplateApi,
  type CreateTemplateInput,
  type InterviewTemplateOf,
  type TemplateKind,
} from '#contract/interview-templates';

/** GET /api/interview-templates: ours (interviews only) first, then the workspace's, by name. */
export function useInterviewTemplates<Kind extends TemplateKind>(
  workspaceId: string,
  kind: Kind,
  enabled: boolean,
) {
  return useQuery({
    queryKey: queryKeys.interviews.templates(workspaceId, kind),
    queryFn: async () => {
      const templates = await callApi(interviewTemplateApi.list, {
        query: { workspace_id: workspaceId, kind },
      });
      return templates.filter((template): template is InterviewTemplateOf<Kind> => template.kind === kind);
    },
    enabled,
  });
}

/** POST /api/interview-templates: 409 when the name is taken for its kind. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTemplateInput) => callApi(interviewTemplateApi.create, { body }),
    onSuccess: () => invalidate(queryClient, queryKeys.interviews.allTemplates),
  });
}

/** DELETE /api/interview-templates/:id. */
export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(interviewTemplateApi.remove, { params: { id } }),
    onSuccess: () => invalidate(queryClient, queryKeys.interviews.allTemplates),
  });
}
