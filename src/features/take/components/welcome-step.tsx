import { Anchor, Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAccessible,
  IconBarbell,
  IconBulb,
  IconCalendarDue,
  IconClock,
  IconListNumbers,
  IconMicrophone,
  IconPencil,
  IconPlayerPlay,
  IconRepeat,
  IconVideo,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AskTeamSection } from '@/features/take/components/ask-team-section';
import { StepHeading } from '@/features/take/components/step-heading';
import { TakeLayout } from '@/features/take/components/take-layout';
import { describeFormats, type ResponseFormat } from '@/features/take/lib/describe-formats';
import { formatSeconds } from '@/features/take/lib/format-seconds';
import { describeAccommodations } from '#contract/accommodation-words';
import type { TakeInterview } from '#contract/take';

const formatIcons: Record<ResponseFormat, ReactNode> = {
  VIDEO: <IconVideo size={16} aria-hidden />,
  AUDIO: <IconMicrophone size={16} aria-hidden />,
  TEXT: <IconPencil size={16} aria-hidden />,
};

interface WelcomeStepProps {
  token: string;
  take: TakeInterview;
  signedIn: boolean;
  signInHref: string;
  onStart: () => void;
}

function ExpectItem({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <List.Item
      icon={
        <ThemeIcon variant="light" size={28} radius="xl">
          {icon}
        </ThemeIcon>
      }
    >
      {children}
    </List.Item>
  );
}

const deadlineFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });

/** The deadline in the candidate's own locale and time zone. */
function formatDeadline(timestamp: string): string {
  return deadlineFormat.format(new Date(timestamp));
}

/** "3 attempts per question", or "Up to 5 attempts per question" when questions differ. */
function describeAttempts(questions: TakeInterview['questions']): string {
  const most = Math.max(...questions.map((question) => question.max_attempts));
  const same = questions.every((question) => question.max_attempts === most);
  const attempts = `${most} ${most === 1 ? 'attempt' : 'attempts'} per question`;
  return same ? attempts : `Up to ${attempts}`;
}

/** docs/product.md §2 welcome: what the interview is, what to expect, and Start Interview. */
export function WelcomeStep({ token, take, signedIn, signInHref, onStart }: WelcomeStepProps) {
  const { interview, questions } = take;
  const count = questions.length;
  const formats = describeFormats(questions);
  const accommodations = describeAccommodations(take.accommodations);
  const thinking = Math.max(0, ...questions.map((question) => question.thinking_seconds));
  return (
    <TakeLayout>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Text c="dimmed" size="sm">
              {interview.company_name} invites you, {take.first_name}
            </Text>
            <StepHeading>{interview.title}</StepHeading>
          </Stack>
          {interview.description && <Text style={{ whiteSpace: 'pre-line' }}>{interview.description}</Text>}
          {interview.welcome_video_url && (
            <Anchor href={interview.welcome_video_url} target="_blank" rel="noopener noreferrer">
              <Group gap={6} component="span" wrap="nowrap">
                <IconPlayerPlay size={16} aria-hidden />
                Watch the welcome video
              </Group>
            </Anchor>
          )}
          <section aria-labelledby="what-to-expect">
            <Title id="what-to-expect" order={2} size="h4" mb="sm">
              What to expect
            </Title>
            <List spacing="sm" center>
              <ExpectItem icon={<IconListNumbers size={16} aria-hidden />}>
                {count} {count === 1 ? 'question' : 'questions'}
              </ExpectItem>
              <ExpectItem icon={formatIcons[formats.main]}>{formats.text}</ExpectItem>
              <ExpectItem icon={<IconRepeat size={16} aria-hidden />}>
                {describeAttempts(questions)}
              </ExpectItem>
              {take.practice_question && (
                <ExpectItem icon={<IconBarbell size={16} aria-hidden />}>
                  A practice question comes first: record, watch yourself, and try again. Nobody else sees it.
                </ExpectItem>
              )}
              {thinking > 0 && take.accommodations.time !== 'UNTIMED' && (
                <ExpectItem icon={<IconBulb size={16} aria-hidden />}>
                  You get up to {formatSeconds(thinking)} to think before each answer
                </ExpectItem>
              )}
              <ExpectItem icon={<IconClock size={16} aria-hidden />}>
                No time pressure: take the interview whenever you are ready
              </ExpectItem>
              <ExpectItem icon={<IconCalendarDue size={16} aria-hidden />}>
                Please complete by {formatDeadline(take.expires_at)}
              </ExpectItem>
              {accommodations && (
                <ExpectItem icon={<IconAccessible size={16} aria-hidden />}>
                  Your accommodations: {accommodations}
                </ExpectItem>
              )}
            </List>
          </section>
          <AskTeamSection token={token} take={take} />
          <Button size="md" onClick={onStart} fullWidth>
            Start Interview
          </Button>
          {!signedIn && (
            <Text size="sm" ta="center">
              Already have an account?{' '}
              <Anchor component={Link} to={signInHref}>
                Sign in
              </Anchor>
            </Text>
          )}
        </Stack>
      </Paper>
    </TakeLayout>
  );
}
