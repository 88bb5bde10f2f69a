import { Button, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { SectionCard } from '@/ui/section-card';
import type { ResumeCandidate } from '@contract/video-resumes';

interface CandidateCardProps {
  candidate: ResumeCandidate;
  resumeTitle: string;
  /** Non-owners get 'Contact Candidate'. */
  showContact: boolean;
}

/** Spec §2: the candidate's name and e-mail, and for non-owners a mailto with a subject. */
export function CandidateCard({ candidate, resumeTitle, showContact }: CandidateCardProps) {
  const name = `${candidate.first_name} ${candidate.last_name}`.trim();
  const mailto = `mailto:${candidate.email}?subject=${encodeURIComponent(`About your video resume: ${resumeTitle}`)}`;
  return (
    <SectionCard title="Candidate" order={2}>
      <Stack gap="xs">
        <Text fw={600}>{name}</Text>
        <Text size="sm" c="dimmed">
          {candidate.email}
        </Text>
        {showContact && (
          <Button component="a" href={mailto} leftSection={<IconMail size={16} aria-hidden />} mt="xs">
            Contact Candidate
          </Button>
        )}
      </Stack>
    </SectionCard>
  );
}
