// Every query key of the app, one factory per resource. Each list, page and detail key starts with
// its resource's `all`, so invalidating `all` refreshes everything cached of that resource, and a
// mutation names what it changes here rather than spelling keys by hand. A page's key holds its
// query object (filters, page number) as the screen passes it. The recruiter lists hold the current
// workspace's id (null: all of the caller's), so switching workspace never shows another's cache.
const interviews = ['interviews'] as const;
const invitations = ['invitations'] as const;
const dashboard = ['dashboard'] as const;
const reviews = ['reviews'] as const;
const adminUsers = ['admin', 'users'] as const;
const candidate = ['candidate'] as const;
const videoResumes = ['video-resumes'] as const;
const take = ['take'] as const;
const candidateRequests = ['candidate-requests'] as const;
const workspaces = ['workspaces'] as const;

export const queryKeys = {
  currentUser: (userId: string) => ['users', 'me', userId] as const,
  /** Every user's GET /users/me, e.g. after joining a workspace. */
  currentUsers: ['users', 'me'] as const,
  workspaces: {
    all: workspaces,
    detail: (id: string) => [...workspaces, 'detail', id] as const,
    audit: (id: string, filters: object) => [...workspaces, 'audit', id, filters] as const,
    apiKeys: (id: string) => [...workspaces, 'api-keys', id] as const,
    /** Issue #38: the workspace's funnel and the team's pace over a period (its days; null: all time). */
    insights: (id: string, days: number | null) => [...workspaces, 'insights', id, days] as const,
  },
  teamInvitation: (token: string) => ['team-invitations', token] as const,
  consentReceipt: (token: string) => ['consent-receipts', token] as const,
  interviews: {
    all: interviews,
    list: (workspaceId: string | null) => [...interviews, 'list', workspaceId] as const,
    detail: (id: string) => [...interviews, 'detail', id] as const,
    scorecard: (id: string) => [...interviews, 'scorecard', id] as const,
    comparison: (id: string) => [...interviews, 'comparison', id] as const,
    fairness: (id: string) => [...interviews, 'fairness', id] as const,
    /** Issue #38: the interview's funnel, drop-off and requests, and its raters' calibration. */
    insights: (id: string) => [...interviews, 'insights', id] as const,
    calibration: (id: string) => [...interviews, 'calibration', id] as const,
    /** The workspace's interviews whose scorecard may be copied. */
    scorecardSources: (workspaceId: string) => [...interviews, 'scorecard-sources', workspaceId] as const,
    /** Issue #37: a workspace's library of interview or question templates. */
    templates: (workspaceId: string, kind: 'INTERVIEW' | 'QUESTION') =>
      [...interviews, 'templates', workspaceId, kind] as const,
    allTemplates: [...interviews, 'templates'] as const,
  },
  invitations: {
    all: invitations,
    page: (query: object) => [...invitations, 'page', query] as const,
    summary: (interviewId: string) => [...invitations, 'interview', interviewId, 'summary'] as const,
  },
  dashboard: {
    all: dashboard,
    stats: (workspaceId: string | null) => [...dashboard, 'stats', workspaceId] as const,
  },
  reviews: {
    all: reviews,
    page: (workspaceId: string | null, page: number) => [...reviews, 'completed', workspaceId, page] as const,
    detail: (id: string) => [...reviews, 'detail', id] as const,
    /** The answers' processing states a review page polls. */
    progress: (id: string) => [...reviews, 'progress', id] as const,
    /** A candidate's ratings, rating history, decisions, comments or feedback. */
    evaluation: (id: string, part: 'ratings' | 'history' | 'decisions' | 'comments' | 'feedback') =>
      [...reviews, 'evaluation', id, part] as const,
  },
  adminUsers: {
    all: adminUsers,
    page: (query: object) => [...adminUsers, query] as const,
  },
  adminLogs: {
    all: ['admin', 'logs'] as const,
  },
  /** The candidate portal's own data (their resumes are videoResumes). */
  candidate: {
    all: candidate,
    me: () => [...candidate, 'me'] as const,
    invitations: () => [...candidate, 'invitations'] as const,
    feedback: () => [...candidate, 'feedback'] as const,
    consents: () => [...candidate, 'consents'] as const,
    selfIdentification: () => [...candidate, 'self-identification'] as const,
  },
  /** The dashboard's list, each resume's page, and the view counts of one or all of them. */
  videoResumes: {
    all: videoResumes,
    list: () => [...videoResumes, 'list'] as const,
    view: (identifier: string) => [...videoResumes, 'view', identifier] as const,
    analytics: (id: string) => [...videoResumes, 'analytics', id] as const,
    allAnalytics: () => [...videoResumes, 'all-analytics'] as const,
  },
  candidateRequests: {
    all: candidateRequests,
    list: (query: object) => [...candidateRequests, 'list', query] as const,
  },
  take: {
    all: take,
    /** Every caller's copy of one link's interview. */
    link: (token: string) => [...take, token] as const,
    interview: (token: string, userId: string | null) => [...take, token, userId] as const,
  },
};
