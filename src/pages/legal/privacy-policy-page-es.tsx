import { LegalPage } from './legal-page';
import { SPANISH_LEGAL_DOCUMENTS } from './spanish-legal-documents';

export function Component() {
  return <LegalPage name="privacyPolicy" spanish={SPANISH_LEGAL_DOCUMENTS.privacyPolicy} />;
}
