/**
 * The generic service layout: title, description,
 * details, icon and a call to action, used for services without a dedicated layout.
 */
import type { Service } from '@/content/types';
import { Breadcrumbs } from '@/seo/breadcrumbs';
import { CallAndQuoteButtons, CallToAction } from '@/features/site-shell/call-to-action';
import { PageHero } from '@/ui/page-hero';
import { ServiceDetails } from './service-details-block';
import { ServicePageMeta, useServicePageFrame } from './service-page-frame';
import { ServiceAreas, ServiceReviews, TrustPanel } from './service-sections';
import type { ServicePagesLanguage } from './service-page-words';
import { StaticContent } from '@/hydration/static-content';

/** The page in its language: the Spanish twin leaves out what has no Spanish copy yet. */
export function GenericServiceView({
  service,
  language,
}: {
  service: Service;
  language: ServicePagesLanguage;
}) {
  const frame = useServicePageFrame(service, language);
  const { t, words, english, crumbs } = frame;
  return (
    <>
      <ServicePageMeta service={service} frame={frame} />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={words.genericEyebrow}
        title={service.title}
        intro={service.shortDescription}
        actions={
          <CallAndQuoteButtons
            placement="service-hero"
            callLabel={t('page.callNow')}
            quoteLabel={t('page.freeQuote')}
          />
        }
        aside={english ? <TrustPanel /> : undefined}
      />
      <StaticContent name="service-content">
        <ServiceDetails service={service} language={language} />
        {english && <ServiceReviews service={service} tone="muted" />}
        {english && <ServiceAreas service={service} tone="default" />}
      </StaticContent>
      <CallToAction
        title={words.genericCtaTitle(service.title)}
        text={words.ctaText}
        placement={`service-${service.slug}`}
        actions={
          <CallAndQuoteButtons
            placement={`service-${service.slug}`}
            callLabel={t('page.callNow')}
            quoteLabel={t('page.freeQuote')}
          />
        }
      />
    </>
  );
}
