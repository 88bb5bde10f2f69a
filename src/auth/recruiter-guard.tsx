import { Outlet } from 'react-router';
import { AccessCheck } from '@/auth/access-check';
import { AccessDenied } from '@/auth/access-denied';

/** /dashboard, /interviews/*, /reviews*: recruiters and admins (docs/product.md §6). */
export function RecruiterGuard() {
  return (
    <AccessCheck forbidden={(message) => <AccessDenied message={message} />} allowed={() => <Outlet />} />
  );
}
