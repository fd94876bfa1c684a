/** The sections below a landing page's hero: features, reviews and the closing call band. */
import styled from '@emotion/styled';
import { BadgeCheck } from 'lucide-react';
import { businessProfile } from '@/content/business-profile';
import { reviewSourceLine } from '@/content/claims';
import type { Testimonial } from '@/content/types';
import type { LandingNetwork } from '@/config/routes';
import { useT } from '@/ui/messages';
import { CallButton } from '@/ui/phone-link';
import { ratingNode, SampleTag } from '@/ui/truth/sample-tag';
import { Container } from '@/ui/layout';
import { Reveal } from '@/ui/reveal';
import { StarRating } from '@/ui/star-rating';
import { mq } from '@/ui/theme/theme';
import type { LandingContent, LandingTone } from './landing-content';
import { sectionSurface } from './landing-surfaces';

/** Id of the form column, the target of the closing band's 'back to the form' link. */
export const LANDING_FORM_ID = 'quote';

// `muted` is an HTML attribute (of media elements), so Emotion would pass it to the section.
const Band = styled('section', {
  shouldForwardProp: (prop) => prop !== 'muted' && prop !== 'tone',
})<{ tone: LandingTone; muted: boolean }>(({ theme, tone, muted }) => ({
  ...sectionSurface(theme, tone, muted),
  paddingBlock: theme.space[6],
  [mq.md]: { paddingBlock: theme.space[8] },
  '.band-heading': {
    maxWidth: theme.measure.lg,
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
      color: tone === 'dark' ? theme.color.fgOnBrandMuted : theme.color.fgMuted,
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
        background: theme.color.bgOnBrandSubtle,
        border: `1px solid ${theme.color.borderOnBrand}`,
        color: theme.color.fgOnBrand,
      }
    : {
        background: theme.color.bg,
        border: `1px solid ${theme.color.border}`,
        boxShadow: theme.shadow.sm,
        color: theme.color.fg,
      }),
  h3: { margin: 0, fontSize: theme.fontSize.xl, lineHeight: 1.3 },
  p: {
    margin: 0,
    lineHeight: 1.6,
    color: tone === 'dark' ? theme.color.fgOnBrandMuted : theme.color.fgMuted,
  },
  '.tile-icon': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: theme.size.badgeMd,
    height: theme.size.badgeMd,
    borderRadius: theme.radius.md,
    background: tone === 'dark' ? theme.color.bgOnBrandHighlight : theme.color.bgBrandSoft,
    color: tone === 'dark' ? theme.color.accentHover : theme.color.brand,
  },
  '.stars': {
    display: 'flex',
    gap: theme.space[0.25],
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
    color: tone === 'dark' ? theme.color.fgOnBrandMuted : theme.color.fgMuted,
  },
  'figcaption strong': {
    display: 'block',
    fontSize: theme.fontSize.md,
    color: tone === 'dark' ? theme.color.fgOnBrand : theme.color.fg,
  },
  '.review-source': { display: 'block', a: { color: 'inherit' } },
}));

export function FeatureGrid({ content }: { content: LandingContent }) {
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

export function Testimonials({ content }: { content: LandingContent }) {
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
  p: {
    margin: '0 auto',
    maxWidth: theme.measure.md,
    fontSize: theme.fontSize.lg,
    color: theme.color.fgOnBrandMuted,
  },
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
    minHeight: theme.size.controlLg,
    paddingInline: theme.space[3],
    borderRadius: theme.radius.pill,
    border: `2px solid ${theme.color.borderOnBrandStrong}`,
    color: theme.color.fgOnBrand,
    fontWeight: 700,
    fontSize: theme.fontSize.lg,
    textDecoration: 'none',
    '&:hover': { background: theme.color.bgOnBrandSubtle },
  },
}));

export function ClosingBand({ network }: { network: LandingNetwork }) {
  const t = useT();
  const fleet = network === 'linkedin';
  return (
    <Closing aria-labelledby="landing-closing-title">
      <Container>
        <h2 id="landing-closing-title">
          {t(fleet ? 'landing.fleetClosingTitle' : 'landing.closingTitle')}
        </h2>
        <p>{t(fleet ? 'landing.fleetClosingText' : 'landing.closingText')}</p>
        <div className="closing-actions">
          <CallButton placement={`landing-${network}-closing`} />
          <a className="closing-form-link" href={`#${LANDING_FORM_ID}`}>
            {t('landing.backToForm')}
          </a>
        </div>
      </Container>
    </Closing>
  );
}
