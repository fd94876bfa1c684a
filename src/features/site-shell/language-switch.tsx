/**
 * The language switch in the header, on every page and at every width: "Español" on an
 * English page, "English" on a Spanish one. It leads to the same page in the other language
 * when there is one (keeping the query, so a landing page keeps its service), otherwise to
 * that language's home. The visitor chooses; nothing redirects by browser language
 * (docs/decisions/spanish.md#language-switch).
 */
import styled from '@emotion/styled';
import { Link, useLocation } from 'react-router-dom';
import { pathInOtherLanguage } from '@/config/routes';
import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { useLocale, useT } from '@/ui/messages';
import { mq } from '@/ui/theme/theme';

const SwitchLink = styled(Link)(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: theme.touchTarget,
  minHeight: theme.touchTarget,
  paddingInline: theme.space[1],
  color: 'inherit',
  fontSize: theme.fontSize.sm,
  fontWeight: 700,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  whiteSpace: 'nowrap',
  // Wide screens also show the desktop links, and the full word would squeeze the business
  // name: there the switch shows the language's code, and screen readers still hear its name.
  '.switch-code': { display: 'none' },
  [mq.lg]: {
    '.switch-name': {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
    '.switch-code': { display: 'inline' },
  },
}));

export function LanguageSwitch() {
  const t = useT();
  const otherLocale: Locale = useLocale() === 'es' ? 'en' : 'es';
  const { pathname, search } = useLocation();
  const target = pathInOtherLanguage(pathname);
  // Until the Spanish home page is written, a page without a Spanish twin has nowhere to lead.
  if (target === null) return null;
  return (
    <SwitchLink
      to={`${target}${search}`}
      lang={LOCALE_TAGS[otherLocale]}
      hrefLang={LOCALE_TAGS[otherLocale]}
      data-language-switch=""
    >
      <span className="switch-name">{t('language.switch')}</span>
      <span className="switch-code" aria-hidden="true">
        {otherLocale.toUpperCase()}
      </span>
    </SwitchLink>
  );
}
