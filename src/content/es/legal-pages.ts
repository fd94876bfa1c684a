/**
 * The words around the Spanish legal texts (src/content/legal/es/): each page's name in the
 * breadcrumbs, its hero and its search snippet (docs/decisions/spanish.md#spanish-legal-pages).
 * The warranty's words are read from the profile's `warranty`, as its text is, so the hero
 * never promises a lifetime warranty the profile does not give.
 * No React and no `Intl`: the page's first load imports it
 * (docs/decisions/first-paint.md#no-intl-in-the-first-load).
 */
import { spanishWarrantyLasts, spanishWorkmanshipWarrantyName } from './promise-wording';

export interface SpanishLegalPageCopy {
  /** The page's name: the breadcrumb and the first part of its title. */
  name: string;
  /** The hero's heading. */
  title: string;
  /** The search snippet, 70 to 160 characters. */
  description: string;
  eyebrow?: string;
  intro?: string;
}

const warrantyName = spanishWorkmanshipWarrantyName();

export type LegalPageName = 'warranty' | 'privacyPolicy' | 'termsOfService';

export const SPANISH_LEGAL_PAGES: Record<LegalPageName, SpanishLegalPageCopy> = {
  warranty: {
    name: 'Garantía',
    eyebrow: `${warrantyName.charAt(0).toUpperCase()}${warrantyName.slice(1)}`,
    title: 'Respaldamos nuestro trabajo',
    description:
      'Qué cubre nuestra garantía de mano de obra, qué pasa con una astilla reparada, el vidrio OEM u OEE, la calibración ADAS y cómo hacer un reclamo.',
    intro: `Cada instalación está cubierta por nuestra ${warrantyName} contra filtraciones, ruido del viento y defectos de instalación${spanishWarrantyLasts()}. Aquí le explicamos qué significa exactamente.`,
  },
  privacyPolicy: {
    name: 'Política de privacidad',
    title: 'Política de privacidad',
    description:
      'Qué información personal recopilamos cuando usted pide una cotización o visita el sitio, para qué, con quién la compartimos y sus derechos en California.',
  },
  termsOfService: {
    name: 'Términos de servicio',
    title: 'Términos de servicio',
    description:
      'Los términos de nuestro servicio de vidrios a domicilio: citas, cancelaciones con 24 horas de aviso, garantía, reclamos al seguro y cómo resolver un desacuerdo.',
  },
};
