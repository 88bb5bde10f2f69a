import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '@/auth/get-current-user';
import { chooseWorkspace, useWorkspaceChoice } from '@/current-workspace/workspace-choice';

const PARAM = 'workspace';

/**
 * Adopts `?workspace=<id>` as the current workspace, then drops it from the address so the
 * switcher stays in charge and a reload keeps the choice. The workspace's name, if the control
 * room remembered it with the choice, is kept.
 */
export function useWorkspaceParam(): void {
  const user = useCurrentUser();
  const choice = useWorkspaceChoice(user.id);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(PARAM);

  useEffect(() => {
    if (!requested) return;
    if (choice?.id !== requested) chooseWorkspace(user.id, { id: requested });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PARAM);
        return next;
      },
      { replace: true },
    );
  }, [requested, choice?.id, user.id, setSearchParams]);
}
