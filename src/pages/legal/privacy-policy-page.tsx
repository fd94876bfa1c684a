import { LegalPage } from './legal-page';

export function Component() {
  return <LegalPage name="privacyPolicy" />;
}
