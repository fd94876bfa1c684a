import { hasValidVinCheckDigit } from './vin';
import { SHARED_PREFIXES, SHARED_WMIS, vinMakeId, WMI_MAKES } from './vin-make';

// Real-format VINs: each one's check digit is right, and each was published for the make named.
const KNOWN: [string, string][] = [
  ['1HGCM82633A004352', 'honda'], // 2003 Accord
  ['5YJSA1AG1DFP08689', 'tesla'], // 2013 Model S
  ['WBA3C1C53FK119625', 'bmw'], // 2015 328i
  ['1FTEW1EP7GKD77746', 'ford'], // 2016 F-150
  ['1G11D5RR7DF107260', 'chevrolet'], // 2013 Malibu
  ['1GKS1GEJXDR155600', 'gmc'], // 2013 Yukon
  ['2G61W5S83E9422251', 'cadillac'], // 2014 XTS
  ['KL4CJASB9GB686238', 'buick'], // 2016 Encore
  ['5Y2SP67069Z433697', 'pontiac'], // 2009 Vibe
  ['5GRGN23U83H132227', 'hummer'], // 2003 H2
  ['1J8HR68T89C533504', 'jeep'], // 2009 Grand Cherokee
  ['2B3KA43G27H825762', 'dodge'], // 2007 Charger
  ['2A4GM684X6R632476', 'chrysler'], // 2006 Pacifica
  ['3C6JD7CT4CG104778', 'ram'], // 2012 Ram 1500
  ['JTEBU5JR5G5340695', 'toyota'], // 2016 4Runner
  ['58ABK1GG4GU016219', 'lexus'], // 2016 ES 350
  ['JTHBW1GG7D2369737', 'lexus'], // 2013 ES 300h
  ['19UUA9F53EA002754', 'acura'], // 2014 TL
  ['1N4AZ0CP6GC304290', 'nissan'], // 2016 LEAF
  ['5N3AA08C68N906008', 'infiniti'], // 2008 QX56
  ['JF2SJGVC3GH555328', 'subaru'], // 2016 Forester
  ['JF1GPAY67G8331894', 'subaru'], // 2016 Impreza
  ['JA4AD2A3XEZ426420', 'mitsubishi'], // 2014 Outlander
  ['4A31K3DT4CE403200', 'mitsubishi'], // 2012 Eclipse
  ['4JGDA6DB9GA764832', 'mercedes-benz'], // 2016 GLE
  ['WA1C2AFP1GA058862', 'audi'], // 2016 Q5
  ['WUADUAFG6AN410499', 'audi'], // 2010 R8
  ['SADCM2BV5HA056855', 'jaguar'], // 2017 F-PACE
  ['SAJWA0HP7FMU61983', 'jaguar'], // 2015 XF
  ['WP1AE2A20FLA52901', 'porsche'], // 2015 Cayenne
  ['KNDJT2A54D7883468', 'kia'], // 2013 Soul
  ['5XXGM4A7XFG459047', 'kia'], // 2015 Optima
  ['5NPE24AF6GH269479', 'hyundai'], // 2016 Sonata
];

describe('vinMakeId', () => {
  it.each(KNOWN)('reads %s as %s', (vin, makeId) => {
    expect(hasValidVinCheckDigit(vin)).toBe(true);
    expect(vinMakeId(vin)).toBe(makeId);
  });

  it('accepts lower case and surrounding spaces', () => {
    expect(vinMakeId('  1hgcm82633a004352 ')).toBe('honda');
    expect(vinMakeId('\t5yjsa1ag1dfp08689\n')).toBe('tesla');
    expect(vinMakeId('Wba3c1c53fk119625')).toBe('bmw');
  });

  it('gives no make for a WMI that is not in the table', () => {
    expect(vinMakeId('JM1BL1SF3A1267720')).toBeUndefined(); // Mazda3
    expect(vinMakeId('WVGAV7AX9BW549850')).toBeUndefined(); // Volkswagen Tiguan
    expect(vinMakeId('1FUJA6CV74DM34063')).toBeUndefined(); // Freightliner, not Ford
  });

  it('gives no make for a WMI that two makes share', () => {
    expect(vinMakeId('1C4RJEAG2EC476429')).toBeUndefined(); // Jeep Grand Cherokee, 1C4
    expect(vinMakeId('2C4RDGBG1FR710120')).toBeUndefined(); // Dodge Grand Caravan, 2C4
    expect(vinMakeId('2C4RC1BG8GR193643')).toBeUndefined(); // Chrysler Town & Country, 2C4
    expect(vinMakeId('1C6RR6GG1FS674987')).toBeUndefined(); // Ram 1500, 1C6
    expect(vinMakeId('ZFBERFAT7F6978883')).toBeUndefined(); // Ram ProMaster City, ZFB
    expect(vinMakeId('5N1CR2MN6EC875492')).toBeUndefined(); // Nissan Pathfinder, 5N1
    expect(vinMakeId('5N1AL0MM1DC339116')).toBeUndefined(); // Infiniti JX35, 5N1
    expect(vinMakeId('JN1AZ44EX9M403788')).toBeUndefined(); // Nissan 370Z, JN1
    expect(vinMakeId('JN1CV6FE4EM164066')).toBeUndefined(); // Infiniti Q60, JN1
    expect(vinMakeId('5XYPK4A57GG169415')).toBeUndefined(); // Kia Sorento, 5XY
    expect(vinMakeId('5XYZT3LB5GG318570')).toBeUndefined(); // Hyundai Santa Fe Sport, 5XY
    expect(vinMakeId('JTNKARJEXGJ522381')).toBeUndefined(); // Scion iM, JTN
  });

  it('gives no make for a shared model line inside a listed WMI', () => {
    expect(vinMakeId('JF1ZNAA19G8708660')).toBeUndefined(); // Scion FR-S, built by Subaru
    expect(vinMakeId('JF1ZCAB12G9604896')).toBeUndefined(); // Subaru BRZ, same line
    expect(vinMakeId('KMHGN4JE3GU111299')).toBeUndefined(); // Hyundai Genesis, later Genesis G80
    expect(vinMakeId('KNDMC233066000001')).toBeUndefined(); // Hyundai Entourage, built by Kia
  });

  it('gives no make for what is not 17 VIN characters', () => {
    expect(vinMakeId('')).toBeUndefined();
    expect(vinMakeId('1HG')).toBeUndefined();
    expect(vinMakeId('1HGCM82633A00435')).toBeUndefined();
    expect(vinMakeId('1HGCM82633A0043521')).toBeUndefined();
    expect(vinMakeId('1HGCM 82633A004352')).toBeUndefined();
    expect(vinMakeId('1HGCM82633A00435O')).toBeUndefined();
    expect(vinMakeId('1HGCM82633A0043I2')).toBeUndefined();
  });
});

describe('WMI table', () => {
  it('keys every make by a whole three-character WMI', () => {
    for (const wmi of [...Object.keys(WMI_MAKES), ...SHARED_WMIS]) {
      expect(wmi).toMatch(/^[A-HJ-NPR-Z0-9]{3}$/);
    }
  });

  it('leaves every shared WMI out', () => {
    for (const wmi of SHARED_WMIS) {
      expect(Object.keys(WMI_MAKES)).not.toContain(wmi);
    }
  });

  it('carves shared model lines only out of listed WMIs', () => {
    for (const prefix of SHARED_PREFIXES) {
      expect(prefix).toMatch(/^[A-HJ-NPR-Z0-9]{4,}$/);
      expect(WMI_MAKES[prefix.slice(0, 3)]).toBeDefined();
    }
  });
});
