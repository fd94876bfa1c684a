/**
 * The notice at collection beside a form's submit button: what the form collects, why, who
 * receives it and how long it is kept (src/content/collection-notice.ts), and a link to the
 * privacy policy. docs/decisions/launch-truth.md#notice-at-collection. On a Spanish page, the
 * Spanish notice where one is written (src/content/es/collection-notice.ts) and the Spanish
 * policy.
 */
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { COLLECTION_NOTICE, type CollectionForm } from '@/content/collection-notice';
import { SPANISH_COLLECTION_NOTICE } from '@/content/es/collection-notice';
import { useLocale, useT } from './messages';
import { useHrefInLocale } from './use-href-in-locale';

export function CollectionNotice({
  form,
  className,
  words,
}: {
  form: CollectionForm;
  className?: string;
  /**
   * The notice in the form's language, from the form's catalogue part
   * (docs/decisions/spanish.md#the-lead-form-in-spanish); the English notice otherwise.
   */
  words?: { notice: string; details: string; policyLink: string; policyPath: string };
}) {
  const t = useT();
  const locale = useLocale();
  const localized = useHrefInLocale();
  if (words) {
    return (
      <p className={className} data-collection-notice={form}>
        {words.notice} {words.details} <Link to={words.policyPath}>{words.policyLink}</Link>.
      </p>
    );
  }
  const spanish = locale === 'es' ? SPANISH_COLLECTION_NOTICE[form] : undefined;
  return (
    <p className={className} data-collection-notice={form}>
      {spanish ?? COLLECTION_NOTICE[form]} {t('notice.details')}{' '}
      <Link to={spanish ? localized(paths.privacyPolicy()) : paths.privacyPolicy()}>
        {t('notice.privacyPolicy')}
      </Link>
      .
    </p>
  );
}
