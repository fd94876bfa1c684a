/** The closing call to action of a page: call now, or get a free quote. */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { trackEvent } from '@/lib/analytics';
import { ButtonLink } from '@/ui/button';
import { Section } from '@/ui/layout';
import { CallButton } from '@/ui/phone-link';

const Body = styled.div(({ theme }) => ({
  textAlign: 'center',
  h2: { margin: `0 0 ${theme.space[1.5]}`, fontSize: theme.fontSize['2xl'] },
  p: {
    margin: '0 auto',
    maxWidth: theme.measure.md,
    color: theme.color.fgOnBrandMuted,
    fontSize: theme.fontSize.lg,
  },
  '.actions': {
    display: 'flex',
    gap: theme.space[1.5],
    justifyContent: 'center',
    flexWrap: 'wrap',
    marginTop: theme.space[3],
  },
}));

/** The two actions every page offers: the phone call and the quote form. */
export function CallAndQuoteButtons({
  placement,
  quoteTo = paths.homeSection('contact'),
  callLabel = 'Call Now',
  quoteLabel = 'Get a Free Quote',
  onDark = true,
}: {
  placement: string;
  quoteTo?: string;
  callLabel?: string;
  quoteLabel?: string;
  onDark?: boolean;
}) {
  return (
    <>
      <CallButton placement={placement} label={callLabel} />
      <ButtonLink
        to={quoteTo}
        variant={onDark ? 'outlineOnDark' : 'outline'}
        size="lg"
        onClick={() => trackEvent('quote_click', { placement })}
      >
        {quoteLabel}
      </ButtonLink>
    </>
  );
}

export function CallToAction({
  title,
  text,
  placement,
  quoteTo,
}: {
  title: string;
  text: ReactNode;
  placement: string;
  quoteTo?: string;
}) {
  return (
    <Section tone="brand" labelledBy={`cta-${placement}`}>
      <Body>
        <h2 id={`cta-${placement}`}>{title}</h2>
        <p>{text}</p>
        <div className="actions">
          <CallAndQuoteButtons placement={placement} quoteTo={quoteTo} />
        </div>
      </Body>
    </Section>
  );
}
