/**
 * The services index: every service, each with 'Learn more', in the language its entry gives
 * (`services-page.tsx` English, `services-page-es.tsx` Spanish).
 */
import styled from '@emotion/styled';
import { absoluteUrl } from '@/config/site-config';
import { Breadcrumbs, trail } from '@/seo/breadcrumbs';
import { PageMeta } from '@/seo/page-meta';
import { breadcrumbJsonLd, webPageJsonLd } from '@/seo/structured-data';
import { CallAndQuoteButtons, CallToAction } from '@/features/site-shell/call-to-action';
import { CallButton } from '@/ui/phone-link';
import { Grid, Section, SectionHeading } from '@/ui/layout';
import { PageHero } from '@/ui/page-hero';
import { mq } from '@/ui/theme/theme';
import { ServiceCard } from '@/ui/service-card';
import { useT } from '@/ui/messages';
import { TrustPanel } from './service-sections';
import type { ServicesIndexLanguage } from './services-index-words';

function servicesItemListJsonLd(language: ServicesIndexLanguage) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: language.index.listName,
    itemListElement: language.services.map((service, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: service.title,
      url: absoluteUrl(language.links.service(service.slug)),
    })),
  };
}

/** The grid of service cards, as a list. */
const ServiceList = styled(Grid)({ listStyle: 'none', margin: 0, padding: 0 });

const HelpBox = styled.div(({ theme }) => ({
  marginTop: theme.space[6],
  padding: theme.space[3],
  borderRadius: theme.radius.lg,
  background: theme.color.bgBrandSoft,
  border: `1px solid ${theme.color.border}`,
  display: 'grid',
  gap: theme.space[2],
  alignItems: 'center',
  [mq.md]: { gridTemplateColumns: '1fr auto', padding: theme.space[4] },
  h2: { margin: 0, fontSize: theme.fontSize.xl },
  p: { margin: `${theme.space[1]} 0 0`, color: theme.color.fgMuted, lineHeight: 1.6 },
}));

/** The services index in its language: the Spanish twin leaves out the English trust panel. */
export function ServicesPage({ language }: { language: ServicesIndexLanguage }) {
  const t = useT();
  const words = language.index;
  const english = language.showsEnglishOnlySections;
  const crumbs = trail({ name: language.servicesName, path: language.links.services });
  const path = language.links.services;
  return (
    <>
      <PageMeta
        title={words.metaTitle}
        description={words.metaDescription}
        path={path}
        jsonLd={[
          ...(english
            ? []
            : [
                webPageJsonLd({
                  name: words.metaTitle,
                  description: words.metaDescription,
                  path,
                  inLanguage: 'es',
                }),
              ]),
          servicesItemListJsonLd(language),
          breadcrumbJsonLd(crumbs),
        ]}
      />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={words.heroEyebrow}
        title={words.heroTitle}
        intro={words.heroIntro}
        actions={
          <CallAndQuoteButtons
            placement="services-hero"
            callLabel={t('page.callNow')}
            quoteLabel={t('page.freeQuote')}
          />
        }
        aside={english ? <TrustPanel /> : undefined}
      />
      <Section tone="muted" labelledBy="services-grid-title">
        <SectionHeading
          id="services-grid-title"
          eyebrow={words.gridEyebrow}
          title={words.gridTitle}
          intro={words.gridIntro}
        />
        <ServiceList min="260px" as="ul">
          {language.services.map((service) => (
            <li key={service.slug}>
              <ServiceCard
                service={service}
                to={language.links.service(service.slug)}
                linkText={words.cardLink?.(service.title)}
              />
            </li>
          ))}
        </ServiceList>
        <HelpBox>
          <div>
            <h2>{words.helpTitle}</h2>
            <p>{words.helpText}</p>
          </div>
          <CallButton placement="services-help" variant="secondary" />
        </HelpBox>
      </Section>
      <CallToAction
        title={words.ctaTitle}
        text={words.ctaText}
        placement="services"
        actions={
          <CallAndQuoteButtons
            placement="services"
            callLabel={t('page.callNow')}
            quoteLabel={t('page.freeQuote')}
          />
        }
      />
    </>
  );
}
