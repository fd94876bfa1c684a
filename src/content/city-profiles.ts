import { fleetWithin, onFleetTerms } from './fleet-terms';
import { businessProfile } from './business-profile';
import { workmanshipTerm, workmanshipWarrantyName } from './promise-wording';
import type { CityProfile, County, Feature } from './types';

/** Where the vans start and where static calibration is done, from the business profile. */
const BASE = businessProfile.address.locality;
const SHOP = businessProfile.calibrationShop;

/**
 * City-specific copy for the 48 city pages, keyed by the ids in `cities.ts`. Every
 * description is written for its own city; no sentence is shared between two cities.
 */
export const CITY_PROFILES: Record<string, CityProfile> = {
  // Alameda County
  alameda: {
    description:
      'Getting off the island for a glass appointment means the Posey or Webster tube, or one of the estuary bridges at Park Street, Fruitvale Avenue and High Street, and that trip can eat up a morning. We skip it for you by driving the van over instead, with no travel fee added. Salt air off the estuary and the bay leaves a film on glass and speeds up corrosion around old seals, so the frame gets a careful cleaning before new urethane goes down. On the West End we often work beside the old hangars at Alameda Point or near the Seaplane Lagoon ferry terminal, while Bay Farm Island customers usually book in their own driveways. Boat owners at the estuary marinas and at Ballena Isle ask us to meet them in the marina lot while they are out on the water. Shop owners on Park Street and Webster Street can stay open while we replace glass in the back lot. Once the adhesive has cured for about an hour, the car is ready for the drive back through the tube and onto I-880.',
    neighborhoods: [
      'West End',
      'Alameda Point',
      'Park Street District',
      'Bay Farm Island',
      'Gold Coast',
      'Fernside',
    ],
  },
  albany: {
    description:
      'Albany fits a lot of life into less than two square miles, and most of its drivers park on the street along Solano Avenue, San Pablo Avenue and the grid of bungalow blocks in between. That makes a home visit the easiest option: our technician parks behind your car, works at the curb and leaves the space as clean as we found it. Commuters on the Eastshore Freeway, where I-80 and I-580 run together past the Buchanan Street exit, pick up chips from the trucks splitting off toward the Richmond-San Rafael Bridge. Families in University Village often book a slot while the kids are at school, and we can work in the lot there when parking rules allow. Homes on the slopes of Albany Hill have short, steep driveways, so describe the layout when you book and we will plan the setup around it. The visit costs nothing extra for the trip. Chip repairs, windshields and side windows are all handled from the van.',
    neighborhoods: [
      'Solano Avenue',
      'Albany Hill',
      'University Village',
      'San Pablo Avenue',
      'Albany Flats',
    ],
  },
  berkeley: {
    description:
      'A smashed side window is a familiar sight in Berkeley, especially on cars left overnight near campus, on the Southside blocks around Telegraph Avenue and by the shops on Fourth Street. When it happens, we bring new door glass to wherever the car is parked, vacuum the shards out of the door panel and the seats, and test the regulator so the window runs smoothly again. Because so many Berkeley residents rely on street parking, our technicians are used to working curbside in Elmwood, North Berkeley and the flats of West Berkeley. Steep grades in the hills, from Marin Avenue to the streets below Grizzly Peak Boulevard, put extra stress on a windshield that already carries a chip picked up on I-80 near Gilman Street or University Avenue. We handle those windshields too, at the curb where the car is parked. If your insurer covers glass, we file the claim with them directly so you are not juggling paperwork the morning after a break-in.',
    neighborhoods: [
      'Downtown Berkeley',
      'Southside',
      'Elmwood',
      'North Berkeley',
      'West Berkeley',
      'Berkeley Hills',
    ],
  },
  dublin: {
    description:
      "Few places in the Bay Area see more freeway traffic than the spot where I-580 crosses I-680 on Dublin's southern boundary. Big rigs coming off the Altamont Pass and up from the Sunol Grade share those lanes with commuters, while the steady building on the east side of town leaves loose gravel on Dublin Boulevard, Tassajara Road and Fallon Road. The result is a constant supply of cracked windshields. Summer afternoons here often climb into the 90s, and that heat turns a small chip into a long crack much faster than in the cooler parts of the bay. We replace windshields in the garages and driveways of Dublin Ranch, Positano and Wallis Ranch, and at offices and shopping lots near Persimmon Place and the two BART stations. Many of the newer vehicles in these neighborhoods carry lane-keeping cameras behind the glass, so we check whether calibration is needed before handing back the keys. Most visits take one to two hours from arrival to departure.",
    neighborhoods: ['Dublin Ranch', 'Positano', 'Wallis Ranch', 'Downtown Dublin', 'West Dublin'],
  },
  emeryville: {
    description:
      'Emeryville squeezes shopping centers, condo towers and office campuses into a narrow strip between I-80 and the Oakland border, and that density brings plenty of car break-ins. Shoppers at Bay Street and along Powell Street, travelers parked near the Amtrak station and residents of the Watergate towers all call us about shattered side windows. Our technician removes the door panel, clears every bit of tempered glass out of the door and the cabin, fits the new glass and confirms that the regulator and seals work properly before leaving. Garages in the Park Avenue District and secured lots at the office buildings are common places for the appointment, as long as building management lets the van inside. Windshields take a beating here as well, since the Powell Street ramps feed straight into the crowded approach to the MacArthur Maze and the Bay Bridge. Until the new glass is in, tape heavy plastic over the opening, since a car left overnight with an open window invites a second visit.',
    neighborhoods: [
      'Bay Street',
      'Watergate',
      'Park Avenue District',
      'Powell Street',
      'Triangle Neighborhood',
    ],
  },
  fremont: {
    description: `With the Tesla factory on the south side of town, Fremont driveways from Ardenwood to Warm Springs are full of electric, hybrid and late-model cars. Nearly all of those cars use a camera behind the windshield for lane keeping, automatic braking or driver-assist features, and that camera must be recalibrated after the glass is replaced. A dynamic calibration is a drive on well-marked Fremont roads; a static calibration needs a level floor, controlled light and a clear background, so it is done at our ${SHOP} shop. Commuters on I-880, I-680 and the SR-84 approach to the Dumbarton Bridge pick up plenty of chips, and drivers who use Niles Canyon Road face rock debris from the canyon walls. We come to driveways and office lots in Mission San Jose, Niles, Centerville and Irvington alike. Calibration adds one to two hours to the visit, and you receive a record of the result.`,
    neighborhoods: [
      'Mission San Jose',
      'Niles',
      'Centerville',
      'Irvington',
      'Warm Springs',
      'Ardenwood',
    ],
  },
  hayward: {
    description: `Our base is in ${BASE}, so vehicles here are a short drive from where our vans start. The industrial district west of I-880, running south from the San Mateo Bridge approach, is packed with warehouses, food distributors and trucking yards whose vans rack up miles every day. Fleet managers there use our fleet program for scheduled service${fleetWithin()}, account billing${onFleetTerms()} and glass work done in their own yard between routes. Individual drivers benefit from the short distance too: a windshield replacement in Mt. Eden, Harder-Tennyson, Southgate or Downtown Hayward is a short trip from our base. Traffic on SR-92, Mission Boulevard and Jackson Street sends plenty of gravel toward windshields, and the climb up to Cal State East Bay and the Hayward Hills adds stress to glass that already has a chip. We meet customers at home, at work or in the company yard. We also serve the hangars and businesses around Hayward Executive Airport.`,
    neighborhoods: [
      'Downtown Hayward',
      'Industrial District',
      'Mt. Eden',
      'Harder-Tennyson',
      'Southgate',
      'Hayward Hills',
    ],
  },
  livermore: {
    description:
      'Gravel is part of daily driving in Livermore. The quarries between Pleasanton and Livermore send loaded trucks along Stanley Boulevard and Isabel Avenue all day, and I-580 carries a heavy stream of big rigs between the Altamont Pass and the rest of the Tri-Valley. Loose rock from those loads is the usual reason Livermore drivers call us about a small chip. Catching it early matters here more than in most places, since summer highs in the upper 90s followed by cool evenings can make a star break spread into a long crack. A resin repair takes about 30 minutes and works when the damage is smaller than half an inch and at least 2 inches from the edge of the glass. We do repairs in driveways in Springtown and South Livermore, at wineries along Tesla Road and Vineyard Avenue, and in lots near First Street downtown and the laboratories off East Avenue and Vasco Road. If the chip has already run, we can replace the windshield instead.',
    neighborhoods: [
      'Downtown Livermore',
      'Springtown',
      'South Livermore',
      'Vineyard Avenue',
      'Tesla Road Wine Country',
    ],
  },
  newark: {
    description: `Newark's business parks sit where the Dumbarton Bridge freeway meets I-880, which makes the city a practical home for delivery companies, light manufacturers and research firms. Their vans, box trucks and company cars rack up miles crossing the bridge and running up and down I-880 toward San Jose and Oakland. Our fleet program keeps those vehicles working: we schedule glass service${fleetWithin()}, do the work in your lot between shifts, and bill the company account${onFleetTerms()}. Businesses along Gateway Boulevard and the rest of the SR-84 corridor are familiar stops for our van. Newark households get the same mobile service at home, whether in Old Town off Thornton Avenue, around Lakeshore Park or near NewPark Mall. Wind sweeping across the open flats by the salt ponds carries grit that dulls glass over time, so older fleet windshields often need replacement rather than a quick chip repair. Our ${BASE} base is only a few exits up I-880, so Newark calls rarely wait long.`,
    neighborhoods: [
      'Old Town Newark',
      'Lakeshore Park',
      'NewPark Mall Area',
      'Gateway Boulevard',
      'Cedar Boulevard',
    ],
  },
  oakland: {
    description:
      'Oakland drivers know the sound of a window breaking at the curb. Break-ins hit cars parked around Lake Merritt, Jack London Square, Chinatown and the restaurant blocks of Temescal and Uptown, and they usually leave a shattered door glass or rear quarter window behind. We bring the replacement to you, clear the tempered glass from inside the door and the car, install the new window and check that the motor and regulator run cleanly. Many of our Oakland jobs happen at the curb in front of a home or in an apartment garage, and the van fits most residential streets from Rockridge to Fruitvale. Windshields take their share of damage too: trucks heading to and from the Port of Oakland keep I-880 littered with debris, and I-580, I-980 and SR-24 through the Caldecott Tunnel carry heavy commuter traffic. Up in Montclair and the Oakland Hills, narrow winding roads leave little room to park, so tell us about your driveway when you book. There is no travel fee for the visit.',
    neighborhoods: [
      'Downtown Oakland',
      'Lake Merritt',
      'Rockridge',
      'Temescal',
      'Fruitvale',
      'Montclair',
    ],
  },
  piedmont: {
    description: `Piedmont is a small city of large homes surrounded entirely by Oakland, and many of the cars in its garages are recent luxury and electric models. Those vehicles rely on a forward camera behind the windshield for emergency braking and lane keeping, so a glass replacement here almost always involves recalibration as well. A dynamic calibration is a drive on nearby I-580; when the manufacturer calls for static targets, which need a level floor, controlled light and a clear background, the car comes to our ${SHOP} shop. Steep, curving streets above Moraga Avenue and the mature trees along Highland Avenue mean we often work close to the house, and our compact setup suits the narrow driveways of Upper Piedmont. Drivers heading out via Grand Avenue and Oakland Avenue reach I-580 within minutes, while SR-13 and SR-24 lie just over the hill, and all three send chips toward the glass. We also meet parents near the Civic Center and the schools. The entire visit typically runs one to two hours.`,
    neighborhoods: [
      'Civic Center',
      'Upper Piedmont',
      'Lower Piedmont',
      'Grand Avenue',
      'Moraga Avenue',
    ],
  },
  pleasanton: {
    description: `A large share of Pleasanton's workday happens inside Hacienda Business Park, where corporate headquarters, service companies and medical offices fill the blocks south of I-580. Company cars, sales vehicles and service vans based there spend long days on I-580 and I-680, and our fleet program keeps them moving with scheduled service${fleetWithin()}, work done in your own parking lot and account billing${onFleetTerms()}. Gravel trucks from the quarries along Stanley Boulevard add another source of chips on the east side of town. Tri-Valley summers often run well into the 90s, so small damage on a fleet windshield should be fixed before the heat spreads it across the glass. Residents get the same on-site service at home in Vintage Hills, Ruby Hill, Val Vista and the streets around Main Street downtown, or in the lots near Stoneridge Shopping Center. A resin repair on Monday morning can spare a business a full replacement by the end of the week.`,
    neighborhoods: [
      'Hacienda Business Park',
      'Downtown Pleasanton',
      'Vintage Hills',
      'Ruby Hill',
      'Val Vista',
      'Stoneridge',
    ],
  },
  'san-leandro': {
    description:
      "San Leandro sits between two of the busiest freeways in the East Bay: I-880 on its west side, with steady truck traffic bound for the Port of Oakland and Oakland Airport, and I-580 along the hills to the east. Residents use both every day, and the debris they kick up is behind most of the cracked windshields we replace in town. We install OEM or OEE glass in driveways in Washington Manor, Broadmoor, Estudillo Estates and the Bay-O-Vista hills, and in employee lots across the industrial areas along Doolittle Drive and Davis Street. Near the water, the San Leandro Marina sees cool, breezy mornings, and since temperature affects how fast urethane sets, we match the drive-away time to the day's conditions. Shoppers at Bayfair Center and commuters near the downtown BART station can book at their parking spot where lot rules allow. After installation, the adhesive needs about an hour before the car heads back onto I-880 or I-580.",
    neighborhoods: [
      'Downtown San Leandro',
      'Washington Manor',
      'Broadmoor',
      'Estudillo Estates',
      'Bay-O-Vista',
      'Marina',
    ],
  },
  'union-city': {
    description: `Union City commuters tend to reach I-880 by way of Alvarado-Niles Road, Decoto Road or Whipple Road, and the stop-and-go traffic on that stretch of freeway is a common place for a rock to strike glass. Trucks serving the warehouses on the west side of town add to the debris, and a small crack can spread quickly on a warm afternoon. Once a crack has grown past the point of repair, we replace the windshield at your home or workplace with OEM or OEE glass. Our technicians regularly work in the older Decoto and Alvarado neighborhoods, in newer homes in the Station District near Union City BART, and in the parking lots at Union Landing. Families on the hillside streets toward Mission Boulevard often book an early slot before the school run. Our ${BASE} base is just up the road, and the whole job takes one to two hours. We also deal with your insurance carrier directly, which keeps a zero-deductible glass claim simple.`,
    neighborhoods: ['Decoto', 'Alvarado', 'Station District', 'Union Landing', 'Kennedy Park'],
  },

  // Santa Clara County
  'san-jose': {
    description:
      "San Jose covers a lot of ground, and its freeway network covers even more: US-101, I-280, I-680, I-880, SR-87, SR-85 and SR-17 all run through the city, with SR-237 along its northern edge. Widening projects and transit construction keep lanes narrow and gravel loose, and afternoon heat in Evergreen, Almaden Valley and Blossom Valley helps a chip turn into a crack across the driver's view. We replace windshields all over the city, from Willow Glen driveways and Rose Garden curbs to apartment garages downtown and tech campus lots in North San Jose. Shoppers around Santana Row can have us meet them in the garage if the property allows it. Many cars here carry driver-assist cameras, so we confirm calibration needs when you book and handle them during the same visit. In Berryessa and Cambrian, many customers book an early driveway slot so the car is ready before the commute. Expect one to two hours from start to finish, including about an hour of cure time before you drive.",
    neighborhoods: [
      'Downtown San Jose',
      'Willow Glen',
      'Almaden Valley',
      'Evergreen',
      'Berryessa',
      'North San Jose',
    ],
  },
  'santa-clara': {
    description: `Santa Clara is dense with semiconductor firms, data centers and the contractors who keep them running, and most of those companies depend on vehicles every day. Service vans and facility trucks circulate along Tasman Drive, Bowers Avenue and Scott Boulevard and on the stretch of US-101 and SR-237 near Great America and Levi's Stadium. Facility managers can hand us a list of vehicles, and we book them${fleetWithin()}, work through them in the company lot between shifts and send a single invoice${onFleetTerms()}. Lawrence, San Tomas and Central expressways see heavy traffic and frequent resurfacing, a steady source of chips for fleet and personal cars alike. Residents get the same mobile service at home in the Old Quad near Santa Clara University, in the townhomes and apartment garages of Rivermark, and near Mission College. Game days and concerts at the stadium flood the north side with traffic, so we schedule around events when we can. Many company vehicles include camera-based safety systems, and we calibrate them after a replacement: dynamically on local roads, or at our ${SHOP} shop when static targets are required.`,
    neighborhoods: ['Old Quad', 'Rivermark', 'Mission College Area', 'Agnew', 'Great America Area'],
  },
  sunnyvale: {
    description: `Sunnyvale's concentration of tech employers in Moffett Park and along Mathilda Avenue means many drivers here own recent models with lane cameras, radar and head-up displays tied to the windshield. After a replacement, those systems need recalibration to read the road correctly. Dynamic calibration is done by driving on well-marked roads, and nearby US-101 and Central Expressway give us the right conditions. Static calibration uses printed targets at measured distances and needs a level floor, controlled light and a clear background, so it is done at our ${SHOP} shop. Commute traffic on SR-237 and SR-85 is a frequent source of chips, especially on the ramps around Moffett Park, and I-280 along the south side of the city adds more. We see customers in the driveways of Cherry Chase, Birdland and Lakewood Village, at apartment complexes along El Camino Real, and near the restaurants of Murphy Avenue. Plan on roughly one to two extra hours for calibration, and before leaving, our technician walks you through the completed result.`,
    neighborhoods: [
      'Murphy Avenue Downtown',
      'Moffett Park',
      'Cherry Chase',
      'Lakewood Village',
      'Birdland',
    ],
  },
  'mountain-view': {
    description:
      'Many Mountain View residents spend the workday in North Bayshore and the evening in an apartment off Rengstorff Avenue, Middlefield Road or El Camino Real, which leaves little time to drive to a glass shop. We come to the car instead, at no extra charge for the trip. Campus lots and garages near Shoreline Boulevard are common meeting points when company rules allow outside vendors, and we are just as happy to work in a carport in Old Mountain View or a driveway in Waverly Park, Monta Loma or Cuesta Park. US-101, SR-85 and SR-237 all converge in the city, and their merge zones are where many windshields pick up chips. Central Expressway and the busy downtown blocks around Castro Street add more stop-and-go miles. Tell us where the car will be parked and how much clearance there is, and our technician will arrive with the glass, tools and a cover for your seats. Most mobile jobs take between one and two hours, and a chip repair on its own is about 30 minutes.',
    neighborhoods: [
      'North Bayshore',
      'Old Mountain View',
      'Castro Street Downtown',
      'Monta Loma',
      'Waverly Park',
      'Whisman',
    ],
  },
  'palo-alto': {
    description: `Electric vehicles and late-model cars are everywhere in Palo Alto, from the driveways of Old Palo Alto and Crescent Park to the parking lots of Stanford Research Park. Nearly all of them use cameras or sensors mounted at the windshield, so a replacement is only finished once those systems have been recalibrated. Our technicians perform dynamic calibration on well-marked roads nearby, and static calibration, which needs a level floor, controlled light and a clear background, at our ${SHOP} shop, whichever the vehicle's maker requires. Traffic on US-101 and I-280, along with Page Mill Road, Oregon Expressway and Embarcadero Road, produces the chips and cracks that usually start the process. Street parking in Professorville, near University Avenue downtown and around California Avenue is fine for most jobs, and we take care to keep the sidewalk clear. Residents of Midtown, Barron Park and College Terrace often choose a morning slot so the car is ready by lunch. Calibration adds one to two hours to the visit, and the driver-assist warning lights should be clear when we finish.`,
    neighborhoods: [
      'Downtown Palo Alto',
      'Professorville',
      'Old Palo Alto',
      'Crescent Park',
      'Midtown',
      'Barron Park',
    ],
  },
  cupertino: {
    description:
      'Stevens Creek Boulevard, Foothill Boulevard and I-280 carry steady commuter and construction traffic, and the grit thrown up by that traffic lands on windshields across the west side of the city. That makes early chip repair especially worthwhile here. When the damage is a small bullseye, star or crack under half an inch, in the outer layer and at least 2 inches from the edge, we inject resin that restores strength and keeps the break from spreading, in about 30 minutes. We do these repairs in Monta Vista, Rancho Rinconada, Seven Springs and Garden Gate, and in office parking lots along Stevens Creek and De Anza boulevards when parking rules allow. Commuters on I-280 and SR-85, which meet in Cupertino, collect plenty of stone chips as well. Redevelopment of the former Vallco site keeps construction traffic moving on Wolfe Road. If a repair is no longer possible, we can switch to a replacement with camera calibration, and students at De Anza College can book either one in a campus lot.',
    neighborhoods: [
      'Monta Vista',
      'Rancho Rinconada',
      'Seven Springs',
      'Garden Gate',
      'Inspiration Heights',
    ],
  },
  milpitas: {
    description: `Milpitas sits between I-880 and I-680, with SR-237 meeting I-880 on its west side, and the industrial parks along McCarthy Boulevard, Milpitas Boulevard and Montague Expressway are home to electronics makers, logistics firms and contractors with vehicles on the road all day. Those companies rely on our fleet accounts for a single contact, account invoicing${onFleetTerms()} and on-site glass service${fleetWithin(' of the call')}. Chips are constant on Montague Expressway and around the Calaveras Boulevard interchange, where heavy trucks mix with commuters. Residents get the same mobile service at home: we work in Sunnyhills, in the newer townhomes of the transit area near the Milpitas BART station, and on the hillside streets toward Ed R. Levin County Park. Shoppers can meet us in the Great Mall lots, and workers at McCarthy Ranch often book during lunch. The hot, dry South Bay summers make prompt repair of small chips worthwhile before they spread across the glass.`,
    neighborhoods: [
      'Great Mall Area',
      'McCarthy Ranch',
      'Sunnyhills',
      'Milpitas Transit Area',
      'Milpitas Hills',
    ],
  },
  campbell: {
    description:
      'Campbell sits beside the interchange where SR-17 meets SR-85, and both freeways carry a heavy daily load of commuters heading across the South Bay or up into the Santa Cruz Mountains, plus weekend beach traffic. Chips from those lanes, combined with warm South Bay summers, are why we replace so many windshields in this small city. We install OEM or OEE glass in driveways across the San Tomas and Winchester neighborhoods, in condo garages off Hamilton Avenue and in the office lots at the Pruneyard. Campbell Avenue downtown is a popular meeting spot too, as long as the car is parked where both front doors can open fully. Bascom Avenue and Winchester Boulevard, with constant stop-and-go and frequent roadwork, add chips of their own. On weekends the parking areas along the Los Gatos Creek Trail fill up, so we usually suggest a weekday for trailside appointments. Once the new windshield is in, the adhesive needs about an hour before the car is driven.',
    neighborhoods: ['Downtown Campbell', 'Pruneyard', 'San Tomas', 'Winchester', 'Hamilton Avenue'],
  },
  'los-gatos': {
    description:
      'SR-17 is the road Los Gatos drivers know best, and its curves over the Santa Cruz Mountains are hard on windshields. Trucks, beach traffic and rocks that slide onto the shoulder after winter storms all send debris toward the glass, and a crack that begins near Lexington Reservoir can stretch across the windshield by the time you are back in town. When that happens, we replace the windshield at your home or office rather than asking you to drive a damaged car to a shop. Typical appointments take place in driveways in Almond Grove and the Blossom Hill area, in garages near North Santa Cruz Avenue downtown, and in the office lots along Los Gatos Boulevard. Hillside properties off the winding roads above town may have steep driveways, so let us know and we will find a flat spot for the van. SR-85 and SR-9 toward Saratoga add their share of chips. Most replacements take one to two hours, and we check any driver-assist camera before leaving.',
    neighborhoods: [
      'Downtown Los Gatos',
      'Almond Grove',
      'Blossom Hill',
      'Vasona',
      'Los Gatos Hills',
    ],
  },
  saratoga: {
    description:
      'Saratoga is a town of quiet residential streets, wooded hillsides and long private driveways, so most of our work here happens right at the house. We bring the van, the glass and all the equipment, with no fee for the trip. Homes in the Argonaut and Quito areas have flat driveways that suit any job, while properties up Pierce Road toward the Mountain Winery or in the hills off Prospect Road may need us to find a level spot first. Drivers who head up SR-9 through Saratoga Village toward Saratoga Gap share the narrow road with cyclists, gravel and storm debris, and SR-85 on the east side of town carries fast commuter traffic. Shoppers and diners on Big Basin Way can meet us in the Village while they stroll. Leaves and needles from oaks and redwoods clog cowl drains here, and we clean that area during any replacement so water does not back up around the new glass.',
    neighborhoods: ['Saratoga Village', 'Argonaut', 'Quito', 'Prospect Road', 'Pierce Road'],
  },
  'los-altos': {
    description:
      'Los Altos is a quiet town, but its main routes are anything but: Foothill Expressway, El Camino Real and San Antonio Road carry steady traffic, and I-280 runs along the southwest edge. Stone chips from those roads are usually small when they first appear, which is the best time to fix them. A repair takes about 30 minutes and leaves the original factory seal and any camera mounting untouched, so no calibration is needed. We do most repairs in driveways in North and South Los Altos, in the parking plazas behind Main Street and State Street downtown, and near the shops at Loyola Corners and the Rancho Shopping Center. Trees line almost every residential street, so we bring a shade cover and work carefully around sap and falling twigs. Chips qualify when they are smaller than half an inch and not within 2 inches of the edge; otherwise we will quote a replacement. With full glass coverage, most policies pay for repair with no deductible, and we bill your carrier directly.',
    neighborhoods: [
      'Downtown Los Altos',
      'North Los Altos',
      'South Los Altos',
      'Loyola Corners',
      'Rancho Shopping Center',
    ],
  },

  // San Francisco
  'san-francisco': {
    description:
      "In San Francisco, a broken side window is often the first glass problem a driver runs into. Break-ins are common near visitor spots like Fisherman's Wharf, Alamo Square and Twin Peaks, and they happen on residential blocks in the Mission, SoMa and the Marina as well. We come to the car wherever it is parked, whether that is a curb on a steep Nob Hill or Russian Hill street, a garage under a Victorian in Noe Valley or a building garage in Mission Bay. Our technician removes every shard from the door and cabin, installs new glass and checks the regulator and weatherstripping. Windshields get hit too, from the Bay Bridge approach on I-80 to US-101 and I-280, and the fog rolling through the Sunset and the Richmond keeps wipers dragging across pitted glass. On steep blocks we curb the wheels and chock the tires before starting. Tell us about street cleaning, meters or garage clearance when you book, and we will plan around them.",
    neighborhoods: ['Mission District', 'SoMa', 'Marina', 'Sunset', 'Richmond', 'Noe Valley'],
  },

  // Contra Costa County
  'walnut-creek': {
    description: `The auto dealerships along North Main Street keep Walnut Creek's roads filled with recent models, most of them equipped with forward cameras for automatic braking and lane assistance. When the windshield on one of these cars is replaced, the camera has to be recalibrated. Dynamic calibration uses well-marked roads nearby; static calibration needs a level floor, controlled light and a clear background, which no driveway provides, so it is done at our ${SHOP} shop. Chips are frequent on I-680 and on SR-24 toward the Caldecott Tunnel, and summer temperatures in the 90s and above make them spread. We also meet customers in the downtown garages near Broadway Plaza, at offices close to the Walnut Creek BART station, and at home in Parkmead and Rancho San Miguel. Ygnacio Valley Road, with its long grades and heavy rush-hour traffic, is another common source of damage. Calibration typically takes one to two hours once the new glass is in place.`,
    neighborhoods: [
      'Downtown Walnut Creek',
      'Northgate',
      'Walnut Heights',
      'Parkmead',
      'Rancho San Miguel',
    ],
  },
  concord: {
    description: `Concord sits at the junction of SR-4, SR-242 and I-680, and many of its residents spend long hours on those routes heading toward Bay Point, Martinez, Walnut Creek and beyond. Summer afternoons in central Contra Costa are hot, and a crack that starts on the drive home can run much farther overnight as the glass cools. At that point replacement is the safe choice, and we install new glass at homes in Sun Terrace, Holbrook Heights and Crystyl Ranch, at apartments along the Monument Corridor, and at businesses around downtown Concord and Buchanan Field. Clayton Road and Ygnacio Valley Road carry heavy traffic toward the foothills of Mount Diablo, and both send stone chips toward windshields. The BART lots are busy all day, so we usually prefer to meet you at home or work, where the car can sit for the hour the adhesive needs. Every replacement includes our ${workmanshipWarrantyName()} against leaks and wind noise ${workmanshipTerm()}.`,
    neighborhoods: [
      'Downtown Concord',
      'Monument Corridor',
      'Sun Terrace',
      'Holbrook Heights',
      'Crystyl Ranch',
    ],
  },
  'san-ramon': {
    description: `Bishop Ranch, the business park that spreads across the middle of San Ramon, is home to corporate campuses, regional offices and service firms whose company cars and vans log heavy miles on I-680. We support those fleets with scheduled glass service${fleetWithin()}, done right in the office lot, and invoiced to the account${onFleetTerms()}. Field technicians, sales staff and delivery drivers often return with chips from the I-680 corridor and from the long grades of Crow Canyon Road and Bollinger Canyon Road. Hot, dry Tri-Valley summers make repairing those chips quickly even more important. At home, San Ramon families book us in Dougherty Valley, Gale Ranch, Windemere and Twin Creeks, where new construction and landscaping projects leave dust and gravel on residential streets. We can also meet you at City Center Bishop Ranch while you shop or eat. Most company and personal vehicles here are recent models with driver-assist cameras, so calibration is built into the plan when it is needed.`,
    neighborhoods: [
      'Bishop Ranch',
      'Dougherty Valley',
      'Gale Ranch',
      'Windemere',
      'Twin Creeks',
      'Crow Canyon',
    ],
  },

  // San Mateo County
  atherton: {
    description: `Atherton's estates sit behind gates and long driveways, and the vehicles parked at them tend to be late-model luxury cars and SUVs packed with sensors. Replacing the windshield on a car like that is only half the job, because the forward camera must be set back to factory specifications and any head-up display checked for a clear image. A dynamic calibration is a road drive from the property; when the manufacturer specifies static targets, which need a level floor, controlled light and a clear background, the car comes to our ${SHOP} shop. The town's roads, including El Camino Real, Middlefield Road, Alameda de las Pulgas and Marsh Road, are lined with old oaks that drop branches in winter storms, and I-280 and US-101 are only minutes away. We work regularly in Lindenwood, West Atherton and Lloyden Park, and we can meet parents near Menlo School or at Holbrook-Palmer Park. Gate codes and house staff are no problem; just share the access details when you book. Expect one to two hours for calibration after the new windshield is set.`,
    neighborhoods: [
      'Lindenwood',
      'West Atherton',
      'Lloyden Park',
      'Holbrook-Palmer Park',
      'Valparaiso Avenue',
    ],
  },
  belmont: {
    description:
      'Belmont climbs from the bay flats near US-101 into the hills around Carlmont, and its steep streets are tough on a windshield that already has a chip. Each time the car twists over a sharp driveway apron or a dip on Alameda de las Pulgas, the glass flexes and a small break can start to spread. A resin repair stops that in about 30 minutes and leaves the damage noticeably less visible. We do repairs in the driveways of Belmont Hills, Carlmont and Sterling Downs, outside homes along Ralston Avenue, and in the parking lots near Notre Dame de Namur University and the Caltrain station. Drivers who commute on US-101 or on El Camino Real toward San Mateo and Redwood City pick up most of their chips there, and the SR-92 interchange just north of town adds more. If the damage is too long or too close to the edge, we will recommend a replacement and book it into the first open slot.',
    neighborhoods: [
      'Carlmont',
      'Belmont Hills',
      'Sterling Downs',
      'Ralston Avenue',
      'Downtown Belmont',
    ],
  },
  brisbane: {
    description: `Tucked against San Bruno Mountain, Brisbane has a small residential center and a busy commercial side, with the offices at Sierra Point and the warehouses and trade businesses of Crocker Park drawing vans and trucks all day. Those companies sit right on US-101 and Bayshore Boulevard, a short drive from San Francisco and SFO, so their vehicles spend a lot of time on the freeway collecting chips. Our fleet program sends a technician to your lot${fleetWithin()}, handles several vehicles in one visit when possible, and bills the account${onFleetTerms()}. Wind is a fact of life here, blowing off the bay and down the mountain, and it carries grit that pits windshields over time. Residents in Central Brisbane, on the hillside streets above Visitacion Avenue, and at the Brisbane Marina can book the same mobile service for personal cars. Guadalupe Canyon Parkway, the winding link to Daly City, is another regular source of stone chips. After a replacement, the adhesive needs about an hour before the vehicle goes back into service.`,
    neighborhoods: [
      'Central Brisbane',
      'Sierra Point',
      'Crocker Park',
      'Brisbane Marina',
      'San Bruno Mountain',
    ],
  },
  burlingame: {
    description: `Living next to SFO, many Burlingame residents travel often, and a cracked windshield is easy to ignore until the car is needed again. Our mobile service takes the hassle out of it: we come to your driveway in Easton Addition, Ray Park or the streets around Burlingame Avenue, or to your office on the Bayfront along Airport Boulevard, with no travel fee. The historic eucalyptus trees along El Camino Real shed bark and branches onto passing cars, and traffic on US-101 and I-280 adds stone chips. Streets near the Broadway and Burlingame Avenue shopping districts have metered parking, so for longer jobs we often suggest a side street or a home garage. Bayfront office workers like to schedule us for the middle of the day, and the car is ready before the evening commute. We handle windshields, side windows and back glass, and we can work in your building's lot if management allows. Burlingame is a short trip across the San Mateo Bridge from our ${BASE} base.`,
    neighborhoods: ['Burlingame Avenue', 'Broadway', 'Easton Addition', 'Ray Park', 'Bayfront'],
  },
  colma: {
    description:
      'Colma is a town where cemeteries such as Holy Cross and Cypress Lawn cover much of the land, so the few people who live there are far outnumbered by those who work, shop and visit. Most of our Colma calls come from employees at the car dealerships on Serramonte Boulevard and Collins Avenue and from shoppers at 280 Metro Center and Serra Center. Chips come mainly from I-280, El Camino Real and Junipero Serra Boulevard, and the ocean fog that spills over the hills leaves glass damp and cool for much of the day. A chip repair takes about 30 minutes, so you can have it done while you run errands or during a break at work. Moisture can seep into a fresh break, so we dry and clean the damage before injecting resin, which gives a clearer, stronger repair. Residents on the streets off Hillside Boulevard and Mission Road get the same service at home. If the chip is larger than half an inch or too close to the edge, we will recommend a replacement instead.',
    neighborhoods: [
      'Serramonte Boulevard',
      '280 Metro Center',
      'El Camino Real',
      'Hillside Boulevard',
      'Mission Road',
    ],
  },
  'daly-city': {
    description:
      'Daly City is famous for its fog, and drivers here lean on their rear defrosters more than most. When the back glass cracks or shatters, whether from a break-in, a stray ball on a hillside street or a hatch closed too hard, the defroster grid goes with it, and a fogged-over rear window is a real hazard on Skyline Boulevard or I-280. We replace back glass with the defroster and antenna connections restored and tested, then vacuum every fragment from the cargo area and seats. Most jobs happen in the driveways and garages of Westlake, Serramonte, St. Francis Heights and Crocker, where the homes sit close together and curb space is tight. Salt air drifting in from the coast speeds corrosion on older seals, so we inspect the pinch weld during every replacement. Ocean wind also throws sand and grit at windshields along SR-1 and John Daly Boulevard, and we handle those replacements as well. Expect one to two hours, including setup and cleanup.',
    neighborhoods: [
      'Westlake',
      'Serramonte',
      'St. Francis Heights',
      'Crocker',
      'Bayshore',
      'Top of the Hill',
    ],
  },
  'east-palo-alto': {
    description:
      'Anyone who drives University Avenue in East Palo Alto knows how the evening traffic backs up toward the Dumbarton Bridge, and that slow, packed line of cars is where many windshields take hits from truck debris. US-101 cuts through the city as well, and the frontage roads and on-ramps around it stay busy from early morning on. When a chip turns into a crack, we replace the windshield at your home or apartment complex, so you do not need to take time off work or find a ride. Our technicians regularly work in the Gardens, University Village and the Weeks neighborhood, in the apartment lots of Woodland Park on the west side of US-101, and at offices near University Circle. We work with most insurance companies and bill them directly, and drivers with comprehensive glass coverage often pay nothing out of pocket. After the new glass goes in, the car needs about an hour before it is driven, and we leave care instructions for the first day. Bay Road residents near Cooley Landing can book the same service.',
    neighborhoods: [
      'University Village',
      'The Gardens',
      'Weeks',
      'Woodland Park',
      'Ravenswood',
      'University Circle',
    ],
  },
  'foster-city': {
    description: `Foster City is home to large biotech and financial-technology campuses, and the lots outside them fill up with newer cars that rely on windshield-mounted cameras. After a replacement, those cameras must be recalibrated so lane keeping and emergency braking work correctly. SR-92 and US-101 provide the steady, well-marked lanes a dynamic calibration drive needs; static calibration needs a level floor, controlled light and a clear background, so it is done at our ${SHOP} shop. Commuters crossing the San Mateo Bridge toward ${BASE} pick up plenty of chips, and the constant breeze off the bay carries salt that leaves a haze on glass over time. We work in driveways and garages in Edgewater, Beach Park and the neighborhoods along the lagoons, in office lots at Metro Center, and near Leo J. Ryan Park. Our base is just across the bridge, so the trip to Foster City is a short one. The calibration itself usually adds one to two hours.`,
    neighborhoods: [
      'Metro Center',
      'Edgewater',
      'Beach Park',
      'Leo J. Ryan Park',
      'Shell Boulevard',
    ],
  },
  'half-moon-bay': {
    description:
      'Reaching a glass shop from Half Moon Bay means a winding trip over SR-92 or a long drive up SR-1, so our van makes the trip instead, with no travel charge. We work at homes in Ocean Colony, Miramar, Arleta Park and the neighborhoods off Main Street, and at farms, nurseries and businesses along SR-92 and SR-1. Fishing crews and boat owners at Pillar Point Harbor, just up the coast, often meet us in the harbor lot. Salt air and persistent fog are hard on glass and seals, so we clean the pinch weld thoroughly and check for rust before installing new glass. SR-92 also carries farm trucks and, in October, heavy pumpkin-season traffic, which leads to plenty of chipped windshields. Coastal weather affects curing time, so our technician will tell you exactly when the car is safe to drive. Plan on one to two hours for a replacement and about 30 minutes for a chip repair. Weekday mornings are the easiest time to book before the weekend visitors arrive.',
    neighborhoods: [
      'Downtown Main Street',
      'Ocean Colony',
      'Miramar',
      'Arleta Park',
      'Pillar Point Harbor',
    ],
  },
  hillsborough: {
    description:
      'Hillsborough has no commercial district, so nearly every appointment we book there takes place at a private home. Long, winding driveways, gated entrances and multi-car garages are the norm, and our technicians are used to working around landscaping crews and household staff. Roads such as Crystal Springs Road, Black Mountain Road and the streets climbing toward I-280 are narrow and shaded by large trees that drop branches and debris onto passing cars. Deer are common too, and a quick swerve on a curve can put a car onto a gravel shoulder. We replace windshields, door glass and back glass on the spot and calibrate driver-assist cameras on the late-model vehicles that fill many Hillsborough garages. Families near the Carolands and around Town Hall on Floribunda Avenue get the same visit at the house. Share your gate code and where the car will be parked, and nobody needs to leave the house. The van arrives with everything the job requires, including a vacuum for any broken glass.',
    neighborhoods: [
      'Carolands',
      'Crystal Springs Road',
      'Black Mountain Road',
      'Floribunda Avenue',
    ],
  },
  'menlo-park': {
    description: `From the large tech campus on Bayfront Expressway to the venture offices on Sand Hill Road, Menlo Park's workforce leans heavily toward technology, and its cars reflect that. Many are electric or recent models whose emergency braking, lane centering and adaptive cruise rely on a camera at the top of the windshield. When that glass is replaced, we recalibrate the system with a dynamic drive on local roads, or with static targets at our ${SHOP} shop when the maker requires them, so the car is ready for the next commute. Bayfront Expressway carries SR-84 traffic to the Dumbarton Bridge, while US-101, I-280, El Camino Real and Willow Road add their own share of chips. We work in driveways in Sharon Heights, Allied Arts, Linfield Oaks and the Willows, in Belle Haven near the bayfront, and in office lots along Sand Hill Road when building rules permit. Public lots downtown off Santa Cruz Avenue work well for shorter jobs. Calibration usually takes one to two hours, and we confirm the warning lights are off and the system is working before we finish.`,
    neighborhoods: [
      'Downtown Menlo Park',
      'Allied Arts',
      'Sharon Heights',
      'Belle Haven',
      'The Willows',
      'Linfield Oaks',
    ],
  },
  millbrae: {
    description:
      'Millbrae sits at the crossroads of Peninsula travel: US-101 and SFO on the east, I-280 on the west, El Camino Real through the middle, and the BART and Caltrain transfer station near Millbrae Avenue. All of that traffic means frequent chips, and most are worth fixing before a small bullseye becomes a crack. A resin repair takes about 30 minutes and can be done while you are at home in Mills Estates, the Millbrae Highlands or the Meadows, or at work near Broadway. Millbrae Avenue climbs steeply toward I-280, and the flexing of the body on those grades, along with cool fog on the hillsides, can make an untreated chip spread. Repairs work on damage smaller than half an inch that sits at least 2 inches from the edge and has not reached the inner layer. Our technician will tell you honestly if a replacement is the better choice. With full glass coverage, most insurers cover chip repair in full, and we handle the billing for you.',
    neighborhoods: [
      'Downtown Millbrae',
      'Millbrae Station',
      'Mills Estates',
      'Millbrae Highlands',
      'Millbrae Meadows',
    ],
  },
  pacifica: {
    description:
      "Living on the coast in Pacifica means salt spray, blowing sand and fog, and over time they leave windshields pitted and hazy enough that glare makes driving into a low sun difficult. SR-1 is the main route through town, linking Sharp Park, Rockaway Beach and Linda Mar to Daly City in the north and the Tom Lantos Tunnels at Devil's Slide in the south, so nearly every trip puts glass in the path of trucks and gravel. Sharp Park Road climbs steeply toward Skyline Boulevard, adding stress to chipped glass. When the damage calls for it, we replace windshields with OEM or OEE glass in driveways in Vallemar, Park Pacifica and Pedro Point, or in the beach and pier parking areas if you are out for the day. Salt air corrodes the metal under old seals, so we check the frame for rust and treat minor surface rust before installing. Cold coastal mornings slow the cure, and we set your drive-away time to match.",
    neighborhoods: [
      'Linda Mar',
      'Rockaway Beach',
      'Sharp Park',
      'Pedro Point',
      'Vallemar',
      'Park Pacifica',
    ],
  },
  'portola-valley': {
    description:
      'Portola Valley is wooded and rural, with homes set along Alpine Road, Portola Road and the hills of Westridge, and there are few places nearby to leave a car for glass work. We bring the glass to you instead, at no additional charge, and work in your driveway or garage while you carry on with the day. Our service area also takes in Portola Valley Ranch, The Sequoias and the neighboring community of Ladera. The roads here are narrow and shared with many cyclists, and gravel shoulders, falling oak branches and the occasional rockfall after rain send debris toward windshields. I-280 at the Alpine Road exit is the nearest freeway, and commuters pick up stone chips on the drive toward Palo Alto and San Jose. Some properties have long gravel drives or tight turnarounds, so a quick description of your access helps us plan. The typical job takes one to two hours.',
    neighborhoods: ['Westridge', 'Portola Valley Ranch', 'Ladera', 'Alpine Road', 'Windy Hill'],
  },
  'redwood-city': {
    description:
      'Trucks hauling sand, gravel and cement move in and out of the Port of Redwood City along Seaport Boulevard, and the grit they shed is a common cause of chipped windshields on the east side of the city. Add traffic on US-101, I-280 and Woodside Road, and chips become a routine part of driving here. We repair them with resin in about 30 minutes when the damage is small and away from the edge, which stops the break from turning into a crack and avoids the cost of a new windshield. Our van is often in Redwood Shores, at the office campuses and apartment garages around the lagoons, and in the neighborhoods of Mount Carmel, Farm Hill, Palm Park and Roosevelt. Downtown workers near Courthouse Square can schedule a repair in a nearby lot during lunch. Sunny afternoons and cool mornings create temperature swings that help cracks spread, so a quick repair is worthwhile. If a chip has already run, we will quote a replacement with any camera calibration it needs.',
    neighborhoods: [
      'Downtown Redwood City',
      'Redwood Shores',
      'Mount Carmel',
      'Farm Hill',
      'Palm Park',
      'Roosevelt',
    ],
  },
  'san-bruno': {
    description: `I-380 runs straight through San Bruno, linking US-101 near SFO to I-280, and together those three freeways carry a huge volume of airport, freight and commuter traffic past the city every day. That traffic, plus El Camino Real below and Skyline Boulevard up on the ridge, is behind most of the windshield cracks we see here. We replace windshields in driveways in Crestmoor, Rollingwood, Portola Highlands and Belle Air, and in apartment lots near The Shops at Tanforan and the San Bruno BART station. Fog often blankets the western hills near Skyline College, and running the defroster on cold, damp glass can make an existing crack spread. Office workers at the tech campus off Cherry Avenue can have us meet them in the lot when company rules allow. New glass is either OEM or OEE, and it comes with our ${workmanshipWarrantyName()}, which covers the installation ${workmanshipTerm()}. The job runs one to two hours, including about an hour for the urethane to set before the car goes back on I-380.`,
    neighborhoods: [
      'Crestmoor',
      'Rollingwood',
      'Portola Highlands',
      'Belle Air',
      'Tanforan',
      'Mills Park',
    ],
  },
  'san-carlos': {
    description: `San Carlos calls itself the City of Good Living, but its east side is all business, with biotech labs, contractors, auto shops and distributors lining Industrial Road and the streets near San Carlos Airport. Those companies keep service vans and pickups on US-101 and El Camino Real all day, and a cracked windshield can pull a vehicle off the road. Our fleet program schedules glass work${fleetWithin()}, completes it at your yard or loading area, and bills the account${onFleetTerms()}, so your drivers keep working. Residents get the same mobile service at home in White Oaks, Devonshire, Brittan Heights and Howard Park, and near the shops on Laurel Street. The hill roads above Alameda de las Pulgas are steep and winding, and the Holly Street and Brittan Avenue interchanges on US-101 are busy with truck traffic. Ask about grouping several vehicles into one visit, which saves your business time. We also calibrate driver-assist cameras on newer fleet vehicles after a replacement.`,
    neighborhoods: [
      'Laurel Street Downtown',
      'White Oaks',
      'Devonshire',
      'Brittan Heights',
      'Howard Park',
      'Industrial Road',
    ],
  },
  'san-mateo': {
    description: `San Mateo is where SR-92 meets US-101, and the San Mateo Bridge carries a steady stream of trucks and commuters from the East Bay into the heart of the Peninsula. Windy bridge crossings, heavy traffic at the interchange and the climb on SR-92 toward I-280 and Half Moon Bay all lead to chipped and cracked windshields. When a replacement is needed, we install OEM or OEE glass at your home in Baywood, Aragon, San Mateo Park, Shoreview or Sugarloaf, or in the garages of the offices at Bay Meadows and near Hillsdale Shopping Center. Downtown San Mateo has busy streets and metered spaces, so a home or workplace garage is often easier for us. Our ${BASE} base sits at the other end of the bridge. Most modern cars here have a forward camera, and we calibrate it after installation when the maker requires it. A typical replacement takes one to two hours, and we wait until the adhesive has cured before handing over the keys.`,
    neighborhoods: [
      'Downtown San Mateo',
      'Baywood',
      'Aragon',
      'San Mateo Park',
      'Bay Meadows',
      'Shoreview',
    ],
  },
  'south-san-francisco': {
    description: `The hillside sign above South San Francisco still calls it the Industrial City, and the label fits: warehouses, freight forwarders, catering kitchens and airport service companies fill the blocks east of US-101, alongside a large cluster of biotech campuses. Delivery vans and service trucks here run constantly between SFO, San Francisco and the Peninsula on US-101, I-280 and I-380, and a cracked windshield can ground a vehicle fast. Dispatchers can report a damaged van in the morning and expect a technician at the yard or loading dock${fleetWithin()}, with billing to the account${onFleetTerms()}. Strong winds through the gap beside San Bruno Mountain blow dust and grit that pit glass over time, especially on vehicles parked outside near Oyster Point. Residents get the same mobile service at home in Westborough, Sunshine Gardens, Buri Buri and Avalon Park, and downtown near Grand Avenue. Biotech employees can often meet us in their company garages. Newer vans with lane cameras are recalibrated once the new glass is in, on local roads or at our ${SHOP} shop when static targets are required.`,
    neighborhoods: [
      'Downtown Grand Avenue',
      'Oyster Point',
      'East of 101',
      'Westborough',
      'Sunshine Gardens',
      'Buri Buri',
    ],
  },
};

/** Three reasons to choose us, tailored to each county's driving and parking conditions. */
export const WHY_CHOOSE_BY_COUNTY: Record<County, Feature[]> = {
  Alameda: [
    {
      title: `Close to Our ${BASE} Base`,
      description: `Our vans start every day in ${BASE}, so East Bay cities from Oakland to Livermore are a short drive away.`,
    },
    {
      title: 'I-880 and I-580 Know-How',
      description:
        'We see the damage that port trucks, gravel loads and Altamont traffic leave behind, and we tell you honestly whether a chip can be repaired or the glass needs replacing.',
    },
    {
      title: 'Installs for Every Climate',
      description:
        "From Tri-Valley heat to cool mornings by the bay, we match adhesive cure times to the day's conditions so your new windshield seals properly.",
    },
  ],
  'Santa Clara': [
    {
      title: 'Calibration for Newer Vehicles',
      description: `Most cars in Silicon Valley carry cameras behind the windshield. We recalibrate them whenever a replacement requires it: with a road drive nearby, or with static targets at our ${SHOP} shop.`,
    },
    {
      title: 'Campus and Office Friendly',
      description:
        'We work in company lots and garages where the rules allow, so your car is finished before the end of the workday.',
    },
    {
      title: 'Whole-Valley Freeway Coverage',
      description:
        'From US-101 and I-880 to SR-17 and SR-85, our technicians cover the South Bay with no travel fee.',
    },
  ],
  'San Francisco': [
    {
      title: 'Street-Parking Friendly',
      description:
        'We work at the curb, in a home garage or in a building lot, and plan around street cleaning, meters and tight clearances.',
    },
    {
      title: 'Safe on Steep Hills',
      description:
        'On steep blocks we curb the wheels and chock the tires before we start, so a hillside parking spot is never a problem.',
    },
    {
      title: 'Fast Break-In Response',
      description:
        'Door glass replaced where the car is parked, with broken glass cleaned out of the door and cabin, so your car is secure again quickly.',
    },
  ],
  'Contra Costa': [
    {
      title: 'I-680 Corridor Coverage',
      description:
        'From San Ramon through Walnut Creek to Concord, we serve drivers and businesses along I-680, SR-24 and SR-4 at home or at work.',
    },
    {
      title: 'Ready for Summer Heat',
      description:
        'Hot inland summers make chips spread quickly, so we book repairs promptly and follow proper cure times on hot days.',
    },
    {
      title: 'Fleet Accounts for Business Parks',
      description: `Companies at Bishop Ranch and other office parks get scheduled glass service${fleetWithin()} and account billing${onFleetTerms()}.`,
    },
  ],
  'San Mateo': [
    {
      title: 'Coast and Peninsula Coverage',
      description:
        'We serve every community from Daly City and Brisbane to Pacifica, Half Moon Bay and Portola Valley, at homes, offices and harbor lots.',
    },
    {
      title: 'Right Across the Bridge',
      description: `Our ${BASE} base is at the east end of the San Mateo Bridge, so the Peninsula is a short drive across the water.`,
    },
    {
      title: 'Care for Salt and Fog',
      description:
        'Coastal salt air and fog are hard on seals and frames, so we clean and inspect the pinch weld before every installation.',
    },
  ],
};
