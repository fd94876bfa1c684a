/**
 * The home page's services, about and warranty sections: links and static copy, loaded as
 * deferred islands (home-page.tsx says why).
 */
import styled from '@emotion/styled';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { businessProfile } from '@/content/business-profile';
import { ABOUT_POINTS } from '@/content/home';
import { workmanshipTerm, workmanshipWarrantyTitle } from '@/content/promise-wording';
import { SERVICES } from '@/content/services';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/ui/button';
import { Card, CenteredNote, Grid, Section, SectionHeading } from '@/ui/layout';
import { Reveal } from '@/ui/reveal';
import { mq } from '@/ui/theme/theme';
import { ServiceCard } from '@/ui/service-card';
import { SampleTag } from '@/ui/truth/sample-tag';

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
        <CenteredNote>
          <Link to={paths.van()}>See what our service van carries</Link>
        </CenteredNote>
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
            <h2 id="warranty-title">{workmanshipWarrantyTitle()}</h2>
            <p>
              {`If an installation we did leaks water, lets in wind noise or shows a defect, we fix it for free ${workmanshipTerm()}.`}
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
