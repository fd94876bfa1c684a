import { parseCaliforniaZips, zipPlace, zipPlaceLabel } from './zip-place';

describe('zipPlace', () => {
  it('names the city of a served Bay Area ZIP and places it inside the area', () => {
    expect(zipPlace('94544')).toEqual({
      zip: '94544',
      city: 'Hayward',
      county: 'Alameda',
      distanceMiles: expect.any(Number),
      inServiceArea: true,
    });
    expect(zipPlace('94544')!.distanceMiles).toBeLessThan(6);
    expect(zipPlace('95035')).toMatchObject({ city: 'Milpitas', county: 'Santa Clara' });
  });

  it('reads San Francisco as its own county', () => {
    expect(zipPlace('94103')).toMatchObject({
      city: 'San Francisco',
      county: 'San Francisco',
      inServiceArea: true,
    });
  });

  it('keeps a ZIP in a county the business does not serve outside the area, however close', () => {
    // Novato (Marin) is within the radius of Hayward but Marin is not served.
    const novato = zipPlace('94945')!;
    expect(novato.county).toBe('Marin');
    expect(novato.inServiceArea).toBe(false);
    expect(zipPlaceLabel('94945')).toBe('Novato, Marin County, outside the service area');
  });

  it('keeps a far California ZIP outside the area', () => {
    expect(zipPlace('90012')).toMatchObject({ city: 'Los Angeles', inServiceArea: false });
  });

  it('does not know ZIPs outside California or ones that do not exist', () => {
    expect(zipPlace('10001')).toBeUndefined();
    expect(zipPlace('00000')).toBeUndefined();
    expect(zipPlaceLabel('10001')).toBe('not a California ZIP');
  });

  it('parses the GeoNames columns and skips other states and broken rows', () => {
    const rows = parseCaliforniaZips(
      [
        'US\t94544\tHayward\tCalifornia\tCA\tAlameda\t001\t\t\t37.6374\t-122.067\t4',
        'US\t10001\tNew York\tNew York\tNY\tNew York\t061\t\t\t40.7484\t-73.9967\t4',
        'US\t9454\tShort\tCalifornia\tCA\tAlameda\t001\t\t\t37\t-122\t4',
        'US\t94999\tNowhere\tCalifornia\tCA\tAlameda\t001\t\t\t\t\t4',
      ].join('\n'),
    );
    expect([...rows.keys()]).toEqual(['94544']);
    expect(rows.get('94544')).toEqual({
      city: 'Hayward',
      county: 'Alameda',
      latitude: 37.6374,
      longitude: -122.067,
    });
  });
});
