import { LegalPage } from './legal-page';
import { SPANISH_LEGAL_DOCUMENTS } from './spanish-legal-documents';

export function Component() {
  return <LegalPage name="warranty" spanish={SPANISH_LEGAL_DOCUMENTS.warranty} />;
}
