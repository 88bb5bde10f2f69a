import { useLingui } from '@lingui/react/macro';
import { Group, Image, Text, type MantineSize } from '@mantine/core';
import type { WorkspaceBrand } from '#contract/workspaces';

interface WorkspaceBrandMarkProps {
  brand: WorkspaceBrand;
  /** The logo's height in px; its width follows, up to five times that. */
  logoHeight?: number;
  nameSize?: MantineSize;
  /** The logo's text alternative; "<name> logo" by default. */
  logoAlt?: string;
}

/** A workspace as the candidate meets it: its logo (when it has one) and its name. */
export function WorkspaceBrandMark({
  brand,
  logoHeight = 40,
  nameSize = 'lg',
  logoAlt,
}: WorkspaceBrandMarkProps) {
  const { t } = useLingui();
  const name = brand.name;
  return (
    <Group gap="sm" wrap="nowrap" data-testid="workspace-brand">
      {brand.logo_url && (
        <Image
          src={brand.logo_url}
          alt={logoAlt ?? t`${name} logo`}
          h={logoHeight}
          w="auto"
          maw={logoHeight * 5}
          fit="contain"
        />
      )}
      <Text fw={700} size={nameSize} lineClamp={1}>
        {brand.name}
      </Text>
    </Group>
  );
}
