import { LEGAL_DOCUMENTS, LegalPage } from './legal-page';

export function Component() {
  return <LegalPage document={LEGAL_DOCUMENTS.privacyPolicy} />;
}
