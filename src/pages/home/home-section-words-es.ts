/**
 * The Spanish home's sections below the hero, written for a Spanish-speaking driver from the
 * English sections' facts (./home-section-words.ts), not translated sentence by sentence. Every
 * profile fact is read through the Spanish wording modules: warranty and speed
 * (src/content/es/promise-wording.ts), the "$0" with its condition
 * (src/content/es/claim-wording.ts), the service area and the hours from the profile. What has
 * no Spanish page to lead to (the van, the brand pages) is left out
 * (docs/decisions/spanish.md#the-spanish-home-page).
 */
import { businessProfile } from '@/content/business-profile';
import { SPANISH_ZERO_WITH_GLASS_COVERAGE } from '@/content/es/claim-wording';
import {
  spanishWorkmanshipTerm,
  spanishWorkmanshipWarrantyName,
  spanishWorkmanshipWarrantyTitle,
} from '@/content/es/promise-wording';
import { SPANISH_SERVICES } from '@/content/es/service-titles';
import { joinSpanishNames } from '@/content/es/spanish-words';
import { spanishHours } from '@/content/legal/es/spanish-tokens';
import { SERVICE_AREA } from '@/content/service-area';
import { SERVICES } from '@/content/services';
import { COUNTIES } from '@/content/types';
import { quoteHref } from '@/config/quote-link';
import { ROUTES } from '@/config/routes';
import type { HomeSectionWords } from './home-section-words';

/** 'Reemplazo de parabrisas' → 'reemplazo de parabrisas' inside a sentence ('ADAS' stays). */
const inSentence = (title: string) => title.charAt(0).toLowerCase() + title.slice(1);

export const SPANISH_HOME_SECTIONS: HomeSectionWords = {
  services: {
    eyebrow: 'Lo que hacemos',
    title: 'Servicios de vidrios para autos',
    intro:
      'Desde la reparación de una astilla en 30 minutos hasta un parabrisas nuevo con la cámara calibrada, hecho donde esté estacionado su carro.',
    services: SERVICES.map((service) => ({ ...service, ...SPANISH_SERVICES[service.slug] })),
    serviceHref: (service) => ROUTES.esService.href(service.slug),
    cardLink: (service) => `Más sobre ${inSentence(service.title)}`,
  },
  about: {
    eyebrow: 'Quiénes somos',
    title: `Especialistas en vidrios para autos del Área de la Bahía desde ${businessProfile.foundingYear}`,
    intro: `${businessProfile.name} es un equipo local de técnicos en vidrios para autos. Reemplazamos y reparamos parabrisas, vidrios de puerta y traseros, y recalibramos las cámaras de asistencia al conductor que van detrás del parabrisas.`,
    showsFoundingYearSample: businessProfile.foundingYearIsSample,
    points: [
      {
        title: 'Locales y a domicilio',
        description: `Estamos en ${SERVICE_AREA.base} y trabajamos desde camionetas bien surtidas: el taller llega a la entrada de su casa, al estacionamiento de su oficina o a su lugar de trabajo, en las ${SERVICE_AREA.cityCount} ciudades que atendemos en los condados de ${joinSpanishNames(COUNTIES)}.`,
      },
      {
        title: 'Preparados para los carros de hoy',
        description:
          'Las cámaras, los sensores de lluvia, los vidrios con calefacción y las pantallas proyectadas en el parabrisas son parte de nuestro trabajo diario. Si su carro necesita recalibrar la cámara de seguridad, lo hacemos como parte del mismo trabajo.',
      },
      {
        title: 'Nos encargamos del papeleo',
        description:
          'Trabajamos con la mayoría de las aseguradoras, les facturamos directamente y le explicamos el reclamo paso a paso. Usted recibe una factura por escrito y, después de una calibración, el registro de la calibración.',
      },
    ],
  },
  warranty: {
    title: spanishWorkmanshipWarrantyTitle(),
    text: `Si una instalación que hicimos deja pasar agua, hace ruido de viento o muestra algún defecto, la arreglamos gratis ${spanishWorkmanshipTerm()}.`,
    linkLabel: 'Lea la garantía',
    linkTo: ROUTES.esWarranty.href(),
  },
  contact: {
    eyebrow: 'Cotización gratis',
    title: 'Pida su cotización gratis',
    intro: 'Cuéntenos de su vehículo y del daño, y le damos el precio del trabajo.',
    asideLabel: 'Información de contacto',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    address: 'Dirección',
    hours: 'Horario',
    openingHours: () => spanishHours(),
    gate: {
      title: 'Empiece su cotización gratis',
      intro: 'Toma unos dos minutos, y la primera pregunta es sobre su carro.',
      steps: [
        {
          title: 'Cuéntenos del carro',
          description: 'Año, marca y modelo, el daño y dónde está estacionado.',
        },
        {
          title: 'Reciba su precio',
          description:
            'Buscamos el vidrio correcto, revisamos su seguro y le llamamos o le escribimos.',
        },
        {
          title: 'Vamos a donde usted esté',
          description: 'Un técnico hace el trabajo en su casa o en su oficina.',
        },
      ],
      start: 'Empezar mi cotización gratis',
      quoteHref: quoteHref({}, 'es'),
      // The quote flow that opens in place is written in English; the Spanish home leads to
      // the quote page instead (docs/decisions/spanish.md#the-spanish-home-page).
      opensFlowInPlace: false,
      showsRating: false,
    },
  },
  insurance: {
    eyebrow: 'Seguros',
    title: 'Trabajamos con su aseguradora',
    intro: `Le facturamos directamente a su aseguradora: ${SPANISH_ZERO_WITH_GLASS_COVERAGE}. Si no tiene cobertura de vidrios, se aplica su deducible.`,
    popular: 'Aseguradoras más comunes',
    others: 'También aceptamos',
  },
  faqTitle: 'Preguntas frecuentes',
  faqs: [
    {
      question: '¿De verdad van hasta donde estoy?',
      answer: `Sí. Nuestros técnicos reemplazan y reparan vidrios en su casa, su oficina o cualquier estacionamiento seguro en las ${SERVICE_AREA.cityCount} ciudades que atendemos, sin cargo por traslado. Necesitamos un lugar plano con unos tres pies de espacio alrededor del carro. La calibración estática de la cámara es la excepción: necesita un piso nivelado y luz controlada, así que se hace en nuestro taller de ${SERVICE_AREA.calibrationShop}.`,
    },
    {
      question: '¿Mi seguro paga un parabrisas nuevo?',
      answer: `Le facturamos directamente a su aseguradora, y el reemplazo puede costarle ${SPANISH_ZERO_WITH_GLASS_COVERAGE}. Si no tiene cobertura de vidrios, se aplica su deducible, que por lo común va de $250 a $1,000.`,
    },
    {
      question: '¿Cuánto tarda?',
      answer:
        'La reparación de una astilla toma unos 30 minutos. Un reemplazo toma de 1 a 2 horas en total, incluida alrededor de una hora para que fragüe el adhesivo antes de manejar. Si su carro necesita calibración ADAS, la cámara agrega de 1 a 2 horas.',
    },
    {
      question: '¿El trabajo tiene garantía?',
      answer: `Cada instalación lleva nuestra ${spanishWorkmanshipWarrantyName()} contra filtraciones de agua, entradas de aire y defectos de instalación ${spanishWorkmanshipTerm()}.`,
    },
  ],
};
