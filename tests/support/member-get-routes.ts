// Every GET route of the api as a member of a workspace would call it about one candidate's
// interview, or why it does not apply. The walks that prove no member's response leaks what it
// must not (blind review: the candidate's identity and video; the fairness report: the
// self-identification) share this table, so a GET route added later fails both until it is here.

export interface MemberWalkIds {
  workspaceId: string;
  interviewId: string;
  /** The candidate's invitation (the review's id). */
  invitationId: string;
  /** A live shared link of that review. */
  shareToken: string;
}

export type WalkTarget = string | { notApplicable: string };

export function memberGetTargets({
  workspaceId,
  interviewId,
  invitationId: id,
  shareToken,
}: MemberWalkIds): Record<string, WalkTarget> {
  return {
    '/api/health': '/health',
    '/api/users/me': '/users/me',
    '/api/interviews': '/interviews',
    '/api/interviews/:id': `/interviews/${interviewId}`,
    '/api/interviews/:id/invitation-summary': `/interviews/${interviewId}/invitation-summary`,
    '/api/interviews/:id/scorecard': `/interviews/${interviewId}/scorecard`,
    '/api/interviews/:id/comparison': `/interviews/${interviewId}/comparison`,
    // The same table as a file (its export recorded).
    '/api/interviews/:id/comparison.csv': `/interviews/${interviewId}/comparison.csv`,
    // The owners' counts (a REVIEWER and a RECRUITER get 403).
    '/api/interviews/:id/fairness-report': `/interviews/${interviewId}/fairness-report`,
    // Counts and medians (a REVIEWER gets 403); calibration: raters' differences and the agreement.
    '/api/interviews/:id/insights': `/interviews/${interviewId}/insights`,
    '/api/interviews/:id/calibration': `/interviews/${interviewId}/calibration`,
    '/api/workspaces/:id/insights': `/workspaces/${workspaceId}/insights`,
    '/api/dashboard/stats': '/dashboard/stats',
    '/api/invitations': `/invitations?interview_id=${interviewId}`,
    '/api/candidate-requests': `/candidate-requests?interview_id=${interviewId}`,
    '/api/take/:token': { notApplicable: "the candidate's own link, which no member holds" },
    '/api/prompt-videos/:id': { notApplicable: "a recruiter's own clip: nothing of the candidate" },
    // The workspace's library (a REVIEWER gets 403): interviews' designs, no candidate's answers.
    '/api/interview-templates': `/interview-templates?workspace_id=${workspaceId}`,
    // The member's own data as a candidate: none of the interview's candidate.
    '/api/candidates/me': '/candidates/me',
    '/api/candidates/invitations': '/candidates/invitations',
    '/api/candidates/me/data': '/candidates/me/data',
    '/api/candidates/self-identification': '/candidates/self-identification',
    '/api/candidates/feedback': '/candidates/feedback',
    '/api/candidates/consents': '/candidates/consents',
    '/api/candidates/video-resumes': '/candidates/video-resumes',
    '/api/candidates/video-resumes/:id': { notApplicable: "a candidate's own resume, not an interview's" },
    '/api/candidates/video-resumes/:id/analytics': { notApplicable: "a candidate's own resume" },
    '/api/candidates/analytics': '/candidates/analytics',
    '/api/consent-receipts/:token': {
      notApplicable: "the candidate's own receipt, by a secret only the candidate's e-mail and portal hold",
    },
    '/api/public/video-resume/:id': { notApplicable: 'a resume the candidate published, not an answer' },
    '/api/admin/users': '/admin/users',
    '/api/admin/logs': '/admin/logs',
    '/api/reviews/completed': '/reviews/completed',
    '/api/reviews/:id': `/reviews/${id}`,
    // The answers' processing states: ids and statuses, nothing of the candidate.
    '/api/reviews/:id/progress': `/reviews/${id}/progress`,
    '/api/reviews/:id/ratings': `/reviews/${id}/ratings`,
    '/api/reviews/:id/ratings/history': `/reviews/${id}/ratings/history`,
    '/api/reviews/:id/decisions': `/reviews/${id}/decisions`,
    '/api/reviews/:id/comments': `/reviews/${id}/comments`,
    '/api/reviews/:id/shares': `/reviews/${id}/shares`,
    '/api/reviews/:id/feedback': `/reviews/${id}/feedback`,
    '/api/reviews/:id/answers/:responseId/file': {
      notApplicable: "the bytes a candidate uploaded as an answer, which the walk's review has none of",
    },
    '/api/workspaces/:id': `/workspaces/${workspaceId}`,
    '/api/workspaces/:id/scorecards': `/workspaces/${workspaceId}/scorecards`,
    // The owners' audit trail (a REVIEWER gets 403): ids and members' e-mails, never a candidate's name.
    '/api/workspaces/:id/audit-events': `/workspaces/${workspaceId}/audit-events`,
    '/api/workspaces/:id/audit-events.csv': `/workspaces/${workspaceId}/audit-events.csv`,
    // The owners' API keys (a REVIEWER gets 403): names and prefixes, never a candidate.
    '/api/workspaces/:id/api-keys': `/workspaces/${workspaceId}/api-keys`,
    '/api/v1/interviews': {
      notApplicable: "the public API, which answers an API key and no member's session",
    },
    '/api/v1/reviews': {
      notApplicable: "the public API, which answers an API key and no member's session",
    },
    '/api/v1/reviews/:id': {
      notApplicable: "the public API, which answers an API key and no member's session",
    },
    '/api/v1/interviews/:id': {
      notApplicable: "the public API, which answers an API key and no member's session",
    },
    '/api/v1/invitations': {
      notApplicable: "the public API, which answers an API key and no member's session",
    },
    '/api/v1/invitations/:id': {
      notApplicable: "the public API, which answers an API key and no member's session",
    },
    // The public API's document and reference page: schemas, never a row.
    '/api/openapi.json': '/openapi.json',
    '/api/reference': '/reference',
    // The owners' webhook endpoints (a REVIEWER gets 403): addresses and secrets, no candidate.
    '/api/workspaces/:id/webhooks': `/workspaces/${workspaceId}/webhooks`,
    '/api/workspaces/:id/webhooks/:endpointId/deliveries': {
      notApplicable: "an endpoint's delivery log, its owners' only, whose events hold ids and never a name",
    },
    '/api/team-invitations/:token': { notApplicable: 'a team invitation, which names no candidate' },
    '/api/shared/:token': `/shared/${shareToken}`,
  };
}
