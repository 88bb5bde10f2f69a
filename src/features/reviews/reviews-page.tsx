import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export function ReviewsPage() {
  return <ScreenPlaceholder title="Completed interviews" />;
}
