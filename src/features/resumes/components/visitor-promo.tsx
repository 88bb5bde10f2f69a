import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SectionCard } from '@/ui/section-card';

/** docs/product.md §2: what a visitor sees beside a candidate's resume. */
export function VisitorPromo() {
  return (
    <SectionCard title="Interested in this candidate?" order={2}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Invite candidates to asynchronous video interviews and review their answers with AI help, on your
          schedule.
        </Text>
        <Button component={Link} to={paths.home.getHref()} variant="light">
          Learn more
        </Button>
      </Stack>
    </SectionCard>
  );
}
