import { useLingui } from '@lingui/react/macro';
import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/i18n/language-switch';
import { brandColorStyle } from '@/ui/brand-color-style';
import { WorkspaceBrandMark } from '@/ui/workspace-brand-mark';
import type { WorkspaceBrand } from '#contract/workspaces';

/**
 * Every step of /take under the workspace the candidate answers to: a header with its logo and
 * name, and its colour as the primary colour of the steps when white text on it keeps WCAG AA (a
 * rule under the header says it too); otherwise the app's own colours. The header holds the language
 * switch, so the candidate may change language at any step.
 */
export function TakeBrandFrame({ brand, children }: { brand: WorkspaceBrand; children: ReactNode }) {
  const { t } = useLingui();
  const company = brand.name;
  const style = brandColorStyle(brand.brand_color);
  return (
    <Box style={style} data-brand-color={style ? brand.brand_color : undefined}>
      <Box
        component="header"
        bg="var(--mantine-color-body)"
        style={{
          borderBottom: style
            ? '4px solid var(--mantine-primary-color-filled)'
            : '1px solid var(--mantine-color-default-border)',
        }}
      >
        <Container size="lg" px="md" py="sm">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <WorkspaceBrandMark brand={brand} logoAlt={t`${company} logo`} />
            <LanguageSwitch />
          </Group>
        </Container>
      </Box>
      {children}
    </Box>
  );
}
