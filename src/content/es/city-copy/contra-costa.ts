/**
 * The Spanish copy of the Contra Costa County city pages, each written in Spanish from the
 * checked local facts of its English copy (src/content/city-profiles.ts), not translated
 * sentence by sentence (docs/decisions/spanish.md#city-pages-in-spanish).
 */
import { businessProfile } from '@/content/business-profile';
import type { SpanishCityCopy } from '../types';

/** Where static calibration is done, from the business profile. */
const SHOP = businessProfile.calibrationShop;

export const CONTRA_COSTA_CITY_COPY: Record<string, SpanishCityCopy> = {
  'walnut-creek': {
    description: `Con tantas agencias de carros sobre North Main Street, por Walnut Creek circulan muchos modelos recientes, y la mayoría trae una cámara frontal para el frenado automático y la asistencia de carril. Si se cambia el parabrisas de uno de esos carros, hay que volver a calibrar la cámara; a eso se le llama calibración ADAS. La calibración dinámica se hace manejando por calles bien señalizadas de la zona. La estática, en cambio, pide piso nivelado, luz controlada y un fondo despejado, algo que ninguna entrada de casa ofrece, y por eso la hacemos en nuestro taller de ${SHOP}. En la I-680 y en la SR-24 rumbo al Caldecott Tunnel saltan muchas piedras, y con los veranos de 90 °F o más, las astillas tienden a extenderse. Las cuestas largas de Ygnacio Valley Road, con su tráfico pesado a la hora pico, también dañan bastantes vidrios. Podemos atenderle en los estacionamientos del centro cerca de Broadway Plaza, en su oficina junto a la estación de BART de Walnut Creek o a domicilio en Parkmead, Rancho San Miguel, Northgate o Walnut Heights. Con el vidrio nuevo ya colocado, la calibración suele llevar de 1 a 2 horas.`,
    metaDescription:
      'Parabrisas y calibración ADAS en Walnut Creek: cambiamos el vidrio en su casa u oficina y calibramos la cámara frontal. Pida su cotización.',
  },
  concord: {
    description: `En Concord se juntan la SR-4, la SR-242 y la I-680, y muchos vecinos pasan horas en esas vías rumbo a Bay Point, Martinez, Walnut Creek y más allá. Las tardes de verano en el centro de Contra Costa son calurosas: una grieta que aparece en el camino de regreso a casa puede alargarse mucho durante la noche, mientras el vidrio se enfría. Llegado ese punto, lo seguro es cambiar el parabrisas. Lo instalamos a domicilio en Sun Terrace, Holbrook Heights y Crystyl Ranch, en los complejos de apartamentos del Monument Corridor y en negocios del centro de Concord y de los alrededores de Buchanan Field. Clayton Road e Ygnacio Valley Road llevan mucho tráfico hacia las faldas del Mount Diablo, y en las dos saltan piedras contra el parabrisas. Los estacionamientos de BART están llenos todo el día, así que preferimos verle en su casa o en su trabajo, donde el carro puede quedarse quieto la hora que necesita el adhesivo. Cada reemplazo incluye nuestra garantía sobre la mano de obra, que cubre las filtraciones de agua y el ruido del viento.`,
    metaDescription:
      'Cambio de parabrisas a domicilio en Concord, de Sun Terrace al Monument Corridor, con garantía sobre la mano de obra. Pida su cotización.',
  },
  'san-ramon': {
    description: `En medio de San Ramon está Bishop Ranch, el parque empresarial donde tienen sede corporativos, oficinas regionales y empresas de servicios cuyos carros y camionetas de trabajo recorren muchas millas por la I-680. A esas flotillas les llevamos el servicio de vidrios ahí mismo, al estacionamiento de la oficina, con las condiciones de nuestro programa para flotillas. Técnicos de campo, vendedores y repartidores regresan a menudo con astillas del corredor de la I-680 y de las cuestas largas de Crow Canyon Road y Bollinger Canyon Road. Con los veranos secos y calurosos del Tri-Valley, reparar pronto esas astillas importa todavía más. En casa, las familias de San Ramon nos citan en Dougherty Valley, Gale Ranch, Windemere y Twin Creeks, donde las obras nuevas y la jardinería dejan polvo y grava en las calles. También podemos encontrarle en City Center Bishop Ranch mientras usted hace sus compras o come. La mayoría de los vehículos de aquí, de empresa o particulares, son modelos recientes con cámaras de asistencia al conductor, así que la calibración ADAS entra en el plan cuando hace falta.`,
    metaDescription:
      'Vidrios para flotillas en Bishop Ranch y servicio a domicilio en San Ramon, de Dougherty Valley a Twin Creeks. Pida su cotización.',
  },
};
