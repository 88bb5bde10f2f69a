import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export function ReviewDetailPage() {
  return <ScreenPlaceholder title="Review detail" />;
}
