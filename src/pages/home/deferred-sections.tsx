/**
 * The home page's services, about and warranty sections: links and static copy, loaded as
 * deferred islands (home-page.tsx says why).
 */
import styled from '@emotion/styled';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '@/ui/button';
import { Card, CenteredNote, Grid, Section, SectionHeading } from '@/ui/layout';
import { Reveal } from '@/ui/reveal';
import { mq } from '@/ui/theme/theme';
import { ServiceCard } from '@/ui/service-card';
import { SampleTag } from '@/ui/truth/sample-tag';
import { useHomeSectionWords } from './home-section-language';

export function ServicesSection() {
  const words = useHomeSectionWords().services;
  return (
    <Section id="services" tone="muted" labelledBy="services-title">
      <Reveal>
        <SectionHeading
          id="services-title"
          eyebrow={words.eyebrow}
          title={words.title}
          intro={words.intro}
        />
        <Grid min="250px">
          {words.services.map((service) => (
            <ServiceCard
              key={service.slug}
              service={service}
              to={words.serviceHref(service)}
              linkText={words.cardLink?.(service)}
            />
          ))}
        </Grid>
      </Reveal>
    </Section>
  );
}

export function AboutSection() {
  const words = useHomeSectionWords().about;
  return (
    <Section id="about" labelledBy="about-title">
      <Reveal>
        <SectionHeading
          id="about-title"
          eyebrow={words.eyebrow}
          title={words.title}
          intro={
            <>
              {words.intro}
              {words.showsFoundingYearSample && <SampleTag kind="foundingYear" />}
            </>
          }
        />
        <Grid min="260px">
          {words.points.map((point) => (
            <Card key={point.title}>
              <h3>{point.title}</h3>
              <p>{point.description}</p>
            </Card>
          ))}
        </Grid>
        {words.vanLink && (
          <CenteredNote>
            <Link to={words.vanLink.to}>{words.vanLink.label}</Link>
          </CenteredNote>
        )}
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
  const words = useHomeSectionWords().warranty;
  return (
    <Section tone="brand" labelledBy="warranty-title">
      <Reveal>
        <Banner>
          <ShieldCheck size={56} aria-hidden="true" />
          <div>
            <h2 id="warranty-title">{words.title}</h2>
            <p>{words.text}</p>
          </div>
          <ButtonLink to={words.linkTo} variant="outlineOnDark">
            {words.linkLabel}
          </ButtonLink>
        </Banner>
      </Reveal>
    </Section>
  );
}
