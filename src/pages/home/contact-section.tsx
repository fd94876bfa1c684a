/**
 * The home page's contact section: the quote gate and the ways to reach us. A deferred
 * island of the home page (src/pages/home/home-page.tsx), with its map an island inside it.
 */
import styled from '@emotion/styled';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { businessProfile, formatAddress } from '@/content/business-profile';
import { siteConfig } from '@/config/site-config';
import { QuoteGate } from '@/features/lead-capture/quote-gate';
import { PhoneLink } from '@/ui/phone-link';
import { Card, Section, SectionHeading } from '@/ui/layout';
import { mailtoHref } from '@/domain/contact-links';
import { mq } from '@/ui/theme/theme';
import { deferredIsland } from '@/hydration/deferred-island';
import { useHomeSectionWords } from './home-section-language';

// The map (its drawing, or the embed the visitor asks for) sits at the end of the contact
// card, far below the fold: it hydrates from its own chunk, out of the first load's budget.
export const MapIsland = deferredIsland('home-map', () =>
  import('@/features/site-shell/map-embed').then((module) => module.MapEmbed),
);

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
  svg: { color: theme.color.brand, marginTop: theme.space[0.25] },
  strong: { display: 'block' },
  a: { overflowWrap: 'anywhere' },
  table: { borderCollapse: 'collapse' },
  'th, td': {
    textAlign: 'left',
    padding: `${theme.space[0.25]} ${theme.space[2]} ${theme.space[0.25]} 0`,
    fontWeight: 400,
  },
}));

export function ContactSection() {
  const words = useHomeSectionWords().contact;
  const openingHours = words.openingHours();
  return (
    <Section id="contact" tone="muted" labelledBy="contact-title">
      <SectionHeading
        id="contact-title"
        eyebrow={words.eyebrow}
        title={words.title}
        intro={words.intro}
      />
      <ContactLayout>
        <QuoteGate embedUrl={siteConfig.quoteFormEmbedUrl} words={words.gate} />
        <Card as="aside" aria-label={words.asideLabel}>
          <ContactList>
            <li>
              <Phone size={20} aria-hidden="true" />
              <div>
                <strong>{words.phone}</strong>
                <PhoneLink placement="contact" />
              </div>
            </li>
            <li>
              <Mail size={20} aria-hidden="true" />
              <div>
                <strong>{words.email}</strong>
                <a href={mailtoHref(businessProfile.email)}>{businessProfile.email}</a>
              </div>
            </li>
            <li>
              <MapPin size={20} aria-hidden="true" />
              <div>
                <strong>{words.address}</strong>
                {formatAddress()}
              </div>
            </li>
            <li>
              <Clock size={20} aria-hidden="true" />
              <div>
                <strong>{words.hours}</strong>
                {typeof openingHours === 'string' ? (
                  openingHours
                ) : (
                  <table>
                    <tbody>
                      {openingHours.map((row) => (
                        <tr key={row.label}>
                          <th scope="row">{row.label}</th>
                          <td>{row.value}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </div>
            </li>
          </ContactList>
          <MapIsland />
        </Card>
      </ContactLayout>
    </Section>
  );
}
