import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';

type InterviewStatus = 'DRAFT' | 'ACTIVE' | 'CLOSED' | 'ARCHIVED';
type InvitationStatus = 'PENDING' | 'STARTED' | 'COMPLETED' | 'REVIEWED' | 'CANCELLED';
type EmailStatus = 'PENDING' | 'SENT' | 'FAILED';
type ResponseFormat = 'VIDEO' | 'AUDIO' | 'TEXT' | 'CHOICE' | 'FILE';

interface Look {
  color: MantineColor;
  label: MessageDescriptor;
}

/** docs/product.md §4's colours; Mantine has no purple, grape is its purple. */
const interviewStatusLooks: Record<InterviewStatus, Look> = {
  DRAFT: { color: 'gray', label: msg`Draft` },
  ACTIVE: { color: 'green', label: msg`Active` },
  CLOSED: { color: 'red', label: msg`Closed` },
  ARCHIVED: { color: 'grape', label: msg`Archived` },
};

const invitationStatusLooks: Record<InvitationStatus, Look> = {
  PENDING: { color: 'yellow', label: msg`Pending` },
  STARTED: { color: 'blue', label: msg`Started` },
  COMPLETED: { color: 'green', label: msg`Completed` },
  REVIEWED: { color: 'teal', label: msg`Reviewed` },
  CANCELLED: { color: 'gray', label: msg`Cancelled` },
};

const emailStatusLooks: Record<EmailStatus, Look> = {
  PENDING: { color: 'yellow', label: msg`Email pending` },
  SENT: { color: 'green', label: msg`Email sent` },
  FAILED: { color: 'red', label: msg`Email failed` },
};

const responseFormatLooks: Record<ResponseFormat, Look> = {
  VIDEO: { color: 'indigo', label: msg`Video` },
  AUDIO: { color: 'cyan', label: msg`Audio` },
  TEXT: { color: 'gray', label: msg`Text` },
  CHOICE: { color: 'grape', label: msg`Choice` },
  FILE: { color: 'teal', label: msg`File` },
};

type StatusBadgeProps = Omit<BadgeProps, 'color' | 'children'>;

function LookBadge({ look, ...props }: StatusBadgeProps & { look: Look }) {
  const { t } = useLingui();
  return (
    <Badge color={look.color} variant="light" {...props}>
      {t(look.label)}
    </Badge>
  );
}

export function InterviewStatusBadge({ status, ...props }: StatusBadgeProps & { status: InterviewStatus }) {
  return <LookBadge look={interviewStatusLooks[status]} {...props} />;
}

export function InvitationStatusBadge({ status, ...props }: StatusBadgeProps & { status: InvitationStatus }) {
  return <LookBadge look={invitationStatusLooks[status]} {...props} />;
}

/**
 * Whether the invitation e-mail went out. A PENDING e-mail in test mode will not go out by itself
 * (the mail provider only delivers to its one verified address), so it reads 'Test Mode'.
 */
export function EmailStatusBadge({
  status,
  testMode = false,
  ...props
}: StatusBadgeProps & { status: EmailStatus; testMode?: boolean }) {
  const look =
    status === 'PENDING' && testMode ? { color: 'orange', label: msg`Test Mode` } : emailStatusLooks[status];
  return <LookBadge look={look} {...props} />;
}

export function ResponseFormatBadge({ format, ...props }: StatusBadgeProps & { format: ResponseFormat }) {
  return <LookBadge look={responseFormatLooks[format]} {...props} />;
}
