/**
 * The fleet page in Spanish: the English page's content (`FLEET_CONTENT` in
 * src/content/service-details.ts), the words the page writes inline
 * (src/pages/services/fleet-view.tsx); the fleet form's words are in ./fleet-form.ts, apart, so
 * a page with the form does not carry the fleet page's copy. The fleet service's own copy is in ./services.ts. Written from the English facts; the
 * response time and payment terms are left out until the profile states them
 * (docs/decisions/spanish.md#service-pages-in-spanish), and the warranty is the profile's.
 */
import { SERVICE_AREA } from '../service-area';
import type { FleetContent } from '../types';
import { spanishWarrantyLasts, spanishWorkmanshipWarrantyName } from './promise-wording';
import { capitalize } from './spanish-words';

/** A section's heading: the small line above it, its title and, for some, an introduction. */
interface SectionCopy {
  eyebrow: string;
  title: string;
  intro?: string;
}

/** The words fleet-view.tsx writes inline around the content, in the order the page shows them. */
export interface FleetPageCopy {
  /** The page part of the `<title>`. */
  metaTitle: string;
  heroEyebrow: string;
  /** The hero's button to the form. */
  requestButton: string;
  heroFactsLabel: string;
  /** Three short facts beside the hero: a title and a line each. */
  heroFacts: { title: string; text: string }[];
  services: SectionCopy;
  benefits: SectionCopy;
  process: SectionCopy;
  faq: SectionCopy;
  form: SectionCopy & {
    /** What the fleet manager gets, as a list beside the form. */
    points: string[];
    /** Followed by the phone number and a period. */
    callPrompt: string;
    /** The accessible name of a third-party form embed. */
    embedTitle: string;
  };
}

export const SPANISH_FLEET_CONTENT: FleetContent = {
  hero: {
    headline: 'Vidrios para su flota sin tiempo perdido',
    subheadline:
      'Reparación y reemplazo de parabrisas y calibración ADAS para vehículos de empresa, en su patio, su base o su obra, con una sola factura consolidada.',
  },
  cards: [
    {
      title: 'Servicio programado en su lugar',
      description:
        'Nuestros técnicos van a su patio, su base o su obra y atienden los vehículos que necesitan vidrio, así sus choferes siguen en sus rutas.',
    },
    {
      title: 'Visitas periódicas y astillas a tiempo',
      description:
        'Las cuentas más grandes pueden programar visitas periódicas a su patio, y cada astilla se repara en unos 30 minutos, antes de que se extienda.',
    },
    {
      title: 'Facturación consolidada',
      description:
        'Una sola factura por todo el trabajo de un periodo de facturación, con cada línea ligada a un número de unidad y VIN.',
    },
    {
      title: 'Calibración ADAS para vehículos recientes',
      description: `Calibración dinámica y estática de las cámaras del asistente de carril y del frenado de emergencia después de reemplazar el parabrisas; la estática, en nuestro taller de ${SERVICE_AREA.calibrationShop}.`,
    },
    {
      title: 'Reporte de daños por vehículo',
      description:
        'Un registro de los daños encontrados y del trabajo hecho en cada vehículo, por número de unidad y VIN, para sus archivos de mantenimiento.',
    },
    {
      title: 'Servicio en su patio fuera de horario y en fin de semana',
      description:
        'Si sus vehículos andan en la calle todo el día, podemos programar el trabajo en su patio después del horario normal o en fin de semana, con acuerdo previo.',
    },
  ],
  benefits: [
    {
      title: 'Menos tiempo fuera de servicio',
      description:
        'Las reparaciones y los reemplazos se hacen donde se estacionan los vehículos, así nadie pierde medio día manejando a un taller y esperando.',
    },
    {
      title: 'Una sola persona de contacto',
      description:
        'Su cuenta tiene un coordinador para la programación, las preguntas de facturación y los registros.',
    },
    {
      title: 'Facturación predecible',
      description:
        'Las tarifas acordadas y las facturas consolidadas hacen que los gastos de vidrios sean fáciles de controlar y aprobar.',
    },
    {
      title: 'Registros de seguridad y cumplimiento',
      description:
        'Los reportes de daños y los registros de calibración por vehículo están listos para auditorías, para el seguro y para las revisiones de mantenimiento.',
    },
    {
      title: capitalize(spanishWorkmanshipWarrantyName()),
      description: `Cada instalación está cubierta contra filtraciones de agua, filtraciones de aire y defectos de instalación${spanishWarrantyLasts('company')}.`,
    },
  ],
  faqs: [
    {
      question: '¿Qué tan grande tiene que ser nuestra flota?',
      answer:
        'Trabajamos con flotas desde cinco a diez vehículos hasta cientos. Un contratista con unas cuantas camionetas recibe la misma programación, la misma factura consolidada y los mismos reportes por vehículo que una flota grande de reparto o de servicio.',
    },
    {
      question: '¿Pueden venir a nuestro patio de forma periódica?',
      answer:
        'Sí. Las cuentas más grandes pueden organizar visitas periódicas a su patio, así las astillas se reparan a tiempo y los vehículos no salen de servicio por los vidrios.',
    },
    {
      question: '¿Cómo funciona la factura consolidada?',
      answer:
        'El trabajo de su cuenta se agrupa en una factura consolidada, con cada línea ligada a un número de unidad y VIN. Las tarifas se acuerdan al abrir la cuenta, así que no hay sorpresas en la factura.',
    },
    {
      question: '¿Trabajan con nuestro seguro o con flotas autoaseguradas?',
      answer:
        'Con los dos. Si sus vehículos tienen seguro de vidrios, tramitamos el reclamo y le facturamos directamente a la aseguradora. Si su empresa se autoasegura, le facturamos directamente a la empresa con las tarifas acordadas.',
    },
    {
      question: '¿Dan registros de calibración para cumplimiento?',
      answer:
        'Sí. Cada calibración ADAS que hacemos queda documentada para ese vehículo y muestra que la calibración se completó y que el sistema no reportó fallas. Esos registros van en sus archivos de mantenimiento y de cumplimiento de seguridad, junto con el reporte de daños de cada vehículo.',
    },
    {
      question: '¿Cómo empezamos?',
      answer:
        'Envíenos una solicitud con el formulario de cotización, con el nombre de su empresa, el tamaño aproximado de su flota y dónde están sus vehículos. Abrimos la cuenta, acordamos tarifas y facturación, y programamos la primera visita a su patio.',
    },
  ],
};

export const SPANISH_FLEET_PAGE: FleetPageCopy = {
  metaTitle: 'Vidrios para flotas de vehículos de empresa',
  heroEyebrow: 'Servicios para flotas',
  requestButton: 'Solicite servicio para su flota',
  heroFactsLabel: 'El programa para flotas en resumen',
  heroFacts: [
    { title: 'Flotas de todos los tamaños', text: 'desde 5 a 10 vehículos hasta cientos' },
    { title: 'Servicio donde están sus vehículos', text: 'en su patio, su base o su obra' },
    {
      title: 'Una sola factura consolidada',
      text: 'con cada vehículo por número de unidad y VIN',
    },
  ],
  services: {
    eyebrow: 'Lo que hacemos por las flotas',
    title: 'Servicios de vidrios para flotas',
    intro:
      'Reparación y reemplazo de parabrisas, vidrios laterales y traseros, y calibración de cámaras para los autos, las camionetas y las pickups de su empresa.',
  },
  benefits: {
    eyebrow: 'Por qué nos eligen los encargados de flotas',
    title: 'Beneficios para su negocio',
  },
  process: { eyebrow: 'Cómo funciona', title: 'Cómo funciona una cuenta de flota' },
  faq: { eyebrow: 'Preguntas frecuentes', title: 'Preguntas sobre el servicio para flotas' },
  form: {
    eyebrow: 'Para empezar',
    title: 'Abra la cuenta de su flota',
    intro:
      'Díganos el nombre de su empresa, más o menos cuántos vehículos tiene y dónde están. Le respondemos en horario de atención para acordar tarifas y facturación, y programar la primera visita a su patio.',
    points: [
      'Flotas desde 5 a 10 vehículos hasta cientos',
      'Servicio en su patio, su base o su obra',
      'Una sola factura consolidada',
      'Registros por vehículo, incluida la calibración ADAS',
    ],
    callPrompt: '¿Prefiere hablarlo por teléfono? Llame al',
    embedTitle: 'Formulario de solicitud de servicio para flotas',
  },
};
