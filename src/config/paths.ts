/** Every route of docs/product.md §2: `path` for the route table, `getHref` for links and redirects. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  recruiterAuthCallback: { path: '/auth/callback', getHref: () => '/auth/callback' },
  dashboard: {
    path: '/dashboard',
    /** `workspace` opens that workspace (how an admin enters one from the control room). */
    getHref: (query: { workspace?: string } = {}) =>
      query.workspace ? `/dashboard?workspace=${encodeURIComponent(query.workspace)}` : '/dashboard',
  },
  createInterview: { path: '/interviews/create', getHref: () => '/interviews/create' },
  interview: { path: '/interviews/:id', getHref: (id: string) => `/interviews/${encodeURIComponent(id)}` },
  editInterview: {
    path: '/interviews/:id/edit',
    getHref: (id: string) => `/interviews/${encodeURIComponent(id)}/edit`,
  },
  bulkInvite: {
    path: '/interviews/:id/invite-bulk',
    getHref: (id: string) => `/interviews/${encodeURIComponent(id)}/invite-bulk`,
  },
  compareCandidates: {
    path: '/interviews/:id/compare',
    getHref: (id: string) => `/interviews/${encodeURIComponent(id)}/compare`,
  },
  workspaceInsights: {
    path: '/workspaces/:id/insights',
    getHref: (id: string) => `/workspaces/${encodeURIComponent(id)}/insights`,
  },
  interviewInsights: {
    path: '/interviews/:id/insights',
    getHref: (id: string) => `/interviews/${encodeURIComponent(id)}/insights`,
  },
  takeInterview: { path: '/take/:token', getHref: (token: string) => `/take/${encodeURIComponent(token)}` },
  reviews: { path: '/reviews', getHref: () => '/reviews' },
  review: { path: '/reviews/:id', getHref: (id: string) => `/reviews/${encodeURIComponent(id)}` },
  admin: { path: '/admin', getHref: () => '/admin' },
  workspaceSettings: {
    path: '/workspaces/:id/settings',
    getHref: (id: string) => `/workspaces/${encodeURIComponent(id)}/settings`,
  },
  join: { path: '/join/:token', getHref: (token: string) => `/join/${encodeURIComponent(token)}` },
  candidateLogin: {
    path: '/candidate/login',
    /** `token` is an invitation token; `redirect` is where to go after signing in (default: the dashboard). */
    getHref: (query: { token?: string; redirect?: string } = {}) => {
      const search = new URLSearchParams();
      if (query.token) search.set('token', query.token);
      if (query.redirect) search.set('redirect', query.redirect);
      const queryString = search.toString();
      return queryString ? `/candidate/login?${queryString}` : '/candidate/login';
    },
  },
  candidateAuthCallback: { path: '/candidate/auth/callback', getHref: () => '/candidate/auth/callback' },
  candidateResetPassword: {
    path: '/candidate/reset-password',
    getHref: () => '/candidate/reset-password',
  },
  /** Where the password recovery mail's link comes back with its code. */
  candidateUpdatePassword: {
    path: '/candidate/update-password',
    getHref: () => '/candidate/update-password',
  },
  candidateDashboard: { path: '/candidate/dashboard', getHref: () => '/candidate/dashboard' },
  createResume: { path: '/candidate/create-resume', getHref: () => '/candidate/create-resume' },
  videoResume: {
    path: '/candidate/video-resumes/:id',
    getHref: (id: string) => `/candidate/video-resumes/${encodeURIComponent(id)}`,
  },
  editVideoResume: {
    path: '/candidate/video-resumes/:id/edit',
    getHref: (id: string) => `/candidate/video-resumes/${encodeURIComponent(id)}/edit`,
  },
  publicResume: { path: '/resume/:id', getHref: (id: string) => `/resume/${encodeURIComponent(id)}` },
  consentReceipt: {
    path: '/consent-receipts/:token',
    getHref: (token: string) => `/consent-receipts/${encodeURIComponent(token)}`,
  },
  sharedReview: {
    path: '/shared/:token',
    getHref: (token: string) => `/shared/${encodeURIComponent(token)}`,
  },
} as const;
