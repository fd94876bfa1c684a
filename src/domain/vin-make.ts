/**
 * Reading a car's make from its VIN offline, for the quote form. The first three characters
 * of a VIN are the World Manufacturer Identifier (49 CFR Part 565, ISO 3780), assigned by SAE
 * for NHTSA; most name one maker's vehicles of one kind, and so one of the site's makes. The
 * form can fill in the make from it, and the visitor can still change it.
 *
 * A WMI missing here only means the visitor picks the make by hand; a wrong one tells a
 * customer the wrong make. So the table holds only WMIs known to belong to a single one of
 * the site's makes, and a WMI that two makes share gives no make at all (SHARED_WMIS).
 * The lookup always uses the whole three characters: a maker's two-character prefix (1G for
 * General Motors, JT for Toyota, 1C for Chrysler) covers several makes, so nothing is guessed
 * from two characters.
 *
 * No React, no Node, and no import of src/content: the browser loads this in a small chunk.
 * The values are the brand ids of src/content/brands.ts, which a test keeps in step.
 */

/** The characters a VIN may hold: digits and letters other than I, O and Q. */
const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/**
 * WMI → the site's brand id. The comments name vehicles sold in the United States under each
 * WMI. No WMI here ends in 9 (the mark of a maker of few vehicles, whose VINs name it further
 * in characters 12 to 14).
 */
// Only assignments confirmed against decoded VINs are kept; ones known from memory alone were
// left out, since a missing WMI costs a tap and a wrong one misleads a customer.
export const WMI_MAKES: Record<string, string> = {
  // Ford Motor Company. Not 1FU/1FV: those are Freightliner's.
  '1FA': 'ford', // passenger cars (Mustang, Focus)
  '1FD': 'ford', // incomplete vehicles (Super Duty chassis cabs, cutaways)
  '1FM': 'ford', // SUVs (Explorer, Expedition, Bronco, Escape)
  '1FT': 'ford', // trucks (F-150, Ranger, Transit vans)
  '2FA': 'ford', // Canada: Crown Victoria
  '2FM': 'ford', // Canada: Edge, Flex, Windstar
  '2FT': 'ford', // Canada: F-Series
  '3FA': 'ford', // Mexico: Fusion, Fiesta
  '3FM': 'ford', // Mexico: Bronco Sport, Mustang Mach-E
  '3FT': 'ford', // Mexico: Maverick, F-Series
  '1ZV': 'ford', // AutoAlliance, Flat Rock: Mustang 2005-2014

  // Lincoln
  '1LN': 'lincoln', // cars (Town Car, MKZ, Continental)
  '2LM': 'lincoln', // Canada: MKX, MKT, Nautilus
  '3LN': 'lincoln', // Mexico: MKZ, Zephyr
  '5LM': 'lincoln', // SUVs (Navigator, Aviator, Corsair)

  // General Motors: the third character names the brand (1G1 Chevrolet, 1G2 Pontiac, …).
  '1G1': 'chevrolet', // cars (Malibu, Camaro, Bolt EV)
  '2G1': 'chevrolet', // Canada: Impala, Camaro
  '3G1': 'chevrolet', // Mexico: Cruze
  '1GB': 'chevrolet', // trucks and incomplete vehicles (Silverado, Express cutaways)
  '1GC': 'chevrolet', // trucks (Silverado, Colorado)
  '1GN': 'chevrolet', // SUVs (Tahoe, Suburban, Traverse)
  '2GC': 'chevrolet', // Canada: Silverado
  '2GN': 'chevrolet', // Canada: Equinox
  '3GC': 'chevrolet', // Mexico: Silverado
  '3GN': 'chevrolet', // Mexico: Equinox, Blazer, Captiva Sport
  KL1: 'chevrolet', // GM Korea: Aveo
  KL7: 'chevrolet', // GM Korea: Trax, Trailblazer

  '1G2': 'pontiac', // cars (Grand Am, G6, Solstice)
  '5Y2': 'pontiac', // NUMMI: Vibe

  '1G4': 'buick', // cars (LaCrosse, Lucerne, Verano)
  '5GA': 'buick', // SUVs (Enclave, Rainier)
  KL4: 'buick', // GM Korea: Encore, Envista
  LRB: 'buick', // SAIC-GM, China: Envision
  W04: 'buick', // Opel, Germany: Regal, Cascada

  '1G6': 'cadillac', // cars (CTS, ATS, CT5)
  '1GY': 'cadillac', // SUVs (Escalade, XT5, Lyriq)
  '2G6': 'cadillac', // Canada: XTS
  '3GY': 'cadillac', // Mexico: SRX, Escalade EXT

  '1GK': 'gmc', // SUVs (Yukon, Acadia)
  '1GT': 'gmc', // trucks (Sierra, Canyon)
  '3GT': 'gmc', // Mexico: Sierra

  // Hummer. Not the H3: its WMIs are not known here for sure.
  '5GR': 'hummer', // H2 (built by AM General)

  // Tesla
  '5YJ': 'tesla', // Fremont: Model S, 3, X, Y
  '7SA': 'tesla', // Model X, Model Y
  LRW: 'tesla', // Shanghai: Model 3, Model Y

  // Chrysler, Dodge, Jeep and Ram. Before 2011 the second character named the brand (A and C
  // Chrysler, B and D Dodge, J Jeep); from 2011 1C3, 1C4, 2C3, 2C4, 3C4 and 1C6 are used across
  // the brands, so they are in SHARED_WMIS. 1D3, 1D7 and 3D7 are Dodge Ram and Dakota pickups,
  // left out because the site's Ram page and Dodge page split them differently.
  '2A4': 'chrysler', // Canada: Pacifica 2004-2008, Town & Country 2008-2010
  '3A8': 'chrysler', // Mexico: PT Cruiser 2006-2010

  '2B3': 'dodge', // Canada: Intrepid, Charger and Challenger to 2010
  '2D4': 'dodge', // Canada: Grand Caravan, Magnum to 2010
  '3D4': 'dodge', // Mexico: Journey 2009-2011

  '1J4': 'jeep', // Wrangler, Liberty, Grand Cherokee before 1C4
  '1J8': 'jeep', // Grand Cherokee, Commander before 1C4

  '3C6': 'ram', // Mexico: Ram pickups, ProMaster

  // Toyota. Not JTN (Scion iQ and iM), JTM (Subaru Solterra) or 5TD (see below).
  JT2: 'toyota', // cars (Camry, Celica, Supra) before the JTD era
  JT3: 'toyota', // SUVs (4Runner, Land Cruiser)
  JTD: 'toyota', // cars (Prius, Corolla, Yaris)
  JTE: 'toyota', // SUVs (4Runner, Land Cruiser, FJ Cruiser)
  '4T1': 'toyota', // Kentucky: Camry, Avalon
  '5TE': 'toyota', // Tacoma
  '5TF': 'toyota', // Tundra, Tacoma
  '5YF': 'toyota', // Mississippi: Corolla
  '2T1': 'toyota', // Canada: Corolla, Matrix
  '2T3': 'toyota', // Canada: RAV4
  '3TM': 'toyota', // Mexico: Tacoma

  JTH: 'lexus', // cars (IS, ES, GS, LS, CT)
  JTJ: 'lexus', // SUVs (RX, NX, GX, LX)
  '2T2': 'lexus', // Canada: RX, NX
  '58A': 'lexus', // Kentucky: ES

  // Scion: none. Its tC and xB carried JTK and JTL, not confirmed here to be Scion's
  // alone; its iQ and iM carry JTN and its FR-S JF1, both shared with other makes.

  JHM: 'honda', // cars (Civic, Fit, Accord, Insight)
  JHL: 'honda', // SUVs (CR-V, Element)
  '1HG': 'honda', // Ohio: Accord, Civic
  '19X': 'honda', // Indiana: Civic, Insight
  '2HG': 'honda', // Canada: Civic
  '2HJ': 'honda', // Canada: Ridgeline
  '2HK': 'honda', // Canada: CR-V, Pilot, Odyssey
  '3CZ': 'honda', // Mexico: HR-V
  '5FN': 'honda', // Alabama: Odyssey, Pilot, Passport
  '5J6': 'honda', // CR-V, Element, Crosstour
  SHH: 'honda', // United Kingdom: Civic

  JH4: 'acura', // cars (TSX, RSX, RL, NSX)
  '19U': 'acura', // Ohio: TL, TLX, Integra
  '2HN': 'acura', // Canada: MDX, ZDX
  '5FR': 'acura', // MDX from 2014
  '5J8': 'acura', // RDX, MDX

  // Nissan and Infiniti. Not JN1, JN8 or 5N1: both makes use them (Q50 and 370Z, QX80 and
  // Rogue, QX60 and Pathfinder).
  '1N4': 'nissan', // cars (Altima, Maxima, LEAF)
  '1N6': 'nissan', // trucks (Titan, Frontier)
  '3N1': 'nissan', // Mexico: Sentra, Versa, Kicks

  JNK: 'infiniti', // cars (G35, M35)
  '5N3': 'infiniti', // Mississippi: QX56

  JF1: 'subaru', // cars (Impreza, WRX, Legacy); not the 86 family, see SHARED_PREFIXES
  JF2: 'subaru', // SUVs (Forester, Crosstrek, Outback)
  '4S3': 'subaru', // Indiana: Legacy, Impreza
  '4S4': 'subaru', // Indiana: Outback, Ascent

  JA3: 'mitsubishi', // cars (Lancer, Mirage, i-MiEV)
  JA4: 'mitsubishi', // SUVs (Outlander, Montero, Eclipse Cross)
  ML3: 'mitsubishi', // Thailand: Mirage, Mirage G4
  '4A3': 'mitsubishi', // Illinois: Eclipse, Galant

  JAL: 'isuzu', // commercial trucks (NPR, NQR)

  WBA: 'bmw', // cars (3, 5, 7 Series, X1)
  WBS: 'bmw', // BMW M
  WBX: 'bmw', // X1, X2, X3 (built in Germany and Austria)
  WBY: 'bmw', // BMW i (i3)
  '5UX': 'bmw', // South Carolina: X3, X4, X5, X6, X7
  '5YM': 'bmw', // South Carolina: X5 M, X6 M

  // Mercedes-Benz. Not the Sprinter's WMIs: Dodge and Freightliner sold it too.
  WDB: 'mercedes-benz', // cars and SUVs before WDD and WDC
  WDC: 'mercedes-benz', // SUVs (ML, GLK, GLC, G-Class)
  WDD: 'mercedes-benz', // cars (C, E, S-Class)
  W1K: 'mercedes-benz', // cars from 2020
  W1N: 'mercedes-benz', // SUVs from 2020
  '4JG': 'mercedes-benz', // Alabama: ML, GL, GLE, GLS
  '55S': 'mercedes-benz', // Alabama: C-Class

  WAU: 'audi', // cars (A3 to A8)
  WA1: 'audi', // SUVs (Q5, Q7, Q8)
  WUA: 'audi', // Audi Sport: R8, RS models

  SAJ: 'jaguar', // XE, XF, XJ, F-TYPE
  SAD: 'jaguar', // F-PACE, E-PACE, I-PACE
  SAL: 'land-rover', // Land Rover and Range Rover

  WP0: 'porsche', // cars (911, Boxster, Cayman, Panamera, Taycan)
  WP1: 'porsche', // SUVs (Cayenne, Macan)

  // Kia, Hyundai and Genesis. Not 5XY (Kia Sorento and Telluride, and the Hyundai Santa Fe
  // built at Kia's Georgia plant) or 3KP (Kia Forte and Rio, and the Hyundai Accent built at
  // Kia's Mexico plant). Not 5NM either (Hyundai Santa Fe and Tucson from Alabama): the
  // Genesis GV70 has been built in the same plant since 2023, under a WMI not known here.
  KNA: 'kia', // cars (Forte, Rio, Stinger)
  KND: 'kia', // SUVs (Sportage, Sorento, Soul, Niro); not KNDM, see SHARED_PREFIXES
  '5XX': 'kia', // Georgia: Optima, K5

  KMH: 'hyundai', // cars (Elantra, Sonata, IONIQ 6); not KMHG, see SHARED_PREFIXES
  KM8: 'hyundai', // SUVs (Tucson, Santa Fe, Palisade, Kona, IONIQ 5)
  '5NP': 'hyundai', // Alabama: Sonata, Elantra
};

/**
 * WMIs that more than one make uses, so they give no make: none of them is in WMI_MAKES.
 * Listed so the reason is written down and a test can hold the table to it.
 */
export const SHARED_WMIS: readonly string[] = [
  '1C3', // Chrysler 200 and Sebring, Dodge Dart and Avenger
  '1C4', // Jeep Wrangler and Grand Cherokee, Dodge Durango
  '1C6', // Ram 1500, Jeep Gladiator
  '2C3', // Chrysler 300, Dodge Charger and Challenger
  '2C4', // Chrysler Pacifica and Town & Country, Dodge Grand Caravan
  '3C3', // Chrysler PT Cruiser convertible, Fiat 500
  '3C4', // Chrysler PT Cruiser, Dodge Journey, Jeep Compass
  'ZFB', // Ram ProMaster City, Fiat 500L and 500X
  'JN1', // Nissan 370Z, GT-R and LEAF, Infiniti G, Q50, Q60 and EX
  'JN8', // Nissan Rogue, Murano and Armada, Infiniti FX, QX70 and QX80
  '5N1', // Nissan Pathfinder, Rogue and Murano, Infiniti JX35 and QX60
  '3N6', // Nissan NV200, Chevrolet City Express
  'JTN', // Toyota Corolla hatchback, Scion iQ and iM
  'JTM', // Toyota RAV4 and bZ4X, Subaru Solterra
  '5TD', // Toyota Highlander, Sienna and Grand Highlander; Lexus TX, built alongside, too
  '5XY', // Kia Sorento and Telluride, Hyundai Santa Fe (built at Kia's Georgia plant)
  '3KP', // Kia Forte and Rio, Hyundai Accent (built at Kia's Mexico plant)
];

/**
 * Longer prefixes within a WMI of WMI_MAKES that another make also used: a VIN starting with
 * one of them gives no make, although its WMI alone would name one. Each is the start of the
 * model line shared, not a guess at the rest.
 */
export const SHARED_PREFIXES: readonly string[] = [
  'JF1Z', // Subaru BRZ, and the Scion FR-S and Toyota 86 and GR86 that Subaru builds
  'KMHG', // Hyundai Genesis and Equus, and the Genesis G80 and G90 before Genesis used KMT
  'KNDM', // Kia Sedona, and the Hyundai Entourage that Kia built
];

/**
 * The site's brand id for the make a VIN's World Manufacturer Identifier names, or undefined
 * when the input is not 17 VIN characters (surrounding spaces and lower case are fine), its
 * WMI is not in the table, or more than one make uses it.
 */
export function vinMakeId(vin: string): string | undefined {
  const upper = vin.trim().toUpperCase();
  if (!VIN_PATTERN.test(upper)) return undefined;
  if (SHARED_PREFIXES.some((prefix) => upper.startsWith(prefix))) return undefined;
  return WMI_MAKES[upper.slice(0, 3)];
}
