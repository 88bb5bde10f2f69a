import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export function EditVideoResumePage() {
  return <ScreenPlaceholder title="Edit video resume" />;
}
