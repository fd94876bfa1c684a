/** The header's lists of services and counties, for the wide screen's dropdowns and the phone's menu. */
import { COUNTIES } from '@/content/types';
import { SERVICES } from '@/content/services';
import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  to: string;
}

export const SERVICE_ITEMS: NavItem[] = SERVICES.map((service) => ({
  label: service.title,
  to: paths.service(service.slug),
}));
export const COUNTY_ITEMS: NavItem[] = COUNTIES.map((county) => ({
  label: `${county} County`,
  to: paths.county(county),
}));
