/**
 * The shared footer in its full and minimal (landing pages) variants, in the page's language:
 * its words from the catalogue, its links to a page's Spanish twin where it has one
 * (docs/decisions/spanish.md#the-shell-in-spanish).
 */
import styled from '@emotion/styled';
import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { businessProfile, formatAddress } from '@/content/business-profile';
import { CITIES } from '@/content/cities';
import { aWorkmanshipWarranty } from '@/content/promise-wording';
import { COUNTIES } from '@/content/types';
import { SERVICES } from '@/content/services';
import { paths } from '@/config/paths';
import type { MessageId } from '@/i18n/catalogues/en';
import { useLocale, useT } from '@/ui/messages';
import { useHrefInLocale } from '@/ui/use-href-in-locale';
import { serviceName } from './nav-items';
import { SocialIcon, type SocialNetwork } from '@/ui/social-icons';
import { Container } from '@/ui/layout';
import { mq } from '@/ui/theme/theme';
import { usePagePhone } from '@/ui/page-phone';
import { PhoneLink } from '@/ui/phone-link';
import { mailtoHref } from '@/domain/contact-links';
import { SampleTag } from '@/ui/truth/sample-tag';
import { useCurrentYear } from '@/hydration/use-current-year';

/** A county list uses two columns when it has more than this many cities (San Mateo, Santa Clara). */
const TWO_COLUMN_CITY_THRESHOLD = 6;

const FOOTER_SERVICE_SLUGS = [
  'windshield-replacement',
  'windshield-repairs',
  'door-glass-replacement',
  'adas-windshield-calibration',
] as const;

const SOCIAL_NETWORKS = (
  [
    { network: 'facebook', label: 'Facebook', url: businessProfile.social.facebook },
    { network: 'instagram', label: 'Instagram', url: businessProfile.social.instagram },
    { network: 'x', label: 'X', url: businessProfile.social.x },
    { network: 'youtube', label: 'YouTube', url: businessProfile.social.youtube },
  ] as { network: SocialNetwork; label: string; url: string | undefined }[]
).filter((item): item is { network: SocialNetwork; label: string; url: string } =>
  Boolean(item.url),
);

const Shell = styled.footer(({ theme }) => ({
  background: theme.color.bgBrandStrong,
  color: theme.color.fgOnBrandMuted,
  paddingBlock: theme.space[6],
  // Room for the phone's sticky call bar, in the footer's own colour.
  [mq.belowLg]: { paddingBottom: `calc(${theme.space[6]} + ${theme.layout.mobileBarHeight})` },
  a: { color: theme.color.fgOnBrand },
  h2: {
    margin: `0 0 ${theme.space[1.5]}`,
    fontSize: theme.fontSize.md,
    color: theme.color.fgOnBrand,
    '&.spaced': { marginTop: theme.space[3] },
  },
  ul: { listStyle: 'none', margin: 0, padding: 0 },
  'li a': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space[1],
    minHeight: theme.size.inlineLink,
    overflowWrap: 'anywhere',
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
    // A long email address must not squeeze its icon to nothing.
    svg: { flexShrink: 0 },
  },
}));

const Columns = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  gridTemplateColumns: '1fr',
  [mq.md]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  [mq.lg]: { gridTemplateColumns: '1.4fr 1fr 1fr 1.3fr' },
  p: { margin: `0 0 ${theme.space[1.5]}`, lineHeight: 1.6 },
}));

const Social = styled.ul(({ theme }) => ({
  display: 'flex',
  gap: theme.space[1],
  a: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: theme.touchTarget,
    height: theme.touchTarget,
    borderRadius: theme.radius.pill,
    background: theme.color.bgOnBrandSubtle,
  },
}));

const Counties = styled.div(({ theme }) => ({
  marginTop: theme.space[5],
  paddingTop: theme.space[4],
  borderTop: `1px solid ${theme.color.borderOnBrand}`,
  display: 'grid',
  gap: theme.space[3],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  h3: {
    margin: `0 0 ${theme.space[1]}`,
    fontSize: theme.fontSize.md,
    color: theme.color.fgOnBrand,
  },
  'ul.two-columns': { columnCount: 2, columnGap: theme.space[2] },
  'li a': { minHeight: theme.size.inlineLink, fontSize: theme.fontSize.sm },
}));

const BottomLine = styled.div(({ theme }) => ({
  marginTop: theme.space[4],
  paddingTop: theme.space[3],
  borderTop: `1px solid ${theme.color.borderOnBrand}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[2],
  justifyContent: 'space-between',
  fontSize: theme.fontSize.sm,
  p: { margin: 0 },
  ul: { display: 'flex', flexWrap: 'wrap', gap: theme.space[2] },
}));

/** The bottom line alone (the landing pages' minimal footer): no rule or space above it. */
const StandaloneBottomLine = styled(BottomLine)({ marginTop: 0, paddingTop: 0, borderTop: 0 });

/** A footer link: its label is a catalogue message, its English path is led to the page's language. */
interface FooterLink {
  label: MessageId;
  to: string;
}

const QUICK_LINKS: FooterLink[] = [
  { label: 'shell.nav.home', to: paths.home() },
  { label: 'shell.footer.allServices', to: paths.services() },
  { label: 'shell.footer.serviceAreas', to: paths.locations() },
  { label: 'shell.footer.van', to: paths.van() },
  { label: 'shell.nav.blog', to: paths.blog() },
  { label: 'page.freeQuote', to: paths.quoteForm() },
];

const PRIVACY_AND_TERMS: FooterLink[] = [
  { label: 'shell.footer.privacyPolicy', to: paths.privacyPolicy() },
  { label: 'shell.footer.termsOfService', to: paths.termsOfService() },
];

const LEGAL_LINKS: FooterLink[] = [
  ...PRIVACY_AND_TERMS,
  { label: 'shell.nav.warranty', to: paths.warranty() },
];

function LinkList({
  links,
  labelledBy,
}: {
  links: { label: string; to: string }[];
  labelledBy?: string;
}) {
  return (
    <ul aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/** Footer links in the page's language. */
function useFooterLinks(links: FooterLink[]): { label: string; to: string }[] {
  const t = useT();
  const localized = useHrefInLocale();
  return links.map((link) => ({ label: t(link.label), to: localized(link.to) }));
}

/** The footer's four services, named and linked in the page's language. */
function useServiceLinks(): { label: string; to: string }[] {
  const locale = useLocale();
  const localized = useHrefInLocale();
  return FOOTER_SERVICE_SLUGS.map((slug) => ({
    label: serviceName(
      SERVICES.find((service) => service.slug === slug)!,
      locale,
    ),
    to: localized(paths.service(slug)),
  }));
}

function LegalLinks() {
  const t = useT();
  return (
    <nav aria-label={t('shell.footer.legal')}>
      <LinkList links={useFooterLinks(PRIVACY_AND_TERMS)} />
    </nav>
  );
}

function Copyright() {
  const t = useT();
  const year = useCurrentYear();
  return <p>{t('shell.footer.copyright', { year: String(year), name: businessProfile.name })}</p>;
}

/** Copyright plus privacy and terms links, for the ad landing pages. */
function MinimalFooter() {
  return (
    <Shell>
      <Container>
        <StandaloneBottomLine>
          <Copyright />
          <LegalLinks />
        </StandaloneBottomLine>
      </Container>
    </Shell>
  );
}

function SiteFooter({ newsletter }: { newsletter?: ReactNode }) {
  const pagePhone = usePagePhone();
  const t = useT();
  const locale = useLocale();
  const localized = useHrefInLocale();
  const serviceLinks = useServiceLinks();
  const quickLinks = useFooterLinks(QUICK_LINKS);
  const legalLinks = useFooterLinks(LEGAL_LINKS);
  return (
    <Shell>
      <Container>
        <Columns>
          <div>
            <h2>{businessProfile.name}</h2>
            <p>
              {t('shell.footer.since', { year: String(businessProfile.foundingYear) })}
              {businessProfile.foundingYearIsSample && <SampleTag kind="foundingYear" />}.{' '}
              {t('shell.footer.promise', {
                // The warranty's length in Spanish is worded by the service copy's module, too
                // heavy for every page's footer: the Spanish footer names the warranty, and the
                // Spanish warranty page states its terms.
                warranty: locale === 'en' ? aWorkmanshipWarranty() : t('shell.footer.ourWarranty'),
              })}
            </p>
            <Social>
              {SOCIAL_NETWORKS.map(({ network, label, url }) => (
                <li key={network}>
                  <a
                    href={url}
                    rel="noopener noreferrer"
                    target="_blank"
                    aria-label={t('shell.footer.opensInNewTab', { network: label })}
                  >
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </Social>
          </div>
          <nav aria-labelledby="footer-services">
            <h2 id="footer-services">{t('shell.nav.services')}</h2>
            <LinkList links={serviceLinks} labelledBy="footer-services" />
            <h2 id="footer-quick-links" className="spaced">
              {t('shell.footer.quickLinks')}
            </h2>
            <LinkList links={quickLinks} labelledBy="footer-quick-links" />
          </nav>
          <div>
            <h2 id="footer-legal">{t('shell.footer.legal')}</h2>
            <LinkList links={legalLinks} labelledBy="footer-legal" />
            <h2 className="spaced">{t('shell.nav.contact')}</h2>
            <ul>
              <li>
                <PhoneLink placement="footer">
                  <Phone size={16} aria-hidden="true" />
                  {pagePhone.display}
                </PhoneLink>
              </li>
              <li>
                <a href={mailtoHref(businessProfile.email)}>
                  <Mail size={16} aria-hidden="true" />
                  {businessProfile.email}
                </a>
              </li>
              <li>{formatAddress()}</li>
            </ul>
          </div>
          {newsletter}
        </Columns>
        <Counties role="region" aria-label={t('shell.footer.serviceLocations')}>
          {COUNTIES.map((county) => {
            const cities = CITIES.filter((city) => city.county === county);
            return (
              <div key={county}>
                <h3>{t('county.name', { county })}</h3>
                <ul
                  className={cities.length > TWO_COLUMN_CITY_THRESHOLD ? 'two-columns' : undefined}
                >
                  {cities.map((city) => (
                    <li key={city.id}>
                      <Link to={localized(paths.city(city.id))}>{city.name}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </Counties>
        <BottomLine>
          <Copyright />
          <LegalLinks />
        </BottomLine>
      </Container>
    </Shell>
  );
}

export type FooterVariant = 'full' | 'minimal';

/**
 * The footer a route asks for (its `RouteHandle.footer`). The full footer shows the
 * newsletter form it is given (src/app/app-footer.tsx puts the newsletter feature in).
 */
export function Footer({
  variant,
  newsletter,
}: {
  variant: FooterVariant;
  newsletter?: ReactNode;
}) {
  return variant === 'minimal' ? <MinimalFooter /> : <SiteFooter newsletter={newsletter} />;
}
