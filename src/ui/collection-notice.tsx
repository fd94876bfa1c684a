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
}: {
  form: CollectionForm;
  className?: string;
}) {
  return (
    <p className={className} data-collection-notice={form}>
      {COLLECTION_NOTICE[form]} Details: <Link to={paths.privacyPolicy()}>privacy policy</Link>.
    </p>
  );
}
