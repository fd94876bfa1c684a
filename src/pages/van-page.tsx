/**
 * /van (docs/decisions.md#van-page): the mobile service van,
 * what it carries, how on-site service works and what the customer provides.
 */
import styled from '@emotion/styled';
import { CircleCheck, CloudRain } from 'lucide-react';
import { Link } from 'react-router-dom';
import { VAN_PAGE } from '@/content/service-details';
import { paths } from '@/config/paths';
import { Breadcrumbs, trail } from '@/seo/breadcrumbs';
import { PageMeta } from '@/seo/page-meta';
import { breadcrumbJsonLd } from '@/seo/structured-data';
import { CallAndQuoteButtons, CallToAction } from '@/features/site-shell/call-to-action';
import { ServiceVanArt } from '@/ui/art/service-van-art';
import { FaqList } from '@/ui/faq-list';
import { Section, SectionHeading } from '@/ui/layout';
import { PageHero } from '@/ui/page-hero';
import { Reveal } from '@/ui/reveal';
import { mq } from '@/ui/theme/theme';
import { FeatureGrid, ProcessSteps } from './services/service-sections';
import { StaticContent } from '@/hydration/static-content';

const CRUMBS = trail({ name: 'Our Service Van', path: paths.van() });

const VanArt = styled(ServiceVanArt)({ display: 'block', width: '100%', height: 'auto' });

const PrepareLayout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  alignItems: 'start',
  [mq.lg]: { gridTemplateColumns: '1.3fr 1fr' },
}));

const Checklist = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[2],
  li: {
    display: 'grid',
    gridTemplateColumns: '28px 1fr',
    gap: theme.space[1.5],
    alignItems: 'start',
    lineHeight: 1.6,
  },
  svg: { color: theme.color.success, marginTop: theme.space[0.25] },
}));

const WeatherNote = styled.aside(({ theme }) => ({
  padding: theme.space[3],
  borderRadius: theme.radius.lg,
  background: theme.color.bgBrandSoft,
  border: `1px solid ${theme.color.border}`,
  h3: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.space[1],
    margin: `0 0 ${theme.space[1.5]}`,
    fontSize: theme.fontSize.xl,
    color: theme.color.brand,
  },
  p: { margin: `0 0 ${theme.space[2]}`, lineHeight: 1.7 },
  'p:last-child': { marginBottom: 0 },
}));

export function Component() {
  return (
    <>
      <PageMeta
        title="Our Mobile Auto Glass Service Van"
        description="What our van carries, how on-site windshield repair and replacement works, and what you need to provide for a visit at your home or office."
        path={paths.van()}
        jsonLd={[breadcrumbJsonLd(CRUMBS)]}
      />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={CRUMBS} />}
        eyebrow="Our service van"
        title={VAN_PAGE.hero.headline}
        intro={VAN_PAGE.hero.subheadline}
        actions={<CallAndQuoteButtons placement="van-hero" />}
        aside={<VanArt />}
      />
      <StaticContent name="van-content">
        <Section labelledBy="van-equipment-title">
          <Reveal>
            <SectionHeading
              id="van-equipment-title"
              eyebrow="On board"
              title="What Every Van Carries"
              intro="Everything needed to repair or replace your glass and calibrate your cameras, so the job is finished in one visit."
            />
            <FeatureGrid items={VAN_PAGE.onBoard} min="240px" />
          </Reveal>
        </Section>
        <Section tone="muted" labelledBy="van-process-title">
          <Reveal>
            <SectionHeading
              id="van-process-title"
              eyebrow="Step by step"
              title="How On-Site Service Works"
            />
            <ProcessSteps steps={VAN_PAGE.howItWorks} />
          </Reveal>
        </Section>
        <Section labelledBy="van-prepare-title">
          <Reveal>
            <SectionHeading
              id="van-prepare-title"
              eyebrow="Before we arrive"
              title="What We Need From You"
              intro="A few simple things make the visit quick and let the adhesive cure properly."
            />
            <PrepareLayout>
              <Checklist>
                {VAN_PAGE.customerChecklist.map((item) => (
                  <li key={item}>
                    <CircleCheck size={22} aria-hidden="true" />
                    <span>{item}</span>
                  </li>
                ))}
              </Checklist>
              <WeatherNote aria-labelledby="van-weather-title">
                <h3 id="van-weather-title">
                  <CloudRain size={24} aria-hidden="true" />
                  What About the Weather?
                </h3>
                <p>{VAN_PAGE.weatherNote}</p>
                <p>
                  <Link to={paths.service('mobile-service')}>More about our mobile service</Link>
                </p>
              </WeatherNote>
            </PrepareLayout>
          </Reveal>
        </Section>
      </StaticContent>
      <Section tone="muted" labelledBy="van-faq-title">
        <SectionHeading id="van-faq-title" eyebrow="FAQ" title="Questions About On-Site Service" />
        <FaqList items={VAN_PAGE.faqs} />
      </Section>
      <CallToAction
        title="Book a Visit From Our Van"
        text="Request a free quote and pick an open time. We bring the glass, tools and calibration equipment to you."
        placement="van"
      />
    </>
  );
}
