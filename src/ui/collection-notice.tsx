/**
 * The notice at collection beside a form's submit button: what the form collects, why, who
 * receives it and how long it is kept (src/content/collection-notice.ts), and a link to the
 * privacy policy. docs/decisions/launch-truth.md#notice-at-collection
 */
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { COLLECTION_NOTICE, type CollectionForm } from '@/content/collection-notice';

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
  const { notice, details, policyLink, policyPath } = words ?? {
    notice: COLLECTION_NOTICE[form],
    details: 'Details:',
    policyLink: 'privacy policy',
    policyPath: paths.privacyPolicy(),
  };
  return (
    <p className={className} data-collection-notice={form}>
      {notice} {details} <Link to={policyPath}>{policyLink}</Link>.
    </p>
  );
}
