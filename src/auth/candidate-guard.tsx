import { useLingui } from '@lingui/react/macro';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/auth/session-context';
import { paths } from '@/config/paths';
import { PageLoader } from '@/ui/page-loader';

/** The candidate portal's own screens: signed out goes to the candidate login, which brings the visitor back. */
export function CandidateGuard() {
  const { t } = useLingui();
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageLoader label={t`Checking your session`} />;
  if (session.status === 'signed-out') {
    const redirect = `${location.pathname}${location.search}`;
    return <Navigate to={paths.candidateLogin.getHref({ redirect })} replace />;
  }
  return <Outlet />;
}
