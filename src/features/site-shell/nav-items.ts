/**
 * The header's lists of services and counties, for the wide screen's dropdowns and the phone's
 * menu, in the page's language: Spanish names from the light names module (not the service
 * pages' copy), and links to a page's Spanish twin where it has one.
 */
import { COUNTIES } from '@/content/types';
import { SERVICES } from '@/content/services';
import { SPANISH_SERVICE_NAMES } from '@/content/es/service-names';
import { paths } from '@/config/paths';
import { hrefInLocale } from '@/config/href-in-locale';
import type { Locale } from '@/i18n/locales';
import type { Translate } from '@/i18n/translator';
import { useLocale, useT } from '@/ui/messages';

export interface NavItem {
  label: string;
  to: string;
}

/** The service's name in a language. */
export function serviceName(service: (typeof SERVICES)[number], locale: Locale): string {
  return locale === 'es' ? SPANISH_SERVICE_NAMES[service.slug] : service.title;
}

function serviceItems(locale: Locale): NavItem[] {
  return SERVICES.map((service) => ({
    label: serviceName(service, locale),
    to: hrefInLocale(paths.service(service.slug), locale),
  }));
}

function countyItems(locale: Locale, t: Translate): NavItem[] {
  return COUNTIES.map((county) => ({
    label: t('county.name', { county }),
    to: hrefInLocale(paths.county(county), locale),
  }));
}

/** The services' and the counties' links of the page's language. */
export function useNavItems(): { services: NavItem[]; counties: NavItem[] } {
  const locale = useLocale();
  const t = useT();
  return { services: serviceItems(locale), counties: countyItems(locale, t) };
}
