/** The closing call to action of a page: call now, or get a free quote. */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useQuoteHref } from './use-quote-href';
import { trackEvent } from '@/lib/analytics';
import { ButtonLink } from '@/ui/button';
import { Section } from '@/ui/layout';
import { useT } from '@/ui/messages';
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
  quoteTo,
  callLabel,
  quoteLabel,
  onDark = true,
}: {
  placement: string;
  quoteTo?: string;
  callLabel?: string;
  quoteLabel?: string;
  onDark?: boolean;
}) {
  const pageQuoteHref = useQuoteHref();
  const t = useT();
  return (
    <>
      <CallButton placement={placement} label={callLabel ?? t('page.callNow')} />
      <ButtonLink
        to={quoteTo ?? pageQuoteHref}
        variant={onDark ? 'outlineOnDark' : 'outline'}
        size="lg"
        onClick={() => trackEvent('quote_click', { placement })}
      >
        {quoteLabel ?? t('page.freeQuote')}
      </ButtonLink>
    </>
  );
}

/**
 * The navy band that closes a page. Its actions are the call and the quote unless the page
 * passes its own (the brand page offers its model list instead of the quote form).
 */
export function CallToAction({
  title,
  text,
  placement,
  quoteTo,
  actions,
}: {
  title: string;
  text: ReactNode;
  placement: string;
  quoteTo?: string;
  actions?: ReactNode;
}) {
  return (
    <Section tone="brand" labelledBy={`cta-${placement}`}>
      <Body>
        <h2 id={`cta-${placement}`}>{title}</h2>
        <p>{text}</p>
        <div className="actions">
          {actions ?? <CallAndQuoteButtons placement={placement} quoteTo={quoteTo} />}
        </div>
      </Body>
    </Section>
  );
}
