import { useLingui } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import { Navigate } from 'react-router';
import { useSession } from '@/auth/session-context';
import { paths } from '@/config/paths';
import { BenefitsSection } from '@/features/landing/components/benefits-section';
import { CallToAction } from '@/features/landing/components/call-to-action';
import { HeroSection } from '@/features/landing/components/hero-section';
import { LandingFooter } from '@/features/landing/components/landing-footer';
import { LandingHeader } from '@/features/landing/components/landing-header';
import { PageLoader } from '@/ui/page-loader';

export function LandingPage() {
  const { t } = useLingui();
  const session = useSession();
  if (session.status === 'loading') return <PageLoader label={t`Checking your session`} />;
  if (session.status === 'signed-in') return <Navigate to={paths.dashboard.getHref()} replace />;
  return (
    <>
      <LandingHeader />
      <Box component="main">
        <HeroSection />
        <BenefitsSection />
        <CallToAction />
      </Box>
      <LandingFooter />
    </>
  );
}
