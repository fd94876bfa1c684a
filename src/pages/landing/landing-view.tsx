/**
 * One ad landing page: hero with the
 * quote form and trust signals beside it, a feature grid, testimonials and a closing
 * call band. The network decides the layout (form left or right), the tone (light,
 * dark or corporate) and the copy; `?service=` and `?urgent=true` preset the form.
 */
import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';
import {
  BadgeCheck,
  CalendarClock,
  MapPin,
  Receipt,
  ShieldCheck,
  Star,
  type LucideIcon,
} from 'lucide-react';
import { businessProfile } from '@/content/business-profile';
import { reviewSourceLine } from '@/content/claims';
import type { ProcessStep, Testimonial } from '@/content/types';
import { paths } from '@/config/paths';
import type { LandingNetwork } from '@/config/routes';
import { LeadForm } from '@/features/lead-capture/lead-form';
import { Breadcrumbs, trail } from '@/features/seo/breadcrumbs';
import { PageMeta } from '@/features/seo/page-meta';
import { breadcrumbJsonLd } from '@/features/seo/structured-data';
import { CallButton } from '@/ui/phone-link';
import { ratingNode, SampleTag } from '@/ui/truth/sample-tag';
import { Container } from '@/ui/layout';
import { Reveal } from '@/ui/reveal';
import { StarRating } from '@/ui/star-rating';
import { mq } from '@/ui/theme/theme';
import { LandingArt } from './landing-art';
import {
  landingContent,
  type LandingContent,
  type LandingTone,
  type TrustSignal,
} from './landing-content';
import { useLandingQuery } from './use-landing-query';

/** Id of the form column, the target of the closing band's 'back to the form' link. */
export const LANDING_FORM_ID = 'quote';

/** Light text on the dark tones; white at this opacity keeps well over 7:1 on navy. */
const ON_DARK_MUTED = 'rgba(255, 255, 255, 0.86)';

interface Surface {
  background: string;
  color: string;
  muted: string;
  heading: string;
  eyebrow: string;
}

/** Colours of each tone's hero band, from the theme's roles. */
function heroSurface(theme: Theme, tone: LandingTone): Surface {
  if (tone === 'light') {
    return {
      background: `linear-gradient(180deg, ${theme.color.bgBrandSoft} 0%, ${theme.color.bg} 100%)`,
      color: theme.color.fg,
      muted: theme.color.fgMuted,
      heading: theme.color.bgBrand,
      eyebrow: theme.color.brand,
    };
  }
  return {
    background:
      tone === 'dark'
        ? theme.color.bgBrandStrong
        : `linear-gradient(160deg, ${theme.color.bgBrandStrong} 0%, ${theme.color.bgBrand} 70%)`,
    color: theme.color.fgOnBrand,
    muted: ON_DARK_MUTED,
    heading: theme.color.fgOnBrand,
    eyebrow: theme.color.accentHover,
  };
}

const HeroBand = styled.section<{ tone: LandingTone }>(({ theme, tone }) => {
  const surface = heroSurface(theme, tone);
  return {
    background: surface.background,
    color: surface.color,
    paddingBlock: theme.space[3],
    [mq.lg]: { paddingBlock: theme.space[6] },
    '.landing-breadcrumbs': { marginBottom: theme.space[2] },
    '.landing-breadcrumbs a': { color: 'inherit' },
    '.landing-eyebrow': {
      margin: 0,
      fontSize: theme.fontSize.sm,
      fontWeight: 700,
      letterSpacing: '0.08em',
      textTransform: 'uppercase',
      color: surface.eyebrow,
    },
    h1: {
      margin: `${theme.space[1]} 0 ${theme.space[1.5]}`,
      fontSize: theme.fontSize['3xl'],
      lineHeight: 1.12,
      color: surface.heading,
      [mq.md]: { fontSize: theme.fontSize['4xl'] },
      [mq.xl]: { fontSize: theme.fontSize['5xl'] },
    },
    '.landing-sub': {
      margin: 0,
      maxWidth: '36rem',
      fontSize: theme.fontSize.lg,
      lineHeight: 1.55,
      color: surface.muted,
    },
    '.landing-actions': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: theme.space[1.5],
      marginTop: theme.space[3],
    },
  };
});

const HeroGrid = styled.div<{ formSide: 'left' | 'right' }>(({ theme, formSide }) => ({
  display: 'grid',
  gap: theme.space[3],
  gridTemplateAreas: '"copy" "form" "art"',
  alignItems: 'start',
  '.landing-copy': { gridArea: 'copy' },
  '.landing-form': { gridArea: 'form', scrollMarginTop: theme.layout.headerHeight },
  '.landing-art': { gridArea: 'art' },
  [mq.lg]: {
    columnGap: theme.space[6],
    gridTemplateColumns:
      formSide === 'right' ? 'minmax(0, 1fr) minmax(0, 500px)' : 'minmax(0, 500px) minmax(0, 1fr)',
    gridTemplateRows: 'auto 1fr',
    gridTemplateAreas: formSide === 'right' ? '"copy form" "art form"' : '"form copy" "form art"',
  },
}));

const ArtFigure = styled.div(({ theme }) => ({
  margin: 0,
  svg: {
    display: 'block',
    width: '100%',
    height: 'auto',
    maxWidth: 520,
    borderRadius: theme.radius.lg,
  },
}));

const Steps = styled.div<{ tone: LandingTone }>(({ theme, tone }) => ({
  paddingTop: theme.space[3],
  borderTop: `1px solid ${tone === 'light' ? theme.color.border : 'rgba(255, 255, 255, 0.2)'}`,
  maxWidth: '36rem',
  h2: { margin: `0 0 ${theme.space[2]}`, fontSize: theme.fontSize.xl },
  ol: {
    listStyle: 'none',
    counterReset: 'step',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: theme.space[2],
  },
  li: {
    counterIncrement: 'step',
    display: 'grid',
    gridTemplateColumns: '36px 1fr',
    columnGap: theme.space[1.5],
  },
  'li::before': {
    content: 'counter(step)',
    gridRow: 'span 2',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 36,
    height: 36,
    borderRadius: theme.radius.pill,
    fontWeight: 800,
    background: tone === 'light' ? theme.color.brand : theme.color.accent,
    color: tone === 'light' ? theme.color.fgOnBrand : theme.color.fgOnAccent,
  },
  h3: { margin: 0, fontSize: theme.fontSize.md, lineHeight: 1.4 },
  p: {
    margin: 0,
    fontSize: theme.fontSize.sm,
    lineHeight: 1.6,
    color: tone === 'light' ? theme.color.fgMuted : ON_DARK_MUTED,
  },
}));

function HowItWorks({ steps, tone }: { steps: ProcessStep[]; tone: LandingTone }) {
  return (
    <Steps tone={tone} className="landing-art">
      <h2 id="landing-steps-title">How it works</h2>
      <ol aria-labelledby="landing-steps-title">
        {steps.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.description}</p>
          </li>
        ))}
      </ol>
    </Steps>
  );
}

const TRUST_ICONS: Record<TrustSignal['kind'], LucideIcon> = {
  rating: Star,
  insurance: Receipt,
  warranty: ShieldCheck,
  local: MapPin,
  speed: CalendarClock,
  billing: Receipt,
};

const TrustList = styled.ul<{ tone: LandingTone }>(({ theme, tone }) => ({
  listStyle: 'none',
  margin: `${theme.space[3]} 0 0`,
  padding: 0,
  display: 'grid',
  gap: theme.space[1],
  maxWidth: '36rem',
  li: { display: 'flex', gap: theme.space[1], alignItems: 'flex-start', fontWeight: 600 },
  svg: {
    flexShrink: 0,
    marginTop: 2,
    color: tone === 'light' ? theme.color.brand : theme.color.accentHover,
  },
}));

function TrustSignals({ items, tone }: { items: TrustSignal[]; tone: LandingTone }) {
  return (
    <TrustList tone={tone} aria-label="Why customers choose us">
      {items.map(({ kind, text, sample }) => {
        const Icon = TRUST_ICONS[kind];
        return (
          <li key={text}>
            <Icon size={20} aria-hidden="true" fill={kind === 'rating' ? 'currentColor' : 'none'} />
            <span>
              {text}
              {sample && <SampleTag kind={sample} />}
            </span>
          </li>
        );
      })}
    </TrustList>
  );
}

/** Background and text of a section below the hero, per tone. */
function sectionSurface(theme: Theme, tone: LandingTone, muted: boolean) {
  if (tone === 'dark') {
    return {
      background: muted ? theme.color.bgBrand : theme.color.bgBrandStrong,
      color: theme.color.fgOnBrand,
    };
  }
  return { background: muted ? theme.color.bgMuted : theme.color.bg, color: theme.color.fg };
}

const Band = styled.section<{ tone: LandingTone; muted: boolean }>(({ theme, tone, muted }) => ({
  ...sectionSurface(theme, tone, muted),
  paddingBlock: theme.space[6],
  [mq.md]: { paddingBlock: theme.space[8] },
  '.band-heading': {
    maxWidth: '46rem',
    marginInline: 'auto',
    marginBottom: theme.space[4],
    textAlign: 'center',
    h2: {
      margin: `0 0 ${theme.space[1.5]}`,
      fontSize: theme.fontSize['2xl'],
      lineHeight: 1.2,
      [mq.md]: { fontSize: theme.fontSize['3xl'] },
    },
    p: {
      margin: 0,
      fontSize: theme.fontSize.lg,
      lineHeight: 1.6,
      color: tone === 'dark' ? ON_DARK_MUTED : theme.color.fgMuted,
    },
  },
}));

const CardGrid = styled.ul<{ columns: number }>(({ theme, columns }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[3],
  gridTemplateColumns: '1fr',
  [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.lg]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
}));

const Tile = styled.li<{ tone: LandingTone }>(({ theme, tone }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[1.5],
  padding: theme.space[3],
  borderRadius: theme.radius.lg,
  ...(tone === 'dark'
    ? {
        background: 'rgba(255, 255, 255, 0.06)',
        border: '1px solid rgba(255, 255, 255, 0.16)',
        color: theme.color.fgOnBrand,
      }
    : {
        background: theme.color.bg,
        border: `1px solid ${theme.color.border}`,
        boxShadow: theme.shadow.sm,
        color: theme.color.fg,
      }),
  h3: { margin: 0, fontSize: theme.fontSize.xl, lineHeight: 1.3 },
  p: { margin: 0, lineHeight: 1.6, color: tone === 'dark' ? ON_DARK_MUTED : theme.color.fgMuted },
  '.tile-icon': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 48,
    height: 48,
    borderRadius: theme.radius.md,
    background: tone === 'dark' ? 'rgba(251, 191, 36, 0.14)' : theme.color.bgBrandSoft,
    color: tone === 'dark' ? theme.color.accentHover : theme.color.brand,
  },
  '.stars': {
    display: 'flex',
    gap: 2,
    color: tone === 'dark' ? theme.color.accentHover : theme.color.star,
  },
  '.review': {
    flex: 1,
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space[1.5],
  },
  blockquote: { margin: 0 },
  'blockquote p': { color: tone === 'dark' ? theme.color.fgOnBrand : theme.color.fg },
  figcaption: {
    marginTop: 'auto',
    fontSize: theme.fontSize.sm,
    color: tone === 'dark' ? ON_DARK_MUTED : theme.color.fgMuted,
  },
  'figcaption strong': {
    display: 'block',
    fontSize: theme.fontSize.md,
    color: tone === 'dark' ? theme.color.fgOnBrand : theme.color.fg,
  },
  '.review-source': { display: 'block', a: { color: 'inherit' } },
}));

function FeatureGrid({ content }: { content: LandingContent }) {
  const { features, tone } = content;
  return (
    <Band tone={tone} muted={tone === 'dark'} aria-labelledby="landing-features-title">
      <Container>
        <Reveal>
          <div className="band-heading">
            <h2 id="landing-features-title">{features.title}</h2>
            <p>{features.intro}</p>
          </div>
          <CardGrid columns={features.items.length % 3 === 0 ? 3 : 2}>
            {features.items.map((feature) => (
              <Tile key={feature.title} tone={tone}>
                <span className="tile-icon">
                  <BadgeCheck size={26} aria-hidden="true" strokeWidth={1.75} />
                </span>
                <h3>{feature.title}</h3>
                <p>{feature.description}</p>
              </Tile>
            ))}
          </CardGrid>
        </Reveal>
      </Container>
    </Band>
  );
}

function ReviewTile({ review, tone }: { review: Testimonial; tone: LandingTone }) {
  return (
    <Tile tone={tone}>
      <figure className="review">
        <StarRating rating={review.rating} />
        <blockquote>
          <p>“{review.quote}”</p>
        </blockquote>
        <figcaption>
          <strong>{review.author}</strong>
          {review.location}
          <span className="review-source">
            {review.url ? (
              <a href={review.url}>{reviewSourceLine(review)}</a>
            ) : (
              reviewSourceLine(review)
            )}
            {review.sample && <SampleTag kind="review" />}
          </span>
        </figcaption>
      </figure>
    </Tile>
  );
}

function Testimonials({ content }: { content: LandingContent }) {
  const { testimonials, tone } = content;
  if (testimonials.length === 0) return null;
  return (
    <Band tone={tone} muted={tone !== 'dark'} aria-labelledby="landing-reviews-title">
      <Container>
        <Reveal>
          <div className="band-heading">
            <h2 id="landing-reviews-title">What Our Customers Say</h2>
            {businessProfile.rating && <p>{ratingNode()}.</p>}
          </div>
          <CardGrid columns={testimonials.length === 3 ? 3 : 2}>
            {testimonials.map((review) => (
              <ReviewTile key={review.id} review={review} tone={tone} />
            ))}
          </CardGrid>
        </Reveal>
      </Container>
    </Band>
  );
}

const Closing = styled.section(({ theme }) => ({
  background: theme.color.bgBrand,
  color: theme.color.fgOnBrand,
  paddingBlock: theme.space[6],
  textAlign: 'center',
  h2: { margin: `0 0 ${theme.space[1.5]}`, fontSize: theme.fontSize['2xl'] },
  p: { margin: '0 auto', maxWidth: '40rem', fontSize: theme.fontSize.lg, color: ON_DARK_MUTED },
  '.closing-actions': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.space[1.5],
    justifyContent: 'center',
    marginTop: theme.space[3],
  },
  '.closing-form-link': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 52,
    paddingInline: theme.space[3],
    borderRadius: theme.radius.pill,
    border: '2px solid rgba(255, 255, 255, 0.75)',
    color: theme.color.fgOnBrand,
    fontWeight: 700,
    fontSize: theme.fontSize.lg,
    textDecoration: 'none',
    '&:hover': { background: 'rgba(255, 255, 255, 0.12)' },
  },
}));

function ClosingBand({ network }: { network: LandingNetwork }) {
  return (
    <Closing aria-labelledby="landing-closing-title">
      <Container>
        <h2 id="landing-closing-title">
          {network === 'linkedin' ? 'Talk to our fleet team' : 'Rather talk to a person?'}
        </h2>
        <p>
          {network === 'linkedin'
            ? 'Call us to set up a fleet account, agree on rates and billing, and schedule your first yard visit.'
            : 'Call us and a team member will answer your questions, check your insurance coverage and book a time that suits you.'}
        </p>
        <div className="closing-actions">
          <CallButton placement={`landing-${network}-closing`} />
          <a className="closing-form-link" href={`#${LANDING_FORM_ID}`}>
            Back to the quote form
          </a>
        </div>
      </Container>
    </Closing>
  );
}

export function LandingView({ network }: { network: LandingNetwork }) {
  const { service, urgent } = useLandingQuery();
  const content = landingContent(network, service);
  const tone = content.tone;
  const crumbs = trail({ name: content.crumb, path: paths.landing(network) });
  return (
    <>
      <PageMeta
        title={content.metaTitle}
        description={content.metaDescription}
        path={paths.landing(network)}
        noindex
        jsonLd={[breadcrumbJsonLd(crumbs)]}
      />
      <HeroBand tone={tone} data-landing-tone={tone} aria-labelledby="landing-title">
        <Container>
          <div className="landing-breadcrumbs">
            <Breadcrumbs crumbs={crumbs} />
          </div>
          <HeroGrid formSide={content.formSide} data-form-side={content.formSide}>
            <div className="landing-copy">
              <p className="landing-eyebrow">{content.eyebrow}</p>
              <h1 id="landing-title">{content.headline}</h1>
              <p className="landing-sub">{content.subheadline}</p>
              <TrustSignals items={content.trust} tone={tone} />
              <div className="landing-actions">
                <CallButton
                  placement={`landing-${network}`}
                  variant={tone === 'light' ? 'secondary' : 'outlineOnDark'}
                />
              </div>
            </div>
            <div className="landing-form" id={LANDING_FORM_ID}>
              <LeadForm
                key={`${content.service}-${urgent}`}
                placement={network}
                heading={content.formHeading}
                defaultService={content.service}
                lockService={content.lockService}
                defaultUrgent={urgent}
                tone={tone === 'light' ? 'light' : 'dark'}
              />
            </div>
            {content.artwork && (
              <ArtFigure className="landing-art">
                <LandingArt service={content.artwork} />
              </ArtFigure>
            )}
            {content.steps && <HowItWorks steps={content.steps} tone={tone} />}
          </HeroGrid>
        </Container>
      </HeroBand>
      <FeatureGrid content={content} />
      <Testimonials content={content} />
      <ClosingBand network={network} />
    </>
  );
}
