import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useUpdateWorkspace } from '@/features/workspaces/api/workspace-settings-api';
import { logoBytesProblem, logoFileProblem, logoObjectName } from '@/features/workspaces/lib/logo-file';
import { StorageClient } from '@supabase/storage-js';
import { env } from '@/config/env';
import { supabaseAuth } from '@/lib/supabase';
import { notifyFailure } from '@/ui/notify-failure';
import { WORKSPACE_LOGOS_BUCKET_ID, type WorkspaceDetail } from '#contract/workspaces';

/** Storage as the signed-in owner (its policies check the caller), as supabase-js would call it. */
async function ownerStorage(): Promise<StorageClient> {
  const { data } = await supabaseAuth.getSession();
  const token = data.session?.access_token ?? env.supabasePublishableKey;
  return new StorageClient(`${env.supabaseUrl}/storage/v1`, {
    apikey: env.supabasePublishableKey,
    Authorization: `Bearer ${token}`,
  });
}

interface WorkspaceLogoFieldProps {
  workspace: WorkspaceDetail;
  editable: boolean;
}

/**
 * The logo: uploaded by the owner straight to Storage under the workspace's folder (the bucket's
 * policies admit owners only), then saved on the workspace, whose api removes the previous file.
 */
export function WorkspaceLogoField({ workspace, editable }: WorkspaceLogoFieldProps) {
  const { t, i18n } = useLingui();
  const update = useUpdateWorkspace(workspace.id);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File | null) => {
    if (!file) return;
    const fileProblem = logoFileProblem(i18n, file) ?? (await logoBytesProblem(i18n, file));
    setProblem(fileProblem);
    if (fileProblem) return;
    setUploading(true);
    const name = logoObjectName(workspace.id, file.type);
    const { error } = await (
      await ownerStorage()
    )
      .from(WORKSPACE_LOGOS_BUCKET_ID)
      .upload(name, file, { contentType: file.type, upsert: false });
    setUploading(false);
    if (error) {
      const reason = error.message;
      setProblem(t`The logo could not be uploaded: ${reason}`);
      return;
    }
    update.mutate(
      { logo_path: name },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t`Logo saved` }),
        onError: (saveError) => notifyFailure(t`Failed to save the logo.`, saveError),
      },
    );
  };

  const workspaceName = workspace.name;
  const remove = () =>
    update.mutate(
      { logo_path: null },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t`Logo removed` }),
        onError: (error) => notifyFailure(t`Failed to remove the logo.`, error),
      },
    );

  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        <Trans>Logo</Trans>
      </Text>
      {workspace.logo_url ? (
        <Image src={workspace.logo_url} alt={t`${workspaceName} logo`} maw={200} mah={80} fit="contain" />
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>No logo yet.</Trans>
        </Text>
      )}
      {editable && (
        <>
          <Text size="xs" c="dimmed">
            <Trans>PNG, JPEG or WebP, at most 1 MB.</Trans>
          </Text>
          <Group gap="sm">
            <FileButton onChange={(file) => void upload(file)} accept="image/png,image/jpeg,image/webp">
              {(props) => (
                <Button variant="default" loading={uploading || update.isPending} {...props}>
                  {workspace.logo_url ? t`Replace logo` : t`Upload logo`}
                </Button>
              )}
            </FileButton>
            {workspace.logo_url && (
              <Button variant="subtle" color="red" onClick={remove} disabled={update.isPending}>
                <Trans>Remove logo</Trans>
              </Button>
            )}
          </Group>
          {problem && (
            <Text size="sm" c="red.8" role="alert">
              {problem}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
