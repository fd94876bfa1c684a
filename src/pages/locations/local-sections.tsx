/**
 * The local-proof pieces shared by the city pages and the service-in-city pages
 * (docs/design.md#patterns-that-convert): neighbourhood chips, trust signals, hours and the
 * quote section anchored as `#quote`. The city page's own sections (the county's blocks, the
 * city's reviews) are in `city-sections.tsx`, so a service-in-city page does not load them.
 */
import styled from '@emotion/styled';
import { BadgeCheck, Clock, ShieldCheck, Star, Wallet } from 'lucide-react';
import { openingHoursRows } from '@/content/business-profile';
import { INSURANCE_PROMISE } from '@/content/claims';
import { fleetInvoicing, fleetSchedulingWindow } from '@/content/fleet-terms';
import { workmanshipWarrantyHeading } from '@/content/promise-wording';
import type { City } from '@/content/types';
import type { ServiceSlug } from '@/domain/service-slugs';
import { LeadFormIsland } from '@/features/lead-capture/lead-form-island';
import { InlineIcon } from '@/ui/icons';
import { CallButton } from '@/ui/phone-link';
import { ratingNode, SinceText } from '@/ui/truth/sample-tag';
import { Card, Section } from '@/ui/layout';
import { mq } from '@/ui/theme/theme';

/** Neighbourhood names as a wrapped row of chips. */
const ChipList = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[1],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  li: {
    padding: `${theme.space[0.5]} ${theme.space[1.5]}`,
    borderRadius: theme.radius.pill,
    background: theme.color.bgBrandSoft,
    color: theme.color.brand,
    fontSize: theme.fontSize.sm,
    fontWeight: 600,
  },
}));

/** Two columns on wide screens: the main text, then an aside. */
export const TwoColumns = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  alignItems: 'start',
  [mq.lg]: { gridTemplateColumns: '1.5fr 1fr' },
}));

const FactCard = styled(Card)(({ theme }) => ({
  gap: theme.space[2],
  h2: { margin: 0, fontSize: theme.fontSize.xl },
  h3: { margin: 0, fontSize: theme.fontSize.md },
  table: { borderCollapse: 'collapse', width: '100%' },
  'th, td': { textAlign: 'left', padding: `${theme.space[0.25]} 0`, fontWeight: 400 },
  th: { paddingRight: theme.space[2], whiteSpace: 'nowrap' },
}));

const Trust = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[1],
  li: { display: 'flex', gap: theme.space[1], alignItems: 'flex-start', lineHeight: 1.5 },
  svg: { flexShrink: 0, marginTop: theme.space[0.25], color: theme.color.brand },
}));

/**
 * Rating, years, warranty and insurance: the trust signals next to every action, each as
 * the profile states it (no rating configured, no rating line).
 */
function TrustList() {
  const rating = ratingNode();
  return (
    <Trust>
      {rating && (
        <li>
          <Star size={20} aria-hidden="true" />
          <span>{rating}</span>
        </li>
      )}
      <li>
        <BadgeCheck size={20} aria-hidden="true" />
        <span>
          <SinceText />
        </span>
      </li>
      <li>
        <Wallet size={20} aria-hidden="true" />
        {INSURANCE_PROMISE}
      </li>
      <li>
        <ShieldCheck size={20} aria-hidden="true" />
        {workmanshipWarrantyHeading()}
      </li>
    </Trust>
  );
}

/** The business hours from the profile, identical to the footer and contact section. */
export function HoursTable() {
  return (
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
  );
}

/** The aside of a local page: neighbourhoods served, hours, the phone and trust signals. */
export function LocalFactsCard({
  city,
  neighborhoods,
  headingId,
  placement,
}: {
  city: City;
  neighborhoods: string[];
  headingId: string;
  placement: string;
}) {
  return (
    <FactCard as="aside" aria-labelledby={headingId}>
      <h2 id={headingId}>Neighborhoods We Serve in {city.name}</h2>
      <ChipList>
        {neighborhoods.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ChipList>
      <p>
        And every other street in {city.name}: we come to your home, your office or any safe parking
        spot, with no travel fee.
      </p>
      <h3>
        <InlineIcon leading>
          <Clock size={18} aria-hidden="true" />
        </InlineIcon>
        Hours
      </h3>
      <HoursTable />
      <CallButton placement={placement} variant="secondary" size="md" iconSize={18} />
      <TrustList />
    </FactCard>
  );
}

const QuoteLayout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  alignItems: 'start',
  [mq.lg]: { gridTemplateColumns: '1.3fr 0.7fr' },
}));

/**
 * The quote section, anchored as `quote`. A service page presets its own service; a city
 * page presets none, so the form shows the default (windshield replacement): the city page
 * does not know what this visitor came for
 * (docs/decisions.md#no-preselected-service).
 */
export function QuoteSection({
  city,
  service,
  heading,
  placement,
}: {
  city: City;
  service?: ServiceSlug;
  heading: string;
  placement: string;
}) {
  return (
    <Section id="quote" tone="brand">
      <QuoteLayout>
        {/* The aside beside it says what happens next, for fleets too. */}
        <LeadFormIsland
          placement={placement}
          defaultService={service}
          heading={heading}
          tone="dark"
          fleetNextSteps={false}
        />
        <FactCard as="aside" aria-label={`Booking in ${city.name}`}>
          <h3>What happens next</h3>
          {service === 'fleet-services' ? (
            <p>
              {`We confirm your vehicles and the glass they need, then call you back to schedule the first visit to your site in ${city.name}${fleetSchedulingWindow() ? `, ${fleetSchedulingWindow()}` : ''}${fleetInvoicing() && `, billed${fleetInvoicing()}`}.`}
            </p>
          ) : (
            <p>
              We confirm the right glass for your vehicle, check your insurance coverage and call
              you back with a price and the first open slot in {city.name}.
            </p>
          )}
          <CallButton
            placement={`${placement}-quote`}
            variant="secondary"
            size="md"
            iconSize={18}
          />
          <TrustList />
        </FactCard>
      </QuoteLayout>
    </Section>
  );
}
