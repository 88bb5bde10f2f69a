import { Navigate, Outlet } from 'react-router';
import { AccessCheck } from '@/auth/access-check';
import { paths } from '@/config/paths';

/** /admin: role ADMIN only; everyone else signed in goes to the dashboard, whose guard explains a denial. */
export function AdminGuard() {
  const toDashboard = <Navigate to={paths.dashboard.getHref()} replace />;
  return (
    <AccessCheck
      forbidden={() => toDashboard}
      allowed={(user) => (user.role === 'ADMIN' ? <Outlet /> : toDashboard)}
    />
  );
}
