/**
 * The Spanish copy of the San Francisco city page, written in Spanish from the checked local
 * facts of its English copy (src/content/city-profiles.ts), not translated sentence by sentence
 * (docs/decisions/spanish.md#city-pages-in-spanish).
 */
import type { SpanishCityCopy } from '../types';

export const SAN_FRANCISCO_CITY_COPY: Record<string, SpanishCityCopy> = {
  'san-francisco': {
    description:
      'En San Francisco, el primer vidrio que muchos conductores tienen que reponer no es el parabrisas sino una ventana lateral rota. Los robos a carros abundan cerca de los sitios turísticos, como Fisherman’s Wharf, Alamo Square y Twin Peaks, y también pasan en las cuadras residenciales de la Mission, SoMa y la Marina. Nosotros vamos hasta donde esté estacionado su carro: a la orilla de la banqueta en una calle empinada de Nob Hill o Russian Hill, al garaje debajo de una casa victoriana en Noe Valley o al estacionamiento de un edificio en Mission Bay. El técnico retira cada pedazo de vidrio de la puerta y del interior, coloca el vidrio nuevo de la puerta y revisa el mecanismo que sube y baja la ventana y los empaques. Los parabrisas tampoco se salvan, desde la subida al Bay Bridge por la I-80 hasta la US-101 y la I-280, y la neblina que cubre el Sunset y el Richmond obliga a pasar los limpiaparabrisas una y otra vez sobre un vidrio ya picado. En las cuadras de mucha pendiente, giramos las llantas contra la banqueta y ponemos calzas antes de empezar. Al pedir su cita, avísenos si hay limpieza de calles, parquímetros o un límite de altura en su garaje, y organizamos la visita en torno a eso.',
    metaDescription:
      'Ventana rota o parabrisas dañado en San Francisco: vamos a su calle o garaje, limpiamos los vidrios y cambiamos el cristal. Pida su cotización.',
  },
};
