import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShare } from '@tabler/icons-react';
import { paths } from '@/config/paths';

/** The public link of a resume, as a visitor opens it. */
function publicResumeLink(publicUrl: string): string {
  return `${window.location.origin}${paths.publicResume.getHref(publicUrl)}`;
}

/** Copies the public link (docs/product.md §8: 'Public link copied to clipboard!'). */
export function ShareResumeButton({ publicUrl }: { publicUrl: string }) {
  const { t } = useLingui();
  const link = publicResumeLink(publicUrl);
  const share = () =>
    navigator.clipboard.writeText(link).then(
      () => notifications.show({ color: 'green', message: t`Public link copied to clipboard!` }),
      () => notifications.show({ color: 'yellow', message: t`Copy this link to share: ${link}` }),
    );
  return (
    <Button variant="light" leftSection={<IconShare size={16} aria-hidden />} onClick={() => void share()}>
      <Trans>Share</Trans>
    </Button>
  );
}
