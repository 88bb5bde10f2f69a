import { Anchor, Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAccessible,
  IconBarbell,
  IconBulb,
  IconCalendarDue,
  IconClock,
  IconListNumbers,
  IconMicrophone,
  IconListCheck,
  IconFileUpload,
  IconPencil,
  IconPlayerPlay,
  IconRepeat,
  IconVideo,
} from '@tabler/icons-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import { AskTeamSection } from '@/features/take/components/ask-team-section';
import { SignInPrompt } from '@/features/take/components/sign-in-prompt';
import { StepHeading } from '@/features/take/components/step-heading';
import { TakeLayout } from '@/features/take/components/take-layout';
import { describeAccommodationsIn } from '@/lib/describe-accommodations';
import { describeFormats, type ResponseFormat } from '@/features/take/lib/describe-formats';
import { formatSeconds } from '@/features/take/lib/format-seconds';
import type { TakeInterview } from '#contract/take';

// Loaded only for a welcome clip: the player and its captions (with their schemas) are not part of
// /take's first download, which has a budget (issue #36: 150 kB).
const PromptVideoPlayer = lazy(() =>
  import('@/ui/prompt-video-player').then((module) => ({ default: module.PromptVideoPlayer })),
);

const formatIcons: Record<ResponseFormat, ReactNode> = {
  VIDEO: <IconVideo size={16} aria-hidden />,
  AUDIO: <IconMicrophone size={16} aria-hidden />,
  TEXT: <IconPencil size={16} aria-hidden />,
  CHOICE: <IconListCheck size={16} aria-hidden />,
  FILE: <IconFileUpload size={16} aria-hidden />,
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

/** "3 attempts per question", or "Up to 5 attempts per question" when questions differ. */
function Attempts({ questions }: { questions: TakeInterview['questions'] }) {
  const most = Math.max(...questions.map((question) => question.max_attempts));
  const same = questions.every((question) => question.max_attempts === most);
  return same ? (
    <Plural value={most} one="# attempt per question" other="# attempts per question" />
  ) : (
    <Plural value={most} one="Up to # attempt per question" other="Up to # attempts per question" />
  );
}

/** docs/product.md §2 welcome: what the interview is, what to expect, and Start Interview. */
export function WelcomeStep({ token, take, signedIn, signInHref, onStart }: WelcomeStepProps) {
  const { i18n, t } = useLingui();
  const { interview, questions } = take;
  const company = interview.company_name;
  const firstName = take.first_name;
  const count = questions.length;
  const formats = describeFormats(questions);
  const accommodations = describeAccommodationsIn(i18n, take.accommodations);
  // A choice or file question has no thinking time: nothing to record or write.
  const thinking = Math.max(
    0,
    ...questions.flatMap((question) =>
      question.response_format === 'CHOICE' || question.response_format === 'FILE'
        ? []
        : [question.thinking_seconds],
    ),
  );
  const thinkingTime = formatSeconds(thinking);
  // In the candidate's language and their own time zone.
  const deadline = i18n.date(take.expires_at, { dateStyle: 'full', timeStyle: 'short' });
  return (
    <TakeLayout>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Text c="dimmed" size="sm">
              <Trans>
                {company} invites you, {firstName}
              </Trans>
            </Text>
            <StepHeading>{interview.title}</StepHeading>
          </Stack>
          {interview.description && <Text style={{ whiteSpace: 'pre-line' }}>{interview.description}</Text>}
          {take.video_prompts.welcome && (
            <Suspense fallback={null}>
              <PromptVideoPlayer
                recording={take.video_prompts.welcome}
                label={t`Welcome video`}
                language={interview.language}
              />
            </Suspense>
          )}
          {interview.welcome_video_url && (
            <Anchor href={interview.welcome_video_url} target="_blank" rel="noopener noreferrer">
              <Group gap={6} component="span" wrap="nowrap">
                <IconPlayerPlay size={16} aria-hidden />
                <Trans>Watch the welcome video</Trans>
              </Group>
            </Anchor>
          )}
          <section aria-labelledby="what-to-expect">
            <Title id="what-to-expect" order={2} size="h4" mb="sm">
              <Trans>What to expect</Trans>
            </Title>
            <List spacing="sm" center>
              <ExpectItem icon={<IconListNumbers size={16} aria-hidden />}>
                <Plural value={count} one="# question" other="# questions" />
              </ExpectItem>
              <ExpectItem icon={formatIcons[formats.main]}>{i18n._(formats.sentence)}</ExpectItem>
              {formats.choices && (
                <ExpectItem icon={formatIcons.CHOICE}>{i18n._(formats.choices)}</ExpectItem>
              )}
              {formats.files && <ExpectItem icon={formatIcons.FILE}>{i18n._(formats.files)}</ExpectItem>}
              <ExpectItem icon={<IconRepeat size={16} aria-hidden />}>
                <Attempts questions={questions} />
              </ExpectItem>
              {take.practice_question && (
                <ExpectItem icon={<IconBarbell size={16} aria-hidden />}>
                  <Trans>
                    A practice question comes first: record, watch yourself, and try again. Nobody else sees
                    it.
                  </Trans>
                </ExpectItem>
              )}
              {thinking > 0 && take.accommodations.time !== 'UNTIMED' && (
                <ExpectItem icon={<IconBulb size={16} aria-hidden />}>
                  <Trans>You get up to {thinkingTime} to think before each answer</Trans>
                </ExpectItem>
              )}
              <ExpectItem icon={<IconClock size={16} aria-hidden />}>
                <Trans>No time pressure: take the interview whenever you are ready</Trans>
              </ExpectItem>
              <ExpectItem icon={<IconCalendarDue size={16} aria-hidden />}>
                <Trans>Please complete by {deadline}</Trans>
              </ExpectItem>
              {accommodations && (
                <ExpectItem icon={<IconAccessible size={16} aria-hidden />}>
                  <Trans>Your accommodations: {accommodations}</Trans>
                </ExpectItem>
              )}
            </List>
          </section>
          <AskTeamSection token={token} take={take} />
          <Button size="md" onClick={onStart} fullWidth>
            <Trans>Start Interview</Trans>
          </Button>
          {!signedIn && <SignInPrompt signInHref={signInHref} />}
        </Stack>
      </Paper>
    </TakeLayout>
  );
}
