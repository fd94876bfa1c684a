/**
 * The thank-you page, where the lead form sends
 * visitors 2 seconds after a successful request: 'Thank You!', what happens next, and
 * the way back to the site, the blog and the phone. Noindex.
 */
import styled from '@emotion/styled';
import { businessProfile, openingHoursRows } from '@/content/business-profile';
import { paths } from '@/config/paths';
import { Breadcrumbs, trail } from '@/features/seo/breadcrumbs';
import { PageMeta } from '@/features/seo/page-meta';
import { breadcrumbJsonLd } from '@/features/seo/structured-data';
import { CallButton } from '@/ui/phone-link';
import { ButtonLink } from '@/ui/button';
import { Section, SectionHeading } from '@/ui/layout';
import { PageHero } from '@/ui/page-hero';
import { NumberedSteps } from '@/ui/numbered-steps';
import type { RouteHandle } from '@/config/route-handle';

/** A quote was just sent: the sticky bar offers the call, not another quote. */
export const handle: RouteHandle = { mobileBar: { quote: false } };

const NEXT_STEPS = [
  {
    title: 'We review your request',
    description:
      'A member of our team reads the details you sent and checks which glass fits your vehicle.',
  },
  {
    title: 'We contact you',
    description:
      'We call or email you during business hours, usually within the hour, with your quote and any insurance questions.',
  },
  {
    title: 'We come to you',
    description:
      'Pick a time and place. Our technician brings the glass and tools to your home, office or parking lot, with no travel fee.',
  },
];

const Hours = styled.div(({ theme }) => ({
  marginTop: theme.space[4],
  textAlign: 'center',
  h3: { margin: `0 0 ${theme.space[1]}`, fontSize: theme.fontSize.lg },
  table: { marginInline: 'auto', borderCollapse: 'collapse' },
  'th, td': {
    textAlign: 'left',
    padding: `${theme.space[0.25]} ${theme.space[2]} ${theme.space[0.25]} 0`,
    fontWeight: 400,
  },
  th: { fontWeight: 600 },
}));

export function Component() {
  const crumbs = trail({ name: 'Thank You', path: paths.thankYou() });
  return (
    <>
      <PageMeta
        title="Thank You for Your Request"
        description={`We received your auto glass quote request. ${businessProfile.name} will contact you during business hours.`}
        path={paths.thankYou()}
        noindex
        jsonLd={[breadcrumbJsonLd(crumbs)]}
      />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow="Request received"
        title="Thank You!"
        intro="Your quote request is on its way to our team. Here is what happens next."
        actions={
          <>
            <ButtonLink to={paths.home()} variant="outlineOnDark" size="lg">
              Back to the main site
            </ButtonLink>
            <ButtonLink to={paths.blog()} variant="outlineOnDark" size="lg">
              Read our blog
            </ButtonLink>
            <CallButton placement="thank-you" />
          </>
        }
      />
      <Section tone="muted" labelledBy="thank-you-next-title">
        <SectionHeading
          id="thank-you-next-title"
          eyebrow="Next steps"
          title="What Happens Next"
          intro="Need us sooner? Call us during business hours and mention your quote request."
        />
        <NumberedSteps columns={3}>
          {NEXT_STEPS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.description}</p>
            </li>
          ))}
        </NumberedSteps>
        <Hours>
          <h3>Our hours</h3>
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
        </Hours>
      </Section>
    </>
  );
}
