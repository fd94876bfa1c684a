import { en } from '@/i18n/catalogues/en';
import { es } from '@/i18n/catalogues/es';
import { breadcrumbJsonLd } from './structured-data';
import { HOME_CRUMBS, trail } from './breadcrumbs';

describe('trail', () => {
  it('starts an English page at Home, /', () => {
    expect(trail({ name: 'Blog', path: '/blog' })[0]).toEqual({ name: 'Home', path: '/' });
  });

  it('starts a Spanish page at «Inicio», /es, in the crumbs and the BreadcrumbList', () => {
    const crumbs = trail({ name: 'Garantía', path: '/es/warranty' });
    expect(crumbs[0]).toEqual({ name: 'Inicio', path: '/es' });
    const list = breadcrumbJsonLd(crumbs) as { itemListElement: { name: string; item?: string }[] };
    expect(list.itemListElement[0]!.name).toBe('Inicio');
    expect(JSON.stringify(list.itemListElement[0])).toMatch(/\/es"/);
  });

  it('names each home crumb as its catalogue does', () => {
    expect(HOME_CRUMBS.en.name).toBe(en['page.home']);
    expect(HOME_CRUMBS.es.name).toBe(es['page.home']);
  });
});
