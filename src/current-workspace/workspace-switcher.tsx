import { Select } from '@mantine/core';
import { useCurrentWorkspace } from '@/current-workspace/use-current-workspace';

/** Chooses the current workspace among the user's own; nothing to choose with only one. */
export function WorkspaceSwitcher() {
  const workspace = useCurrentWorkspace();
  if (workspace.memberships.length < 2) return null;
  return (
    <Select
      label="Workspace"
      w={220}
      data={workspace.memberships.map((membership) => ({ value: membership.id, label: membership.name }))}
      value={workspace.isAdminVisit ? null : workspace.id}
      placeholder="Choose a workspace"
      allowDeselect={false}
      checkIconPosition="right"
      onChange={(id) => {
        if (id) workspace.choose(id);
      }}
    />
  );
}
