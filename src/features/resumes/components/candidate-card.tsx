import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { SectionCard } from '@/ui/section-card';
import type { ResumeCandidate } from '#contract/video-resumes';

interface CandidateCardProps {
  candidate: ResumeCandidate;
  resumeTitle: string;
  /** Non-owners get 'Contact Candidate'. */
  showContact: boolean;
}

/**
 * The address as a mailto recipient (RFC 6068): Auth accepts '?', '&', '=' and '%' before the '@',
 * which would otherwise start headers of their own, such as a Bcc or a body.
 */
function mailtoRecipient(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return encodeURIComponent(email);
  return `${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
}

/** docs/product.md §2: the candidate's name and e-mail, and for non-owners a mailto with a subject. */
export function CandidateCard({ candidate, resumeTitle, showContact }: CandidateCardProps) {
  const { t } = useLingui();
  const name = `${candidate.first_name} ${candidate.last_name}`.trim();
  const subject = t`About your video resume: ${resumeTitle}`;
  const mailto = `mailto:${mailtoRecipient(candidate.email)}?subject=${encodeURIComponent(subject)}`;
  return (
    <SectionCard title={t`Candidate`} order={2}>
      <Stack gap="xs">
        <Text fw={600}>{name}</Text>
        <Text size="sm" c="dimmed">
          {candidate.email}
        </Text>
        {showContact && (
          <Button component="a" href={mailto} leftSection={<IconMail size={16} aria-hidden />} mt="xs">
            <Trans>Contact Candidate</Trans>
          </Button>
        )}
      </Stack>
    </SectionCard>
  );
}
