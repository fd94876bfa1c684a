import {
  fleetInvoiceCycle,
  fleetTermsBefore,
  fleetWithin,
  ifFleetInvoiceTerms,
  ifFleetScheduling,
  onFleetTerms,
} from '../fleet-terms';
import type { LocalServiceNotes } from './types';

/**
 * Service-in-city copy for Hillsborough, Menlo Park, Millbrae, Pacifica, Portola Valley,
 * Redwood City, San Bruno, San Carlos, San Mateo and South San Francisco, written for each
 * pair (see ./types.ts).
 */
export const SAN_MATEO_SOUTH_NOTES: LocalServiceNotes = {
  // Hillsborough
  'windshield-replacement/hillsborough': {
    paragraphs: [
      'Hillsborough has no retail or office district, so a new windshield here is almost always installed at the house. A motor court, a garage with the door left open or the flattest stretch of a long driveway all make good work areas. Many lots sit on a slope, and both the van and your car need reasonably level ground, so point us to the most even spot on the property when you book.',
      'Cracked windshields in town usually trace back to one of two things. Commuting on I-280 along the western edge of Hillsborough means stones thrown up at freeway speed, and the large trees that shade roads like Crystal Springs Road and Black Mountain Road drop limbs during winter storms. A falling branch tends to leave a long crack or a crushed impact point, and that is beyond what resin can fix.',
      'Late-model cars in Hillsborough garages often have rain sensors, acoustic glass or a head-up display, and the new windshield has to match those features, so we fit OEM or equivalent glass built for your options. Plan on 1 to 2 hours, about an hour of which is urethane cure time before the car can move. When a forward camera sits behind the glass, calibration adds another 1 to 2 hours.',
    ],
    faqs: [
      {
        question: 'Does someone need to be home while the windshield goes in at our garage?',
        answer:
          'Not always. Plenty of Hillsborough households leave the garage open, share a gate code and set the keys somewhere agreed in advance. Leave a yard-wide gap on each side of the car for the technician, and once the glass is in, let the car rest for roughly an hour so the adhesive can cure.',
      },
      {
        question:
          'A storm dropped a branch onto my windshield. Will insurance pay for the new glass?',
        answer:
          'Falling-object damage is normally a comprehensive claim. A comprehensive policy with a full glass provision can bring the cost of the new windshield down to $0 for you; we look up the policy, and the insurer gets our invoice directly. If the branch also dented the roof or a pillar, that body damage is a separate repair handled outside our visit.',
      },
    ],
  },
  'windshield-repairs/hillsborough': {
    paragraphs: [
      "A small chip on a Hillsborough car usually starts on the freeway, often on I-280 or on SR-92 heading toward the coast, but it can also come from closer to home. Landscaping and construction trucks serving the town's large properties carry gravel, decomposed granite and stone, and whatever bounces off their beds lands on the cars behind them on narrow residential roads.",
      'Catching that chip early matters more than usual on the cars common here. A repair keeps the factory windshield and its original seal in place, and because the glass never comes out, a camera mounted behind it needs no recalibration. Resin goes in, cures under ultraviolet light and the whole visit takes about 30 minutes, after which you can drive straight off. We can do it in the driveway while you take a call indoors.',
      'The limits are firm. Resin is only used on the front windshield, and only where the break has stayed in the outer layer, measures under half an inch, keeps two full inches of glass between itself and every edge and shows no crushing at the point of the hit. Deep shade under the tree canopy followed by strong afternoon sun puts a chip through repeated warming and cooling, which is exactly how a fixable chip becomes a crack that is not.',
    ],
    faqs: [
      {
        question: 'The car mostly sits in the garage. Is it worth repairing a chip right away?',
        answer:
          'Yes. Even a garaged car goes from a cool interior into warm sun on the drive out, and the first stretch of freeway or a pothole on a hill road can push a chip into a crack. Once it reaches half an inch or runs to the edge, only a replacement will do.',
      },
      {
        question: 'Can the chip be repaired with the car parked behind our gate?',
        answer:
          'It can. Send the gate code or let us know who will open it, and leave the car somewhere the technician can reach all of the windshield. The repair takes about 30 minutes, needs no cure time afterward and leaves nothing behind on the driveway.',
      },
    ],
  },
  'door-glass-replacement/hillsborough': {
    paragraphs: [
      'Side windows on Hillsborough cars break in two main ways. Some are smashed during break-ins while the car is parked somewhere else, in a city garage or a trailhead lot, and the owner drives home with plastic taped over the opening. Others break right at home, when a string trimmer or mower on a landscaping visit flings a stone into a door window parked along the drive.',
      'Either way, the replacement happens on your property. Roll-down door glass rides on the regulator hidden in the door, so nothing needs to cure, and cleanup takes up most of the 1 to 2 hours on site. Tempered glass breaks into a heap of small cubes; the technician pulls the door panel to vacuum them from the cavity, then works over the seat tracks, carpet and console so nothing sharp turns up later.',
      'Fixed quarter windows, the small panes behind the rear doors on many SUVs, are a different job: they are bonded in place like a windshield and need about an hour of cure time before the car is driven. Let us know which window broke when you book so we bring the right glass and plan the right amount of time in your driveway.',
    ],
    faqs: [
      {
        question:
          "A landscaper's trimmer threw a rock through my rear door window. What should I do until you arrive?",
        answer:
          'Keep people and pets away from the broken glass, and cover the opening with plastic if rain is expected. Leave the loose cubes where they are; our vacuum handles them when the door panel comes off. Tell us whether the broken pane rolls down or is fixed, since that changes the glass and the timing.',
      },
      {
        question:
          'My window was smashed while I was parked in the city. Can I wait and have it done at home?',
        answer:
          'Yes. Drive home with the opening covered, then book the visit for your driveway or garage. Door glass on a regulator needs no cure time, so the car is ready as soon as the cleanup is done. Report the break-in to police first if your insurer will ask for a report.',
      },
    ],
  },
  'back-glass-replacement/hillsborough': {
    paragraphs: [
      'Rear glass on the SUVs and wagons parked in Hillsborough garages tends to break in ways that have little to do with traffic. A garage door closing onto a raised liftgate, a branch coming down on a car left under the trees overnight, or a golf bag sliding into the hatch glass on one of the steep descents through town are all common stories.',
      'Back glass is tempered, so when it goes it comes down as small cubes spread across the cargo deck and often into the second row. We vacuum the cargo floor, the seat backs and the hatch channel, then bond the new glass in place. Set aside 1 to 2 hours, about an hour of which lets the urethane firm up before anyone opens the hatch or drives off.',
      'The rear window on most cars is more than a pane: the thin lines across it are the defroster grid, and on many models the radio antenna is printed into the glass as well. We reconnect those leads and check that the defroster warms the glass before we leave. A garage or covered motor court makes a good work area, especially in the wet months, when a canopy keeps the bonding surface dry.',
    ],
    faqs: [
      {
        question:
          'The garage door came down on my open liftgate and broke the glass. Is that something you can fix at home?',
        answer:
          'Yes, as long as the hatch itself still opens and closes and its hinges are not bent. We replace the glass in the garage or driveway and reconnect the defroster. If the liftgate frame is damaged, a body shop needs to straighten it before new glass can be bonded in.',
      },
      {
        question:
          'Will the rear defroster and radio work normally after the new back glass goes in?',
        answer:
          'They should. The replacement carries the same heating grid, and where your car uses an antenna built into the glass, that pattern is part of the new pane too. Our technician reconnects both and tests the defroster before handing the keys back.',
      },
    ],
  },
  'adas-windshield-calibration/hillsborough': {
    paragraphs: [
      "Plenty of the cars in Hillsborough garages rely on a camera tucked behind the windshield to steer lane keeping and trigger automatic braking; some have none, so we confirm your equipment before quoting. With new glass in place, the camera needs re-aiming, and the carmaker's procedure chooses between the dynamic and static methods.",
      "The dynamic method has the technician hold the car at prescribed speeds while the camera studies painted lane lines. Hillsborough's own streets are winding, slow and often have faded or no center markings, so the drive usually heads for I-280, which runs along the edge of town. That lets the work finish close to your home on the same visit as the new glass.",
      'The static method points the camera at target boards set ahead of the car, which only works with a level floor, controlled light and an empty area before the bumper. A home garage, however roomy, cannot guarantee all three, so that kind of calibration happens in our Hayward shop, and we plan that part with you when you book. Teslas are different: their cameras recalibrate themselves over the first stretch of normal driving, so no separate appointment is needed. Calibration adds 1 to 2 hours to a replacement.',
    ],
    faqs: [
      {
        question: 'Our garage floor is flat and empty. Could a static calibration be done there?',
        answer:
          'Level concrete is only one of the requirements. The targets also need steady, controlled lighting and a clear space of set size in front of the car, free of reflections and clutter. A residential garage cannot guarantee all of that, which is why target-based work is kept to our Hayward shop.',
      },
      {
        question: 'Why does the technician take my car onto I-280 after a new windshield?',
        answer:
          'That drive is the dynamic calibration. The camera relearns its aim while the car holds steady speeds on a road with clean, continuous lane markings, and the freeway beside Hillsborough provides that better than the curving streets near your house. Not every carmaker uses this method, and we tell you which one applies.',
      },
    ],
  },
  'mobile-service/hillsborough': {
    paragraphs: [
      'In a town made up almost entirely of homes, mobile service is simply how glass work gets done. What makes a Hillsborough visit go smoothly is access: a gate code or a person to open the gate, keys left where the technician can find them, and a clear word about where the car will be. Narrow roads with little shoulder mean the van should pull into the driveway rather than park on the street.',
      'The van needs level ground and about three feet of clear space on each side of your car to work. Many properties have a flat motor court near the garage even when the driveway itself climbs, and that is usually the best spot. We would also rather not work directly under trees that drip sap or drop leaves onto fresh adhesive, so a garage or an open patch of paving is ideal.',
      "A carport, porte-cochere or open garage lets the work continue through light rain; heavy rain or strong wind sends it to another day, since urethane must be laid on dry metal. Winter storms coming over the hills can arrive fast, and we will call if the forecast turns. If your plans change, please give us 24 hours' notice to cancel.",
    ],
    faqs: [
      {
        question: 'What should our house staff or gardeners know before the van arrives?',
        answer:
          'Let them know a glass technician is expected, roughly when, and which car is involved. Ask that sprinklers near the work area stay off and that leaf blowers keep their distance while the glass is out. If nobody will be home, leave the keys and gate instructions as arranged when you booked.',
      },
      {
        question: 'What happens if a storm rolls in on the morning of our appointment?',
        answer:
          'If the car can sit in a garage or under a solid roof, light rain is not a problem. Heavy rain or strong gusts stop the bonding work, so we move the visit to the next workable slot and tell you as early as we can.',
      },
    ],
  },
  'fleet-services/hillsborough': {
    paragraphs: [
      'Hillsborough has no industrial area, but a lot of work vehicles spend their days here. Landscaping crews, pool and tree services, builders and the trades renovating large homes run pickups, stake beds and vans up and down its hill roads, often with a trailer hitched. Gravel spilling off loaded beds and low branches over narrow lanes take a steady toll on their windshields and side glass.',
      `Our fleet program handles those vehicles on a schedule rather than one emergency at a time. Report a damaged unit and we book the work${fleetWithin()}, at your yard or, with the homeowner's permission, at a job site where the truck is parked on level ground away from the dust. We keep each truck's glass history under its unit number and VIN and invoice the account${onFleetTerms()}.`,
      'For companies with larger fleets, recurring yard visits let us check every truck on one trip and fix chips before they spread. If daytime hours are taken up by jobs, after-hours or weekend work at the yard can be arranged ahead of time, so crews start the next morning with clear glass and nothing pulled off the schedule.',
    ],
    faqs: [
      {
        question:
          "Can you replace a crew truck's windshield while it is parked at a Hillsborough job site?",
        answer: `Often, yes, with the homeowner's agreement and a flat spot for the truck that has clearance all round and sits away from the mowing, blowing and digging. The job is scheduled${fleetWithin(' of your report')}, and the truck has to stay parked for about an hour while the urethane cures.`,
      },
      {
        question:
          'Our trucks work across several Peninsula towns. How is the paperwork kept straight?',
        answer: `Every job is recorded against the vehicle's unit number and VIN, whatever town it was in that day, so you can see each truck's glass history in one place. Invoices go to the account${onFleetTerms()}, and we can group several vehicles onto a single visit to your yard.`,
      },
    ],
  },
  // Menlo Park
  'windshield-replacement/menlo-park': {
    paragraphs: [
      'Many cracked windshields in Menlo Park start on Bayfront Expressway, where the approach to the Dumbarton Bridge mixes commuter cars with trucks crossing between the East Bay and the Peninsula. US-101 adds its own stones, and Sand Hill Road carries fast traffic up the hill to I-280.',
      'Where the work happens depends on your day. Homeowners in Sharon Heights, Allied Arts and the Willows usually book the driveway or garage. People working in the office parks along Sand Hill Road or near the bayfront often meet us in the company lot, provided building management allows outside vendors. The public parking plazas behind Santa Cruz Avenue can work too, but a replacement takes 1 to 2 hours, so check the posted time limits before choosing one.',
      'Many cars here are electric or recent models, and their windshields may include acoustic layers, heated wiper zones, a head-up display area or a camera bracket. We match OEM or equivalent glass to those options. After the glass is set, about an hour of cure time passes before driving, and any forward camera then needs calibration.',
    ],
    faqs: [
      {
        question: 'Can you replace the windshield in my office parking garage off Sand Hill Road?',
        answer:
          'Usually, if the property manager permits outside service work and there is a level bay with about three feet of space around the car. Some garages have low ceilings or strict vendor rules, so check with your building first. Once the glass is set, plan for the car to sit in that stall for roughly an hour.',
      },
      {
        question: 'Does insurance cover a new windshield on an electric car?',
        answer:
          'Glass claims work the same way on electric cars: an EV owner whose comprehensive policy includes a full glass provision may owe $0, and we verify the policy and invoice the insurer for you. Some insurers ask for OEM glass on cars with cameras or head-up displays, and we confirm that when quoting.',
      },
    ],
  },
  'windshield-repairs/menlo-park': {
    paragraphs: [
      'Chips in Menlo Park often come from the eastern side of town, where Bayfront Expressway and Willow Road carry trucks and commuters toward the Dumbarton Bridge. The bridge approach is flat and open, and a stone kicked up by a truck ahead hits at full speed. US-101 and El Camino Real fill in the rest.',
      'For cars with a camera behind the windshield, which describes many of the late-model and electric cars in this city, a chip repair has a particular advantage. The glass stays in its frame, the camera mount never moves, and no calibration is needed afterward. That makes a 30-minute repair a far smaller event than a replacement followed by recalibration, and you can drive away right after it.',
      'The repair fills the break with resin and cures it with ultraviolet light. The candidates are front-windshield breaks that stop at the outer ply, measure less than half an inch, keep 2 inches or more of clear glass between them and the edge, and show no crushed glass at the center. We can do it in a Sharon Heights driveway, in a Belle Haven parking spot or in an office lot during your lunch hour, when your building allows vendors.',
    ],
    faqs: [
      {
        question: "Will a chip repair affect my car's lane keeping or emergency braking?",
        answer:
          "No. A repair leaves the windshield and the camera bracket exactly where the factory put them, so the camera's aim is unchanged and no recalibration is required. Only a replacement, which removes the glass, triggers a calibration.",
      },
      {
        question:
          'I picked up a chip crossing the Dumbarton Bridge this morning. How soon should it be fixed?',
        answer:
          'The sooner the better. A fresh chip is clean inside, so resin fills it more completely, and it has not yet been through a day of heat and a cold night. Put clear tape over it until we arrive and keep the defroster off the glass.',
      },
    ],
  },
  'door-glass-replacement/menlo-park': {
    paragraphs: [
      'Smashed side windows in Menlo Park are mostly the work of thieves after a laptop bag or backpack left in view, and they happen in downtown lots, at office parking and on residential streets alike. The first step is to get the glass out of your cabin, and that is where most of our time goes: tempered door glass breaks into a pile of small cubes that spread into the door panel, the seat tracks and the floor vents.',
      'Off comes the door trim, the cavity is vacuumed clean, and the new glass is mounted on the window regulator and cycled until its travel is even. There is nothing to cure on a roll-down window, so the car is usable the moment we finish, typically 1 to 2 hours after we start. A fixed quarter window is bonded in, though, and needs about an hour before driving.',
      'Many electric and sports models here have frameless doors, where the glass drops slightly as the door opens and rises to seal against the roof rail. On those cars we set the new glass to the correct height so it seals without wind noise. We can work at home in the Willows or Linfield Oaks, or in your office lot when the building permits.',
    ],
    faqs: [
      {
        question: 'My car has frameless doors. Is the side window harder to replace?',
        answer:
          "It takes a little more care. The glass has to be positioned so it tucks under the roof seal when the door closes and drops cleanly when it opens. We adjust and test it before leaving, and some cars also need the window's automatic movement relearned afterward.",
      },
      {
        question: 'Can you meet me at work after a break-in downtown?',
        answer:
          'Yes, if your office lot or garage allows outside vendors and has a level space with room to open the door fully. Bring the car there with the opening covered, and we take care of the glass and the cleanup while you work.',
      },
    ],
  },
  'back-glass-replacement/menlo-park': {
    paragraphs: [
      'Cycling is popular in Menlo Park, and plenty of households carry bikes on racks that hang from a trunk lid or hatch. A loose pedal or handlebar swinging into the rear glass on a bumpy stretch is one way back windows break here. Others are shattered in break-ins or cracked by a hatch slammed on a cargo load that sits too high.',
      'Rear glass is tempered, so it comes apart completely, and much of the visit is spent pulling small cubes out of the cargo area, the rear seat and the hatch gutters. The new pane is set in urethane, after which the car should rest for about an hour. The full appointment typically runs 1 to 2 hours.',
      'Before we finish, the defroster grid is reconnected and tested, and on models with an antenna printed into the rear glass, that lead is reattached so radio reception returns. The work can be done on a driveway in Allied Arts, at the curb on a quiet Belle Haven street if the ground is level, or in an office garage, which also protects the adhesive from winter rain.',
    ],
    faqs: [
      {
        question:
          'Is it safe to keep using a hatch-mounted bike rack after the back glass is replaced?',
        answer:
          'Give the urethane a full day before loading the rack, and check that no part of the bikes can touch the glass when the rack is full. Padding the pedals and securing the front wheels helps. If any strap or clip of the rack rests on the glass, a hitch-mounted rack is the safer choice.',
      },
      {
        question: 'Why is my radio reception poor since the rear window broke?',
        answer:
          'On many cars the antenna is a fine wire pattern in the rear glass, so a broken window takes it out. Once the new glass is bonded, we connect the antenna lead again along with the defroster grid, and reception should return to normal.',
      },
    ],
  },
  'adas-windshield-calibration/menlo-park': {
    paragraphs: [
      "Recalibrating the forward camera is a normal part of replacing a windshield in Menlo Park, where many cars are recent models with lane keeping, lane centering and automatic emergency braking. Not every car has a camera, though, and we check yours by VIN. The carmaker's procedure decides how the calibration is done.",
      "Where the maker's procedure is dynamic, the camera learns its aim on a road drive, at specified speeds, along crisply striped lanes. US-101 on the bay side and I-280 at Sand Hill Road both offer long, signal-free runs with clear striping, so the calibration drive happens near your home or office during the same visit as the glass. Bayfront Expressway has signals at its main crossings, so it is not used for this. Teslas recalibrate their cameras themselves while being driven normally, so they need no separate procedure.",
      'A static calibration is another matter. The camera is aimed at printed targets, and that only works on a dead-level floor, under even, controlled light, with open floor and no clutter ahead of the bumper. Driveways, streets and office garages do not offer that, so cars needing targets come to our Hayward shop across the bay. Either method adds 1 to 2 hours, and we confirm the dashboard shows no warnings before you drive off.',
    ],
    faqs: [
      {
        question: "Can the static targets be set up in my company's garage?",
        answer:
          "No. Targets must sit at exact distances on a level surface, under steady lighting, with nothing reflective or cluttered in the camera's view. Parking garages have slopes, columns and mixed light. Cars whose maker specifies targets are calibrated indoors at our Hayward shop instead.",
      },
      {
        question: 'My Tesla had its windshield replaced. Do I need to book a calibration?',
        answer:
          'No separate appointment is needed. Tesla cameras calibrate themselves as you drive, and some driver-assist features stay unavailable until that process completes. Normal driving on well-marked roads such as US-101 usually finishes it.',
      },
    ],
  },
  'mobile-service/menlo-park': {
    paragraphs: [
      'Menlo Park gives the van plenty of workable places: private driveways in Sharon Heights and the Willows, carports at apartment complexes, office lots near the bayfront and along Sand Hill Road, and the public parking plazas downtown. The choice usually comes down to how long the job takes and what the location allows. A chip repair fits easily into a plaza stay, while a replacement with its cure time is better done where the car can sit for a while.',
      'Whatever the spot, the basics are the same. Flat ground under the car, a three-foot margin on every side, and access to the car and its keys cover it. Tree-lined streets in Allied Arts and Linfield Oaks are pleasant but narrow, so a driveway is usually better than curbside parking.',
      "Weather decides some days. Under an office garage roof or a carport we can keep working through light rain, but a downpour or hard gusts mean picking another date, since wet metal will not take a proper bond. Winds off the bay are strongest on the open lots closest to the water. Cancellations need a day's warning, 24 hours ahead.",
    ],
    faqs: [
      {
        question:
          'Is a downtown parking plaza off Santa Cruz Avenue a good place for the appointment?',
        answer:
          'For a chip repair, often yes, since it takes about 30 minutes. A windshield or back glass replacement, including cure time, needs a spot where the car can stay put for up to two hours, so a driveway or office lot is usually the better choice. Check posted limits first.',
      },
      {
        question: 'Do you need anything from me besides the car and keys?',
        answer:
          'Just a level spot with room around the car, permission from the building if it is an office lot, and a way to reach you if the gate or garage needs opening. If the car has a forward camera, allow extra time for calibration.',
      },
    ],
  },
  'fleet-services/menlo-park': {
    paragraphs: [
      "The business parks between US-101 and Bayfront Expressway house labs, facilities contractors and service firms, and the vehicles they run see hard use: maintenance vans, shuttle vehicles, delivery trucks and pickups for landscaping and building trades. Bayfront Expressway's truck traffic and the daily back-and-forth across the Dumbarton Bridge keep windshields on those vehicles taking hits.",
      `Our fleet program is built for managers who need predictability. Report a damaged vehicle and we schedule the glass work${fleetWithin()}, at your yard, your loading area or a lot where the vehicles park overnight. Each job is logged under the unit number and VIN, so you have a per-vehicle glass history for audits and resale.${ifFleetInvoiceTerms((terms) => ` Invoices are issued on ${terms} terms.`)}`,
      "Bigger operations can schedule a standing yard visit, during which the technician walks the row of vehicles and fills chips before they turn into cracks. Shuttle and service vehicles that are busy all day can be done after hours or on a weekend by arrangement. Many newer vans carry forward cameras, and calibration after a windshield replacement is planned into the schedule, on the road or at our Hayward shop depending on the maker's method.",
    ],
    faqs: [
      {
        question: 'Can you service our shuttle vehicles overnight at the campus lot?',
        answer:
          'After-hours work can be arranged in advance, provided the lot is lit, level and the vehicles are accessible with keys. Replacement windshields need about an hour of cure time, which fits easily into an overnight window. Camera calibration may need a separate daytime drive or a shop visit.',
      },
      {
        question: 'How quickly can a cracked windshield on one of our vans be handled?',
        answer: `Each fleet report gets a slot on the schedule${fleetWithin()}. When the crack sits in the driver's line of sight, park that van until the glass is replaced. For recurring needs, regular yard visits catch small chips early, which keeps fewer vans waiting for replacements.`,
      },
    ],
  },
  // Millbrae
  'windshield-replacement/millbrae': {
    paragraphs: [
      'Millbrae sits between two very different freeways. On the bay side, US-101 runs past SFO with airport freight, rental fleets and shuttles packed close together, and cracks that start as stone strikes there are common. On the hill side, I-280 is faster and more open, and a rock at that speed can leave a crack long enough that a repair is off the table.',
      "Replacements here are most often done at home. Streets in the Millbrae Highlands and other neighborhoods west of El Camino Real climb steeply, and a sloped driveway will not do for setting a windshield, so the technician looks for the flattest ground available: a garage floor, a level parking pad or a nearby flat curb. Apartment residents along El Camino can usually book a space in their building's lot or garage.",
      'Fog and drizzle roll over the western hills on many mornings, and moisture is the enemy of urethane. The technician wipes the frame completely dry before laying the new bead, and afterward the car stays parked for about an hour so the adhesive can set. The whole job takes 1 to 2 hours, plus 1 to 2 more if a forward camera needs calibrating.',
    ],
    faqs: [
      {
        question: 'My driveway in the Highlands is steep. Where will you do the replacement?',
        answer:
          'A steep driveway tilts the car and makes it hard to seat the glass evenly, so we look for level ground nearby, such as the garage or a flat bit of curb out front. Describe the lot and any garage when you book, and the technician will come with a spot in mind.',
      },
      {
        question: 'Is a windshield cracked on the airport stretch of US-101 covered by my policy?',
        answer:
          'Road debris is a typical comprehensive glass claim. If your comprehensive policy includes full glass coverage, the replacement may cost you $0; we verify your coverage and bill the insurer directly, so you do not file paperwork yourself.',
      },
    ],
  },
  'windshield-repairs/millbrae': {
    paragraphs: [
      'With SFO next door, a chip noticed on the drive home from the airport tends to get put off until after the next trip. That is a risk worth thinking about. A car left parked for a week or two still goes through foggy nights and sunny afternoons, and each swing in temperature puts stress on the break. A chip that was small enough to fix can have a crack running from it by the time you return.',
      "The fill is a half-hour job that can happen in your driveway, your apartment building's garage or a lot near Broadway while you run errands. We clean the damage, inject resin and cure it with ultraviolet light, and you can drive away the moment it is finished. No calibration is needed, because the glass stays in the car.",
      'Resin holds only on a front-windshield chip that is shallow (outer layer only), smaller than a half-inch, at least two inches in from the border, and not crushed where the rock landed. If it fails any of those tests, the technician tells you plainly and quotes a replacement instead.',
    ],
    faqs: [
      {
        question:
          "I leave for a trip tomorrow. Should I fix the chip first or wait until I'm back?",
        answer:
          'Fix it first if you can. A repair takes about 30 minutes and you can drive right after, so it fits easily into a busy day before a flight. If there is no time, cover the chip with clear tape and park in a garage to limit temperature swings while you are away.',
      },
      {
        question: 'Can you repair a chip while my car is parked at my building on El Camino Real?',
        answer:
          'Usually. We need access to the whole windshield and a bit of room to work, so a guest space or your own assigned spot in the garage works well. If the building controls access, let us know how the technician gets in.',
      },
    ],
  },
  'door-glass-replacement/millbrae': {
    paragraphs: [
      'Luggage is a magnet for thieves, and Millbrae sits right on the route between SFO and the rest of the Peninsula. Suitcases or shopping bags in plain view on the way to or from the airport, in a downtown lot or near the transit station, are a common reason a side window ends up in pieces. Side glass is usually tempered, and tempered glass does not crack the way a windshield does: it collapses, and the cubes go everywhere.',
      'The swap can happen at home, at the office or any other level parking place. The door panel comes off, every piece of loose glass is vacuumed from inside the door and from the cabin, and the new window goes onto the regulator. A roll-down window needs no cure time, so the job is usually 1 to 2 hours, most of it cleanup.',
      'The small fixed windows behind some rear doors, called quarter windows, are bonded in place and need about an hour of cure after installation. In the foggy months, covering the open window until we arrive keeps moisture off the seats and out of the door, which makes the cleanup and the new installation go faster.',
    ],
    faqs: [
      {
        question:
          'My window was smashed while I was parked near the Millbrae station. What should I do now?',
        answer:
          'Photograph the damage, file a police report if your insurer will want one, and tape plastic over the opening. Then book a visit at home or at work. Roll-down glass sets no cure clock, so you can drive as soon as the cleaning and fitting are done.',
      },
      {
        question: 'Will you find all the glass that fell inside the door?',
        answer:
          'That is the point of removing the door panel. Loose cubes left in the door can jam the regulator or rattle for months. Before the new glass goes in, the cavity, seat tracks and floor are all vacuumed out.',
      },
    ],
  },
  'back-glass-replacement/millbrae': {
    paragraphs: [
      "Fog is part of daily life on Millbrae's western slopes, and cars parked outside there wake up with damp glass on many mornings. That makes the rear defroster one of the most-used features on the car, and it is the first thing our technician checks after a new back window goes in. The grid of fine lines across the glass is reconnected and tested so the window clears as it did before.",
      "Back glass breaks here for the usual reasons: a break-in, a heavy load shifting in the cargo area on one of the city's steep streets, or a rock thrown up on US-101 or I-280. Because rear windows are tempered, they burst completely, so the cargo area, rear seats and hatch channels all get vacuumed before the new glass is bonded in with urethane.",
      'All in, expect 1 to 2 hours at the car, with about an hour of that given over to curing. Where the radio antenna is printed into the rear glass, that connection is reattached too. A garage is the best place for this work on a wet morning, since the bonding surface has to stay dry.',
    ],
    faqs: [
      {
        question: 'My rear window broke overnight in the fog. Can you still replace it outdoors?',
        answer:
          'Light mist is manageable if the car is under a carport or in a garage, where the frame can be dried and stay dry. Heavy rain or strong wind means moving the appointment. Until then, cover the opening with plastic to keep water off the seats.',
      },
      {
        question: 'Does the rear defroster work right away after replacement?',
        answer:
          'Yes. The defroster grid is part of the new glass, and the technician reconnects its power leads and tests it before leaving. The car still needs about an hour for the urethane to cure before driving, even though the defroster works immediately.',
      },
    ],
  },
  'adas-windshield-calibration/millbrae': {
    paragraphs: [
      'After a windshield replacement in Millbrae, cars with a forward camera for lane keeping or automatic emergency braking need that camera recalibrated. Not every car has one, and the carmaker decides whether the job is a dynamic or a static calibration. We look up your vehicle before the appointment so you know which applies.',
      'For the dynamic type, the car needs a run at the speeds the maker lists, with sharp, unbroken striping to look at, and both US-101 and I-280 on either side of Millbrae supply it. It can be completed near your home as part of the visit. Thick fog can interfere, though: the camera has to see the lane lines clearly, so on a heavy fog morning the drive may wait until the air clears.',
      'A static calibration aims the camera at fixed targets, and the setting matters: the floor must be level, the light controlled and the space ahead of the car empty of clutter. A hillside driveway or street cannot provide those, so static work happens at our Hayward shop. Teslas handle calibration themselves during ordinary driving. Budget 1 to 2 hours for calibration on top of the replacement.',
    ],
    faqs: [
      {
        question: 'Can the calibration drive still happen on a foggy Millbrae morning?',
        answer:
          "Light haze usually is not a problem, but dense fog can hide lane markings from the camera and stall the process. In that case the technician may wait for visibility to improve or head toward clearer roads. The car's driver-assist features should not be relied on until calibration is complete.",
      },
      {
        question: 'Does every car with a new windshield need a calibration?',
        answer:
          "No. Only cars with a camera mounted behind the windshield need it, and many older or basic models have none. If yours does, the maker's procedure tells us whether a road drive or a shop session with targets is required.",
      },
    ],
  },
  'mobile-service/millbrae': {
    paragraphs: [
      'Millbrae splits neatly for a glass van. West of El Camino Real, homes sit on hills where driveways slope and streets climb; east of it, the blocks toward US-101 are flatter, and apartment buildings and offices offer parking lots and garages. Either side works, but the technician needs level ground and about three feet of space around your car, so on the hillside that often means a garage or the flattest nearby curb.',
      'We can also meet you near work, in a downtown lot off Broadway or in an office garage, as long as the car can stay there through the job and any cure time. Access to the car and keys is all we need from you; you do not have to stand by.',
      "The weather is the variable. Fog and light drizzle can be worked around under a roof or canopy, but a real storm or strong wind off the hills means rescheduling, because urethane will only bond to a dry surface. If plans change, a cancellation with 24 hours' notice lets us hand the slot to another customer. There is no travel fee.",
    ],
    faqs: [
      {
        question: 'Can the van park on my steep street for the job?',
        answer:
          'The van itself can park most places, but the car being worked on needs to sit level. On a steep block, a garage floor or a flat section of driveway is better. If none is available, tell us and we will suggest a nearby level spot.',
      },
      {
        question: 'Can you meet me at a parking garage near the Millbrae station?',
        answer:
          'Possibly, if the garage allows service work and the car can stay in its space for the whole job. Chip repairs suit this well. Replacements need extra time for the adhesive to cure, so check the parking rules first.',
      },
    ],
  },
  'fleet-services/millbrae': {
    paragraphs: [
      "Much of Millbrae's commercial traffic revolves around the airport. Hotel and parking shuttles, limousine and car-service sedans, catering vans and airport contractors spend their shifts looping along US-101, and the constant stop-and-go behind trucks near SFO chips windshields faster than normal commuting does. A shuttle with a crack in the driver's view is a vehicle that cannot carry passengers.",
      `Our fleet program puts those vehicles on a predictable schedule. Once you report a damaged shuttle, the visit to your lot or base is booked${fleetWithin()}. Each shuttle or sedan keeps its own glass log under its unit number and VIN, and we bill the operator's account${onFleetTerms()}.`,
      'Operators with several vehicles can set up recurring visits, where the technician checks the whole fleet and repairs chips before they spread. Since airport services run long days, after-hours or weekend work can be arranged ahead of time so vehicles are back on the road for the next shift. Shuttle vans built with a lane camera get it recalibrated after any new windshield, by road drive or at our Hayward shop as the maker directs.',
    ],
    faqs: [
      {
        question: 'Our shuttles run late into the night. When can you work on them?',
        answer:
          'By arrangement, we can schedule after-hours or weekend visits to your lot when a vehicle is off duty. We need a level, lit space and the keys. A replacement needs about an hour of cure time, so plan the slot around that.',
      },
      {
        question: 'Can you keep a separate record for each vehicle in our fleet?',
        answer: `Yes. Every job is filed under the vehicle's unit number and VIN, so you can see which shuttles have had repairs or replacements. Invoices go to the account${onFleetTerms()}, and a single visit can cover several vehicles.`,
      },
    ],
  },
  // Pacifica
  'windshield-replacement/pacifica': {
    paragraphs: [
      'Not every Pacifica windshield is replaced because of a single crack. Years of wind-driven sand leave the outer surface covered in tiny pits, and wipers dragging grit across the glass add fine arcs of scratches. Each mark is small, but together they scatter light, and driving west on Sharp Park Road toward a low afternoon sun over the ocean becomes genuinely hard. Pitting cannot be filled with resin; new glass is the only fix.',
      "Single cracks come from SR-1 itself, which carries all of the town's through traffic between Daly City and the Tom Lantos Tunnels, along with trucks serving the coast. A new windshield is usually installed at home: tract houses in Linda Mar have driveways and garages that suit the work, while hillside homes in Park Pacifica or Pedro Point may need us to find a flatter spot.",
      'Coastal moisture means the technician takes care to dry and clean the frame before laying the urethane, and the car then stays parked for about an hour while it cures. Fitting OEM or equivalent glass this way fills 1 to 2 hours end to end. If a forward camera is mounted behind the windshield, calibration adds another 1 to 2 hours.',
    ],
    faqs: [
      {
        question:
          'My windshield is hazy and pitted from sand, but not cracked. Is replacing it worthwhile?',
        answer:
          "If glare from a low sun or oncoming headlights makes it hard to see, yes. Pitting is damage to the surface that resin cannot fix. New glass restores clear vision, and if your comprehensive policy includes full glass coverage, your cost can be $0, depending on your insurer's rules; we check and bill them directly.",
      },
      {
        question: 'How can I keep the new windshield from getting pitted so quickly?',
        answer:
          'Replace wiper blades regularly, rinse sand and salt off the glass before using the wipers, and park facing away from the wind where you can. A garage or carport helps most. These habits slow the wear, though coastal weather will still take a toll over the years.',
      },
    ],
  },
  'windshield-repairs/pacifica': {
    paragraphs: [
      'A single fresh chip on a Pacifica car is worth fixing fast, and the local weather is the reason. Cold, damp mornings tempt drivers to blast the defroster on a chilled windshield, and that sudden heat concentrated at a weak point is one of the classic ways a chip becomes a crack. Trucks and fast traffic on SR-1, and the long grade of Sharp Park Road up to Skyline Boulevard, are where most of those chips start.',
      'The repair itself takes about 30 minutes, with no waiting afterward. Loose grit and moisture come out of the break first, then resin is pushed in under pressure, set with an ultraviolet lamp and polished level with the glass. That works for a chip in the front glass that stops at the outer layer, stays under a half-inch, sits two inches or more inside every edge and has an uncrushed middle.',
      'One distinction matters on the coast. Resin repair fixes one impact point; it does nothing for the general sand pitting that builds up on older Pacifica windshields. If your glass is already heavily pitted, the technician will say so and you can decide whether a replacement makes more sense. The repair can be done in your driveway in Vallemar or Linda Mar, or at a parking area near your work.',
    ],
    faqs: [
      {
        question: 'Should I run the defroster on a foggy morning if my windshield has a chip?',
        answer:
          'Use it gently. Start on a low setting and let the glass warm gradually rather than aiming full heat at a cold windshield. Cover the chip with clear tape until it is repaired, which keeps moisture and sand out of the break.',
      },
      {
        question: 'Can resin repair the sandblasted look on my old windshield?',
        answer:
          'No. Resin is designed to seal one break, not hundreds of tiny surface pits. If pitting is affecting your view, replacement is the real fix; if it is just one chip, a 30-minute repair is the better option.',
      },
    ],
  },
  'door-glass-replacement/pacifica': {
    paragraphs: [
      'Cars left at beach and trailhead parking along the coast are a familiar target for smash-and-grab thieves, and Pacifica has plenty of both. Surfers and hikers who leave bags, phones or keys in the car sometimes come back to a shattered side window and a seat full of glass. Sand and salt mist blowing in through the empty opening only make the mess worse.',
      'We replace the glass wherever you can park the car level, most often at home. The door panel comes off, the cavity is vacuumed of broken cubes, and the seats, carpet and door pockets are cleared of glass and sand. A new window is fitted to the regulator and run up and down to confirm it moves smoothly. Roll-down glass needs no curing, so the 1 to 2 hours on site go mostly to cleaning out sand and glass.',
      'Fixed quarter windows are a different matter. They are glued in with urethane, and the car should sit for roughly sixty minutes before it is driven. On the coast, a garage or sheltered driveway is the best place for either job, away from wind that can carry sand into the door or the adhesive.',
    ],
    faqs: [
      {
        question:
          'My window was broken at a beach lot. How do I get the car home without sand blowing in?',
        answer:
          'Tape heavy plastic or a trash bag over the opening, covering the edges fully, and drive slowly. Once home, leave the glass cubes where they are for us to vacuum. Book a time and we will replace the window at your house.',
      },
      {
        question: 'The window makes a grinding sound since the break-in. Is that normal?',
        answer:
          'Usually, leftover glass is caught in the door track or regulator. Stop using the switch until we open the door panel. We clean out the pieces, fit the new glass and check that the window runs smoothly again.',
      },
    ],
  },
  'back-glass-replacement/pacifica': {
    paragraphs: [
      'On the coast, the rear window takes a few hits that inland drivers rarely think about. Surfboards and wetsuits loaded into the cargo area, a gust of wind catching an open hatch and swinging it hard, and gravel from the shoulder of SR-1 can all break the glass. A rear wiper running across salty, sandy glass also wears it down over time.',
      'Rear windows are tempered, so when they break they collapse into small pieces, often scattered through the cargo bay, the rear seats and the hatch seals. We vacuum all of it before bonding new glass in place with urethane. The visit lasts 1 to 2 hours, and the adhesive needs close to an hour of that to gain strength before the car is driven.',
      'Fog means Pacifica drivers tend to rely on the rear defroster more than drivers inland, so after installation we reconnect the defroster grid and test it, along with any antenna printed into the glass. Wind and moisture are the main concerns during the job itself. A garage or sheltered spot behind the house makes the best work area, because the bonding surface must stay dry and free of sand.',
    ],
    faqs: [
      {
        question: 'Can you replace back glass in my driveway on a windy afternoon?',
        answer:
          'Only if the car is sheltered. Gusts off the ocean can throw sand into the urethane and tug at the glass as it is lowered into place, so on blustery days we want a garage or a new date. Mornings are often calmer, though foggy, and a covered spot handles the damp.',
      },
      {
        question: 'Will my rear wiper still work after the new glass goes in?',
        answer:
          'Yes. On cars where the wiper motor passes through the glass, the technician removes it and refits it to the new pane. Replace the wiper blade too, since a worn blade full of sand scratches new glass quickly.',
      },
    ],
  },
  'adas-windshield-calibration/pacifica': {
    paragraphs: [
      'A new windshield means any forward camera behind it, the one lane keeping and emergency braking depend on, must be aimed again. Whether the carmaker calls for a dynamic or a static method depends on the model, and some cars have no camera at all, so we check yours before booking.',
      'A dynamic calibration is a drive: steady, specified speeds on a road whose lane striping the camera can follow. In Pacifica, the freeway section of SR-1 running north toward Daly City is the natural choice. The stretch further south past Rockaway Beach and Linda Mar has traffic signals that interrupt steady driving, so the route is planned around them. Heavy coastal fog can also hide lane lines from the camera, and the technician may wait for better visibility before starting.',
      "Static calibration puts targets in front of the car, so it depends on a true, flat floor, steady artificial light and nothing in the way of the camera's view. A driveway on a Pacifica hillside, or a foggy street, cannot provide those conditions, so target calibrations are booked into our Hayward shop. A Tesla handles its own camera aim as it is driven. Any calibration stretches the visit by a further 1 to 2 hours.",
    ],
    faqs: [
      {
        question: 'Can a camera calibration be finished in thick Pacifica fog?',
        answer:
          'Often not. The camera needs to see lane markings clearly to calibrate, and dense fog hides them. The technician may wait for the fog to lift or choose a clearer route. Do not rely on driver-assist features until calibration is confirmed complete.',
      },
      {
        question: 'Why would my car need to go to the Hayward shop for calibration?',
        answer:
          'If the carmaker requires a static calibration, the camera is aimed at precisely placed targets on a level floor under controlled lighting. Those conditions do not exist on a street or driveway, so the work is done at our shop.',
      },
    ],
  },
  'mobile-service/pacifica': {
    paragraphs: [
      'Mobile service on the coast depends on the weather more than anywhere else we work. Urethane needs a dry surface, and wind carries sand and salt into an open windshield frame. On calm or lightly misty days, the job goes ahead in your driveway or under a carport. When a storm comes in off the ocean with heavy rain or strong gusts, we reschedule rather than risk a poor seal, and we let you know as soon as we can.',
      'A garage is the ideal place for the work. Many homes in Linda Mar and Sharp Park have one, and a level garage floor with about three feet of space around the car makes a reliable work area in any weather. Hillside homes in Park Pacifica or Pedro Point often have steep driveways; in that case, tell us where the flattest ground is when you book.',
      "We also work at homes on streets where the car parks outside, provided the spot is level and sheltered from the wind. Keys and access to the car are all we need if you are busy. Cancelling needs 24 hours' notice, which lets us offer the slot to someone else.",
    ],
    faqs: [
      {
        question: 'Is there a time of day when coastal wind is less of a problem?',
        answer:
          'In many seasons, wind on the coast builds through the afternoon, so morning appointments are often calmer, though foggy. Fog is manageable under cover. If gusts are strong, we move the appointment rather than bond glass in poor conditions.',
      },
      {
        question: 'My house is up a steep hill. Can you still come?',
        answer:
          'Yes. The van can reach most hillside homes, but the car needs to sit level for the work. A garage floor is best; otherwise, a flat section of driveway or a nearby level curb works. Tell us what you have when booking.',
      },
    ],
  },
  'fleet-services/pacifica': {
    paragraphs: [
      'Work vehicles based in Pacifica live a hard life. Contractors, landscapers, plumbers and delivery vans run SR-1 to Daly City and the city, climb Sharp Park Road to reach Skyline Boulevard and head south through the Tom Lantos Tunnels toward the rest of the coast. Parked outside overnight, they collect salt film and sand, and their windshields pit faster than vehicles garaged inland.',
      `Report a damaged unit and we slot the glass work${fleetWithin()} at your yard, or wherever the vehicle sits on level ground. Every job is recorded by unit number and VIN, giving you a clear history of each vehicle's glass.${ifFleetInvoiceTerms((terms) => ` Billing is on ${terms} terms.`)}`,
      'For larger fleets, regular yard visits are worth considering. The technician inspects every vehicle, repairs fresh chips before they spread and flags windshields so pitted that glare has become a safety concern. Visits can be arranged after hours or on weekends so vehicles are not pulled off a working day. Wind on the coast matters for bonding work, so yard visits are planned for sheltered areas or calmer days. Where a van has a camera behind the windshield, a new windshield is followed by calibration, on the road or in our Hayward shop.',
    ],
    faqs: [
      {
        question: 'Our trucks park outside near the coast. How often should the glass be checked?',
        answer:
          'Vehicles exposed to salt and sand benefit from regular inspection, so recurring yard visits suit them well. The technician repairs small chips and tells you when pitting makes a replacement worthwhile. You set the schedule, and each visit is logged per vehicle.',
      },
      {
        question: 'Can a yard visit be moved if the weather turns?',
        answer:
          'Yes. Heavy rain or strong wind prevents safe bonding, so we reschedule within the fleet window once conditions allow. Chip repairs and inspections are less affected by weather and can often go ahead under cover.',
      },
    ],
  },
  // Portola Valley
  'windshield-replacement/portola-valley': {
    paragraphs: [
      'Windshields in Portola Valley take damage from sources that have little to do with heavy traffic. Winter storms wash rocks and loose soil onto the pavement of the hill roads, tree limbs come down in wind, and trucks hauling materials to hillside building sites share two-lane roads with everyone else. Add the daily run down Alpine Road to I-280 and a long crack is a familiar sight.',
      'Almost every replacement here is done at the house, because the town is mostly residential and spread out. A paved, level pad near the garage is the best place for the work; long gravel drives raise dust that we would rather keep away from fresh urethane, so if the car can sit in the garage or on pavement, tell us. Some properties have tight turnarounds, and a short description of the access helps us plan.',
      "The new windshield, OEM or equivalent, is ordered to suit your car's options, rain sensor and camera bracket included. Expect 1 to 2 hours on site, with roughly an hour of cure time before the car can go back down the hill. Cars with a forward camera behind the glass need 1 to 2 more hours for calibration, done on a drive or at our Hayward shop as the carmaker requires.",
    ],
    faqs: [
      {
        question: 'Our driveway is gravel. Can the windshield still be replaced at our house?',
        answer:
          'Usually, yes. We prefer a paved or concrete spot, like a garage floor, because gravel dust can settle on the urethane. If the whole drive is gravel, a level area away from the wind works, and we take extra care to keep the bonding surface clean.',
      },
      {
        question: 'Does insurance cover a windshield cracked by a falling branch on our property?',
        answer:
          'That is usually a comprehensive claim. With full glass coverage on most comprehensive policies, replacing the windshield can cost you $0, though the terms vary by insurer. We check your coverage and bill the insurer directly so you do not handle the claim paperwork.',
      },
    ],
  },
  'windshield-repairs/portola-valley': {
    paragraphs: [
      "Portola Valley's roads are narrow and edged with soil and stone, and after a rain the pavement is often scattered with small rocks. A car passing another on Portola Road or Alpine Road picks them up and flings them back, and that is how many chips here start. The commute on I-280 adds more at higher speed.",
      'Temperatures swing more here than near the bay. Mornings in the valley can be cold and still, while summer afternoons turn hot, and a windshield going from shaded garage to full sun stresses any break in the glass. A chip that sits through a few of those cycles can easily run into a crack.',
      "A resin repair takes about 30 minutes, done in your driveway or garage, and you can drive immediately afterward. To qualify, the chip has to be in the front windshield's outer layer alone, under half an inch wide, no closer than 2 inches to any edge, and without a crushed pit where the rock struck. Because the windshield stays in place, a forward camera needs no recalibration. If the chip has already spread too far, we quote a replacement instead.",
    ],
    faqs: [
      {
        question: 'Does a small chip really need attention if I only drive locally?',
        answer:
          'Yes. Even short drives on uneven hill roads flex the glass, and the daily swing between cool mornings and warm afternoons works on the break. When the damage grows to half an inch or touches an edge, the windshield has to be replaced instead.',
      },
      {
        question: 'The chip came from a rock on Alpine Road last week. Is it too late to repair?',
        answer:
          'Probably not. If it still measures below half an inch, sits 2 or more inches from the edge and shows no cracks running out of it, resin can still work. A week of dust can make the finished repair a little less clear, so put clear tape over it now and book soon.',
      },
    ],
  },
  'door-glass-replacement/portola-valley': {
    paragraphs: [
      'Hikers and riders in Portola Valley park at trailhead lots for the open space preserves around town, and thieves know that cars there are often left for hours with bags inside. A smashed side window is the usual result. Broken door glass also happens at home, when a ladder, a branch or equipment from a landscaping crew strikes a car parked in the drive.',
      'Side windows are usually tempered glass, so they shatter completely into small cubes, and most of the 1 to 2 hours we spend on a roll-down window is cleanup. Off comes the door panel so the cavity and cabin can be vacuumed, and then new glass is fitted to the regulator. There is no adhesive on a roll-down window, so the car can be driven right away.',
      'Fixed quarter windows, the small panels behind the rear doors on some vehicles, are set in urethane, which takes around an hour to firm up. We do all of this at your home, on level ground in the driveway or garage, so there is no need to drive a car with an open window down the hill.',
    ],
    faqs: [
      {
        question: 'My window was broken at a trailhead lot. Can I drive home safely?',
        answer:
          'Usually, if you can see clearly and the opening is covered with plastic to keep glass and dust from blowing around. Drive carefully and avoid reaching into the door. Once you are home, book a visit and we replace the glass there.',
      },
      {
        question: 'Is the new side window adjusted to seal properly?',
        answer:
          'Yes. The technician checks that the glass runs smoothly on the regulator and seals against the frame, and on cars with automatic window functions, resets them if needed. That keeps wind noise and water out on the hill roads.',
      },
    ],
  },
  'back-glass-replacement/portola-valley': {
    paragraphs: [
      'Pickups are common on properties with horses, orchards or big gardens, and the small rear window on a pickup cab, often a sliding one, takes more knocks than any other piece of glass on the truck. Hay bales, fence posts and tools shift in the bed on steep driveways and strike it. SUVs and wagons have their own risks, such as items sliding forward in the cargo area or a branch dropping onto the hatch.',
      'Back glass is tempered and breaks into small pieces, which we vacuum out of the cab, the cargo area and the window channels before the new glass is laid into a urethane bead. The visit fills 1 to 2 hours, and for about an hour of it the truck or car sits while the bead stiffens. On pickups with a sliding window, the slider and its latch are checked so it opens and locks as before.',
      'Where the glass has a defroster grid or a printed antenna, we reconnect it and test it. The work is done at your home, ideally in a garage or on a level paved area away from dust and wind, since the bonding surface must stay clean and dry.',
    ],
    faqs: [
      {
        question: 'Can you replace the sliding rear window on our ranch truck?',
        answer:
          "Yes. Sliding rear windows are a common replacement, and we match the glass to your truck's model and options, including any defroster. The truck needs about an hour after installation before it goes back to work, and a level spot near the barn or garage suits the job.",
      },
      {
        question: 'How should we secure loads so the back glass does not break again?',
        answer:
          'Use tie-downs or a bed divider so heavy items cannot slide forward on steep grades, and fit a headache rack if you often carry long materials. In SUVs, secure cargo with a net or barrier. Both cut the risk of glass breaking from the inside.',
      },
    ],
  },
  'adas-windshield-calibration/portola-valley': {
    paragraphs: [
      "A forward camera behind the windshield has to be re-aimed after the glass is changed, or lane keeping and automatic emergency braking may misread the road. Many cars in Portola Valley garages have one, but not all do, and we check by VIN. The carmaker's procedure determines the method.",
      "The dynamic version happens on the move, with the car held at fixed speeds where painted lanes are crisp and continuous. The town's own roads are curving, two-lane routes shared with many cyclists, which makes a steady-speed calibration drive hard to manage, so the technician usually takes the car down Alpine Road to I-280, where the lanes are long and well marked. That keeps the whole job close to home.",
      'A static procedure is done with target boards set up ahead of the car, on level ground, with managed lighting and a clear stretch of floor. A gravel drive or a shaded garage cannot offer those, which is why the Hayward shop handles every static job. Teslas recalibrate their cameras on their own while being driven normally. Calibration adds 1 to 2 hours to the replacement, and warning lights are confirmed clear before the car goes back to you.',
    ],
    faqs: [
      {
        question: "Why can't the calibration drive be done on Portola Road?",
        answer:
          "The camera needs steady speeds and consistent lane markings to calibrate. Portola Road's curves, cyclists and changing speeds interrupt that, so the technician drives to I-280 instead. The car returns to your home once the calibration is done.",
      },
      {
        question: 'Can my driver-assist features be trusted right after a new windshield?',
        answer:
          'Not until the camera has been calibrated. Until then, lane keeping and emergency braking may misjudge the road. Drive as if those features were off, especially on narrow roads with cyclists, until calibration is confirmed.',
      },
    ],
  },
  'mobile-service/portola-valley': {
    paragraphs: [
      'Mobile service is the natural way to get glass work done in Portola Valley, where homes are spread across wooded hills and there is little nearby to leave a car. What makes a visit here run well is planning the access. Long driveways, gates, private roads and tight turnarounds are common, so a short note about the layout, the gate code and where the car will be parked helps the technician arrive ready.',
      'The car should sit level with a three-foot band of open space all round it. A garage floor or a paved pad is best; gravel is workable, but dust is a concern for bonding glass. We also try to avoid working directly under trees that drop leaves, sap or debris on fresh adhesive.',
      'In light rain, a carport or open garage keeps the work dry. A real downpour or strong gusts put the job off, since urethane only bonds to dry surfaces. Storms can bring down branches and debris on the roads, and we may call ahead if conditions make the drive unsafe. To cancel, let us know a full day ahead. We charge nothing for the trip up the hill.',
    ],
    faqs: [
      {
        question: 'What should I tell you about our property before the appointment?',
        answer:
          'Share the gate code, where the car will be parked and whether the van can turn around on the property. If the house is off a private road or the map is misleading, add directions. A backup phone contact helps if reception is weak near the house.',
      },
      {
        question: 'Do you come out if a storm has brought down branches on the roads?',
        answer:
          'If the roads are open and the work area is dry and sheltered, yes. If heavy rain or wind makes bonding glass unsafe, or a road is blocked, we reschedule and let you know as early as possible.',
      },
    ],
  },
  'fleet-services/portola-valley': {
    paragraphs: [
      "Portola Valley has no industrial area, but tree services, landscapers, builders and property managers run trucks here every working day. Those pickups, dump trucks and service vans handle narrow roads, loose gravel, low branches and steep drives, and their windshields chip and crack more often than a typical commuter car's.",
      `Our fleet program keeps that damage on a schedule. Report a damaged vehicle and we book the repair or replacement${fleetWithin()}, at your yard or, with the property owner's permission, at the site where the truck is parked. Our log ties every job to the truck's unit number and VIN, so you can follow each truck's glass history, and invoices go to the account${onFleetTerms()}.`,
      'Companies with larger fleets can arrange recurring yard visits. The technician checks every vehicle, repairs chips before they spread and flags windshields that need replacement. When trucks are busy all day, after-hours or weekend work can be arranged in advance. Newer trucks and vans with forward cameras need calibration after a new windshield, done on the road where the carmaker allows it, or at our Hayward shop when a static calibration is required.',
    ],
    faqs: [
      {
        question: 'Can you replace a truck windshield at a hillside job site?',
        answer: `If the owner permits it and the truck can sit on level ground with space around it, yes. Steep or dusty sites are not suitable for bonding glass, so we may suggest moving the truck to a flat area.${ifFleetScheduling((window) => ` Jobs are scheduled ${window}.`)}`,
      },
      {
        question: 'What records do you keep for our trucks?',
        answer: `Each repair and replacement is filed under the unit number and VIN, with the date and type of work. That gives you a history per truck, useful for maintenance planning, and invoices go to the account${onFleetTerms()}.`,
      },
    ],
  },
  // Redwood City
  'windshield-replacement/redwood-city': {
    paragraphs: [
      "Redwood City's roads give windshields a varied workout. Woodside Road links US-101, El Camino Real and I-280 and carries trucks as well as commuters across the middle of the city, while Seaport Boulevard on the bay side sees heavy haulers coming and going from the port. A stone that hits at the right angle leaves a crack too long for resin, and at that point the glass has to come out.",
      "The city's warm, dry climate makes summer a common time for cracks to spread. A windshield baking in the sun in a lot by the Caltrain station or on a driveway in Mount Carmel, then hit with full air conditioning, can turn a small crack into one that runs across the glass within a day. Replacement is done where the car normally sits: a driveway in the flatter neighborhoods near Roosevelt or Palm Park, a space in an apartment garage in Redwood Shores, or a downtown lot when the rules allow.",
      "We fit OEM or equivalent glass matched to your car's sensors and camera bracket. On site it is 1 to 2 hours, about an hour of which the car spends parked while the urethane cures. Camera calibration, when needed, adds 1 to 2 hours.",
    ],
    faqs: [
      {
        question: 'My windshield crack grew overnight after a hot day. Why did that happen?',
        answer:
          'Glass expands in heat and contracts as it cools, and a crack concentrates that stress at its tip. A hot afternoon followed by a cool night, or cold air blowing on sun-heated glass, often makes cracks grow. Park in shade and avoid sudden temperature changes until the windshield is replaced.',
      },
      {
        question: 'Will my insurance cover a new windshield for damage from port trucks?',
        answer:
          'Debris from another vehicle is usually treated as a comprehensive glass claim. If full glass coverage is part of your comprehensive policy, the replacement can cost you $0; we review the coverage and send our invoice to the insurer.',
      },
    ],
  },
  'windshield-repairs/redwood-city': {
    paragraphs: [
      'Plenty of Redwood City cars spend the workday in parking garages, especially in Redwood Shores, where office campuses and apartment buildings park cars underground. A chip repair works well there, because the resin is hardened with an ultraviolet lamp the technician brings, not with sunlight. A dim garage level is no obstacle as long as the windshield is reachable and there is a little room to work.',
      "The damage itself usually starts on US-101, where the Whipple Avenue and Woodside Road interchanges bring merging trucks into commuter traffic, or on the bay-side roads that serve the port. Left alone, a chip collects dirt and moisture, and the city's hot afternoons and cooler nights work it into a crack.",
      'A repair takes about 30 minutes, and the car can be driven straight away. Resin can do the job if the break is on the windshield itself, has not gone past the outer layer, stays below half an inch, leaves at least 2 inches of glass to the nearest edge and has no powdered glass at the point of impact. Since the glass stays bonded in place, any camera behind it keeps its aim. If the chip is too big or too close to the edge, we tell you and quote a replacement.',
    ],
    faqs: [
      {
        question: "Can you repair a chip in my building's underground garage in Redwood Shores?",
        answer:
          "Usually, yes. The resin is cured with a portable ultraviolet lamp, so darkness is not a problem. We need the building's permission if outside vendors require it, access to the car and enough room to reach the whole windshield.",
      },
      {
        question: 'Is it worth repairing a chip that barely shows?',
        answer:
          "Yes, because its size matters less than what it can become. A small chip near the driver's view can spread in a few hot days. Repairing it now takes about 30 minutes and keeps the original windshield and its seal.",
      },
    ],
  },
  'door-glass-replacement/redwood-city': {
    paragraphs: [
      'Side windows in Redwood City are broken most often in break-ins, whether in downtown lots during an evening out, in apartment garages or on residential streets. Thieves look for bags, laptops and shopping left in view. Occasionally the cause is a stray stone from a mower, or a door slammed on a window that was left partly open and caught the frame.',
      'The replacement is done where the car is parked on level ground, usually at home or at work. Once the door panel is off, every loose cube is vacuumed out of the door and the cabin, and the replacement glass is bolted to the window regulator. Roll-down glass is held mechanically rather than glued, leaving nothing to cure, and the vacuuming eats up most of the appointment, which runs 1 to 2 hours.',
      'A fixed quarter window, the small pane behind a rear door on some cars, is held by urethane rather than a regulator, and the car waits around an hour after it goes in. On warm, dry days, which are common in this city, outdoor work goes smoothly in a driveway or a surface lot. Tell us which window broke when booking so we bring the right glass.',
    ],
    faqs: [
      {
        question:
          'My car was broken into in an apartment garage. Can you do the repair right there?',
        answer:
          'Often, as long as the building lets outside vendors work there and the stall is flat with enough width to swing the door wide. Some garages have low clearance for the van, in which case we may meet you at the entrance or a surface spot nearby.',
      },
      {
        question: 'How do I keep glass from spreading further until the appointment?',
        answer:
          'Leave the cubes where they fell and avoid sitting in the affected seat. Keep the window switch off, since running the regulator can drag glass into the door track. Tape plastic over the opening if rain is expected.',
      },
    ],
  },
  'back-glass-replacement/redwood-city': {
    paragraphs: [
      "Redwood City's slogan promises a climate best by government test, and for back glass work that is genuinely helpful. Urethane needs a dry surface to bond, so most of the year the replacement can be done outdoors in a driveway in Farm Hill or Roosevelt, or in a surface lot near your office, without waiting for the weather.",
      'Rear windows break for many reasons here: a baseball from a game in the street, a break-in, a load of lumber sliding forward in a pickup bed, or debris thrown up on US-101. They are tempered glass and break into small cubes that scatter across the cargo area and rear seats, so we vacuum thoroughly before fitting new glass.',
      'Urethane holds the new glass and needs about an hour before the car is driven, which puts the whole appointment at 1 to 2 hours. Once it is in, the technician reconnects the defroster grid and any antenna printed in the glass, then checks that the defroster heats properly. In the heat of a summer afternoon, shade is welcome for both the technician and the fresh adhesive, so a garage or a shaded spot is a good choice if you have one.',
    ],
    faqs: [
      {
        question: 'Can you replace the back window of my pickup after lumber slid into it?',
        answer:
          "Yes, including sliding rear windows. We vacuum glass out of the cab and the slider channel and match the replacement to your truck's options. A bed divider or headache rack helps keep loads from reaching the glass next time.",
      },
      {
        question: 'Is summer heat a problem for back glass installation?',
        answer:
          'Warm, dry weather is generally fine for urethane. Very hot glass and bodywork can be uncomfortable to handle, so we prefer shade on the hottest afternoons. The car still needs about an hour of cure time before it is driven.',
      },
    ],
  },
  'adas-windshield-calibration/redwood-city': {
    paragraphs: [
      'Lane keeping and automatic emergency braking should not be trusted after a windshield swap until the camera behind the glass has been recalibrated. Not every car has this camera, so we check your vehicle by VIN. The carmaker specifies whether a dynamic or static calibration is needed.',
      "A dynamic procedure asks for a sustained drive at the maker's chosen speeds alongside clean, unbroken lane paint. In Redwood City, US-101 and I-280 both have the long, clean lanes the camera needs, which lets the technician finish a dynamic calibration close by, right after the windshield goes in. Woodside Road and El Camino Real have too many lights and turns for steady-speed driving, so they are not used for this.",
      'For static calibration, target boards stand at measured points ahead of the bumper, and the car has to sit on a level floor in controlled light with open space in front. Office garages in Redwood Shores and home driveways cannot meet those requirements, so those cars are calibrated at our shop in Hayward. Teslas handle the process on their own while being driven. Calibration adds 1 to 2 hours to the replacement.',
    ],
    faqs: [
      {
        question: 'Can the calibration drive be done around downtown Redwood City?',
        answer:
          'Not well. Downtown streets and El Camino Real have traffic lights, turns and varying speeds that interrupt the calibration. The technician uses US-101 or I-280 instead, where the car can hold steady speeds with clear lane lines.',
      },
      {
        question: 'How do I know my camera calibration worked?',
        answer:
          'The technician confirms that the procedure completed and that no driver-assist warnings remain on the dashboard. Over the next few drives, lane keeping and other features should behave as before. If a warning appears, contact us.',
      },
    ],
  },
  'mobile-service/redwood-city': {
    paragraphs: [
      'Redwood City has something of every kind of location the van works in. Flat neighborhoods near Roosevelt and Palm Park have driveways and curbside spots, hillside homes around Farm Hill have steeper drives, downtown has public garages and lots, and Redwood Shores has office campuses and apartments with underground parking. The van goes to whichever suits your day. A chip repair fits neatly into a short stay in a downtown garage, while a replacement is better booked where the car can sit undisturbed through its cure time.',
      'Some underground garages have height limits the van cannot clear. The technician can carry tools and glass in, but if that is not practical, a surface space or loading area nearby works better. Whatever the location, the car needs level ground, about three feet of clear space around it and access with keys.',
      "The city's sunny climate means fewer weather delays than on the coast, but winter storms still happen, and on a stormy day the visit moves, because adhesive laid on wet metal does not hold well. Light rain can be handled under a carport or in a garage. We ask for 24 hours' warning on cancellations.",
    ],
    faqs: [
      {
        question: "My building's garage has a low ceiling. Can you still work there?",
        answer:
          'Often, yes. The van may stay at the entrance or a nearby surface spot while the technician carries in tools and glass. For replacements that require more equipment, we may ask to use a surface lot or loading area instead.',
      },
      {
        question: 'Can you meet me near my office downtown?',
        answer:
          'Yes, in a lot or garage that allows service work and where the car can stay for the whole job. Chip repairs take about 30 minutes; replacements take longer because of cure time, so check the parking rules first.',
      },
    ],
  },
  'fleet-services/redwood-city': {
    paragraphs: [
      'The working side of Redwood City runs along Seaport Boulevard and the bay, where bulk materials move through the port and concrete, aggregate and recycling trucks share the roads with contractors and delivery vans. Vehicles there drive through grit and dust every day, and windshields chip faster than on office parking lots.',
      `Our fleet program lets you report a damaged vehicle and have it handled${fleetWithin()} at your yard or staging area. Every haul truck or van gets its own glass record under its unit number and VIN. Billing goes to the account${onFleetTerms()}, which keeps paperwork to one invoice${fleetInvoiceCycle()} instead of a receipt per truck.`,
      'For larger fleets, recurring yard visits let the technician inspect every vehicle, repair chips while they are still small and schedule replacements as needed. When trucks are out all day, after-hours or weekend work can be arranged in advance so nothing is pulled from a shift. Newer vehicles with forward cameras need calibration after a new windshield; the technician does dynamic calibrations on US-101 or I-280, and static calibrations are scheduled at our Hayward shop.',
    ],
    faqs: [
      {
        question:
          'Our trucks work in dusty conditions at the port. Can you still bond windshields at our yard?',
        answer:
          'Yes, as long as there is a level spot sheltered from blowing dust and wind, such as a shop bay or the lee of a building. The bonding surface has to stay clean and dry. We can plan the visit for a quieter time of day.',
      },
      {
        question: 'Can you handle several trucks in one visit?',
        answer: `Yes. Group your damaged vehicles into one request and we schedule them together${fleetWithin()}. Each truck is recorded separately by unit number and VIN on the${fleetTermsBefore()} invoice.`,
      },
    ],
  },
  // San Bruno
  'windshield-replacement/san-bruno': {
    paragraphs: [
      'San Bruno sits where I-380 ties US-101 and I-280 together, and the short, busy connector funnels trucks bound for the airport and the freeways into commuter lanes. Cracks that begin on that stretch, on El Camino Real or on Skyline Boulevard along the western ridge tend to reach a length where resin is no longer an option. That is when a full replacement is needed.',
      'Where the work takes place depends on the part of town. In the hillside neighborhoods of Crestmoor, Rollingwood and Portola Highlands, streets climb toward Skyline and driveways slope, so the technician looks for a garage floor or a flat section of street. Closer to El Camino Real and downtown, apartment complexes and lots near the San Bruno BART station offer level parking that suits a replacement well.',
      'Fog settles over the western hills on many days, so the technician makes sure the frame is completely dry before laying urethane. The new OEM or equivalent glass is then set, and the car waits about an hour for the adhesive to cure. Start to finish, San Bruno replacements run 1 to 2 hours; a forward camera, when present, adds 1 to 2 hours of calibration.',
    ],
    faqs: [
      {
        question:
          'We live near Skyline where it is foggy most mornings. Can the windshield still go in at our house?',
        answer:
          'Yes, if the car is in a garage or under a carport, where the technician can keep the frame dry. Heavy rain or strong wind would mean rescheduling. Let us know what cover you have when booking, and we plan around it.',
      },
      {
        question:
          'A truck on I-380 threw a rock that cracked my windshield. How does the claim work?',
        answer:
          'If your comprehensive policy includes full glass coverage, as many do, your replacement can cost $0; terms vary by insurer. We confirm your coverage, handle the claim and bill the insurer directly, so you are not left chasing a refund.',
      },
    ],
  },
  'windshield-repairs/san-bruno': {
    paragraphs: [
      'Chips in San Bruno come mostly from the three freeways that meet around the city. Trucks carrying freight to and from the airport area use I-380 and US-101 all day, and sand or gravel falling off their loads strikes windshields behind them. Skyline Boulevard and the climb up San Bruno Avenue add their share, especially during winter when rain washes debris onto the roads.',
      'Insurance may cover a chip repair, depending on your policy, since a repair heads off a costlier replacement later. We check your coverage before starting and bill the insurer directly when the repair is covered. The repair itself takes about 30 minutes, and you can drive right after.',
      'After cleaning the break, the technician injects resin, hardens it under an ultraviolet lamp and buffs the spot smooth. We can do this when the chip is in the front windshield, is limited to the outer layer, spans less than half an inch, stays 2 inches clear of the border and has no crushed center. No camera calibration is needed afterward. We do repairs in driveways in Mills Park or Belle Air, in apartment lots near BART or at your workplace when the lot allows service vendors.',
    ],
    faqs: [
      {
        question: 'Will my insurer pay for a chip repair?',
        answer:
          'It depends on your policy. Some insurers cover chip repair under comprehensive or glass coverage, since a repair costs them less than a new windshield. We confirm your coverage and bill the insurer directly. If you would rather pay yourself, we give you the price before we start.',
      },
      {
        question: 'The chip is right at the edge of the glass. Can it still be repaired?',
        answer:
          'Not if it is within 2 inches of the edge. Damage there tends to spread regardless of resin, so a replacement is the safe choice. Describe where the chip sits when you book, and we tell you which applies.',
      },
    ],
  },
  'door-glass-replacement/san-bruno': {
    paragraphs: [
      'Break-ins are the main reason side windows end up in pieces in San Bruno. Cars left at transit and shopping-center lots, or on residential streets overnight with a bag in view, are the usual targets. Tempered side glass does not crack; it bursts into small cubes that fall into the door, onto the seats and into every gap in the console.',
      'We replace the glass where the car is parked, whether that is a driveway in Crestmoor, a space outside an apartment building near El Camino Real or a workplace lot. With the panel off, the technician clears the cubes from the door and the whole cabin, then mounts the new window on its regulator. With nothing to cure on roll-down glass, the car is yours again when we pack up, which typically happens 1 to 2 hours after arrival.',
      'A fixed quarter window is another story, since it is glued in and the car must rest about an hour before driving. On foggy or damp days, the technician keeps the door cavity dry before closing it up, so moisture does not get trapped inside.',
    ],
    faqs: [
      {
        question:
          'The break-in happened overnight on my street. What should I do before you arrive?',
        answer:
          'Take photos, report the break-in if your insurer or landlord requires it, and cover the opening with plastic if fog or rain is expected. Do not run the window switch, which can drag glass into the track. We handle the cleanup when we arrive.',
      },
      {
        question:
          'My car has a small fixed window behind the rear door that broke. Is that different?',
        answer:
          'Yes. That quarter window is bonded in place rather than mounted on a regulator, so it needs about an hour of cure time after installation before driving. Tell us which window broke so we bring the right glass.',
      },
    ],
  },
  'back-glass-replacement/san-bruno': {
    paragraphs: [
      'Rear windows rarely break from road debris alone, and in San Bruno the causes tend to be more local. Steep streets in the hillside neighborhoods let cargo slide into the hatch glass, strong afternoon wind over the ridge can catch an open liftgate, and break-ins account for the rest. Wherever it happens, tempered back glass collapses into small cubes, scattered through the cargo area and rear seats.',
      'All of that is vacuumed from the cargo floor, seats and hatch seals before the new window is set in urethane. About an hour of cure time follows, so the full appointment runs 1 to 2 hours. With the glass set, the technician hooks the defroster grid back up and checks that it warms, which matters in a city where fog often leaves glass wet in the morning. Where the antenna is printed into the glass, that connection is restored too.',
      'A garage is the best work area on foggy or windy days, because the bonding surface has to stay dry and clean. If your home has a level garage floor or carport, tell us when booking.',
    ],
    faqs: [
      {
        question:
          'Wind caught my open liftgate and the glass broke. Can the hatch still be fixed by replacing the glass?',
        answer:
          'If the liftgate still opens, closes and latches normally, yes. If the hinges or frame are bent, a body shop has to repair them first, since the glass needs a true frame to bond to. The technician checks this before starting.',
      },
      {
        question: 'Can I drive with plastic over the rear window until the appointment?',
        answer:
          'For short trips, usually, if it is secure and you can see with your mirrors. Keep speeds low, since plastic flaps and tears at freeway speed. Book soon, and we replace the glass at home.',
      },
    ],
  },
  'adas-windshield-calibration/san-bruno': {
    paragraphs: [
      'If a forward camera behind the glass runs lane keeping or automatic emergency braking, a replacement windshield means recalibrating it before those systems are trusted again. Not every car has this camera, and we check yours before the appointment. The carmaker decides whether the calibration is dynamic or static.',
      'Dynamic calibrations happen behind the wheel, at the speeds the procedure names, on a road striped clearly enough for the camera to lock on. I-380 is well marked but short, and a calibration can need more uninterrupted driving than that connector offers, so the route usually continues onto I-280 or US-101. That keeps the calibration close to home and on the same visit as the glass. Skyline Boulevard is less suitable, since fog and curves break the steady conditions the camera needs.',
      'The static alternative relies on targets, which in turn demand a flat, level floor, lighting that does not change and an empty zone in front of the bumper. Hillside driveways and streets do not provide that, so the static session takes place in our Hayward shop. Teslas calibrate on their own as they are driven. Either way, allow 1 to 2 hours beyond the windshield replacement.',
    ],
    faqs: [
      {
        question: 'Why does the calibration drive go beyond I-380?',
        answer:
          'The camera needs a steady run at set speeds with clear lane lines, and I-380 is a short connector with merges at both ends. Continuing onto I-280 or US-101 gives the camera a longer stretch, so the calibration can finish in one drive.',
      },
      {
        question: 'How do I know whether my car needs static or dynamic calibration?',
        answer:
          "The carmaker's procedure for your model decides it. We look that up from your VIN when quoting. A road-drive calibration happens on local freeways; a target session means a visit to our Hayward shop, planned with you.",
      },
    ],
  },
  'mobile-service/san-bruno': {
    paragraphs: [
      'San Bruno divides into two working areas for the van. East of El Camino Real, the blocks toward downtown and San Mateo Avenue are flatter, with driveways, street parking and apartment lots near BART. West of it, the hillside neighborhoods rise toward Skyline Boulevard, where streets are steep and fog is more frequent. Both are workable, but the hills call for more planning.',
      'The car needs level ground and about three feet of clear space around it, plus access to it and the keys. On a steep street, a garage floor or flat section of driveway is usually the answer. Near the BART station and downtown, street parking can be tight, so a private driveway or an apartment lot is better than the curb.',
      "Weather matters. Fog and light drizzle can be managed under a carport or in a garage. A storm with heavy rain or strong gusts is another matter, and the appointment moves to a dry day. Cancellations need at least 24 hours' notice. There is no travel fee.",
    ],
    faqs: [
      {
        question: 'Is my street on the hill too steep for you to work on my car?',
        answer:
          'The van can park there, but the car needs level ground for the job. A garage floor or the flattest part of the driveway works; if neither exists, a nearby level curb may do. Describe the layout when booking.',
      },
      {
        question: 'Can you come to my apartment near the San Bruno BART station?',
        answer:
          "Yes, if the car can sit in a level space in the building's lot or garage with room around it. Street parking near the station is often tight, so an assigned space is usually better. Let us know how to get in.",
      },
    ],
  },
  'fleet-services/san-bruno': {
    paragraphs: [
      "Freight keeps moving along San Bruno's edges at all hours. Courier and parcel vans, airport contractors, shuttle operators and building trades run I-380 between US-101 and I-280 many times a day, and that short connector, with trucks merging at both ends, is hard on windshields. A crack across the driver's view turns a working van into one parked at the yard.",
      `Fleet requests run on a booked window rather than a walk-up slot. The technician is scheduled${fleetWithin(' of your report')} and comes to your depot, your yard or the lot where the vehicles sit overnight. Every piece of glass work is filed under the vehicle's unit number and VIN, which gives maintenance staff a history to check against, and invoices go to the account${onFleetTerms()}.`,
      'Bigger operations can put us on a repeating yard schedule, so every unit is looked over and small chips are filled before they travel. Where vehicles cannot be spared in daylight, evening or weekend sessions at the yard are set up in advance. Vans with a camera behind the windshield need calibration after a replacement, on a freeway drive or at our Hayward shop as the maker directs.',
    ],
    faqs: [
      {
        question:
          'Our vans come back from the airport runs with new chips every week. What do you suggest?',
        answer:
          'A recurring yard visit fits that pattern. The technician checks every van on a set schedule and fills chips while they are still under half an inch and clear of the edges, so fewer windshields reach the point of replacement. Each visit is logged against the individual van.',
      },
      {
        question: "Can you work on a van parked at a client's lot instead of our depot?",
        answer: `Yes, once the owner of that lot agrees and the van is parked on flat ground with clearance all around. The visit is booked${fleetWithin(' of your request')}, and the job is recorded against the van's unit number and VIN like any other.`,
      },
    ],
  },
  // San Carlos
  'windshield-replacement/san-carlos': {
    paragraphs: [
      'San Carlos rises from the bay flats to steep wooded hills in a short distance, and that shapes where a windshield replacement happens. On the flatter blocks near Laurel Street and in White Oaks, a driveway or the curb in front of the house usually works. Up in Devonshire and Brittan Heights, driveways can be steep, and the technician will look for a garage floor or a level pad so the glass seats evenly.',
      'Long cracks here often start on US-101 around the Holly Street interchange, where traffic bound for Redwood Shores merges with trucks heading to the businesses on Industrial Road, or on El Camino Real. On the hill roads, construction trucks serving remodels and new homes drop gravel that finds windshields on the way down. A crack that has grown to half an inch, or reached the edge, cannot be filled, and the windshield is replaced.',
      "The glass we fit is OEM or equivalent, specified for your trim's features. Budget 1 to 2 hours at the car, with roughly sixty minutes of that reserved for the adhesive, and add 1 to 2 hours of calibration if a forward camera sits behind the glass.",
    ],
    faqs: [
      {
        question:
          'Our house is up a steep street above Alameda de las Pulgas. Can you still replace the windshield there?',
        answer:
          'Yes, as long as there is level ground for the car. A garage floor is ideal; a flat section of driveway also works. If nothing is level, we can suggest a nearby spot. Let us know the layout when you book.',
      },
      {
        question:
          'Does a crack from a construction truck on the hill roads count as a glass claim?',
        answer:
          'Usually, yes: debris thrown by another vehicle falls under comprehensive coverage. If your comprehensive policy includes full glass coverage, your cost for the replacement can be $0, depending on your insurer. We verify the policy and bill the insurer directly.',
      },
    ],
  },
  'windshield-repairs/san-carlos': {
    paragraphs: [
      'Anyone who works along Industrial Road or Old County Road knows the trucks: building supply, distribution and service vehicles all day long, trailing grit and gravel. Chips picked up there, or on US-101 on the way in, can be repaired right in your workplace lot while you carry on. The fill takes roughly half an hour, and you can drive off as soon as the technician steps back.',
      'The technician cleans the chip, fills it with resin under pressure, hardens it with an ultraviolet lamp and polishes it flush. The windshield never leaves the car, so its factory seal stays in place and a forward camera needs no recalibration. Side and rear windows are excluded, since they are tempered; on the windshield, the chip must stay in the outer layer, measure under half an inch, lie 2 inches or more from the edge and have no crushed glass in the middle.',
      'Residents get the same service at home, in a driveway in Howard Park or on a quiet street in White Oaks. The sooner a chip is filled, the better the result. Fresh damage is clean inside, while a chip that has sat through a few rainy weeks collects dirt that dulls the finished repair.',
    ],
    faqs: [
      {
        question: 'Can you repair a chip in the parking lot at my job on Industrial Road?',
        answer:
          'Usually, yes. We need access to the car and room to reach the windshield. If the business has rules about outside vendors, check with the manager first. The repair takes about 30 minutes, and you can drive off right afterward.',
      },
      {
        question: 'Does an old chip repair as well as a fresh one?',
        answer:
          'It can still be repaired if it meets the limits, but dirt and moisture in an older chip make the result less clear. Cover new chips with clear tape and book soon for the best outcome.',
      },
    ],
  },
  'door-glass-replacement/san-carlos': {
    paragraphs: [
      'Work trucks and vans parked overnight on the east side of San Carlos are tempting to thieves looking for tools, and a smashed side window is often how they get in. Residential streets see break-ins too, when bags or electronics are left in view. Either way, tempered side glass breaks into thousands of cubes, so the repair is as much cleanup as it is glass.',
      'The door panel comes off so glass can be vacuumed from inside the door, the seats, the carpet and the console, and the new pane is then fastened to the regulator. Roll-down windows need no adhesive, so the vehicle is ready to drive when the job is done, usually 1 to 2 hours after starting. We check that the window runs smoothly and seals against the frame.',
      'Fixed quarter windows and the rear side panels on some vans are set in adhesive, so the vehicle stays parked for roughly an hour afterward. We work in yards and lots on Industrial Road, in driveways across town and at apartment complexes, wherever the vehicle sits level with room to open the door.',
    ],
    faqs: [
      {
        question: 'Our work van was broken into for tools. Can you replace the window at our shop?',
        answer: `Yes. We come to your shop or yard, clean out the broken glass and fit the new window. Business customers with several vehicles can also use our fleet program, which keeps records by unit number and VIN and bills the business${onFleetTerms()}.`,
      },
      {
        question:
          'The rear side window on my van is fixed, not roll-down. How long will the job take?',
        answer:
          'Fixed side glass is bonded in place, so after installation the urethane needs about an hour to cure before the van can be driven. Allow 1 to 2 hours for the full visit.',
      },
    ],
  },
  'back-glass-replacement/san-carlos': {
    paragraphs: [
      "Contractors and tradespeople around San Carlos drive pickups, and the rear window of a pickup cab takes a beating from ladders, lumber and toolboxes shifting in the bed. Many of those trucks have sliding rear windows, which we replace as a unit matched to the truck's options. SUVs and hatchbacks in the hill neighborhoods have their own risks, such as cargo sliding into the hatch glass on a steep descent.",
      'Back glass is tempered and breaks into cubes that spread through the cab or cargo area, and we vacuum it all out before bonding new glass with urethane. The car or truck then needs about an hour for the adhesive to cure, making the appointment 1 to 2 hours in total. The defroster grid and any printed antenna are reconnected and tested before the technician leaves.',
      "Home, a workplace on the east side of town or a contractor's yard all work, provided the vehicle is level with space around it and the bonding surface stays dry. On a pickup, clearing the bed and dropping the tailgate gives the technician room to work on the slider from behind the cab.",
    ],
    faqs: [
      {
        question:
          "A ladder shifted in the bed and broke our pickup's sliding rear window. Can it be replaced at our shop?",
        answer:
          'Yes. We match the sliding unit to your truck, including any defroster, and check that it opens and latches correctly. The truck needs about an hour after installation before it goes back to work. A bed divider helps protect the new glass.',
      },
      {
        question:
          'Our shop yard is gravel and dusty. Where should the truck be parked for the work?',
        answer:
          'A concrete pad, a service bay or the lee of the building is best, with the truck level and about three feet clear on every side. Dust landing on fresh urethane weakens the bond, so we avoid open gravel on breezy days.',
      },
    ],
  },
  'adas-windshield-calibration/san-carlos': {
    paragraphs: [
      "Swapping the windshield on a car with a forward camera means the camera must be re-aimed so that lane keeping and automatic emergency braking judge lanes and distances correctly. Not all cars have this camera, and we check yours by VIN. Which of the two methods applies, dynamic or static, is the carmaker's call.",
      'In a dynamic calibration the camera re-centers itself during a drive at prescribed speeds, reading well-painted lane lines. Near San Carlos, US-101 provides that, so a dynamic calibration is usually done close to your home or business right after the glass is installed. El Camino Real has too many lights, and Alameda de las Pulgas and the hill roads are too curving for steady-speed driving, so the technician avoids them for this.',
      'Static work sets printed targets ahead of the car and depends on a perfectly flat floor, lighting we control and a bare stretch of floor in front. Home garages and business lots cannot meet those conditions, so we bring static jobs indoors at the Hayward shop. Teslas calibrate on their own during normal driving. Calibration adds 1 to 2 hours to the replacement, and the technician confirms that no warnings remain before handing back the keys.',
    ],
    faqs: [
      {
        question: 'Our company vans have lane-keeping cameras. Can you calibrate them at our yard?',
        answer:
          'Dynamic calibrations start from your yard and finish on US-101 nearby. If the maker requires a static calibration, it is done at our Hayward shop, since a yard does not have the level floor, lighting and clear space the targets need.',
      },
      {
        question: 'Is the lane-keeping system safe to use before calibration?',
        answer:
          'No. Until calibration is complete, the camera may misjudge lane positions and distances. Drive without relying on those features until the technician confirms the calibration finished and no warnings remain.',
      },
    ],
  },
  'mobile-service/san-carlos': {
    paragraphs: [
      'Plan a San Carlos appointment around where the car spends the most time. Residents near Laurel Street often have the work done in their own driveway on the flat blocks around downtown, while people employed on the east side can leave the car in the company lot off Industrial Road or Old County Road and keep working. Homes up the hill in Devonshire and Brittan Heights are fine too, but the steep driveways there usually push the job into the garage.',
      'What the technician needs is simple and the same at every address: the car parked on a level surface, roughly a yard of walking room down both sides and across the front, and the keys or someone who can hand them over. Business lots are easiest when the manager knows a vendor is coming.',
      "A carport or open garage lets us keep going in a light shower. A winter storm with downpours or strong gusts is a different story; adhesive cannot be laid on wet or dust-blown metal, so we call you and pick a new slot. If something comes up on your side, a day's notice for the cancellation keeps the calendar fair for everyone. We charge nothing for the trip to you.",
    ],
    faqs: [
      {
        question: "Can you do a windshield repair while I'm shopping on Laurel Street?",
        answer:
          'Yes, in a public lot with level ground and room to work, as long as the car can stay put for about 30 minutes. A replacement takes longer because of cure time, so a driveway or workplace lot is usually better.',
      },
      {
        question: 'Can employees book glass work in our company lot off Industrial Road?',
        answer: `Yes. Each employee can book a visit to the lot, provided management is happy to have an outside vendor on site. If the vehicles belong to the business rather than to staff, our fleet program may suit better, with records per vehicle and invoicing to the business${onFleetTerms()}.`,
      },
    ],
  },
  'fleet-services/san-carlos': {
    paragraphs: [
      "Between the Caltrain tracks and US-101, the east side of San Carlos is lined with small industrial buildings, and the businesses inside them run a varied fleet: contractors' pickups with ladder racks, distributors' box trucks, lab courier vans and the service vehicles of the trades. Much of their mileage is short hops on El Camino Real and US-101, with long stretches parked at job sites, and windshields pick up chips from passing trucks and debris along the way.",
      `A fleet account changes how damage gets handled. A driver or dispatcher reports the vehicle, and the glass work is set for a day${fleetWithin()} at your yard or loading area. Records sit under each unit number and VIN, which makes it easy to see whether one truck keeps collecting cracks, and each job is billed to the account${onFleetTerms()}.`,
      'Companies running many vehicles can book standing visits, so our technician walks the yard on a regular cycle and repairs chips while they are still repairable. After-hours or weekend slots are available by arrangement for vehicles that cannot be spared. A van with a lane camera is calibrated after its new windshield, on US-101 when the maker allows a road drive, or at our Hayward shop when targets are required.',
    ],
    faqs: [
      {
        question: 'One of our pickups keeps getting chips. Will your records show a pattern?',
        answer:
          'They should. Because each job is filed by unit number and VIN with the date and the work done, repeat damage on a single truck stands out. That can point to a particular route, a loading habit or worn wiper blades, and it helps when planning replacements.',
      },
      {
        question: 'Can you work at our yard while crews are loading in the morning?',
        answer:
          'We prefer a corner of the yard away from forklifts and loading traffic, on level ground with space around the vehicle, and bonding work needs shelter from blowing dust. If mornings are too busy, an after-hours or weekend visit can be arranged instead.',
      },
    ],
  },
  // San Mateo
  'windshield-replacement/san-mateo': {
    paragraphs: [
      'Two highways do most of the damage to San Mateo windshields. SR-92 brings bridge traffic off the bay, through the US-101 interchange and up the long grade past the College of San Mateo toward I-280, with trucks laboring uphill and shedding whatever they carry. US-101 adds the usual freeway stones. A crack that starts on either road and runs past half an inch means new glass.',
      'Where you live shapes where we work. Downtown and around Bay Meadows, many people live in buildings with shared garages, and a level stall with room on both sides is an excellent spot for a replacement if management allows vendors. In Baywood, Aragon and San Mateo Park, older homes sit under big street trees with driveways to match. Up in Sugarloaf and Laurelwood, slopes mean the garage floor is usually the better choice. Metered street parking downtown is a poor fit for a job of this length.',
      'The swap uses OEM or equivalent glass and lasts 1 to 2 hours, close to an hour of which is the urethane curing while the car waits. Cars with a forward camera need 1 to 2 hours more for calibration.',
    ],
    faqs: [
      {
        question:
          'I live in a downtown San Mateo building with a shared garage. Can the replacement happen there?',
        answer:
          'Often, yes, when management lets outside technicians in and your stall is flat with roughly a yard of clearance on each side. Let us know the garage entrance, any height limit and how the technician gets access. The car then stays parked about an hour while the adhesive cures.',
      },
      {
        question: 'Is a crack from a truck on SR-92 something insurance pays for?',
        answer:
          "Damage from road debris is usually handled under comprehensive coverage. Drivers whose comprehensive policy has full glass coverage can pay $0 for the new windshield, depending on the insurer's terms; we confirm the policy and send the bill to the insurer ourselves.",
      },
    ],
  },
  'windshield-repairs/san-mateo': {
    paragraphs: [
      'The San Mateo Bridge is long, exposed and shared with trucks crossing between the East Bay and the Peninsula, and a chip picked up on the crossing is a familiar problem for San Mateo drivers. The sooner it is filled, the better: the bay wind and the cool evening air cool the glass quickly after a warm day, and that swing is what turns a chip into a crack.',
      'A repair is a short visit. The technician cleans out the damage, injects resin, cures it under ultraviolet light and polishes the surface, all in about 30 minutes. You can drive away right after, and because the windshield stays put, a forward camera keeps its calibration. We do this in driveways in Shoreview or Sunnybrae, in office lots near Hillsdale or in building garages downtown.',
      'Resin only goes into front windshields, and only when the break is shallow (outer layer only), under half an inch, set back 2 inches or more from the edge, with the impact point intact. Anything beyond that, and we quote a replacement rather than a repair that would not last.',
    ],
    faqs: [
      {
        question:
          'I picked up a chip on the San Mateo Bridge. Can it be fixed at my office near Hillsdale?',
        answer:
          'Usually. We need permission from the building if it controls vendor access, a parking spot where the windshield is reachable and about 30 minutes. There is nothing to cure afterward, so you can drive home as usual.',
      },
      {
        question: 'The chip is in my line of sight. Should I repair it or replace the windshield?',
        answer:
          'A repair leaves a faint mark, and in the area directly in front of the driver even a small blemish can be distracting. If the chip is small and clean, repair is possible; if it sits squarely in your view, the technician may recommend replacement instead.',
      },
    ],
  },
  'door-glass-replacement/san-mateo': {
    paragraphs: [
      'Smash-and-grab break-ins in San Mateo happen in busy places, around downtown restaurants, near shopping centers and at the parking areas along the shoreline, wherever a bag or phone is left visible. Tempered side glass does not crack like a windshield; it shatters into cubes, and many of them fall inside the door where you cannot reach them.',
      'Replacing it is mostly a cleanup job. The technician removes the inner door panel, vacuums out the door cavity, clears the seat tracks and carpet, and then mounts a new window on the regulator. A roll-down window involves no adhesive, so you can drive as soon as the technician is done, which is typically 1 to 2 hours after the start. Fixed quarter windows are different: urethane holds them, and it needs close to an hour to set.',
      'The work can be done in a driveway in Beresford or Fiesta Gardens, in a building garage downtown or at your workplace. One note for drivers who have tinted their side windows: aftermarket film is applied to the old glass and does not come with the replacement, so plan to have a tint shop reapply it if you want the match.',
    ],
    faqs: [
      {
        question: 'My side windows were tinted. Will the new glass match?',
        answer:
          'Factory privacy glass on rear windows is built into the glass, and we order the matching tint. Aftermarket film was applied to the old window, so the new one arrives clear, and a tint shop can apply matching film once the glass is in.',
      },
      {
        question: "Can you replace my window at my building's garage downtown?",
        answer:
          'Yes, when the building permits vendor work and your stall is flat and wide enough for the door to open all the way. Tell us about access and any height limit, and the technician will plan the visit.',
      },
    ],
  },
  'back-glass-replacement/san-mateo': {
    paragraphs: [
      'The rear window on a family SUV or hatchback in San Mateo breaks for ordinary reasons: a ball from a street game, a break-in, a tailgate closed on a stroller handle or a stone thrown up on US-101. Because it is tempered, the glass collapses completely, scattering cubes across the cargo floor and rear seats.',
      'The technician vacuums that out before bonding in the new glass. Urethane then needs about an hour to cure, so the appointment is 1 to 2 hours in total. Once installed, the defroster grid is reconnected and tested, and if the radio antenna is printed into the glass, it is reconnected too, so reception comes back. Factory privacy tint is matched in the replacement; aftermarket film would need to be reapplied by a tint shop.',
      "Homes in Baywood and Aragon usually have driveways or garages that suit the job. In newer buildings at Bay Meadows and downtown, a level stall in the residents' garage keeps the work area dry, which matters because urethane will not bond to wet glass. On the east side near the bay, in Shoreview or Mariners Island, wind is the thing to watch, so a garage is better than an open lot on a gusty day.",
    ],
    faqs: [
      {
        question: 'My rear window broke and it is raining. What should I do?',
        answer:
          'Cover the opening with heavy plastic, taped around the edges, and park under cover if you can. We can replace the glass in a garage during light rain; heavy rain or wind means waiting for a dry slot.',
      },
      {
        question: 'A ball from a street game broke our rear window. Will insurance cover it?',
        answer:
          'A ball through the glass is normally claimed under comprehensive coverage. Comprehensive policies with full glass coverage can leave you paying $0 for the new rear window; we check the policy and bill the insurer ourselves. Without that coverage, your deductible applies.',
      },
    ],
  },
  'adas-windshield-calibration/san-mateo': {
    paragraphs: [
      'A car whose lane keeping or automatic emergency braking relies on a camera behind the windshield needs that camera recalibrated whenever the glass is replaced. Many recent models have one and plenty of older ones do not, so we check your VIN before quoting. The carmaker specifies the method.',
      'When the procedure is dynamic, our technician takes your car out and holds the specified speeds on a well-striped road until the scan tool shows the camera is aligned. San Mateo has good options close by: US-101 through the city and I-280 along its western edge. That means a dynamic calibration is done near your home or office, immediately after the windshield goes in.',
      'Static calibration is done with targets set in front of the car; the floor has to be level, the lighting controlled and the area ahead free of clutter. Driveways, building garages and streets cannot provide that, so static calibration is handled at our Hayward shop, at the far end of the San Mateo Bridge. Teslas calibrate themselves while being driven, so they need no separate session. Plan on an extra 1 to 2 hours for calibration, and the technician confirms no warnings remain on the dashboard before the car is returned to you.',
    ],
    faqs: [
      {
        question: 'Why would I need to take the car across the bridge for calibration?',
        answer:
          'Only if your carmaker requires static calibration. That procedure needs a level floor, controlled lighting and a clear space for the targets, which we have at our Hayward shop and which a driveway cannot provide. Dynamic calibrations are done on local freeways instead.',
      },
      {
        question: 'Can the calibration drive be done on El Camino Real?',
        answer:
          'Not reliably. Traffic lights, turning cars and stop-and-go driving break the steady speeds the camera needs to finish. The technician takes US-101 or I-280 instead, where the car can hold a set speed on long, well-marked lanes.',
      },
    ],
  },
  'mobile-service/san-mateo': {
    paragraphs: [
      "San Mateo has more kinds of parking than most Peninsula cities, and the van adapts to each. Tree-lined driveways in San Mateo Park and Baywood, residents' garages downtown and at Bay Meadows, office lots near Hillsdale and the flat blocks of Shoreview and North Central all work. Metered spaces downtown do not, because the car needs to stay put through the job and any cure time.",
      'The requirements are the same everywhere: level ground, about three feet of open space around the car and access to it with the keys. On the hills in Sugarloaf or Laurelwood, a garage floor is usually the best spot. In a shared building garage, check whether management allows service vendors and whether the van fits under the ceiling.',
      "Light rain is fine under a carport or in a garage. Heavy rain or strong wind, particularly on the open east side near the bay, means moving the appointment, since urethane must be applied to dry glass. Plans change, and we ask for 24 hours' notice for a cancellation. Our Hayward base is on the other side of the bridge.",
    ],
    faqs: [
      {
        question: 'Can you do the work in a metered space downtown?',
        answer:
          "Chip repairs take about 30 minutes and may fit within a meter's limit. Replacements need longer because of cure time, so a building garage, a driveway or an office lot is the better choice.",
      },
      {
        question: 'Does wind near the bay affect my appointment in Shoreview?',
        answer:
          'Hard gusts off the bay can drop dust onto fresh urethane and push the glass around as it is set, so on very windy days we move into a garage or pick another date. Light breezes are not a problem.',
      },
    ],
  },
  'fleet-services/san-mateo': {
    paragraphs: [
      "San Mateo's fleets are a mix of service vans, property-management trucks, contractors' pickups, landscaping crews and delivery vehicles, many of them crossing the San Mateo Bridge daily or climbing SR-92 toward the coast. That mix of bridge wind, freeway stones and hill grades produces a steady flow of chipped and cracked windshields.",
      `Tell us a vehicle is damaged and a technician is booked for it${fleetWithin()}, at your yard, a client site where a vehicle is parked or a lot where vehicles sit overnight. We tag every job with the unit number and VIN, which keeps each vehicle's glass history easy to follow, and invoices go to the account${onFleetTerms()}.`,
      'For fleets with many vehicles, a regular visit to your yard lets the technician look over every windshield, fill chips while they are small and plan the replacements that cannot wait. Busy vehicles can be serviced after hours or on weekends, arranged in advance. A van with a lane camera goes through calibration once its new windshield is in, on US-101 or I-280 if the maker allows a road drive, or at our Hayward shop if it needs targets.',
    ],
    faqs: [
      {
        question:
          'Our vans cross the San Mateo Bridge every day. Can you service them in the East Bay or in San Mateo?',
        answer: `Either. Fleet work is scheduled${fleetWithin()} at whichever yard or lot suits you, and each job is logged by unit number and VIN regardless of location.${ifFleetInvoiceTerms((terms) => ` Billing follows ${terms} terms.`)}`,
      },
      {
        question: "What happens if a van's windshield needs replacing and it has a camera?",
        answer:
          "After the glass is replaced, the camera is recalibrated by the carmaker's method. Dynamic calibrations are done on the road near your yard; static calibrations are done at our Hayward shop. We plan the van's downtime with you.",
      },
    ],
  },
  // South San Francisco
  'windshield-replacement/south-san-francisco': {
    paragraphs: [
      'Wind is the first thing to plan around for a windshield replacement in South San Francisco. Afternoon gusts come in off the ocean, funnel through the low ground between the coastal hills and sweep across the flats east of US-101, carrying dust that settles on anything open, including a windshield frame waiting for urethane. The technician looks for a spot in the lee of a building, a parking structure or a home garage so the bond goes down clean.',
      "The cracks themselves come from the city's traffic mix. Trucks serving the warehouses and airport businesses use Airport Boulevard, Produce Avenue and the interchanges with US-101 and I-380, and on the west side, I-280 and Westborough Boulevard bring commuters up into the hills. A long crack or one that reaches the edge is a replacement job.",
      'We install OEM or equivalent glass at homes in Sunshine Gardens, Buri Buri and Westborough, in the garages of the biotech campuses east of US-101 when building rules allow, and at apartment lots near the BART station. The appointment spans 1 to 2 hours, cure included; a forward camera behind the glass means 1 to 2 further hours for calibration.',
    ],
    faqs: [
      {
        question: 'Can a windshield be replaced outdoors on a windy afternoon here?',
        answer:
          'Only with shelter. Strong gusts blow grit onto the urethane and make it hard to set the glass, so we use a garage, a parking structure or the lee of a building. If nothing sheltered is available, we move the appointment to a calmer time, often the morning.',
      },
      {
        question:
          'My windshield is pitted from years of wind-blown grit. Will insurance replace it?',
        answer:
          'Insurers treat gradual wear differently from a single crack, so the answer depends on your policy and the damage. For a crack from a stone, full glass coverage on most comprehensive policies can bring your cost to $0. We check with your insurer and bill them directly.',
      },
    ],
  },
  'windshield-repairs/south-san-francisco': {
    paragraphs: [
      'Freight moves through South San Francisco around the clock, and the trucks east of US-101 leave a trail of grit on the roads between the warehouses, the airport and the freeway ramps. Commuters to the biotech campuses on that side of town pick up chips on the same streets, and the wind blowing down from the hills adds sand that pits glass further. A fresh chip is worth repairing quickly, before the grit works into it.',
      'The repair takes about 30 minutes in your workplace garage, an apartment lot near El Camino Real or your driveway in Avalon Park or Westborough. The break is cleaned of grit, filled with resin, set under an ultraviolet lamp and polished until it is smooth. You can drive away right after, and a camera behind the glass keeps its calibration since the windshield is not disturbed.',
      "Check the damage against four tests: outer layer of the front windshield only, less than half an inch across, a margin of 2 inches or more to every edge, and no crushed glass at the impact. If it does not meet those limits, or it sits squarely in the driver's view where a faint mark would be distracting, the technician will recommend a replacement instead.",
    ],
    faqs: [
      {
        question: 'Can you fix a chip during my workday on the east side of US-101?',
        answer:
          "Yes, in most workplace garages and lots where outside vendors are permitted. We need access to the windshield and about 30 minutes. Check your building's vendor rules in advance, and give us directions to the right level or lot.",
      },
      {
        question: 'How do I stop a chip from spreading until the repair?',
        answer:
          'Cover it with clear tape to keep dust and moisture out, avoid pointing the defroster straight at it on cold mornings, and do not wash the car. Park out of the wind if possible, since blowing grit works into the break.',
      },
    ],
  },
  'door-glass-replacement/south-san-francisco': {
    paragraphs: [
      'A smashed side window in South San Francisco is usually the result of a break-in in a parking area: around the transit stations, at shoreline and marina lots near Oyster Point or on a residential street overnight. Wind makes the aftermath worse. An open window lets gusts blow glass cubes around the cabin, and rain or fog driven through the opening soaks the seats.',
      'Any level spot works for the swap: your home, your job or a secure lot. The technician removes the door panel, vacuums every cube out of the door, the seats and the floor, and installs the new window on its regulator. Roll-down glass is not glued, so the van or car can leave when the panel snaps back on, generally within 1 to 2 hours of our arrival.',
      "Cargo vans, common among the businesses here, often have fixed side windows that are bonded in place rather than mounted on a regulator. Those are glued, and the van should stay put for around an hour afterward. Tell us which window broke and the van's model so we bring the right glass.",
    ],
    faqs: [
      {
        question:
          'My car was broken into at Oyster Point. How do I keep the wind from making it worse?',
        answer:
          'Tape heavy plastic over the opening, sealing all four edges, and park with the broken side away from the wind. Avoid running the window switch. We vacuum the glass and replace the window at your home or work.',
      },
      {
        question: "Our cargo van's fixed side window broke. Can you replace it at the warehouse?",
        answer: `Yes, at your yard or loading area, on level ground with room around the van. Fixed side glass is bonded, so the van needs about an hour of cure time before it goes back out. Fleet customers get per-vehicle records and account billing${onFleetTerms()}.`,
      },
    ],
  },
  'back-glass-replacement/south-san-francisco': {
    paragraphs: [
      'At the warehouses and loading docks east of US-101, rear glass on vans and SUVs breaks in ways commuters rarely see: a pallet or forklift clipping the back of a vehicle, a load shifting against the glass or a rear door caught by a strong gust and swung against its stop. In the neighborhoods, break-ins and the wind catching open liftgates are the usual causes.',
      'Rear glass is tempered and breaks into small pieces throughout the cargo area. The technician vacuums them out before bonding in new glass with urethane, which needs about an hour to cure, so the whole appointment runs 1 to 2 hours. The defroster grid is then reconnected and tested, and any antenna printed into the glass is reattached, so the rear window clears on foggy mornings and the radio works as before.',
      'Because of the wind, sheltered locations work best. A home garage in Westborough or Sunshine Gardens, a parking structure or a loading bay keeps the bonding surface dry and free of dust. If nothing sheltered is available on a gusty day, we reschedule.',
    ],
    faqs: [
      {
        question:
          'A forklift hit the back window of our van at the loading dock. Can you replace it on site?',
        answer:
          "Yes, if the van's door and frame are not bent. We work in a loading bay or sheltered area of the yard, clean up the glass and bond the new window. The van needs about an hour before it goes back out.",
      },
      {
        question: 'How do we keep the new rear glass safe at the loading dock?',
        answer:
          'Back vans in slowly with a spotter, keep forklift forks low and clear of the doors, and secure loads so they cannot slide against the glass. Wind can swing an open rear door hard, so latch doors fully open or keep them shut in gusts.',
      },
    ],
  },
  'adas-windshield-calibration/south-san-francisco': {
    paragraphs: [
      'Replacing a windshield on a car with a forward camera means recalibrating that camera so lane keeping and automatic emergency braking judge the road correctly. Many recent cars and delivery vans have one, but not every vehicle does, so we check by VIN. The carmaker decides between dynamic and static calibration.',
      'For a dynamic calibration, the car is taken out on the road and kept at set speeds beside clearly painted lanes while the camera relearns its aim. US-101 and I-280 both run through South San Francisco, with long, well-marked lanes, so the technician can complete a dynamic calibration close to your home or workplace. Fog and wind-blown dust through the gap can reduce visibility; if the camera cannot see the lane lines clearly, the drive waits or takes a clearer route.',
      'A static calibration lines the camera up with targets placed ahead of the vehicle, which calls for level flooring, controlled light and an uncluttered bay. Warehouse floors and garages may be level, but they do not offer the controlled lighting and clear space the targets need, so we calibrate those vehicles in our Hayward shop. Teslas calibrate themselves during ordinary driving. Calibration adds 1 to 2 hours to a replacement.',
    ],
    faqs: [
      {
        question: 'Can a static calibration be done on our warehouse floor?',
        answer:
          'No. Besides a level floor, the targets need controlled lighting and a clear, uncluttered area in front of the vehicle, free of shelving, traffic and reflective surfaces. Our Hayward shop is set up for exactly that.',
      },
      {
        question: 'Which roads do you use for the calibration drive?',
        answer:
          'US-101 and I-280 are the usual choices, since both have long, well-marked lanes. In thick fog the camera may not see lane lines clearly, so the technician waits or chooses a clearer route before starting.',
      },
    ],
  },
  'mobile-service/south-san-francisco': {
    paragraphs: [
      'South San Francisco is one of the windiest places we work, and it shapes the way mobile service runs here. The van needs the car on level ground with about three feet of space around it, access with keys, and in this city, shelter from the wind. Home garages in Westborough and Buri Buri, parking structures on the biotech campuses and the lee of a warehouse all work.',
      'Downtown along Grand Avenue and the streets around Sign Hill, parking is tight and often on slopes, so a driveway or garage is better than the curb. East of US-101, workplace lots and parking structures suit the job if the business allows outside vendors.',
      "Fog and light rain are workable under cover; a real storm or strong gusts mean rebooking, because adhesive laid on wet or dusty metal will not hold as it should. Mornings here are often calmer than afternoons, so an early slot is worth asking for. If you can't keep the appointment, let us know 24 hours before. The trip itself costs you nothing.",
    ],
    faqs: [
      {
        question: 'What is the best place for my appointment if I live near Sign Hill?',
        answer:
          'A level garage floor is best, since the streets there are steep and parking is tight. If you do not have a garage, a flat section of driveway or a level curb nearby works. Tell us the layout when booking.',
      },
      {
        question: 'Can you work in the parking structure at my office east of US-101?',
        answer:
          'Usually, if the building allows vendors and the car is parked level with room around it. A parking structure also gives shelter from the wind, which helps the bonding work. Let us know any height limits.',
      },
    ],
  },
  'fleet-services/south-san-francisco': {
    paragraphs: [
      'South San Francisco runs on freight. The warehouses, forwarding firms, commercial kitchens and airport contractors on the east side keep vans and box trucks cycling to SFO, into San Francisco and down the Peninsula, and their windshields suffer from the trucks ahead, grit carried across the flats by the wind and constant miles on US-101, I-380 and I-280.',
      `A damaged truck reported to us is booked for a yard or dock visit${fleetWithin()}. Repairs and replacements are filed by unit number and VIN and billed to the account${onFleetTerms()}, so a dispatcher can see at a glance which vehicles have had work and when.`,
      "Operations that run around the clock can arrange after-hours or weekend visits, so vehicles are serviced between shifts. Larger fleets benefit from recurring yard visits, where the technician checks each vehicle, repairs chips before they spread and schedules replacements as needed. Because the wind is strong here, bonding work is done in a loading bay or sheltered part of the yard. Camera-equipped vans are recalibrated after new glass, either on the freeway or at the Hayward shop, according to the carmaker's method.",
    ],
    faqs: [
      {
        question: 'Our yard is exposed to the wind. Can you still replace windshields there?',
        answer:
          'Yes, in a loading bay, a shed or the lee of a building. Strong gusts can blow dust into the urethane, so we need some shelter for bonding work. Chip repairs are less sensitive and can usually be done in the open.',
      },
      {
        question: 'Can you work on our trucks overnight between shifts?',
        answer:
          'After-hours visits can be arranged in advance. We need a lit, level area and access to the vehicles and keys. Windshields need about an hour of cure time, which fits between most shifts.',
      },
    ],
  },
};
