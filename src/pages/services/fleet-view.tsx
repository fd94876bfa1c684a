/**
 * The fleet page: fleet hero, six service cards, benefits,
 * six FAQs and the request form at #fleet-form. The form is the configured third-party
 * embed (700px high) or, by default, the product's own lead form fixed to fleet-services
 * (docs/decisions.md#optional-embeds).
 */
import styled from '@emotion/styled';
import {
  CalendarClock,
  ClipboardList,
  Clock,
  Receipt,
  ScanEye,
  Truck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { Service } from '@/content/types';
import { siteConfig } from '@/config/site-config';
import { EMBED_HEIGHT_PX } from '@/features/lead-capture/quote-gate';
import { Breadcrumbs } from '@/seo/breadcrumbs';
import { PageMeta } from '@/seo/page-meta';
import { breadcrumbJsonLd, serviceJsonLd, webPageJsonLd } from '@/seo/structured-data';
import { CallButton, PhoneLink } from '@/ui/phone-link';
import { ButtonLink } from '@/ui/button';
import { FaqList } from '@/ui/faq-list';
import { Section, SectionHeading } from '@/ui/layout';
import { PageHero } from '@/ui/page-hero';
import { Reveal } from '@/ui/reveal';
import { mq } from '@/ui/theme/theme';
import { IconCardGrid } from '@/ui/icon-card-grid';
import { serviceCrumbs } from './service-details-block';
import {
  FeatureGrid,
  HeroFacts,
  ProcessSteps,
  ServiceAreas,
  ServiceReviews,
} from './service-sections';
import { StaticContent } from '@/hydration/static-content';
import type { ServicePagesLanguage } from './service-page-words';

/** One icon per hero fact, in the order of the page copy's `heroFacts`. */
const HERO_FACT_ICONS: LucideIcon[] = [Users, Clock, Receipt];

/** One icon per fleet service card, in the order of FLEET_CONTENT.cards. */
const CARD_ICONS: LucideIcon[] = [Truck, Clock, Receipt, ScanEye, ClipboardList, CalendarClock];

const FormLayout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  alignItems: 'start',
  [mq.lg]: {
    gridTemplateColumns: '0.8fr 1.2fr',
    '> :first-of-type': {
      position: 'sticky',
      top: `calc(${theme.layout.headerHeight} + ${theme.space[3]})`,
    },
  },
  h2: {
    margin: `${theme.space[1]} 0 ${theme.space[2]}`,
    fontSize: theme.fontSize['2xl'],
    [mq.md]: { fontSize: theme.fontSize['3xl'] },
  },
  '.eyebrow': {
    margin: 0,
    fontSize: theme.fontSize.sm,
    fontWeight: 700,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
  },
  p: { margin: `0 0 ${theme.space[2]}`, lineHeight: 1.7 },
  ul: { margin: `0 0 ${theme.space[2]}`, paddingLeft: theme.space[3], lineHeight: 1.7 },
}));

const Embed = styled.iframe(({ theme }) => ({
  display: 'block',
  width: '100%',
  border: 0,
  borderRadius: theme.radius.lg,
  background: theme.color.bg,
  boxShadow: theme.shadow.md,
}));

/**
 * The request form: the configured third-party embed on the English page, else the product's
 * own lead form in the page's language. The Spanish page always shows the own form, in Spanish:
 * an embed is a form in English whose words the site cannot translate
 * (docs/decisions/spanish.md#the-fleet-form-on-the-spanish-fleet-page).
 */
function FleetRequestForm({
  language,
  embedTitle,
  heading,
}: {
  language: ServicePagesLanguage;
  embedTitle: string;
  heading: string;
}) {
  const embedUrl = siteConfig.fleetFormEmbedUrl;
  if (embedUrl && language.showsEnglishOnlySections) {
    return <Embed src={embedUrl} title={embedTitle} height={EMBED_HEIGHT_PX} loading="lazy" />;
  }
  const FormIsland = language.leadFormIsland;
  return (
    <FormIsland
      placement="fleet"
      defaultService="fleet-services"
      lockService
      heading={heading}
      // The column beside the form already says what happens next.
      fleetNextSteps={false}
    />
  );
}

/**
 * The page in its language. The Spanish twin leaves out the reviews and the cities (English)
 * (docs/decisions/spanish.md#spanish-services-pages).
 */
export function FleetView({
  service,
  language,
}: {
  service: Service;
  language: ServicePagesLanguage;
}) {
  const detail = language.details[service.slug];
  const fleet = language.fleet;
  const page = language.fleetPage;
  const english = language.showsEnglishOnlySections;
  const crumbs = serviceCrumbs(service, language);
  const path = language.links.service(service.slug);
  return (
    <>
      <PageMeta
        title={page.metaTitle}
        description={service.shortDescription}
        path={path}
        jsonLd={[
          english
            ? serviceJsonLd({ name: service.title, description: detail.description, path })
            : webPageJsonLd({
                name: page.metaTitle,
                description: service.shortDescription,
                path,
                inLanguage: 'es',
              }),
          breadcrumbJsonLd(crumbs),
        ]}
      />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={page.heroEyebrow}
        title={fleet.hero.headline}
        intro={fleet.hero.subheadline}
        actions={
          <>
            <ButtonLink to={language.links.fleetForm} size="lg">
              {page.requestButton}
            </ButtonLink>
            <CallButton placement="fleet-hero" variant="outlineOnDark" />
          </>
        }
        aside={
          <HeroFacts
            label={page.heroFactsLabel}
            items={page.heroFacts.map((fact, index) => ({
              icon: HERO_FACT_ICONS[index]!,
              ...fact,
            }))}
          />
        }
      />
      <StaticContent name="fleet-content">
        <Section labelledBy="fleet-services-title">
          <Reveal>
            <SectionHeading
              id="fleet-services-title"
              eyebrow={page.services.eyebrow}
              title={page.services.title}
              intro={page.services.intro}
            />
            <IconCardGrid items={fleet.cards} icons={CARD_ICONS} min="280px" />
          </Reveal>
        </Section>
        <Section tone="muted" labelledBy="fleet-benefits-title">
          <Reveal>
            <SectionHeading
              id="fleet-benefits-title"
              eyebrow={page.benefits.eyebrow}
              title={page.benefits.title}
            />
            <FeatureGrid items={fleet.benefits} />
          </Reveal>
        </Section>
        <Section labelledBy="fleet-process-title">
          <Reveal>
            <SectionHeading
              id="fleet-process-title"
              eyebrow={page.process.eyebrow}
              title={page.process.title}
            />
            <ProcessSteps steps={detail.process} />
          </Reveal>
        </Section>
        {english && <ServiceReviews service={service} tone="muted" />}
      </StaticContent>
      <Section id="faq" labelledBy="fleet-faq-title">
        <SectionHeading id="fleet-faq-title" eyebrow={page.faq.eyebrow} title={page.faq.title} />
        <FaqList items={fleet.faqs} />
      </Section>
      <Section id="fleet-form" tone="muted" labelledBy="fleet-form-title">
        <FormLayout>
          <div>
            <p className="eyebrow">{page.form.eyebrow}</p>
            <h2 id="fleet-form-title">{page.form.title}</h2>
            <p>{page.form.intro}</p>
            <ul>
              {page.form.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <p>
              {page.form.callPrompt} <PhoneLink placement="fleet-form" />.
            </p>
          </div>
          <FleetRequestForm
            language={language}
            embedTitle={page.form.embedTitle}
            heading={page.requestButton}
          />
        </FormLayout>
      </Section>
      {english && <ServiceAreas service={service} tone="default" />}
    </>
  );
}
