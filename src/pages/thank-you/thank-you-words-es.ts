/**
 * The thank-you page's Spanish words (thank-you-view.tsx), written for a Spanish-speaking
 * driver from the English page's facts: the reply hours and the opening hours from the profile
 * (spelled without `Intl`, src/content/es/opening-hours.ts), no reply time and no figure the
 * English does not state. Links lead to the Spanish twin where one exists
 * (docs/decisions/spanish.md#the-thank-you-page-in-spanish).
 */
import { businessProfile } from '@/content/business-profile';
import { spanishOpeningHoursRows, spanishReplyHours } from '@/content/es/opening-hours';
import { hrefInLocale } from '@/config/href-in-locale';
import { paths } from '@/config/paths';
import { ROUTES } from '@/config/routes';
import { breadcrumbJsonLd, webPageJsonLd } from '@/seo/structured-data';
import type { ThankYouWords } from './thank-you-view';

const PATH = ROUTES.esThankYou.href();
const TITLE = 'Gracias por su solicitud';
const DESCRIPTION = `Recibimos su solicitud de cotización para los vidrios de su carro. ${businessProfile.name} se comunicará con usted en nuestro horario de atención.`;

/** The words, with the home crumb's name from the shared catalogue (`page.home`). */
export function spanishThankYouWords(homeCrumb: string): ThankYouWords {
  const crumbs = [
    { name: homeCrumb, path: hrefInLocale(paths.home(), 'es') },
    { name: 'Gracias', path: PATH },
  ];
  return {
    path: PATH,
    meta: {
      title: TITLE,
      description: DESCRIPTION,
      jsonLd: [
        webPageJsonLd({ name: TITLE, description: DESCRIPTION, path: PATH, inLanguage: 'es' }),
        breadcrumbJsonLd(crumbs),
      ],
    },
    crumbs,
    hero: {
      eyebrow: 'Solicitud recibida',
      title: '¡Gracias!',
      intro: 'Su solicitud de cotización ya va en camino a nuestro equipo. Esto es lo que sigue.',
    },
    links: [
      { label: 'Volver al sitio principal', to: hrefInLocale(paths.home(), 'es') },
      { label: 'Ver nuestros servicios', to: hrefInLocale(paths.services(), 'es') },
    ],
    next: {
      eyebrow: 'Próximos pasos',
      title: 'Lo que sigue',
      intro:
        '¿Nos necesita antes? Llámenos en nuestro horario de atención y mencione su solicitud de cotización.',
    },
    steps: [
      {
        title: 'Revisamos su solicitud',
        description:
          'Una persona de nuestro equipo lee los datos que nos envió y revisa qué vidrio le corresponde a su vehículo.',
      },
      {
        title: 'Nos comunicamos con usted',
        description: `${spanishReplyHours()} Le damos su cotización y respondemos sus preguntas sobre el seguro.`,
      },
      {
        title: 'Vamos adonde esté',
        description:
          'Usted elige la hora y el lugar. Nuestro técnico lleva el vidrio y las herramientas a su casa, su oficina o el estacionamiento, sin cargo por traslado.',
      },
    ],
    hours: { title: 'Nuestro horario', rows: spanishOpeningHoursRows() },
    reference: { before: 'Su número de referencia: ', after: '. Menciónelo cuando nos llame.' },
    receipt: {
      title: 'Su solicitud',
      timeAskedFor: 'Horario que pidió',
      windowRequested: (window) => `${window} (es una solicitud hasta que se la confirmemos)`,
      noWindow: 'Lo llamamos para acordar la hora',
      addToCalendar: 'Agregar a su calendario el horario que pidió',
    },
  };
}
