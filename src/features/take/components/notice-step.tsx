import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useGiveConsent } from '@/features/take/api/give-consent';
import { StepHeading } from '@/features/take/components/step-heading';
import { TakeLayout } from '@/features/take/components/take-layout';
import { localConsentError, localConsentTexts, localNoticeSections } from '@/lib/consent-notice';
import type { TakeInterview } from '#contract/take';
import '@/ui/mantine-styles';

interface NoticeStepProps {
  token: string;
  userId: string | null;
  take: TakeInterview;
  onAgreed: () => void;
  onBack: () => void;
}

type AiChoice = 'allowed' | 'declined';

/**
 * Before the tech check (issue #20): what is recorded, who sees it, how long it is kept and what AI
 * analysis evaluates, with the candidate's own choice about AI. Neither choice is preselected, so
 * agreeing to AI is never the default.
 */
export function NoticeStep({ token, userId, take, onAgreed, onBack }: NoticeStepProps) {
  const { t, i18n } = useLingui();
  const given = take.notice.consent;
  const [choice, setChoice] = useState<AiChoice | null>(
    given ? (given.ai_analysis_allowed ? 'allowed' : 'declined') : null,
  );
  const [missingChoice, setMissingChoice] = useState(false);
  const consent = useGiveConsent(token, userId);
  const company = take.interview.company_name;
  const sections = localNoticeSections(i18n, {
    companyName: company,
    retentionDays: take.notice.retention_days,
  });
  const consentTexts = localConsentTexts(i18n);

  function agree() {
    if (choice === null) {
      setMissingChoice(true);
      return;
    }
    consent.mutate(
      { notice_version: take.notice.version, ai_analysis_allowed: choice === 'allowed' },
      { onSuccess: onAgreed },
    );
  }

  return (
    <TakeLayout>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <StepHeading>
            <Trans>Before you start</Trans>
          </StepHeading>
          <Text>
            <Trans>Please read how {company} handles your interview.</Trans>
          </Text>
          {sections.map((section) => (
            <Stack key={section.heading} gap={4}>
              <Title order={2} size="h4">
                {section.heading}
              </Title>
              <Text>{section.body}</Text>
            </Stack>
          ))}
          <Radio.Group
            label={t`Your choice about AI analysis`}
            description={t`Either choice is fine: a person reviews every answer either way.`}
            value={choice}
            onChange={(value) => {
              setChoice(value as AiChoice);
              setMissingChoice(false);
            }}
            error={missingChoice ? consentTexts.chooseAi : undefined}
            withAsterisk
          >
            <Stack gap="xs" mt="xs">
              <Radio value="allowed" label={consentTexts.allowed} />
              <Radio value="declined" label={consentTexts.declined} />
            </Stack>
          </Radio.Group>
          {consent.isError && (
            <Alert color="red" variant="light" role="alert" title={t`Your consent was not saved`}>
              {localConsentError(i18n, consent.error.message)}
            </Alert>
          )}
          <Group grow preventGrowOverflow={false} wrap="wrap-reverse">
            <Button variant="default" onClick={onBack}>
              <Trans>Back</Trans>
            </Button>
            <Button onClick={agree} loading={consent.isPending}>
              <Trans>I agree, continue</Trans>
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            <Trans>
              You get a receipt of this consent in your candidate portal and in the e-mail confirming your
              interview.
            </Trans>
          </Text>
        </Stack>
      </Paper>
    </TakeLayout>
  );
}
