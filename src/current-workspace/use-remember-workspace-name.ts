import { useCurrentUser } from '@/auth/get-current-user';
import { chooseWorkspace } from '@/current-workspace/workspace-choice';

/**
 * For a link to /dashboard?workspace=<id>: remembers the workspace's name with the choice, so the
 * dashboard can name a workspace the admin is not a member of without asking the server.
 */
export function useRememberWorkspaceName(): (workspace: { id: string; name: string }) => void {
  const user = useCurrentUser();
  return (workspace) => chooseWorkspace(user.id, { id: workspace.id, name: workspace.name });
}
