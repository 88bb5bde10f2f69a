import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';

type InterviewStatus = 'DRAFT' | 'ACTIVE' | 'CLOSED' | 'ARCHIVED';
type InvitationStatus = 'PENDING' | 'STARTED' | 'COMPLETED' | 'REVIEWED' | 'CANCELLED';
type EmailStatus = 'PENDING' | 'SENT' | 'FAILED';
type ResponseFormat = 'VIDEO' | 'AUDIO' | 'TEXT';

interface Look {
  color: MantineColor;
  label: string;
}

/** docs/product.md §4's colours; Mantine has no purple, grape is its purple. */
const interviewStatusLooks: Record<InterviewStatus, Look> = {
  DRAFT: { color: 'gray', label: 'Draft' },
  ACTIVE: { color: 'green', label: 'Active' },
  CLOSED: { color: 'red', label: 'Closed' },
  ARCHIVED: { color: 'grape', label: 'Archived' },
};

const invitationStatusLooks: Record<InvitationStatus, Look> = {
  PENDING: { color: 'yellow', label: 'Pending' },
  STARTED: { color: 'blue', label: 'Started' },
  COMPLETED: { color: 'green', label: 'Completed' },
  REVIEWED: { color: 'teal', label: 'Reviewed' },
  CANCELLED: { color: 'gray', label: 'Cancelled' },
};

const emailStatusLooks: Record<EmailStatus, Look> = {
  PENDING: { color: 'yellow', label: 'Email pending' },
  SENT: { color: 'green', label: 'Email sent' },
  FAILED: { color: 'red', label: 'Email failed' },
};

const responseFormatLooks: Record<ResponseFormat, Look> = {
  VIDEO: { color: 'indigo', label: 'Video' },
  AUDIO: { color: 'cyan', label: 'Audio' },
  TEXT: { color: 'gray', label: 'Text' },
};

type StatusBadgeProps = Omit<BadgeProps, 'color' | 'children'>;

function LookBadge({ look, ...props }: StatusBadgeProps & { look: Look }) {
  return (
    <Badge color={look.color} variant="light" {...props}>
      {look.label}
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
    status === 'PENDING' && testMode ? { color: 'orange', label: 'Test Mode' } : emailStatusLooks[status];
  return <LookBadge look={look} {...props} />;
}

export function ResponseFormatBadge({ format, ...props }: StatusBadgeProps & { format: ResponseFormat }) {
  return <LookBadge look={responseFormatLooks[format]} {...props} />;
}
