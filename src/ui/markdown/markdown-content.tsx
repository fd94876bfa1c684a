/**
 * Renders site markdown (blog posts, legal pages): tokens filled from the business
 * profile, markdown compiled to HTML by markdown-to-jsx, then sanitised by DOMPurify.
 * Link and image addresses may only use http, https, irc, ircs, mailto, xmpp and tel, or
 * be relative; anything else (javascript:, data:, …) is blanked. `tel:` joins the
 * original list so the phone number in a post or a legal page can be tapped
 * (docs/decisions.md#markdown-links).
 * Clicks on internal links go through the router instead of reloading the page, and call
 * links record their click (followContentLink).
 */
import styled from '@emotion/styled';
import DOMPurify from 'dompurify';
import { compiler } from 'markdown-to-jsx/html';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { fillContentTokens } from '@/content/content-tokens';
import { followContentLink } from '@/hydration/static-content';

const ALLOWED_SCHEME = /^(https?|ircs?|mailto|xmpp|tel):/i;

/** The address if it is relative or uses an allowed scheme, else null (blanked). */
export function safeMarkdownUrl(url: string): string | null {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
  const compact = url.replace(/[\p{Cc}\s]/gu, '');
  const scheme = compact.match(/^([a-z][a-z0-9+.-]*):/i);
  if (!scheme) return url;
  return ALLOWED_SCHEME.test(compact) ? url : null;
}

/** DOMPurify's URI rule with the same allow-list: relative, or one of the schemes. */
const ALLOWED_URI_REGEXP =
  /^(?:(?:https?|ircs?|mailto|xmpp|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

export function markdownToSafeHtml(markdown: string): string {
  const html = compiler(fillContentTokens(markdown), {
    sanitizer: (value: string) => safeMarkdownUrl(value),
    forceWrapper: true,
    wrapper: 'div',
  });
  return DOMPurify.sanitize(html, { ALLOWED_URI_REGEXP, FORBID_TAGS: ['style', 'form', 'input'] });
}

const Prose = styled.div(({ theme }) => ({
  fontSize: theme.fontSize.lg,
  lineHeight: 1.7,
  maxWidth: '70ch',
  'h2, h3': { lineHeight: 1.25, marginTop: theme.space[5], marginBottom: theme.space[1.5] },
  h2: { fontSize: theme.fontSize['2xl'] },
  h3: { fontSize: theme.fontSize.xl },
  'p, ul, ol, table': { marginBlock: theme.space[2] },
  li: { marginBlock: theme.space[0.5] },
  'ul:has(input[type="checkbox"])': { listStyle: 'none', paddingLeft: theme.space[1] },
  'input[type="checkbox"]': { marginRight: theme.space[1] },
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: theme.fontSize.md,
    display: 'block',
    overflowX: 'auto',
  },
  'th, td': {
    border: `1px solid ${theme.color.border}`,
    padding: theme.space[1],
    textAlign: 'left',
    verticalAlign: 'top',
  },
  th: { background: theme.color.bgMuted },
  blockquote: {
    margin: 0,
    paddingLeft: theme.space[2],
    borderLeft: `4px solid ${theme.color.accent}`,
    color: theme.color.fgMuted,
  },
  img: { maxWidth: '100%', height: 'auto' },
}));

export function MarkdownContent({ markdown }: { markdown: string }) {
  const navigate = useNavigate();
  const html = useMemo(() => markdownToSafeHtml(markdown), [markdown]);

  // Links inside are real anchors; the click handler only upgrades them to router navigation.
  return (
    <Prose
      onClick={(event) => followContentLink(event, navigate)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
