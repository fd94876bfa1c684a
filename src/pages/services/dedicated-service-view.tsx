/**
 * The dedicated layout of the five main services: hero,
 * about, benefits, insurance (repairs and door glass), process, reviews, FAQ, the cities
 * served and a closing call to action.
 */
import styled from '@emotion/styled';
import { Receipt } from 'lucide-react';
import { INSURERS } from '@/content/insurers';
import type { Service } from '@/content/types';
import { Breadcrumbs } from '@/seo/breadcrumbs';
import { PageMeta } from '@/seo/page-meta';
import { breadcrumbJsonLd, serviceJsonLd, webPageJsonLd } from '@/seo/structured-data';
import { CallAndQuoteButtons, CallToAction } from '@/features/site-shell/call-to-action';
import { PhoneLink } from '@/ui/phone-link';
import { FaqList } from '@/ui/faq-list';
import { Section, SectionHeading } from '@/ui/layout';
import { PageHero } from '@/ui/page-hero';
import { Reveal } from '@/ui/reveal';
import { mq } from '@/ui/theme/theme';
import {
  FeatureGrid,
  ProcessSteps,
  ServiceAreas,
  ServiceReviews,
  TrustPanel,
} from './service-sections';
import { ServiceDetails, serviceCrumbs, servicePageTitle } from './service-details-block';
import { StaticContent } from '@/hydration/static-content';
import { useT } from '@/ui/messages';
import type { ServicePagesLanguage } from './service-page-words';

const InsuranceLayout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  alignItems: 'start',
  [mq.lg]: { gridTemplateColumns: '1.4fr 1fr' },
  p: { margin: `0 0 ${theme.space[2]}`, lineHeight: 1.7, maxWidth: theme.measure.md },
}));

const InsurerBox = styled.div(({ theme }) => ({
  padding: theme.space[3],
  borderRadius: theme.radius.lg,
  background: theme.color.bgBrandSoft,
  border: `1px solid ${theme.color.border}`,
  h3: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.space[1],
    margin: `0 0 ${theme.space[2]}`,
    fontSize: theme.fontSize.lg,
    color: theme.color.brand,
  },
  ul: {
    listStyle: 'none',
    margin: `0 0 ${theme.space[2]}`,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.space[1],
  },
  li: {
    padding: `${theme.space[0.5]} ${theme.space[1.5]}`,
    borderRadius: theme.radius.pill,
    background: theme.color.bg,
    border: `1px solid ${theme.color.border}`,
    fontWeight: 600,
    fontSize: theme.fontSize.sm,
  },
  p: { margin: 0, fontSize: theme.fontSize.md },
}));

function InsuranceSection({
  insurance,
  slug,
  language,
}: {
  insurance: { heading: string; paragraphs: string[] };
  slug: string;
  language: ServicePagesLanguage;
}) {
  const words = language.view;
  const headingId = `${slug}-insurance-title`;
  return (
    <Section id="insurance" labelledBy={headingId}>
      <Reveal>
        <SectionHeading
          id={headingId}
          eyebrow={words.insuranceEyebrow}
          title={insurance.heading}
          align="start"
        />
        <InsuranceLayout>
          <div>
            {insurance.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <InsurerBox>
            <h3>
              <Receipt size={22} aria-hidden="true" />
              {words.insurersTitle}
            </h3>
            <ul>
              {INSURERS.map((insurer) => (
                <li key={insurer.name}>{insurer.name}</li>
              ))}
            </ul>
            <p>
              {words.insurersElsewhere[0]} <PhoneLink placement="service-insurance" />{' '}
              {words.insurersElsewhere[1]}
            </p>
          </InsurerBox>
        </InsuranceLayout>
      </Reveal>
    </Section>
  );
}

/** The page in its language: the Spanish twin leaves out what has no Spanish copy yet. */
export function DedicatedServiceView({
  service,
  language,
}: {
  service: Service;
  language: ServicePagesLanguage;
}) {
  const t = useT();
  const words = language.view;
  const detail = language.details[service.slug];
  const english = language.showsEnglishOnlySections;
  // Section backgrounds alternate; the insurance section, when present, shifts the rest.
  const tone = (position: number) =>
    (position + (detail.insurance ? 1 : 0)) % 2 === 1 ? 'muted' : 'default';
  const crumbs = serviceCrumbs(service, language);
  const path = language.links.service(service.slug);
  const title = servicePageTitle(service, language);
  return (
    <>
      <PageMeta
        title={title}
        // The service's own one-line summary fits search results (docs/decisions/structured-data.md#snippet-lengths).
        description={service.shortDescription}
        path={path}
        jsonLd={[
          english
            ? serviceJsonLd({ name: service.title, description: detail.description, path })
            : webPageJsonLd({
                name: title,
                description: service.shortDescription,
                path,
                inLanguage: 'es',
              }),
          breadcrumbJsonLd(crumbs),
        ]}
      />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={service.title}
        title={detail.hero.headline}
        intro={detail.hero.subheadline}
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
        <Section tone="muted" labelledBy="benefits-title">
          <Reveal>
            <SectionHeading
              id="benefits-title"
              eyebrow={words.benefitsEyebrow}
              title={words.benefitsTitle(service.title)}
            />
            <FeatureGrid items={detail.benefits} />
          </Reveal>
        </Section>
        {detail.insurance && (
          <InsuranceSection insurance={detail.insurance} slug={service.slug} language={language} />
        )}
        <Section tone={tone(2)} labelledBy="process-title">
          <Reveal>
            <SectionHeading
              id="process-title"
              eyebrow={words.processEyebrow}
              title={words.processTitle}
            />
            <ProcessSteps steps={detail.process} />
          </Reveal>
        </Section>
        {english && <ServiceReviews service={service} tone={tone(3)} />}
      </StaticContent>
      <Section id="faq" tone={tone(4)} labelledBy="faq-title">
        <SectionHeading
          id="faq-title"
          eyebrow={words.faqEyebrow}
          title={words.faqTitle}
          intro={words.faqIntro}
        />
        <FaqList items={detail.faqs} />
      </Section>
      {english && (
        <StaticContent name="service-areas">
          <ServiceAreas service={service} tone={tone(5)} />
        </StaticContent>
      )}
      <CallToAction
        title={words.ctaTitle}
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
