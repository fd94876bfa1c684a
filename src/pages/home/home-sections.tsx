/** The home page's sections after the hero, in their fixed order. */
import styled from '@emotion/styled';
import { Clock, Mail, MapPin, Phone, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { businessProfile, formatAddress, openingHoursRows } from '@/content/business-profile';
import { ABOUT_POINTS } from '@/content/home';
import { SERVICES } from '@/content/services';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site-config';
import { QuoteGate } from '@/features/lead-capture/quote-gate';
import { MapEmbed } from '@/features/site-shell/map-embed';
import { PhoneLink } from '@/ui/phone-link';
import { SampleTag } from '@/ui/truth/sample-tag';
import { ButtonLink } from '@/ui/button';
import { Card, Grid, Section, SectionHeading } from '@/ui/layout';
import { Reveal } from '@/ui/reveal';
import { mq } from '@/ui/theme/theme';
import { ServiceCard } from '@/ui/service-card';

export function ServicesSection() {
  return (
    <Section id="services" tone="muted" labelledBy="services-title">
      <Reveal>
        <SectionHeading
          id="services-title"
          eyebrow="What we do"
          title="Auto Glass Services"
          intro="From a 30-minute chip repair to a full windshield with camera calibration, done where your car is parked."
        />
        <Grid min="250px">
          {SERVICES.map((service) => (
            <ServiceCard key={service.slug} service={service} />
          ))}
        </Grid>
      </Reveal>
    </Section>
  );
}

export function AboutSection() {
  return (
    <Section id="about" labelledBy="about-title">
      <Reveal>
        <SectionHeading
          id="about-title"
          eyebrow="About us"
          title={`Bay Area auto glass specialists since ${businessProfile.foundingYear}`}
          intro={
            <>
              {`${businessProfile.name} is a local team of auto glass technicians. We replace and repair windshields, side and rear glass, and recalibrate the driver-assistance cameras that sit behind them.`}
              {businessProfile.foundingYearIsSample && <SampleTag kind="founding year" />}
            </>
          }
        />
        <Grid min="260px">
          {ABOUT_POINTS.map((point) => (
            <Card key={point.title}>
              <h3>{point.title}</h3>
              <p>{point.description}</p>
            </Card>
          ))}
        </Grid>
        <p style={{ textAlign: 'center', marginTop: 32 }}>
          <Link to={paths.van()}>See what our service van carries</Link>
        </p>
      </Reveal>
    </Section>
  );
}

const Banner = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[3],
  alignItems: 'center',
  [mq.md]: { gridTemplateColumns: 'auto 1fr auto' },
  h2: { margin: 0, fontSize: theme.fontSize['2xl'] },
  p: { margin: `${theme.space[1]} 0 0`, color: theme.color.fgOnBrandMuted },
  svg: { color: theme.color.accent },
}));

export function WarrantyBanner() {
  return (
    <Section tone="brand" labelledBy="warranty-title">
      <Reveal>
        <Banner>
          <ShieldCheck size={56} aria-hidden="true" />
          <div>
            <h2 id="warranty-title">Lifetime Workmanship Warranty</h2>
            <p>
              If an installation we did ever leaks water, lets in wind noise or shows a defect, we
              fix it for free for as long as you own the vehicle.
            </p>
          </div>
          <ButtonLink to={paths.warranty()} variant="outlineOnDark">
            Read the warranty
          </ButtonLink>
        </Banner>
      </Reveal>
    </Section>
  );
}

const ContactLayout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  alignItems: 'start',
  // Grid items may shrink below their content (the email address), so a 360px phone
  // never scrolls sideways.
  '> *': { minWidth: 0 },
  [mq.lg]: { gridTemplateColumns: '1.2fr 0.8fr' },
}));

const ContactList = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[2],
  li: {
    display: 'grid',
    gridTemplateColumns: '28px minmax(0, 1fr)',
    gap: theme.space[1],
    alignItems: 'start',
  },
  svg: { color: theme.color.brand, marginTop: 2 },
  strong: { display: 'block' },
  a: { overflowWrap: 'anywhere' },
  table: { borderCollapse: 'collapse' },
  'th, td': { textAlign: 'left', padding: '2px 16px 2px 0', fontWeight: 400 },
}));

export function ContactSection() {
  return (
    <Section id="contact" tone="muted" labelledBy="contact-title">
      <SectionHeading
        id="contact-title"
        eyebrow="Free quote"
        title="Get Your Free Quote"
        intro="Tell us about your vehicle and the damage. We reply within business hours, usually within the hour."
      />
      <ContactLayout>
        <QuoteGate embedUrl={siteConfig.quoteFormEmbedUrl} />
        <Card as="aside" aria-label="Contact information">
          <ContactList>
            <li>
              <Phone size={20} aria-hidden="true" />
              <div>
                <strong>Phone</strong>
                <PhoneLink placement="contact" />
              </div>
            </li>
            <li>
              <Mail size={20} aria-hidden="true" />
              <div>
                <strong>Email</strong>
                <a href={`mailto:${businessProfile.email}`}>{businessProfile.email}</a>
              </div>
            </li>
            <li>
              <MapPin size={20} aria-hidden="true" />
              <div>
                <strong>Address</strong>
                {formatAddress()}
              </div>
            </li>
            <li>
              <Clock size={20} aria-hidden="true" />
              <div>
                <strong>Hours</strong>
                <table>
                  <tbody>
                    {openingHoursRows().map((row) => (
                      <tr key={row.label}>
                        <th scope="row">{row.label}</th>
                        <td>{row.value}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </li>
          </ContactList>
          <MapEmbed />
        </Card>
      </ContactLayout>
    </Section>
  );
}
