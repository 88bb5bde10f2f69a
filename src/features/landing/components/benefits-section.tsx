import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCalendarOff,
  IconChartBar,
  IconPalette,
  IconRocket,
  IconScale,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

const BENEFITS: { title: MessageDescriptor; description: MessageDescriptor; icon: Icon }[] = [
  {
    title: msg`80% less scheduling overhead`,
    description: msg`No more calendar ping-pong: candidates record their answers when it suits them, cutting scheduling overhead by 80%.`,
    icon: IconCalendarOff,
  },
  {
    title: msg`Interviews that scale`,
    description: msg`Invite ten candidates or a thousand with the same effort; every one of them gets the same questions.`,
    icon: IconUsersGroup,
  },
  {
    title: msg`Less bias, fairer decisions`,
    description: msg`Anonymous review and structured evaluation keep the focus on what candidates say, not on first impressions.`,
    icon: IconScale,
  },
  {
    title: msg`Set up in minutes`,
    description: msg`Write your questions, choose video, audio or text answers, set time limits and send the first invitation.`,
    icon: IconRocket,
  },
  {
    title: msg`Data-driven insights`,
    description: msg`Transcriptions, AI scoring, strengths, concerns and talking points help your team compare candidates fairly.`,
    icon: IconChartBar,
  },
  {
    title: msg`Branded interview portals`,
    description: msg`Candidates answer in a portal that carries your company name and welcome video, not a generic form.`,
    icon: IconPalette,
  },
];

export function BenefitsSection() {
  const { i18n } = useLingui();
  return (
    <Container
      component="section"
      id="benefits"
      size="lg"
      py={{ base: 56, md: 88 }}
      aria-labelledby="benefits-title"
    >
      <Stack gap="xl">
        <Stack gap="xs" ta="center" align="center">
          <Title id="benefits-title" order={2}>
            <Trans>Why teams hire with asynchronous interviews</Trans>
          </Title>
          <Text c="dimmed" maw={600}>
            <Trans>Less time in calendars, more time with the candidates who fit.</Trans>
          </Text>
        </Stack>
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, md: 3 }}
          spacing="lg"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {BENEFITS.map((benefit) => (
            <Card component="li" key={benefit.title.id} withBorder padding="lg">
              <Stack gap="sm">
                <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                  <benefit.icon size={24} />
                </ThemeIcon>
                <Title order={3} size="h4">
                  {i18n._(benefit.title)}
                </Title>
                <Text c="dimmed" size="sm">
                  {i18n._(benefit.description)}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
