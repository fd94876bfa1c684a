/**
 * One ad landing page (its parts: landing-hero.tsx, landing-sections.tsx): hero with the
 * quote form and trust signals beside it, a feature grid, testimonials and a closing
 * call band. The network decides the layout (form left or right), the tone (light,
 * dark or corporate) and the copy; `?service=` and `?urgent=true` preset the form.
 */
import { paths } from '@/config/paths';
import { ROUTES, type LandingNetwork } from '@/config/routes';
import { LeadForm } from '@/features/lead-capture/lead-form';
import { Breadcrumbs, trail } from '@/seo/breadcrumbs';
import { PageMeta } from '@/seo/page-meta';
import { breadcrumbJsonLd } from '@/seo/structured-data';
import { CallButton } from '@/ui/phone-link';
import { Container } from '@/ui/layout';
import { LandingArt } from './landing-art';
import { useLocale, useT } from '@/ui/messages';
import { landingContent, spanishLandingContent } from './landing-content';
import { ArtFigure, HeroBand, HeroGrid, HowItWorks, TrustSignals } from './landing-hero';
import { ClosingBand, FeatureGrid, LANDING_FORM_ID, Testimonials } from './landing-sections';
import { useLandingQuery } from './use-landing-query';
import { StaticContent } from '@/hydration/static-content';

export function LandingView({ network }: { network: LandingNetwork }) {
  const { service, urgent } = useLandingQuery();
  const t = useT();
  const spanish = useLocale() === 'es';
  const content = spanish
    ? spanishLandingContent(network, service, t)
    : landingContent(network, service);
  const tone = content.tone;
  const path = spanish ? ROUTES.esLanding.href(network) : paths.landing(network);
  const crumbs = trail({ name: content.crumb, path });
  return (
    <>
      <PageMeta
        title={content.metaTitle}
        description={content.metaDescription}
        path={path}
        noindex
        jsonLd={[breadcrumbJsonLd(crumbs)]}
      />
      <HeroBand tone={tone} data-landing-tone={tone} aria-labelledby="landing-title">
        <Container>
          <div className="landing-breadcrumbs">
            <Breadcrumbs crumbs={crumbs} />
          </div>
          <HeroGrid formSide={content.formSide} data-form-side={content.formSide}>
            <div className="landing-copy">
              <p className="landing-eyebrow">{content.eyebrow}</p>
              <h1 id="landing-title">{content.headline}</h1>
              <p className="landing-sub">{content.subheadline}</p>
              <TrustSignals items={content.trust} tone={tone} />
              <div className="landing-actions">
                <CallButton
                  placement={`landing-${network}`}
                  variant={tone === 'light' ? 'secondary' : 'outlineOnDark'}
                />
              </div>
            </div>
            <div className="landing-form" id={LANDING_FORM_ID}>
              <LeadForm
                key={`${content.service}-${urgent}`}
                placement={network}
                heading={content.formHeading}
                defaultService={content.service}
                lockService={content.lockService}
                defaultUrgent={urgent}
                tone={tone === 'light' ? 'light' : 'dark'}
              />
            </div>
            {content.artwork && (
              <ArtFigure className="landing-art">
                <LandingArt service={content.artwork} />
              </ArtFigure>
            )}
            {content.steps && <HowItWorks steps={content.steps} tone={tone} />}
          </HeroGrid>
        </Container>
      </HeroBand>
      {content.features.items.length > 0 && (
        <StaticContent name="landing-features">
          <FeatureGrid content={content} />
          <Testimonials content={content} />
        </StaticContent>
      )}
      <ClosingBand network={network} />
    </>
  );
}
