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
  return (
    <SectionCard title="Interested in this candidate?" order={2}>
      {workspace ? (
        <Box style={brandColorStyle(workspace.brand_color)}>
          <Stack gap="sm">
            <WorkspaceBrandMark brand={workspace} logoHeight={32} nameSize="md" />
            <Text size="sm">Invite them to interview with {workspace.name}.</Text>
            <Button component={Link} to={paths.dashboard.getHref()}>
              Invite to an interview
            </Button>
          </Stack>
        </Box>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Invite candidates to asynchronous video interviews and review their answers with AI help, on your
            schedule.
          </Text>
          <Button component={Link} to={paths.home.getHref()} variant="light">
            Learn more
          </Button>
        </Stack>
      )}
    </SectionCard>
  );
}
