import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { brandColorStyle } from '@/ui/brand-color-style';
import { SectionCard } from '@/ui/section-card';
import { WorkspaceBrandMark } from '@/ui/workspace-brand-mark';
import type { WorkspaceBrand } from '#contract/workspaces';

/**
 * docs/product.md §2: what a visitor sees beside a candidate's resume. A signed-in member of a
 * hiring team is invited to interview the candidate with their own workspace, in its brand.
 */
export function VisitorPromo({ workspace }: { workspace: WorkspaceBrand | null }) {
  const { t } = useLingui();
  const name = workspace?.name ?? '';
  return (
    <SectionCard title={t`Interested in this candidate?`} order={2}>
      {workspace ? (
        <Box style={brandColorStyle(workspace.brand_color)}>
          <Stack gap="sm">
            <WorkspaceBrandMark brand={workspace} logoHeight={32} nameSize="md" logoAlt={t`${name} logo`} />
            <Text size="sm">
              <Trans>Invite them to interview with {workspace.name}.</Trans>
            </Text>
            <Button component={Link} to={paths.dashboard.getHref()}>
              <Trans>Invite to an interview</Trans>
            </Button>
          </Stack>
        </Box>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            <Trans>
              Invite candidates to asynchronous video interviews and review their answers with AI help, on
              your schedule.
            </Trans>
          </Text>
          <Button component={Link} to={paths.home.getHref()} variant="light">
            <Trans>Learn more</Trans>
          </Button>
        </Stack>
      )}
    </SectionCard>
  );
}
