import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { useCurrentWorkspace } from '@/current-workspace/use-current-workspace';

/** Chooses the current workspace among the user's own; nothing to choose with only one. */
export function WorkspaceSwitcher() {
  const { t } = useLingui();
  const workspace = useCurrentWorkspace();
  if (workspace.memberships.length < 2) return null;
  return (
    <Select
      label={t`Workspace`}
      w={220}
      data={workspace.memberships.map((membership) => ({ value: membership.id, label: membership.name }))}
      value={workspace.isAdminVisit ? null : workspace.id}
      placeholder={t`Choose a workspace`}
      allowDeselect={false}
      checkIconPosition="right"
      onChange={(id) => {
        if (id) workspace.choose(id);
      }}
    />
  );
}
