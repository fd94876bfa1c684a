import { fleetTermsBefore, fleetWithin, ifFleetScheduling, onFleetTerms } from '../fleet-terms';
import type { LocalServiceNotes } from './types';

/**
 * Service-in-city copy for San Jose, Santa Clara, Sunnyvale, Mountain View, Palo Alto,
 * Cupertino, Milpitas and Campbell, written for each pair (see ./types.ts).
 */
export const SANTA_CLARA_NOTES: LocalServiceNotes = {
  'windshield-replacement/san-jose': {
    paragraphs: [
      'San Jose is large enough that a windshield can pick up a stone on one side of town and crack by the time it reaches the other. Big rigs share US-101 and I-880 with commuters, SR-87 funnels traffic into downtown, and the long runs of I-280 and I-680 throw up their own grit. After a break stretches to half an inch, or creeps out to the border of the glass, no resin fill will stay sound, so the answer is fresh OEM or equivalent glass.',
      'Most replacements in this city happen at home. Driveways in Willow Glen, Cambrian and Almaden Valley tend to be flat and roomy, which is all the technician needs. In downtown towers and the newer apartment blocks of North San Jose, the car usually lives in a shared garage; if the building lets outside vendors work there, an ordinary stall with a few feet free on each side is enough.',
      'Plan on 1 to 2 hours, roughly an hour of it the urethane setting up, so the car stays put until the technician clears it. Summer afternoons in Evergreen and Blossom Valley are hot, and a cracked windshield left baking in the sun tends to spread, so booking sooner usually pays off.',
    ],
    faqs: [
      {
        question:
          'Can the new windshield go in while my car is in a downtown San Jose apartment garage?',
        answer:
          'Usually, as long as building management allows outside vendors to work on site. The car needs to sit on level ground with roughly 3 feet clear around it, and the technician needs access to it and to the keys. Tell us the garage entrance, any gate code and the clearance height when you book.',
      },
      {
        question: 'A rock on US-101 left a crack that keeps growing. Is it too late to repair it?',
        answer:
          'If the crack is already half an inch or longer, or has reached the edge of the glass, a repair will not hold and the windshield needs replacing. Until the appointment, keep the defroster and air conditioning off the glass and park in shade when you can, since a hot San Jose afternoon helps a crack travel.',
      },
    ],
  },
  'windshield-repairs/san-jose': {
    paragraphs: [
      'Chips in San Jose come from everywhere: loose gravel at freeway ramps, trucks on Capitol Expressway and Almaden Expressway, and the daily crawl on SR-85 through the south of the city. The good news is that a fresh chip is often small enough to fill. Resin can save it if four things hold: the chip sits on the front windshield without breaking through the outer layer, its width stays below half an inch, a margin of at least 2 inches separates it from each edge, and the stone left no crushed glass at the strike point.',
      'Because the whole job is about half an hour, with no waiting before you drive off, many people here have it done where the car already sits during the day. Office lots along North First Street, a driveway in Berryessa or a spot outside a gym in Blossom Valley all work, as long as the property allows it and the car is reachable.',
      'Timing matters more in San Jose than in the cooler cities up the Peninsula. A chip that sits through a string of hot days, followed by a cold morning and a blast of defroster, is a common way a small star becomes a crack that can only be fixed by replacing the glass. Put clear tape over the chip to keep dirt out until we get there.',
    ],
    faqs: [
      {
        question: 'Can you fix a chip while my car is parked at my office in North San Jose?',
        answer:
          'Yes, if the property lets outside vendors work in the lot. The repair takes about half an hour, so a lunch break is often enough, and there is no cure wait afterward. Let us know the building, the parking level or row, and whether visitors need to check in at a front desk.',
      },
      {
        question: 'Why did my chip turn into a crack after a hot day in Evergreen?',
        answer:
          'Glass expands in the heat and contracts when it cools, and a chip concentrates that stress at one point. A sun-soaked afternoon followed by cold air from the vents is enough to start a crack running. Once it is half an inch long or reaches an edge, replacement is the only reliable fix.',
      },
    ],
  },
  'door-glass-replacement/san-jose': {
    paragraphs: [
      'In San Jose, a broken side window is more often the work of a break-in than of a stone. A bag or laptop case left on a seat is enough to draw attention, whether the car is at a curb downtown, in a busy shopping center lot or in the open parking of an apartment complex. Tempered door glass bursts into pebble-sized cubes, and plenty of them rattle down inside the door, into the seat rails and under the floor mats.',
      'That is why most of a door glass visit is cleanup. The technician takes off the inner door panel, vacuums the cavity and the cabin, checks the regulator that lifts the window, then fits the new glass and runs it up and down until it travels smoothly. Because a roll-down pane sits in the regulator clamps with no glue, nothing has to cure; expect the visit to last 1 to 2 hours, and the car is yours again as soon as the trim panel clips back on. Small fixed quarter windows are different: they are bonded in and need about an hour before driving.',
      'If the break happens at night, tape plastic over the opening and keep the car in a garage or a well-lit spot until we arrive.',
    ],
    faqs: [
      {
        question:
          'My window was smashed while I was parked downtown. Should you come there or to my house?',
        answer:
          'Usually your home or workplace is the better choice. A busy downtown curb rarely gives the technician a safe, level spot with room to open the door fully. If the car can be driven, cover the opening and take it home or to a garage, then tell us where it will be.',
      },
      {
        question: 'Is a side window broken in a San Jose break-in covered by insurance?',
        answer:
          'Theft and vandalism damage normally falls under comprehensive coverage, and whether you pay anything depends on your deductible and glass coverage. We check your policy before the visit and bill the insurer directly, so you know where you stand before any work starts.',
      },
    ],
  },
  'back-glass-replacement/san-jose': {
    paragraphs: [
      'Rear windows in San Jose break for a handful of reasons: a thief going after a cargo area, a ladder or lumber shifting in the bed of a pickup, a branch dropping in a storm, or a baseball from the street. Whatever the cause, the rear glass is tempered, so it cannot be repaired; it shatters completely and has to be replaced. The pieces tend to spread into the trunk, the cargo well and behind the rear seats, and we vacuum all of it out before the new glass goes in.',
      'Rear glass is glued in with urethane, so the car sits for roughly an hour before it can be driven, and the whole visit runs 1 to 2 hours. Before leaving, the technician reattaches the leads for the heating lines and, if your car has one, the antenna printed on the glass, then checks that both work. Pickups with a sliding rear window are handled the same way, with the slider tested for a smooth, sealed close.',
      'Space behind the car matters for this job, since the technician works from the back. In Willow Glen or Cambrian, pulling forward into the driveway leaves the rear of the car facing open space. In a tight apartment stall, pulling in nose first against a wall or curb usually works better.',
    ],
    faqs: [
      {
        question:
          'Where should I park my SUV in a tight San Jose apartment lot so you can reach the back window?',
        answer:
          'Park nose first, so the hatch faces the drive aisle, leaving about 3 feet free behind it. The ground should be level, and the technician needs the keys to open the hatch and reach the defroster connections. If the stall is against a wall at the rear, a guest spot is usually easier.',
      },
      {
        question: 'Will the rear defroster and antenna still work after the glass is replaced?',
        answer:
          'They should. Those heating lines are printed onto the new panel at the factory, along with the antenna on cars that use one, and the technician reconnects both and tests them before handing the car back. If either one does not work afterward, tell us and we will check the connections.',
      },
    ],
  },
  'adas-windshield-calibration/san-jose': {
    paragraphs: [
      'Not every car carries a windshield camera, but many of the recent models on San Jose streets do, mounted near the rearview mirror to run lane keeping and automatic emergency braking. After a replacement, that camera has to be recalibrated so it reads the road correctly again, and the carmaker decides how. Some call for a dynamic calibration: the technician drives the car at steady, specified speeds along well-striped roads while the camera relearns. San Jose has plenty of those close to most homes, from US-101 and I-280 to SR-85 and SR-87, so this kind is usually done near you, right after the install.',
      'Other carmakers require a static calibration with targets set in front of the car. That needs a level floor, steady lighting and an open, uncluttered space ahead of the bumper, which a driveway or street cannot provide, so static work is booked at our Hayward shop. Your quote already says which of the two your car needs.',
      'Teslas are a common case here. Their cameras re-aim themselves during ordinary San Jose driving once the new glass is in, and before leaving, the technician walks you through what the car may show on those early trips.',
    ],
    faqs: [
      {
        question:
          'Why can my neighbor get calibrated in the driveway when my car has to go to Hayward?',
        answer:
          'The carmaker sets the method. Your neighbor likely has a car that uses dynamic calibration, done by driving on well-marked roads. Yours probably needs static calibration, which relies on targets, a level floor and controlled light. A San Jose driveway cannot provide that, so we do it at our shop.',
      },
      {
        question:
          'My car has a camera but the dashboard shows no warning after the replacement. Is calibration still needed?',
        answer:
          'Yes. A missing warning light does not mean the camera is aimed correctly. Even a small shift in how the new glass holds the camera can throw off lane keeping or braking at freeway speeds. The carmaker calls for calibration after replacement, and we plan it into the same booking.',
      },
    ],
  },
  'mobile-service/san-jose': {
    paragraphs: [
      'In a single week, mobile glass work in San Jose can take the van to very different places: a level driveway in Willow Glen, a carport in a Berryessa townhome complex, a parking structure under a downtown high-rise, an office lot in North San Jose. The van needs the same few things everywhere. It comes down to level pavement under the car, roughly 3 feet of elbow room on every side, a clear path for the technician, and keys either handed over or left in the spot we arranged. There is no travel fee.',
      'Hillside homes in the Evergreen foothills and the upper streets of Almaden Valley often have steep driveways. Glass is hard to seat squarely on a car tilted down a driveway, so we may suggest a flat stretch of the street or the garage for that day. Gated complexes need a gate code or a call box number.',
      "Weather is rarely the problem here, but winter storms do roll through. A drizzle can be handled under a pop-up canopy; a real downpour or gusty wind moves the job to another day, since urethane grips only a dry pinch weld. Should your own plans change, we ask for 24 hours' notice if you cancel.",
    ],
    faqs: [
      {
        question:
          'My driveway in the Evergreen hills slopes steeply. Where should I leave the car?',
        answer:
          'Choose the flattest spot you have: the garage, a level section of street in front of the house, or a nearby flat parking area where the technician is allowed to work. A strong slope makes it difficult to seat the glass evenly. Mention the slope when you book so we can plan the spot with you.',
      },
      {
        question: 'Can you work in a gated San Jose townhome complex?',
        answer:
          'Yes. Give us the gate code or call box instructions, the unit or guest parking area, and where the keys will be. Carports and assigned stalls are fine if there is about 3 feet of space around the car and the HOA does not prohibit vendor work on site.',
      },
    ],
  },
  'fleet-services/san-jose': {
    paragraphs: [
      `San Jose runs on work vehicles: plumbing and HVAC vans, electricians' pickups, landscaping trucks, delivery vans, shuttles and sales cars that log miles across the city every day. Glass damage on those units is a cost of doing business on US-101, I-880 and I-680, and what a fleet manager needs is a predictable way to deal with it. On a fleet account, a request gets a scheduled slot${fleetWithin()}, and the technician comes to your yard or the job site where the vehicle is parked.`,
      `Our records file every job under each vehicle's unit number and VIN, giving you a glass history van by van, and billing runs on account invoices${onFleetTerms()} instead of a card at every stop. Outfits with a bigger yard can book a standing visit, and the technician clears the whole list of chipped and cracked windshields in one go. If the vehicles are only parked overnight or on weekends, yard work after hours or on a Saturday or Sunday can be arranged.`,
      'When a fleet vehicle has a forward camera, calibration is part of the job; dynamic calibrations happen on local roads, and static ones are scheduled at our Hayward shop.',
    ],
    faqs: [
      {
        question:
          'Our San Jose yard is full of vans during the day. Can you come when they are parked?',
        answer:
          'Yes. After-hours and weekend yard work can be arranged for fleet accounts, which lets the technician reach several vehicles while they sit idle. We set the visit up with you ahead of time, usually as part of a recurring schedule, and record each unit by number and VIN.',
      },
      {
        question: 'How quickly can a cracked windshield on a company truck be handled?',
        answer: `We book the visit when you call${ifFleetScheduling((window) => `, for a slot ${window}`)}. Give us the unit number, where the truck will be parked and who holds the keys. If the crack is in the driver's view, keep the truck off the freeway until it is replaced.`,
      },
    ],
  },
  'windshield-replacement/santa-clara': {
    paragraphs: [
      'Several busy expressways, among them Central, Lawrence and San Tomas, run through or along Santa Clara, on top of US-101 and the heavy traffic on Great America Parkway and Tasman Drive. Those roads carry a steady mix of box trucks, contractor pickups and commuters, and a stone kicked up at expressway speed is enough to start a crack. When it is longer than half an inch or runs to the edge, replacing the windshield is the only safe answer.',
      'Where the work happens depends on the neighborhood. The older houses in the blocks around the university often have narrow driveways or rely on the curb, and a level stretch of street works if the passenger side has room to open. In Rivermark, many townhomes have attached garages, which make a good dry workspace when the door can stay open. North of US-101, many residents live in large apartment complexes with covered stalls, and many people prefer to book at the office lot where the car sits all day.',
      'Allow 1 to 2 hours at the car; about an hour of that is the adhesive setting before you can drive. On game and concert days the streets near the stadium back up, so north-side appointments are best set away from event times.',
    ],
    faqs: [
      {
        question: 'Can you replace my windshield inside a Rivermark townhome garage?',
        answer:
          'Often, yes. A single-car garage is tight, so the car should be pulled in far enough to leave about 3 feet on each side, or backed out onto a level driveway if the garage is narrow. Leave the garage door open for the technician and have the keys ready.',
      },
      {
        question: 'Will an event at the stadium affect my Santa Clara appointment?',
        answer:
          'It can, if you live or work on the north side near Tasman Drive and Great America Parkway. Traffic and closures around events make arrival times harder to predict, so we try to book around them. If you know an event is on that day, mention it when you schedule.',
      },
    ],
  },
  'windshield-repairs/santa-clara': {
    paragraphs: [
      'A lot of Santa Clara chips come from the expressways, which are wide, fast and busy with trucks serving the office parks and industrial buildings of the north side, and their shoulders collect the kind of grit that bounces off a windshield. Caught early, most of those chips can be filled instead of turning into a full replacement.',
      'Resin is an option for a front-windshield chip that has not broken through the outer sheet of glass, spans under half an inch, keeps a full 2 inches of clear glass to every edge, and left the impact point uncrushed. Filling and curing the resin is roughly a 30-minute job, and the car can leave at once. For many people in Santa Clara that fits easily into a workday: the technician comes to the lot at your building, if the property permits outside vendors, and the car never leaves its space.',
      'Students and staff at Santa Clara University or Mission College can book the same way, using a campus lot where parking rules allow it or a nearby street. Cover a new chip with clear tape so dust and rain stay out until the appointment.',
    ],
    faqs: [
      {
        question: 'Can a student at Santa Clara University get a chip fixed between classes?',
        answer:
          'Yes. Half an hour is all it normally takes, with no cure wait, so a gap between classes is usually enough. Check that campus parking rules allow an outside vendor to work in your lot; if not, a level street spot in the Old Quad works just as well. Send us the lot and row.',
      },
      {
        question: 'Which chips on my windshield are too far gone to repair?',
        answer:
          'A chip is out of range if it is half an inch or larger, if it sits within 2 inches of an edge, if it goes deeper than the outer layer, or if the glass at the impact point is crushed. In those cases resin will not hold, and we quote a replacement instead.',
      },
    ],
  },
  'door-glass-replacement/santa-clara': {
    paragraphs: [
      'Large open parking areas are common in Santa Clara: apartment complexes north of US-101, shopping center lots along El Camino Real, and the spaces that fill up on stadium days. Cars left in those lots with something visible on a seat are the ones most likely to lose a side window to a thief. Wherever it happened, the result is usually the same: tempered glass in small pieces all over the seat, the floor and the inside of the door.',
      'The technician starts by removing the door panel and vacuuming out the broken glass, including the pieces that drop to the bottom of the door and can later jam the new window. Then the regulator is checked, the new glass is fastened to it and the window is run through its full travel. With no glue on a roll-down door window, you can drive off at the end of the visit, which usually lasts 1 to 2 hours. Fixed quarter windows are the glued kind, so after one of those the car waits roughly an hour.',
      'Many Santa Clara apartment lots have assigned covered stalls, which are a good place for this work if the complex allows it.',
    ],
    faqs: [
      {
        question:
          'My car was broken into overnight in a north Santa Clara apartment lot. What should I do before you arrive?',
        answer:
          'Report the break-in to the police if you need a report for insurance, then take photos. Tape a sheet of plastic across the opening against rain, and remove valuables. Leave the glass where it is; the technician will vacuum the seats, carpet and door. Tell us which stall the car is in.',
      },
      {
        question: 'Why does the technician take the door panel off for a broken window?',
        answer:
          'When tempered glass shatters, a lot of it falls inside the door. Left there, it rattles, scratches the new glass and can jam the regulator. Removing the panel lets us clean out the cavity, check the regulator, and fasten and align the new window properly.',
      },
    ],
  },
  'back-glass-replacement/santa-clara': {
    paragraphs: [
      'Hatchbacks, crossovers and small SUVs are everywhere in Santa Clara, and their rear glass is large, flat and exposed. It breaks when a thief targets the cargo area, when a hatch is closed on a bike rack or a box that sticks out, or when something is thrown or falls on it. Because the glass is tempered, there is no repairing it: the whole panel breaks into small pieces, many of which drop into the cargo well and the folds of the rear seats.',
      'Set aside 1 to 2 hours; around an hour of that is cure time for the adhesive. The technician vacuums the cargo area and trim, installs the new glass, and restores the wiring for the heating grid and any printed antenna before testing them. On hatchbacks, the rear wiper and any rear camera trim are refitted as well.',
      'Space behind the car is what matters most. In an apartment stall, parking nose in so the hatch faces the aisle usually works. Townhome garages in Rivermark may be too short to open the hatch fully with the car inside, in which case a level driveway or guest space is better.',
    ],
    faqs: [
      {
        question:
          'How do I keep glass from my shattered hatch from spreading before the appointment?',
        answer:
          'Avoid driving the car more than needed, since vibration moves the pieces deeper into the trim. Tape plastic over the opening and lay a sheet over the cargo floor if you can. Leave the cleanup to the technician, who vacuums the cargo area, seat folds and hatch trim before fitting the new glass.',
      },
      {
        question: 'Is my rear wiper reinstalled after the back glass is replaced?',
        answer:
          'Yes. On hatchbacks and SUVs the wiper arm mounts through the glass, so it comes off with the old panel and goes back on the new one. The technician checks that it parks correctly and that the defroster grid heats before the job is done.',
      },
    ],
  },
  'adas-windshield-calibration/santa-clara': {
    paragraphs: [
      "Many of the cars parked at Santa Clara homes and office lots are recent models, and a good share of them carry a forward-facing camera near the mirror that feeds lane keeping and automatic emergency braking. Not all do, so we confirm your car's equipment when you ask for a quote. If there is a camera, it must be recalibrated once the new windshield is in, using the method the carmaker specifies.",
      'Dynamic calibration involves driving the car at set speeds along roads with clear lane markings while the system relearns its view. US-101 runs straight through Santa Clara with long, well-marked lanes, and I-280 and SR-237 are a short drive away, so dynamic calibrations are normally finished close to your home or office after the install. Static calibration is a different job. Printed target boards stand in front of the bumper, and the setup depends on a level floor, lighting we control and nothing in the open zone ahead of the car. An office lot or a street cannot offer that, so static calibrations are done at our Hayward shop.',
      'Teslas handle this themselves: their cameras recalibrate automatically over the first drives after a new windshield.',
    ],
    faqs: [
      {
        question: 'How do I know whether my car needs static or dynamic calibration?',
        answer:
          'It depends on the carmaker, and sometimes the model and year. When you request a quote we look up your vehicle and tell you which method applies. Dynamic calibrations are done on roads near you in Santa Clara; static ones are booked at our Hayward shop.',
      },
      {
        question: 'Can the calibration be done in my office parking lot?',
        answer:
          'A dynamic calibration starts and ends there, since the work is done by driving on nearby marked roads. A static calibration cannot, because an office lot does not have the level surface, controlled light and open floor ahead of the bumper that the targets need.',
      },
    ],
  },
  'mobile-service/santa-clara': {
    paragraphs: [
      "Much of Santa Clara's working population spends the day in office parks along Bowers Avenue, Scott Boulevard, Tasman Drive and Mission College Boulevard, and for many people the easiest place to have glass work done is the lot outside their building. We bring the van there at no travel fee. Check first with the property manager or security desk, since some campuses restrict outside vendors, and let us know which lot and which row the car is in.",
      'At home, the setting varies. Older single-family homes near the university tend to have short driveways and lots of street parking, while north Santa Clara has big apartment complexes with gated garages and covered stalls. Any of these works if the car sits level, with about 3 feet free on every side, and the technician can reach the car and the keys.',
      'Summer days here are usually dry and warm, which suits the work. A passing winter shower can be worked around under a canopy; a soaking rain or strong wind sends the appointment to another day, because the adhesive will not grip a damp frame. If your plans change, please let us know at least 24 hours ahead.',
    ],
    faqs: [
      {
        question: 'Do I need permission from my office park for the van to work in the lot?',
        answer:
          'It is a good idea to ask. Many Santa Clara campuses are fine with it, but some limit outside vendors or ask them to check in. If the lot is not allowed, a level street space nearby or your home works as well. Let us know any rules when you book.',
      },
      {
        question: 'Can you get into a gated apartment garage in north Santa Clara?',
        answer:
          'Yes, with your help. Send us the gate code or arrange to let the technician in, tell us the stall number, and leave the keys where we agreed. Garage floors in those complexes are usually flat, which is ideal, provided the cars in the next stalls leave room on both sides of yours.',
      },
    ],
  },
  'fleet-services/santa-clara': {
    paragraphs: [
      "Santa Clara's commercial areas rely on a steady stream of service vehicles: HVAC and electrical contractors' vans, facility maintenance trucks, delivery vans, employee shuttles and the pickups of the crews that keep semiconductor plants, labs and data centers running. These vehicles spend their days on the expressways and on US-101, and windshield chips are a routine part of that.",
      `A fleet account turns each request into a scheduled visit${fleetWithin()}. The technician works in your yard or lot, and every job is logged against the unit number and VIN so a manager can see which vehicles had work done and when. Invoices are sent to the account${onFleetTerms()}. Larger fleets can set up recurring yard visits, so chipped and cracked glass is handled in batches instead of one call at a time.`,
      'Many facility and shuttle fleets only park their vehicles overnight or on weekends. For those, yard work after hours or on a weekend can be arranged ahead of time. Any shuttle or truck with a forward camera is calibrated after its new windshield, by a drive on Santa Clara roads when the maker allows it, or with targets at our Hayward shop.',
    ],
    faqs: [
      {
        question:
          'Can you work through several shuttles in our lot while they are parked between shifts?',
        answer:
          'Yes, by arrangement. Send us the list of unit numbers and the type of damage on each, and we schedule a yard visit, including after hours or on a weekend if that is when the vehicles are free. Each shuttle is recorded by unit number and VIN on the invoice.',
      },
      {
        question: 'How does billing work for a Santa Clara contractor fleet?',
        answer: `Fleet accounts are invoiced${onFleetTerms()} rather than paid at each visit. Line items on each invoice carry the unit number and VIN, so your maintenance staff can tick them off against their own vehicle files. If insurance covers some of the glass, we can bill the insurer directly for those units.`,
      },
    ],
  },
  'windshield-replacement/sunnyvale': {
    paragraphs: [
      'US-101 and SR-237 cross the north of Sunnyvale, I-280 passes to the south and SR-85 clips its western edge, so most trips here touch at least one freeway. The interchanges around Mathilda Avenue and Moffett Park are where a lot of windshields meet loose stones, and the expressways, Central and Lawrence, add more. Once a break spreads past half an inch or reaches the edge, the glass has to be replaced.',
      'A large part of the city is single-family neighborhoods such as Lakewood Village north of US-101 or Cherry Chase to the south, where a flat driveway or the curb in front of the house is the natural place to work. Much of the rest is apartments and condos along El Camino Real, Fair Oaks Avenue and Mathilda, with carports or covered stalls. Either setting works for the van when the car sits level and its doors can swing fully open.',
      'Count on 1 to 2 hours, and roughly an hour of that is the urethane curing, so the car needs to stay parked. Many Sunnyvale cars carry a camera for lane keeping or braking; if yours does, calibration follows the install and adds another 1 to 2 hours, and some carmakers call for a static calibration at our Hayward shop.',
    ],
    faqs: [
      {
        question:
          'My Sunnyvale condo only has a carport. Is there enough room for a windshield replacement?',
        answer:
          'Usually. A carport is a good spot because it keeps sun and light rain off the work. The technician needs about 3 feet of space around the car and level ground under it. If neighbors park very close, ask them to leave a gap that day, or use a guest space.',
      },
      {
        question:
          'The crack on my commuter car runs behind the rearview mirror. Does that change the job?',
        answer:
          'The replacement itself is the same, but the area behind the mirror is where many cars mount a forward camera. If yours has one, it is recalibrated after the new glass is in, by driving on marked roads near you or at our Hayward shop, whichever the carmaker requires. We check this when you book.',
      },
    ],
  },
  'windshield-repairs/sunnyvale': {
    paragraphs: [
      'The on-ramps to SR-237 and US-101 near Moffett Park and the long commute on SR-85 are where many Sunnyvale windshields take their first hit. A chip from a single pebble is usually small, and if it is caught quickly it can be filled so it does not spread. Filling works on front-windshield damage that has not passed the outer layer, measures below half an inch, sits no less than 2 inches in from the edge of the glass, and has a center that was not pulverized.',
      'Expect about half an hour, after which the car can go straight back on the road. For many Sunnyvale residents that means booking it during the workday in a company lot in Moffett Park or along Mathilda Avenue, where the property allows outside vendors, or at home on a weekend, on a driveway south of El Camino Real. Two or three chips on the same car can be handled in one visit if each one is within the limits.',
      'Hot summer afternoons and cool mornings make small chips grow in Sunnyvale as they do across the South Bay, so it is worth booking soon. Keep a piece of clear tape over the chip, and avoid the car wash until it is filled.',
    ],
    faqs: [
      {
        question: 'Will a chip repair mean my lane-keeping camera needs calibration?',
        answer:
          'No. A repair leaves the windshield exactly where it is, so the camera mounted behind it does not move and does not need recalibrating. Calibration only comes up when the whole windshield is replaced, which is one more reason to fill a chip before it spreads.',
      },
      {
        question: 'Can you repair chips on two cars in the same Sunnyvale driveway?',
        answer:
          'Yes. Each repair takes about 30 minutes, so two cars fit easily into one visit. Mention both vehicles and where each chip is when you book, and we confirm whether every chip is within repair limits or whether one of them needs a replacement instead.',
      },
    ],
  },
  'door-glass-replacement/sunnyvale': {
    paragraphs: [
      'Not every broken side window is a break-in. In Sunnyvale, where plenty of cars have been on the road a long time, we also see door glass that dropped off a worn regulator and shattered inside the door, or cracked when a window motor pushed it out of its track. Break-ins happen too, most often when something is left in view on a seat.',
      'The technician checks the regulator and the motor on every job, because replacing the glass without fixing a failing regulator only leads to another broken window. After the door panel comes off, the broken glass is vacuumed out of the door, the carpet and the seat tracks. The replacement pane is bolted to the regulator, guided into its channels and cycled through its full travel, and on cars with one-touch or anti-pinch windows those settings are relearned.',
      'The visit takes 1 to 2 hours, mostly cleanup. Nothing on a roll-down window is glued, so the car is free to go once the panel is on; a fixed quarter window is bonded and needs about an hour. A driveway in Birdland or a covered stall at an apartment complex off Fair Oaks Avenue both work for the job.',
    ],
    faqs: [
      {
        question:
          'My Sunnyvale car window fell into the door when I pressed the switch. Is that the same job as a break-in?',
        answer:
          'Almost the same. The glass is replaced and the door cleaned out, but the cause is usually the regulator, the part that lifts the window. The technician inspects it and tells you if it needs replacing so the new glass does not drop again.',
      },
      {
        question: 'Does the window need to be reset after the new glass goes in?',
        answer:
          'On many newer cars, yes. One-touch up and down and the anti-pinch feature have to relearn the window position after the glass is replaced. The technician does this before leaving and checks that the window stops and reverses properly.',
      },
    ],
  },
  'back-glass-replacement/sunnyvale': {
    paragraphs: [
      "In Sunnyvale's family neighborhoods, a broken rear window often has an ordinary cause: a ball from a pickup game on the block, a hatch lowered onto a stroller handle, a bike rack that shifted, or a tree limb that came down in a winter storm. Sometimes it is a thief after something in the cargo area. Rear glass is tempered, so however it breaks, it breaks completely and must be replaced, not repaired.",
      'Like a windshield, the rear window is set in urethane, so the visit runs 1 to 2 hours with about an hour of that for curing before the car can be driven. Before the new glass goes in, the technician vacuums the pieces out of the trunk or cargo area, the rear seats and the trim around the opening. Afterward, the defroster grid is reconnected and tested, along with any antenna built into the glass, and tinted rear glass is matched to the factory shade.',
      'Many Sunnyvale homes have a two-car driveway, and pulling the car in forward leaves the rear open to work on. In an apartment carport, parking nose first so the back faces the drive aisle does the same thing.',
    ],
    faqs: [
      {
        question: 'Can the new rear window match the factory privacy tint on my SUV?',
        answer:
          'Yes. We order OEM or equivalent glass with the same factory tint your vehicle came with, so the back matches the rear side windows. Aftermarket tint film that was on the old glass is a separate matter; it is not transferred to the new panel.',
      },
      {
        question: 'How soon after a back glass replacement can I drive?',
        answer:
          'Wait about an hour after the glass is set so the urethane can cure, and the technician gives you the all-clear. For the first day, close the hatch or trunk gently and skip the car wash, which keeps pressure off the fresh bond.',
      },
    ],
  },
  'adas-windshield-calibration/sunnyvale': {
    paragraphs: [
      'Sunnyvale has a lot of recent cars, and many of them, though not all, have a forward camera behind the windshield that runs lane keeping, lane departure warning or automatic emergency braking. Swap the windshield and that camera must be aimed again. The carmaker decides how, and there are two methods.',
      "Dynamic calibration happens while driving. The technician holds the car at the maker's target speeds along crisply painted lanes until the dashboard reports that the camera has relearned its view. US-101 and SR-237, both close to most of Sunnyvale, have the long marked stretches this needs, so a dynamic calibration is normally done right after the install without the car going far. Static calibration works differently: targets are set at measured distances in front of the car, and the camera aims itself against them. That requires a level floor, even lighting and an uncluttered space ahead of the car, conditions an office lot or a residential street does not have, so we do static calibrations at our Hayward shop.",
      'Teslas are the main exception; their cameras recalibrate on their own during the first drives after the new glass.',
    ],
    faqs: [
      {
        question:
          'Can a dynamic calibration be finished from my Moffett Park office lot during the workday?',
        answer:
          'Usually, yes. The windshield is installed in the lot, then the technician drives the car on nearby marked roads until the calibration completes and brings it back. Leave the keys with the technician and send us the building and parking row.',
      },
      {
        question: 'What happens if it rains or the lane lines are faded on the calibration drive?',
        answer:
          'Dynamic calibration needs the camera to see lane markings clearly. In heavy rain, or on roads where the lines are worn, it may not complete. The technician then picks a better-marked route or finishes it another day, and a car that needs static calibration is unaffected because that is done indoors at our Hayward shop.',
      },
    ],
  },
  'mobile-service/sunnyvale': {
    paragraphs: [
      'Sunnyvale is a mix of single-family streets, apartment complexes and office campuses, and the van works in all three. In Cherry Chase, Birdland or Lakewood Village, most people book at home, and a level driveway or the street in front of the house is fine. At apartment complexes on Fair Oaks Avenue and El Camino Real, covered stalls and carports are common and give the technician shade and shelter. In Moffett Park, many people prefer to have the work done in the company lot while they are at their desks, if the property allows outside vendors. The trip costs you nothing extra.',
      'Whatever the setting, the needs are the same: a level spot, roughly 3 feet of open space on all sides, and the technician able to reach the car and the keys. Summer afternoons near the bay can get breezy, and on a very windy day we may suggest a sheltered spot or another time.',
      'Urethane needs a dry surface, so a light shower is manageable under a canopy while heavy rain means rescheduling. If your own schedule changes, please tell us at least 24 hours in advance.',
    ],
    faqs: [
      {
        question: 'Can the technician work in a covered apartment stall off Fair Oaks Avenue?',
        answer:
          'Yes, provided the property management permits outside service work there and the neighboring stalls leave roughly 3 feet clear on each side. Covered stalls are a good choice because they keep sun and light rain off the glass. Give us the stall number and gate or garage access details when you book.',
      },
      {
        question: 'Do I need to be home in Sunnyvale while the work is done?',
        answer:
          'Not for the whole visit. Someone needs to hand over the keys, or leave them where we agreed, and it helps to be reachable by phone. The technician will let you know when the job is done and when it is safe to drive.',
      },
    ],
  },
  'fleet-services/sunnyvale': {
    paragraphs: [
      "Sunnyvale's business districts, Moffett Park to the north and the industrial and office blocks along Mathilda Avenue and Lawrence Expressway, keep a lot of work vehicles moving: engineering firms' service vans, facility and janitorial trucks, contractor pickups, landscape crews and the shuttles that carry employees between buildings. Their drivers spend much of the day on SR-237, US-101 and Central Expressway, and their windshields show it.",
      `Each fleet request is booked${fleetWithin()}, and the technician does the work in your lot or yard. Work on each vehicle is logged to its unit number and VIN and billed on account invoices${onFleetTerms()}, so a fleet manager can reconcile glass work against vehicle records without chasing receipts. For larger fleets we set up recurring yard visits, in which the technician goes through every flagged vehicle on a regular schedule. Vehicles that are only parked after hours or on weekends can be seen then, by arrangement.`,
      'For vans and trucks with a forward camera, calibration is planned with the replacement. Dynamic calibrations are done on nearby roads; static ones at our Hayward shop.',
    ],
    faqs: [
      {
        question: 'Can we set up a recurring visit to our Sunnyvale yard?',
        answer: `Yes. Larger fleets can have the technician come on a regular schedule, for example monthly, and work through every vehicle you have flagged for chips or cracks. Each unit is logged by number and VIN, and the visit is billed to the account${onFleetTerms()}.`,
      },
      {
        question: 'What information do you need for each fleet vehicle?',
        answer:
          'The unit number, VIN, year, make and model, the type and location of the damage, and where the vehicle will be parked. Telling us whether it has a forward camera also helps, since that decides whether calibration is needed and whether it happens locally or at our shop.',
      },
    ],
  },
  'windshield-replacement/mountain-view': {
    paragraphs: [
      'SR-85 and SR-237 both connect to US-101 in and near Mountain View, and the merges between those freeways, along with the on-ramps at Shoreline Boulevard and Rengstorff Avenue, are where many local windshields collect the stone that starts a crack. Central Expressway and El Camino Real add their share. Any break that has grown to half an inch, or has crept out to an edge, calls for a new windshield rather than a repair.',
      'Many Mountain View residents live in apartments, so a good share of replacements happen in covered stalls, carports and underground garages off Middlefield Road, California Street and Rengstorff. Those spaces work well if the complex allows vendor work and the car has roughly 3 feet of room on each side. Where there is a house, as in Waverly Park or Monta Loma, the driveway is the usual spot, and many people in North Bayshore have the job done in the lot at work.',
      'Expect 1 to 2 hours, about an hour of which is simply waiting for the urethane. Cars with a forward camera then move on to calibration, either on nearby roads or at our Hayward shop, depending on what the carmaker requires.',
    ],
    faqs: [
      {
        question:
          'Can you replace a windshield in an underground garage at my Mountain View apartment?',
        answer:
          'Often, yes. Underground garages are level and dry, which suits the work. We need the building to allow vendor access, the entry details or someone to let the technician in, and about 3 feet of space around the car. Check the clearance height at the entrance and tell us when you book.',
      },
      {
        question: 'Which glass do you install on a late-model car with a camera and rain sensor?',
        answer:
          'OEM or equivalent glass matched to the options on your car, with the right bracket for the camera and the mount for the rain sensor. Some carmakers and insurers call for OEM glass on cars with cameras or head-up displays; we tell you if that applies before ordering.',
      },
    ],
  },
  'windshield-repairs/mountain-view': {
    paragraphs: [
      'Many Mountain View commuters drive short distances, but those short trips often cross the busiest pieces of road in the area: the US-101 ramps at Shoreline Boulevard and Rengstorff Avenue, the SR-85 and SR-237 merges, and Central Expressway. A small chip from one of those drives is worth filling quickly, because resin can only stop a break that is still small.',
      'For a repair to work, the chip must be on the front windshield, confined to the outer pane, under half an inch wide, no nearer than 2 inches to an edge, with the glass at the center intact rather than crushed. The resin is injected and cured in about 30 minutes, after which you can drive straight away. A faint mark usually remains, but the glass is sealed and much less likely to crack.',
      'Because the job is short, it fits into a workday easily. Good meeting points include a North Bayshore or East Middlefield Road office lot that admits outside vendors, the carport at your complex, or a quiet side street in Old Mountain View near Castro Street. Until then, cover the chip with clear tape and keep hot or cold air from the vents away from the glass.',
    ],
    faqs: [
      {
        question: 'Can a chip be repaired while my car is parked at work in North Bayshore?',
        answer:
          'Yes, if your employer or the property lets outside vendors into the lot. Plan on roughly 30 minutes, and you drive off straight after. Give us the lot, the row or level, and any check-in steps for visitors when you book.',
      },
      {
        question:
          'I drive an EV with a large windshield. Does that change whether a chip can be repaired?',
        answer:
          'No. Every front windshield is judged by the same rules: damage in the outer layer only, below half an inch, 2 inches or more from any edge, and no crushed glass. The size of the windshield does not matter, only the size and position of the chip.',
      },
    ],
  },
  'door-glass-replacement/mountain-view': {
    paragraphs: [
      'Mountain View has a lot of cars parked outdoors overnight: apartment lots without gates, street parking in Old Mountain View and along the residential blocks off California Street, and busy lots near parks and trails. A visible bag or laptop sleeve is what usually draws a thief, and the result is a door window in pieces across the seat and carpet.',
      'The tempered pane crumbles into small cubes, and a lot of them slip down inside the door shell, out of sight. With the trim panel off, the technician vacuums the door shell, the seats, the seat tracks and the map pockets, then tests the regulator before the replacement pane goes in. The window is then run all the way up and down and adjusted until it seals. Roll-down glass is not glued, so the car can leave once the work is finished, which on this job means 1 to 2 hours overall. The exception is a small fixed quarter window: it is glued to the body, so the car stays parked for roughly an hour afterward.',
      'If the window is broken at night, tape plastic over the opening and move the car into a garage or a lit, level spot where the technician can open the door fully.',
    ],
    faqs: [
      {
        question:
          'Can you replace a broken side window on a car parked on the street in Old Mountain View?',
        answer:
          'Yes, if the street is level and the damaged door can open fully without blocking traffic. On a narrow street, a driveway or a space in a lot is safer. Tell us which side of the car is broken so we can judge whether the door will open toward the curb or the road.',
      },
      {
        question: 'Should I clean up the broken glass myself before the appointment?',
        answer:
          'Remove valuables and any large pieces on the seat you sit on if you have to drive, but leave the rest. The technician vacuums the whole cabin and the inside of the door. Wear gloves if you do touch it, since even tempered glass has edges.',
      },
    ],
  },
  'back-glass-replacement/mountain-view': {
    paragraphs: [
      'A rear window usually breaks all at once. In Mountain View we see it after a break-in aimed at the cargo area, after a branch from one of the big street trees falls in a storm, and when a dresser or a box of books slides against the glass while someone is moving between apartments. Rear glass is tempered, so it cannot be repaired; it has to be replaced.',
      'Figure on 1 to 2 hours. Shards come out of the trunk or cargo space and the rear seat area, the last fragments are cut from the frame, and the new glass goes in on urethane. After that, the car sits for about an hour while the bond sets. Before packing up, the technician plugs the heating grid and any glass antenna back in and confirms both work.',
      'Access to the back of the car is the key detail in Mountain View. Many apartment garages and carports have a wall or a fence at the end of the stalls, so pulling in nose first, or moving to a guest spot with open space behind the car, makes the work possible. In a house driveway in Monta Loma or Waverly Park, simply pulling in nose first usually does the trick.',
    ],
    faqs: [
      {
        question:
          'My Mountain View carport backs onto a fence. Can you still replace the rear window?',
        answer:
          'The technician needs about 3 feet of clear space behind the car to remove and set the glass. If you normally back in toward the fence, park nose to the fence that day so the hatch opens over the drive aisle, or move to a guest space or a level spot on the street.',
      },
      {
        question:
          'Something shifted during a move and cracked my back window. Is a crack on rear glass repairable?',
        answer:
          'No. Unlike the laminated windshield, rear glass is tempered, and a crack usually means it is about to break completely. It is replaced, not repaired. Tape over the damage, avoid slamming the hatch or trunk, and book a replacement.',
      },
    ],
  },
  'adas-windshield-calibration/mountain-view': {
    paragraphs: [
      'Recent EVs and hybrids make up a big part of Mountain View traffic, and many of them, though not every one, watch the road through a camera perched at the top of the windshield, the sensor that lane keeping and emergency braking rely on. Once the glass is replaced, that camera has to be aimed again, and the carmaker sets the method.',
      'When the maker calls for a dynamic calibration, the technician keeps the car at the listed speeds on well-striped roads until the camera reports it has finished relearning. US-101 and SR-85 are both close at hand, so this is usually done near you straight after the install. Static calibration is done with targets placed in front of the car, and it needs a level floor, controlled lighting and a clear, uncluttered area ahead. A carport, a street or a campus lot in North Bayshore cannot meet those conditions, so static calibrations are done at our Hayward shop. We tell you which method your car needs when you ask for a quote, so you can plan the day.',
      'Teslas, which are common on Mountain View streets, are handled differently: their cameras recalibrate automatically as the car is driven after the new windshield is installed, and the technician explains what to expect on those first trips.',
    ],
    faqs: [
      {
        question: 'Does my Tesla need a calibration appointment after a new windshield?',
        answer:
          'No separate appointment. Teslas recalibrate their cameras on their own while you drive after the replacement, and some driver-assist features may be limited until that finishes. The technician explains what to watch for before handing back the car.',
      },
      {
        question:
          'My car needs static calibration. Can the windshield be replaced in Mountain View first?',
        answer:
          'It can, but the camera will not be calibrated until the car reaches our Hayward shop, so the driver-assist features relying on it should not be trusted in the meantime. Often it is simpler to book the replacement and the calibration together at the shop. We help you choose when you book.',
      },
    ],
  },
  'mobile-service/mountain-view': {
    paragraphs: [
      'For a lot of people in Mountain View, the day is split between an office in North Bayshore or along East Middlefield Road and an apartment near El Camino Real, with no spare hour to sit at a glass shop. Mobile service lets the car stay where it already is. There is no fee for the trip, and the work can happen in the office lot, if the property allows vendors, or at home.',
      'Apartment complexes are the most common setting here: carports, covered stalls and underground garages. The technician needs the car on level ground, roughly 3 feet of free space around it, a way in through any gate, and the keys. Houses in Monta Loma, Waverly Park and Cuesta Park usually have flat driveways, and the streets in Old Mountain View are generally level enough to work at the curb.',
      'If storms are forecast, a covered stall or garage keeps the appointment on track; a sprinkle can be handled under our canopy, but a downpour or hard wind pushes the date back, since wet glass will not take the urethane bead. To cancel, let us know at least 24 hours before the appointment.',
    ],
    faqs: [
      {
        question:
          'What should I tell you about my Mountain View apartment complex before the visit?',
        answer:
          'The gate or garage entry details, the stall or carport number, where the keys will be, and whether the complex has rules about vendors working on site. If the car is in an underground garage, mention the entrance height. That lets the technician go straight to the car.',
      },
      {
        question: 'Can you come to my office in the morning and my house later for a second car?',
        answer:
          'Two separate visits on the same day can sometimes be arranged, depending on the schedule. It is often easier to bring both cars to one place. Tell us about both vehicles when you book and we will suggest the simplest plan.',
      },
    ],
  },
  'fleet-services/mountain-view': {
    paragraphs: [
      'The office campuses of North Bayshore and the Whisman area keep a lot of commercial vehicles busy in Mountain View: employee shuttles, facility and maintenance trucks, catering and delivery vans, electricians and HVAC crews, and landscapers who keep the grounds. Most of them run short, frequent trips along Shoreline Boulevard, Middlefield Road and US-101, and chipped or cracked windshields come with the territory.',
      `Fleet account requests go on the calendar${fleetWithin()} and are handled where the vehicle is parked, whether that is a service yard, a campus lot or a job site. Glass work lands in our records under the unit number and VIN, with invoices${onFleetTerms()} to follow. Larger campus fleets can arrange standing yard visits, so chipped windshields are caught during a regular round instead of waiting for someone to call. Shuttles and service vehicles that are only idle at night or on weekends can be worked on then, by arrangement.`,
      'Many newer shuttles and vans have forward cameras. When one of them gets a new windshield, the camera work is scheduled with it: a drive around Mountain View if the maker specifies dynamic calibration, or a session at our Hayward shop if it calls for static.',
    ],
    faqs: [
      {
        question: 'Can you service our shuttles at night when they are parked in the yard?',
        answer: `Yes, after-hours yard work can be arranged for fleet accounts. We agree the date in advance, you tell us which units need work and how the technician gets in, and every vehicle is recorded by unit number and VIN.${ifFleetScheduling((window) => ` Outside of a planned night visit, requests are booked ${window}.`)}`,
      },
      {
        question:
          'Can a campus facility team combine glass work on several vehicles into one invoice?',
        answer: `Yes. Fleet accounts are billed on account invoices${onFleetTerms()}, and each invoice lists the work done on every vehicle by unit number and VIN. That keeps it simple to match glass work to your own maintenance records.`,
      },
    ],
  },
  'windshield-replacement/palo-alto': {
    paragraphs: [
      'Palo Alto windshields take their hits on US-101 along the bay side of town and on I-280 in the foothills, and in between on Oregon Expressway, Page Mill Road, Embarcadero Road and Alma Street. A stone chip left through a warm spell can lengthen into a crack, and once that crack measures half an inch or runs out to the edge, new OEM or equivalent glass is the only sound fix.',
      'Many Palo Alto homes sit on tree-lined streets with driveways, including the low-slung mid-century houses found across the south of the city, and a flat driveway is an easy place to work. Overhanging trees can drop leaves, sap and grit, so the technician keeps the opening covered while the old glass is out. Near University Avenue and California Avenue, where parking is tighter, a residential street or a garage spot is usually easier than a commercial block. Office lots in Stanford Research Park are another option, if the property lets vendors in.',
      'Give the replacement 1 to 2 hours of your day, an hour or so of which is cure time with the car parked. Many cars here have a forward camera, so calibration often follows, adding 1 to 2 hours, on local roads or at our Hayward shop as the carmaker requires.',
    ],
    faqs: [
      {
        question:
          'There is a big tree over my Palo Alto driveway. Is that a problem for a windshield replacement?',
        answer:
          'Usually not. Shade actually helps on a hot day. The technician keeps falling leaves and grit off the bonding surface while the glass is out. The only real problem is heavy dripping sap or rain; if the spot under the tree is wet, moving the car a few feet into the open or into the garage is enough.',
      },
      {
        question: 'My insurer asked whether I want OEM glass. What do you recommend for my car?',
        answer:
          'It depends on the car. Some models with cameras or head-up displays work best with OEM glass, and some insurers specify it. Others perform the same with equivalent glass. When a full glass coverage option is part of your comprehensive plan, your share of the replacement can be $0; we review the policy, walk you through the glass choices and bill the insurer directly.',
      },
    ],
  },
  'windshield-repairs/palo-alto': {
    paragraphs: [
      'Small chips in Palo Alto often come from the roads that link the flats to the foothills: Page Mill Road as it climbs toward I-280, and the fast stretch of I-280 itself. US-101 and Embarcadero Road add more on the bay side. Caught early, a chip can be filled with resin before it runs.',
      'Repairs apply to the front windshield only. The break must be limited to the outer ply, narrower than half an inch, no closer than 2 inches to any border of the glass, and free of crushing where the stone landed. The fill takes around 30 minutes and the car is drivable straight away, so it suits a lunch hour at an office in Stanford Research Park, where outside vendors are allowed, or a Saturday morning in a driveway in Barron Park or Midtown.',
      'The repair leaves a faint mark, but the break is sealed and much less likely to spread. Until the appointment, keep a piece of clear tape over the chip, park in the shade, and hold off on the car wash.',
    ],
    faqs: [
      {
        question:
          'I picked up a chip driving down from the hills on Page Mill Road. How soon should I book?',
        answer:
          'As soon as you can. A chip is easiest to repair while it is clean and small. Dirt and water work into it over time, and temperature changes can make it spread. Cover it with clear tape, and book a repair; it takes about 30 minutes.',
      },
      {
        question: 'Can you repair a chip right in front of the driver?',
        answer:
          'Yes, as long as it meets the limits: under half an inch, in the outer layer, at least 2 inches from an edge, with no crushed glass. Note that a faint mark may remain in your line of sight. If the chip is larger or has cracks running from it, we recommend a replacement.',
      },
    ],
  },
  'door-glass-replacement/palo-alto': {
    paragraphs: [
      'Around the downtown and California Avenue shopping streets, in the parking garages near them, and at the trailheads and parks on the edges of Palo Alto, a broken side window usually means a break-in. Thieves look for bags, backpacks and laptop sleeves left in view. A door window can also break when a window regulator fails on an older car, which happens more as a car racks up years of use.',
      'Either way, door glass on most cars is tempered and breaks into small pieces that end up in the cabin and inside the door. The technician removes the door panel, vacuums out the glass from the door cavity, the seats, the tracks and the carpet, inspects the regulator and motor, and installs the new window, cycling it until it glides freely and closes snug against the weatherstrip. Nothing is glued on a window that rolls down, so you can leave the moment the technician packs up, usually within a 1-to-2-hour visit. Small fixed quarter windows are the odd ones out: glued in, they need about an hour.',
      'After a break-in, tape plastic over the opening, take the car home, and book the visit there, where the technician has room to work.',
    ],
    faqs: [
      {
        question:
          'My car was broken into in a downtown Palo Alto garage. Can you replace the window there?',
        answer:
          'Public garages are not a good place for the work: stalls are tight, and the garage may not allow vendors. If the car is drivable, cover the opening and drive it home or to work, then book the visit there. Report the break-in first if your insurer will need a police report.',
      },
      {
        question:
          'The window on my older car slid down into the door and broke. Why did that happen?',
        answer:
          'On older cars the regulator, the mechanism that raises and lowers the glass, can wear out or its cable can snap, letting the window fall and break. While the door is open, the technician tests that mechanism and lets you know whether it should be swapped too.',
      },
    ],
  },
  'back-glass-replacement/palo-alto': {
    paragraphs: [
      "Palo Alto's mature street trees are part of the city's character, and in a winter storm a limb that gives way lands on whatever is parked underneath, sometimes straight through a rear window. Other causes are more familiar, like a break-in aimed at a cargo area, or a hatch closed on a bike or a surfboard. Because rear glass is tempered, it always has to be replaced; there is no way to repair it.",
      'First the shattered pieces come out of the trunk or wagon floor, the back seat and the trim, and then the new window is set in a bead of urethane. Driving has to wait about an hour while it cures, and the whole visit is 1 to 2 hours. The defroster grid is reconnected and tested, together with any antenna built into the glass. On hatchbacks and wagons the rear wiper goes back on the new glass.',
      'For the appointment, the back of the car needs open space. In a driveway in Old Palo Alto, Crescent Park or Barron Park, pulling in nose first usually leaves the rear clear. If a storm has left branches and debris on the car, move it out from under the tree first if you can do so safely.',
    ],
    faqs: [
      {
        question: 'A branch broke my back window during a storm. What should I do before you come?',
        answer:
          'If it is safe, move the car out from under the tree and clear loose branches off it. Tape plastic over the opening to keep rain out, and leave the glass inside for the technician to vacuum. Damage from falling objects is usually a comprehensive claim, and we check your coverage before the visit.',
      },
      {
        question: 'Will the antenna and defroster work after you replace the glass on my wagon?',
        answer:
          'They should. The new glass has the defroster grid and, where your car uses one, the antenna printed into it. The technician reconnects both and tests them before leaving, and refits the rear wiper on the new glass.',
      },
    ],
  },
  'adas-windshield-calibration/palo-alto': {
    paragraphs: [
      'Late-model cars are common in Palo Alto driveways, and many of them have a camera tucked behind the mirror that serves lane keeping, automatic emergency braking or automatic high beams. Plenty of cars have no such camera, and your VIN usually tells us which kind yours is before anything is booked. Where one is fitted, the new windshield is followed by a recalibration done the way its maker prescribes.',
      'In the dynamic version, the technician drives at the prescribed speeds along lanes with crisp striping until the car signals that it is finished. US-101 and I-280 are both close to most Palo Alto homes and offices, so that drive starts and ends at your door right after the install. The static version relies on printed targets positioned precisely ahead of the car, on a level floor, under controlled lighting, with nothing in between. A driveway in Crescent Park or a street in College Terrace cannot offer that, so static work happens in our Hayward shop, not at your home.',
      'Teslas, common here, skip both: their cameras re-aim themselves over the first miles on the new glass.',
    ],
    faqs: [
      {
        question:
          'Do the automatic high beams need separate calibration after a windshield replacement?',
        answer:
          'Usually not separately. On most cars the automatic high beams use the same forward camera as lane keeping, so calibrating that camera covers them. The rain sensor, if your car has one, is moved to the new glass with a fresh coupling pad and checked before the technician leaves.',
      },
      {
        question:
          'Why do you take some cars to Hayward for calibration instead of doing it at my home?',
        answer:
          'A static calibration is only as good as its setup: targets at exact positions, a floor that is truly level, steady light, and an empty area ahead of the bumper. A sloped driveway or a sunlit street cannot promise that, and a calibration done there could leave the camera slightly off. Our Hayward shop provides those conditions.',
      },
    ],
  },
  'mobile-service/palo-alto': {
    paragraphs: [
      'Much of Palo Alto is houses with driveways, and that makes mobile glass work straightforward in much of the city. In Midtown, Palo Verde or the streets around Greenmeadow, the driveway is usually flat and wide, and many of the mid-century homes have a carport that keeps sun and drizzle off the car. In older neighborhoods like Professorville, driveways can be narrow and long, and a garage or the street in front of the house is often easier. The trip itself is free.',
      'Near downtown and California Avenue, many blocks have time limits or permit rules for parking, so an appointment on a residential street there works best in a driveway or a space you know the car can stay in for a couple of hours. For the work itself, the car should sit on flat ground with a 3-foot clear margin around it, and the technician needs a way to reach it and the keys.',
      'Most of the year the weather cooperates. When winter weather arrives, a carport or our canopy covers a light rain, but a heavy storm or wind means picking a new date, because urethane needs a dry surface. Cancelling takes a call or message at least 24 hours beforehand.',
    ],
    faqs: [
      {
        question:
          'I live near downtown Palo Alto where street parking is time-limited. Where should the car be for the appointment?',
        answer:
          'A driveway, garage or private space where the car can stay for the whole job is best, since a replacement plus cure time can take a couple of hours. If the only option is the street, check the posted limits and permit rules for that block and tell us when you book.',
      },
      {
        question: 'Is the carport of my mid-century home a good place for the work?',
        answer:
          'Usually an excellent one. Carports are level, shaded and keep light rain off the glass. Before the appointment, move bikes, bins or storage boxes so the technician has roughly 3 feet to work in on every side.',
      },
    ],
  },
  'fleet-services/palo-alto': {
    paragraphs: [
      "Palo Alto's fleet vehicles are a mix of two worlds. Stanford Research Park and the office buildings along Page Mill Road and El Camino Real keep shuttles, facility trucks and service vans in daily use, while the residential side of the city is a constant job site for remodeling contractors, landscapers, pool and solar crews, plumbers and electricians. Those pickups and vans cover a lot of ground between the hills and the bay, and their windshields collect chips on US-101 and I-280.",
      `A fleet account gives them one way to handle glass. Each call turns into a visit${fleetWithin()} at the yard, the office lot or, where it is practical, the job site. Every windshield or window we handle is logged under the truck's unit number and VIN, and invoices go to the account${onFleetTerms()}. Bigger operations can put their yard on a recurring round, and when the trucks are busy in daylight, the technician can come in the evening or on a weekend by arrangement.`,
      'Company cars and vans with a camera behind the windshield also need calibration: on US-101 or I-280 near Palo Alto when the maker allows a driven calibration, or in our Hayward shop when it requires targets.',
    ],
    faqs: [
      {
        question:
          'Can you replace a windshield on our contractor truck at a residential job site in Palo Alto?',
        answer: `Often, yes. The truck needs a flat place to sit for a couple of hours with 3 feet or so free all round, clear of the crew and of traffic. A driveway or a level curb space usually works.${ifFleetScheduling((window) => ` Fleet jobs are booked ${window}.`)}`,
      },
      {
        question: 'How do we keep track of glass work across our vehicles?',
        answer: `Each job carries the truck's unit number and VIN, and the${fleetTermsBefore()} invoices break the work down truck by truck. That gives your office a history for each truck or van, which helps when deciding whether a unit needs attention or when comparing insurance claims.`,
      },
    ],
  },
  'windshield-replacement/cupertino': {
    paragraphs: [
      "I-280 and SR-85 both cross Cupertino, and between them they carry most of the city's commuters toward San Jose, the Peninsula and the rest of the South Bay. Add Stevens Creek Boulevard, De Anza Boulevard and Wolfe Road, and there is plenty of traffic to throw a stone. When the crack that follows reaches half an inch or runs into an edge, resin can no longer help, and the car gets OEM or equivalent glass chosen for its exact options.",
      'The setting for the work changes across town. On the flat streets of Rancho Rinconada and Garden Gate, a driveway is usually ideal. In Inspiration Heights and the hillside parts of Monta Vista, driveways can be steep, and the garage or a level patch of street is a better choice. Townhomes and apartments along Stevens Creek Boulevard often have garages or covered stalls, and the office campuses near De Anza Boulevard and Tantau Avenue are an option when vendors are allowed on site.',
      'Allow 1 to 2 hours, an hour or so of it for the urethane to firm up. If a forward camera sits behind the glass, its calibration follows, either on nearby roads or at our Hayward shop.',
    ],
    faqs: [
      {
        question:
          'My car came with an acoustic windshield. Will the replacement be as quiet on I-280?',
        answer:
          "It should be. We match the glass to your car's options, including acoustic interlayers, rain sensors and camera brackets, using OEM or equivalent glass. Send the VIN, or at least the year, make and model, so we can confirm the exact part before the appointment.",
      },
      {
        question: 'Is winter a bad time for a replacement in the Cupertino foothills?',
        answer:
          'Not in general, but the hills west of Foothill Boulevard tend to see more rain during storms than the valley floor. Urethane needs a dry surface, so a garage or carport keeps the appointment safe. When a storm brings heavy rain or strong wind, we move the date rather than risk a weak bond.',
      },
    ],
  },
  'windshield-repairs/cupertino': {
    paragraphs: [
      'A chip is a small problem with a short window. In Cupertino, windshields pick up stones on I-280 and SR-85 and on busy arterials such as De Anza Boulevard, and roads heading into the hills tend to carry more loose debris after winter storms. Fill the chip while it is small and the glass stays in one piece; leave it, and the next hot afternoon or cold morning can send a crack across it.',
      'To be fillable, a chip has to be on the front windshield and within the outer layer only, under half an inch wide, at least 2 inches inside the glass edge, with the impact center intact. Since the fill takes around 30 minutes and the car can leave right after, it slots into a lunch break at an office lot near Tantau Avenue, a stop at a shopping center on Stevens Creek Boulevard where the property permits it, or a weekend morning in a Seven Springs driveway.',
      'A chip on the passenger side is worth filling too, since cracks rarely stay where they started. Keep clear tape over the chip until the appointment and point the defroster vents away from the glass.',
    ],
    faqs: [
      {
        question: 'The chip is on the passenger side of my windshield. Is it worth repairing?',
        answer:
          'Yes. Where the chip sits does not change how it spreads; a crack that starts on the passenger side can run across the whole windshield, and then the glass must be replaced. If the chip is within the repair limits, fixing it now takes about 30 minutes.',
      },
      {
        question: 'Can you fix a chip while I shop on Stevens Creek Boulevard?',
        answer:
          'If the shopping center allows vendors to work in its lot, yes. Half an hour covers it, and you can drive off at once. Park away from the busiest rows, tell us where the car is, and leave the keys with the technician or arrange to meet at the car.',
      },
    ],
  },
  'door-glass-replacement/cupertino': {
    paragraphs: [
      'Cupertino has many newer and higher-end cars, and some of them use laminated side glass instead of tempered glass. Laminated side windows are quieter and harder to break through, and when they are hit they crack and stay in the frame rather than exploding into pieces. They cannot be repaired either, so the outcome is still a replacement, but the cleanup is much lighter. Tempered door glass, which most cars still have, shatters into small cubes that fill the door cavity and the cabin.',
      'Either way, the technician takes off the door panel, vacuums out every piece of glass, checks the regulator and motor, and installs the new window in the correct type and tint. The glass is then run up and down and aligned until it seals. A window that winds down into the door has nothing to cure, so the car is drivable when the visit wraps up after 1 to 2 hours; a fixed quarter window is the exception, since its urethane needs about an hour before the car moves.',
      'When a thief is involved, the target is usually a car left in a park or shopping center lot with something in view. A garage, a driveway or a covered stall at home is usually the best place for the replacement.',
    ],
    faqs: [
      {
        question:
          'My side window cracked but did not shatter. Why is it different from other break-ins?',
        answer:
          'Your car likely has laminated side glass, which has a plastic layer between two sheets of glass. It holds together when struck, which makes break-ins harder, but it cannot be repaired. We replace it with laminated glass of the same type so the car keeps the quiet cabin and the added security.',
      },
      {
        question: 'Can you match the tint on my rear door glass?',
        answer:
          'Yes. Rear door windows on many SUVs and minivans have darker factory privacy tint, and we order OEM or equivalent glass in the same shade. Film added by a tint shop after purchase does not come with new glass, so it would have to be put on again there.',
      },
    ],
  },
  'back-glass-replacement/cupertino': {
    paragraphs: [
      "SUVs and minivans are a big part of Cupertino's traffic, and the large rear glass on a liftgate can break in ways that have nothing to do with the road. A power liftgate rising into a low garage door or a roof box, a bike rack that swings into the glass, or a load of sports gear pressed against it can all do it, and so can a thief after a bag in the cargo area. Rear glass is tempered, so it shatters completely and needs replacing.",
      'Budget 1 to 2 hours; the car must sit for about an hour of that while the urethane cures. The technician vacuums the glass from the cargo floor, the rear seats and the liftgate trim, sets the new window, refits the rear wiper, and reconnects the heating grid and the antenna, if one is built into the glass. Both are tested before the car is handed back.',
      'The liftgate needs to open fully for the work. Many Cupertino garages are too low for that with the car inside, so the driveway is usually better. On the steeper driveways of the western hillside neighborhoods, pick a level spot on the street or in a nearby lot instead, since the new glass has to be set evenly.',
    ],
    faqs: [
      {
        question:
          'My power liftgate opened into the garage door and broke the back glass. Can you fix it at home?',
        answer:
          'Yes. Back the car out onto the driveway or a level street spot so the liftgate can open all the way. The technician will replace the glass, refit the wiper and test the defroster. If your car lets you set a lower opening height for the liftgate, it is worth doing afterward.',
      },
      {
        question: 'Is the rear camera affected when the back glass is replaced?',
        answer:
          'On most cars the backup camera is mounted in the liftgate or bumper, not on the glass, so it is not affected. The calibration we do after windshield replacements applies to forward cameras behind the windshield, not to back glass.',
      },
    ],
  },
  'adas-windshield-calibration/cupertino': {
    paragraphs: [
      "Cupertino's driveways and office lots hold plenty of recent models, and a good number of them carry a camera at the top of the windshield whose image steers the lane-keeping and automatic braking systems. Some have no camera at all, and for those the new glass ends the job. Where a camera is fitted, its maker decides how it gets re-aimed, and we follow that procedure.",
      'One procedure is dynamic: the technician takes the car out and holds it at the speeds the maker lists, on well-striped lanes, until the system reports success. I-280 and SR-85 offer long, clearly painted stretches without going far, so this normally wraps up near you once the urethane has set. The other is static, where the camera is aimed against printed boards positioned at exact distances from the bumper. It demands a flat floor, even artificial light and an empty zone ahead of the car. A home driveway or office lot cannot offer all three, so that work happens in our Hayward shop.',
      "Teslas need neither. Over their first drives on the new glass the cameras settle their own aim, and the technician describes how that looks from the driver's seat.",
    ],
    faqs: [
      {
        question: 'If my car needs static calibration, does it have to go to Hayward?',
        answer:
          'Yes, the car has to be at the shop in Hayward for that step. It is often simplest to have the glass put in there too, so a single trip covers both. At booking we tell you which procedure your car calls for, so the day can be planned around it.',
      },
      {
        question: 'How long does a dynamic calibration take in Cupertino?',
        answer:
          'Count on 1 to 2 extra hours beyond the install. Most of it is spent at a steady pace on well-marked freeway, usually I-280 or SR-85, until the camera reports it is done. Congestion or rain can stretch it.',
      },
    ],
  },
  'mobile-service/cupertino': {
    paragraphs: [
      'Cupertino is mostly single-family neighborhoods with driveways, which suits mobile glass work well, with a few local twists. In Rancho Rinconada or Garden Gate, where the ground is mostly flat, a level driveway or the curb is all the van needs. In Inspiration Heights and the hill streets above Monta Vista, many driveways pitch steeply toward the road, and a sloped car makes it hard to set glass evenly, so the garage or a flat section of street is the better choice there. There is no charge for the trip.',
      'Townhome and condo complexes along Stevens Creek Boulevard and near De Anza College often have HOA rules about vendors working in common areas, so it is worth checking before the visit. What the technician needs is a flat surface under the car, about 3 feet of room on every side, access through any gate, and the keys.',
      'Cupertino summers are dry and warm, which is good for the work. Winter brings most of the weather risk: a sprinkle can be handled under a carport or our canopy, but a soaking storm or strong wind means a new date, because urethane needs a dry frame to bond. If you need to cancel, please let us know 24 hours in advance.',
    ],
    faqs: [
      {
        question: 'Does my Cupertino HOA need to approve the visit?',
        answer:
          'Some HOAs restrict vendor work in shared garages, guest parking or common areas, so check the rules or ask the management company. If work in the common area is not allowed, your own garage or driveway, or a level street spot nearby, usually works.',
      },
      {
        question: 'My driveway slopes toward the street. Will that work for mobile service?',
        answer:
          'A gentle slope is usually fine, but a steep one is not, since the glass has to be set evenly in fresh urethane. Leave the car in the garage or on a flat section of street instead. Mention the slope when you book so the technician knows where to find the car.',
      },
    ],
  },
  'fleet-services/cupertino': {
    paragraphs: [
      "Cupertino's fleet vehicles fall into two groups. Around the office campuses near De Anza Boulevard, Tantau Avenue and Homestead Road, there are employee shuttles, facility trucks and service vans. In the residential neighborhoods, where older homes are regularly rebuilt or remodeled, the streets fill with builders' pickups, landscaping trucks, pool service vans and trade crews. All of them spend time on I-280 and SR-85, where windshields pick up chips.",
      `A fleet account handles glass for those vehicles on a predictable schedule. Each request is booked${fleetWithin()}, and the technician works where the vehicles are parked: a yard, a campus lot or, where space allows, a job site. Every windshield or chip is logged to the unit number and VIN, and you pay on account invoices${onFleetTerms()}. Bigger fleets can put the yard on a recurring round, and when the trucks are out on jobs all day, an evening or weekend yard visit can be set up in advance.`,
      'If a vehicle has a forward camera, calibration is planned in: dynamic on local roads, or static at our Hayward shop, depending on the maker.',
    ],
    faqs: [
      {
        question:
          'Our builder crew parks trucks at different Cupertino job sites. Can you find them?',
        answer: `Yes. For each request, send the unit number, the job site address and where the truck will be parked. Pick a flat patch for it with a 3-foot working margin on every side.${ifFleetScheduling((window) => ` We schedule each truck ${window} of your request.`)}`,
      },
      {
        question: 'Can a shuttle with a windshield camera be calibrated in our lot?',
        answer:
          'If the maker specifies dynamic calibration, yes: the technician installs the glass in your lot and drives the shuttle on nearby marked roads. If it calls for static calibration, the vehicle goes to our Hayward shop, because a parking lot cannot provide the level floor and controlled lighting required.',
      },
    ],
  },
  'windshield-replacement/milpitas': {
    paragraphs: [
      'Two major freight corridors run north-south through Milpitas, I-880 on the west side and I-680 on the east, with Calaveras Boulevard linking them and Montague Expressway cutting across the south. Tractor-trailers and delivery trucks share all of those roads with commuters, and whatever falls from a load or bounces off a tire ends up hitting the cars behind. Once a crack hits half an inch, or touches the edge, the glass comes out and a new windshield goes in.',
      "Where the work happens depends on where you live. Sunnyhills and the city's older neighborhoods have single-family homes with driveways, which are the easiest setting. The newer townhomes and apartment buildings around the Milpitas BART station usually have private garages or parking structures, which work well if there is room beside the car. Houses climbing into the eastern foothills sometimes have steep driveways, and a flat spot on the street is better there. Office and industrial lots along McCarthy Boulevard and Milpitas Boulevard are an option too, where vendors are allowed.",
      'Plan on 1 to 2 hours in all, including roughly an hour in which the car sits still so the urethane can set.',
    ],
    faqs: [
      {
        question:
          'Can you replace a windshield in a townhome garage near the Milpitas BART station?',
        answer:
          'Usually, yes. These garages are level and dry, but many are narrow. The technician needs about 3 feet beside each door, so move bikes and storage out of the way, or back the car onto the driveway apron if there is one. Let us know any gate or building access details.',
      },
      {
        question:
          'A truck on I-880 threw a rock that cracked my windshield. Does insurance cover it?',
        answer:
          'Debris thrown by another vehicle generally falls under comprehensive coverage. If that policy has full glass coverage, the replacement can cost $0; without it, your deductible applies. We check your policy before the appointment and bill the insurer directly, so you know the cost in advance.',
      },
    ],
  },
  'windshield-repairs/milpitas': {
    paragraphs: [
      'Chips are a fact of life on the roads around Milpitas. Montague Expressway and the stretch of I-880 through town carry heavy truck traffic, Calaveras Boulevard is busy from one freeway to the other, and I-680 adds its own heavy mix of trucks and cars. A single pebble usually leaves a small star or bullseye, and caught early, that chip can be repaired instead of becoming a full windshield replacement.',
      'A chip qualifies when it is on the front windshield, has not gone deeper than the outer layer, is smaller than half an inch, keeps a 2-inch margin from every edge, and has no crushed glass where the stone hit. Resin is injected and hardened in roughly 30 minutes, and there is no wait before driving. In Milpitas that often means a visit during a lunch break in a business park lot along McCarthy Boulevard, or at home in Sunnyhills on a weekend.',
      'The hot, dry summers here make small chips spread faster, especially when a car sits in full sun in a shopping center lot and then gets the air conditioning turned on full blast. Keep clear tape over a new chip and book a repair before the weather changes.',
    ],
    faqs: [
      {
        question: 'Can a chip be repaired while my car is parked at the Great Mall?',
        answer:
          'Only if the property allows vendors to work in its lot, which you should check. Because the repair takes about 30 minutes and needs no cure time, a home or workplace appointment is usually simpler. Send us the address and we will confirm the spot.',
      },
      {
        question:
          'My windshield has three small chips from Montague Expressway. Can they all be repaired?',
        answer:
          "Often, yes, as long as each chip meets the limits on its own: below half an inch, no deeper than the outer layer, with a 2-inch margin from the edges and an uncrushed center. Several chips close together in the driver's view may be a reason to replace the windshield instead, and the technician will tell you.",
      },
    ],
  },
  'door-glass-replacement/milpitas': {
    paragraphs: [
      'Big parking lots are a Milpitas feature, from the Great Mall and the shopping centers along Calaveras Boulevard to the lots at McCarthy Ranch and the business parks off Montague Expressway. Cars left in them with something in view on a seat are the ones most likely to lose a side window. Break-ins are not the only cause, though; a worn regulator on a daily commuter car can drop the glass inside the door and break it.',
      'Door glass on most cars is tempered and shatters into small cubes, so the visit starts with cleanup. With the door trim off, the technician vacuums shards from inside the door, off the seats and out of the carpet, tests the regulator and motor, and mounts the new window, adjusting it until it closes tight against the seals. A roll-down window is clamped to the regulator, not glued, so the car can head back out as soon as the technician finishes, a job of 1 to 2 hours. Quarter windows that do not open are bonded to the body, so add about an hour of waiting for those.',
      'If a window breaks while you are out shopping, cover the opening and drive home; the technician can come to your driveway or garage.',
    ],
    faqs: [
      {
        question:
          'My car was broken into at a Milpitas shopping center. Can you come to my workplace instead of my home?',
        answer:
          'Yes, provided the business park permits outside service work and the car can be parked on flat pavement where the damaged door swings all the way open. Many business parks along McCarthy Boulevard and Milpitas Boulevard have space for it. Tell us the address and where the car is parked.',
      },
      {
        question: 'Do I need to file a police report for a broken car window?',
        answer:
          'We do not need one to do the work, but your insurer may ask for one on a break-in claim. Check with your insurer, and take photos of the damage before the appointment. We look up your coverage and send the bill to the insurer ourselves.',
      },
    ],
  },
  'back-glass-replacement/milpitas': {
    paragraphs: [
      'Pickups and work trucks are common in Milpitas, and their rear windows take a beating: a ladder or a length of pipe sliding forward in the bed, a toolbox shifting on a hard stop, or a rock flung up from the road. Sliding rear windows on pickups can also break when the latch or track fails. On sedans and SUVs, the usual causes are break-ins aimed at the trunk or cargo area. Rear glass is tempered, so any of these means replacement, not repair.',
      'The job runs 1 to 2 hours. The technician clears the broken glass from the cab, the bed or the cargo area, bonds the new glass in with urethane, and lets it cure for about an hour before the vehicle is driven. Defroster grids and any antenna connections are restored and tested, and a sliding rear window is checked to make sure it opens, latches and seals.',
      'For a pickup, the technician works from the bed and the cab, so parking on level ground with the tailgate side clear helps. A driveway in Sunnyhills, a space in a business park lot off Milpitas Boulevard, or a level street spot near your home all work.',
    ],
    faqs: [
      {
        question: 'Can you replace the sliding rear window on my pickup?',
        answer:
          'Yes. A sliding rear window is usually replaced as a complete assembly, frame and latch included, and bonded in with urethane. Give it about an hour before you drive. Clear the bed of loose tools and cargo before the appointment so the technician can reach the glass from both sides.',
      },
      {
        question: 'How do I protect the cab after the back window of my truck breaks?',
        answer:
          'Tape heavy plastic over the opening to keep out rain and dust, and try not to drive on I-880 or I-680 at speed, since wind can tear the plastic. Leave the glass in the cab for the technician to vacuum, and note any damage to the seats for your insurer.',
      },
    ],
  },
  'adas-windshield-calibration/milpitas': {
    paragraphs: [
      'Plenty of cars on Milpitas roads, from commuter sedans to newer pickups and SUVs, have a camera looking out through the windshield to support lane keeping or automatic emergency braking. Others have no camera at all and need no calibration. Where one is fitted, a new windshield means re-aiming it by whichever method, dynamic or static, its maker prescribes.',
      'A dynamic calibration is a drive: steady speeds, clearly striped lanes, and the camera relearning as it goes. Around Milpitas there is no shortage of those: I-880 and I-680 are both close by, so a dynamic calibration is normally finished right after the install, starting and ending at your home or workplace. Static calibration is another story. That method aims the camera at boards set up ahead of the bumper, which only works on a true floor under steady, controlled light with nothing cluttering the space in front. A driveway, a street or a business park lot cannot provide that, so static calibrations are done at our Hayward shop.',
      'Teslas sort out their own camera aim during the first drives after the replacement, so neither procedure applies to them. We confirm which case applies to your car when you request a quote.',
    ],
    faqs: [
      {
        question: 'Does a pickup truck need windshield calibration?',
        answer:
          'It does if there is a camera mounted behind its windshield, as on many newer pickups. Older trucks and base trims often do not. Send the VIN, or at least the year, make, model and trim, and we can say whether your truck needs calibration and by which method.',
      },
      {
        question: 'What do the lane markings have to do with calibration?',
        answer:
          'In a dynamic calibration, the camera learns its exact aim by watching clear lane lines while the car drives at set speeds. Faded lines, heavy rain or stop-and-go traffic can keep it from finishing. That is why the technician chooses well-marked freeways around Milpitas, such as I-880 and I-680.',
      },
    ],
  },
  'mobile-service/milpitas': {
    paragraphs: [
      'Milpitas housing runs from single-family streets in Sunnyhills and the older parts of town to the hillside homes toward the east foothills and the dense townhome and apartment neighborhoods that have grown up around the Milpitas BART station. The van works in all of them, and there is no fee for the trip. What it needs is the same everywhere: a flat surface, roughly 3 feet of clearance on all sides, a way through any gate, and the keys.',
      'The newer townhome developments often have private garages that are narrow, so backing the car out onto the apron or using a guest space may be easier. Hillside driveways can be too steep for setting glass, in which case the street or a garage is better. Many people in Milpitas also book at work, in a business park lot west of I-880 near McCarthy Ranch or along Montague Expressway, when the property permits.',
      "Summers here are hot and dry, and afternoon sun on the glass is worth avoiding if you can book a morning or a shady spot. Light winter showers are manageable under a canopy, but a steady downpour or strong wind postpones the job, since wet metal will not hold a urethane bond. Cancellations need 24 hours' notice.",
    ],
    faqs: [
      {
        question: 'Is it better to book a morning appointment in Milpitas during summer?',
        answer:
          'Often it is. On hot afternoons the glass and the car body heat up, which makes the work slower and less comfortable. A morning slot or a shaded spot, like a garage or carport, keeps things simple. The quote form shows the open slots, and we confirm the time before you book.',
      },
      {
        question: 'Can you work in the narrow garage of my new Milpitas townhome?',
        answer:
          'If the car can have about 3 feet free on both sides, yes. Many of these garages are tight, so the technician may ask you to back the car out onto the driveway apron or a guest space. Tell us the unit number and how to get through any gate.',
      },
    ],
  },
  'fleet-services/milpitas': {
    paragraphs: [
      "Milpitas business parks hold a mix of electronics manufacturing, distribution warehouses and contractor yards, and each brings its own vehicles: box trucks, cargo vans, service vans, electricians' and plumbers' pickups, and delivery fleets working the I-880 and I-680 corridors. Those corridors carry heavy truck traffic, including trucks moving between the South Bay and the Port of Oakland, and fleet windshields take a steady stream of chips.",
      `Fleet account requests are put on the schedule${fleetWithin()}, at your yard or lot. We log every visit against the vehicle's unit number and VIN and bill the account${onFleetTerms()}. For larger fleets, recurring yard visits mean chipped windshields are repaired while they are still small and cracked ones are replaced on a schedule. If the vans are out from morning to evening, the technician can come after hours or on a weekend instead, once we have agreed it with you.`,
      'For vehicles with a forward camera, calibration is part of the replacement: dynamic calibrations on nearby freeways, static ones at our Hayward shop.',
    ],
    faqs: [
      {
        question: 'Our delivery vans are out all day. When can you work on them?',
        answer: `Fleet accounts can book the technician for evenings or weekends at the yard, when the vans are finally parked. Send us the unit numbers and the damage on each, and we set a date.${ifFleetScheduling((window) => ` Outside those visits, a request is booked ${window}.`)}`,
      },
      {
        question: 'Can chip repairs and replacements on our Milpitas fleet go on one invoice?',
        answer: `Yes. Fleet accounts are billed on account invoices${onFleetTerms()} that list each repair and replacement by unit number and VIN. That makes it easy to match the work against your own records and see which vehicles take the most damage.`,
      },
    ],
  },
  'windshield-replacement/campbell': {
    paragraphs: [
      'Campbell is small and flat, but SR-17 runs through it and meets SR-85 just south of town in Los Gatos, so a lot of its driving happens at freeway speed. SR-17 carries commuters and, on summer weekends, beach traffic bound for Santa Cruz, along with its share of trucks. Closer to home, Bascom Avenue, Winchester Boulevard and Hamilton Avenue are busy, stop-and-go streets. If a stone off any of them leaves a crack of half an inch or more, or one that travels to the edge, resin is out and the windshield is replaced.',
      "Many of Campbell's single-family homes are mid-century ranch houses on level lots with a driveway in front, which is close to ideal for the van. Apartment and condo complexes, common along Hamilton Avenue and Winchester Boulevard, usually have carports or covered stalls, which also work well if the complex permits vendor work. Downtown, a private lot or a garage with room on both sides of the car is better than a space on East Campbell Avenue, where the sidewalks are busy.",
      'Reserve 1 to 2 hours; for about an hour of it the car must stay put so the urethane can grab. Cars carrying a forward camera go on to calibration afterward.',
    ],
    faqs: [
      {
        question:
          'I drive SR-17 to Santa Cruz most weekends. Should I replace a cracked windshield before the next trip?',
        answer:
          'Yes. SR-17 is a winding mountain highway, and a cracked windshield can spread with the vibration and temperature changes along the way. A crack also weakens the glass that helps support the roof. Book the replacement first, and leave the car parked for at least an hour afterward.',
      },
      {
        question: 'Can you replace my windshield in a Campbell condo carport?',
        answer:
          'Usually. Carports are level and shaded, which helps the urethane and the technician. There should be about 3 feet of space around the car, so ask neighbors on either side to leave a gap if possible, and check that the HOA allows vendor work on site.',
      },
    ],
  },
  'windshield-repairs/campbell': {
    paragraphs: [
      'Many chips on Campbell windshields come from freeway driving on SR-17 and SR-85, and from the stop-and-go traffic on Bascom Avenue, where trucks and buses share the lanes with commuters. A fresh chip is usually small and can be repaired, which keeps the original windshield and its factory seal in place.',
      'Resin works on a front-windshield chip whose damage stays in the outer glass, is narrower than half an inch, sits at least 2 inches from every edge and has a clean center with no crushing. Injecting and curing the resin takes around 30 minutes, and the car is ready right away. In a small city like Campbell, that is easy to fit in: a driveway visit on a weekend morning, a stop at your office lot during the week, or a meeting point at the Pruneyard or another shopping center if the property allows it.',
      'Warm afternoons in Campbell can make a chip spread, especially if the car then gets a blast of air conditioning. Put clear tape over the chip, park in the shade, and avoid car washes until the repair is done. If a crack has already started, the technician will tell you whether a repair is still possible.',
    ],
    faqs: [
      {
        question: 'Can a chip repair be done while I am at the Pruneyard?',
        answer:
          "Yes, provided the center's management permits vendor work in the lot. The fill runs about half an hour, with no waiting once it is done. Park in a quieter part of the lot and tell us where the car is. Otherwise, your home or workplace is just as quick.",
      },
      {
        question: 'Will the chip be invisible after the repair?',
        answer:
          'Usually not completely. The resin makes it much less noticeable, but a faint mark or spot often remains. The goal is to stop the chip from spreading and to restore the strength of the glass, which keeps you from needing a new windshield later.',
      },
    ],
  },
  'door-glass-replacement/campbell': {
    paragraphs: [
      'Cars parked at trail and park lots are a familiar target for thieves across the South Bay, and Campbell has such lots along the Los Gatos Creek Trail, where people leave bags behind while they walk, run or bike. Busy downtown blocks and shopping center lots are other common places for a break-in. On most cars that glass is tempered, so it shatters into small pieces that fill the seats, the carpet and the inside of the door.',
      'The technician begins by taking off the door panel and vacuuming out all of that glass, including the pieces at the bottom of the door that can jam a new window. The regulator and motor are checked, the new glass is installed and aligned, and the window is cycled until it moves cleanly and seals. Because no glue is involved on roll-down glass, the car can go once the panel is reinstalled, typically 1 to 2 hours from the start. A fixed quarter window is another matter, set in urethane that needs close to an hour before the car moves.',
      'Because Campbell is compact, home is rarely far after a break-in: tape plastic over the opening, drive back, and book the visit at your driveway or carport.',
    ],
    faqs: [
      {
        question: 'My car window was smashed at a Los Gatos Creek Trail lot. What should I do?',
        answer:
          'Check what was taken, take photos and, if your insurer will need one, file a police report. Tape plastic over the opening and drive home. Leave the glass for the technician, who vacuums the cabin and the door cavity during the replacement. We verify your coverage and handle the billing with the insurer.',
      },
      {
        question: 'Can I drive right after a door window is replaced?',
        answer:
          'Yes, if it is a window that rolls up and down. That kind rides on the regulator without any adhesive, so nothing has to set. A fixed quarter window is another story: it is glued into the body and needs roughly an hour before driving.',
      },
    ],
  },
  'back-glass-replacement/campbell': {
    paragraphs: [
      "In Campbell's neighborhoods of ranch houses and apartment complexes, a broken back window usually comes from something close to home: a garage door closing on an open hatch, a hatch shut on a bike or a board, a limb torn loose by winter wind, or a thief going after whatever sits in the trunk. Being tempered, the rear pane fails all at once, and nothing can repair it.",
      'Broken pieces are vacuumed out of the trunk or cargo floor, the back seats and the trim panels, and the new window goes in on a fresh urethane bead. All told the visit runs 1 to 2 hours, and for about an hour of that the car should not be driven. Wiring for the rear defroster, and for an antenna if the glass has one, is reconnected and tested, and a rear wiper, if the car has one, is refitted.',
      "Space behind the car is what matters most. Campbell's ranch houses often have wide, flat driveways, and pulling the car in nose first leaves the rear open. In an apartment carport, parking forward so the rear faces the drive aisle does the same. A garage is fine if the hatch can open fully inside it.",
    ],
    faqs: [
      {
        question:
          'The garage door came down on my open hatch and broke the glass. Is the hatch damaged too?',
        answer:
          'Sometimes. The technician checks the hatch frame, hinges and struts when replacing the glass, and tells you if there is damage that needs a body shop. If the frame is sound, the new glass is bonded in and needs about an hour before driving.',
      },
      {
        question: 'How long will my Campbell rear glass replacement take?',
        answer:
          'Between cleanup, fitting and roughly an hour of cure, it fills 1 to 2 hours. Before leaving, the technician confirms the defroster heats and the antenna, if any, picks up.',
      },
    ],
  },
  'adas-windshield-calibration/campbell': {
    paragraphs: [
      'Whether a car needs calibration after a new windshield depends on one thing: a forward camera mounted behind the glass, which many recent cars in Campbell have for lane keeping and automatic emergency braking, and many older ones do not. When there is a camera, the carmaker specifies how it must be recalibrated after the replacement, and we follow that method.',
      'A dynamic calibration takes place out on the road, driving at set speeds with the camera watching clear lane markings until the system confirms it is done. SR-17 runs through Campbell and SR-85 passes along its southern edge, so the technician usually completes a dynamic calibration near your home straight after the install. SR-17 south of Los Gatos is a curving mountain road, and the technician stays on straighter, well-marked stretches for this work. Static calibration instead aims the camera at printed boards placed at measured distances from the bumper, which takes a level floor, managed lighting and an empty stretch of floor in front of the car. A driveway or a carport cannot provide that, so static calibrations are done at our Hayward shop.',
      'Teslas are the exception, since their cameras settle their own aim during everyday driving after a new windshield. We tell you which case applies before booking.',
    ],
    faqs: [
      {
        question: 'Is it safe to drive my car to work before the calibration is finished?',
        answer:
          'The car is drivable once the urethane has cured, but lane keeping and automatic braking should not be trusted until the camera is calibrated. If your car needs static calibration at our Hayward shop, drive as you would in a car without those features until it is done.',
      },
      {
        question: 'Will the technician drive my car on SR-17 for the calibration?',
        answer:
          "Only on the straighter, well-marked sections if that suits the calibration. Dynamic calibration needs steady speeds and clear lane lines, which SR-85 and the stretch of SR-17 north of Campbell also provide. The route depends on traffic and the carmaker's requirements.",
      },
    ],
  },
  'mobile-service/campbell': {
    paragraphs: [
      "Campbell is compact and mostly flat, which makes it one of the easier places to do mobile glass work. Many homes are single-story ranch houses with wide driveways, and the apartment and condo buildings near Hamilton Avenue tend to have carports or covered stalls. Office workers can book in their building's lot if the property allows vendors. The trip costs nothing extra, wherever the car is parked.",
      'The technician needs a flat spot with roughly 3 feet of clearance around the car, access to the car through any gate or garage, and the keys. Downtown, street parking along East Campbell Avenue is busy, so a private lot, a garage space or your home driveway is a better choice than the curb. Parking areas near the Los Gatos Creek Trail get crowded on weekends, so those are easier on a weekday.',
      'Summers are warm and dry, and mornings or shade make the work easier. In winter, drizzle is fine under a canopy, yet a heavy storm or gusty wind means a different day, because a wet frame keeps the urethane from bonding. If your plans change, please let us know 24 hours before the appointment.',
    ],
    faqs: [
      {
        question: 'Can you meet me in a downtown Campbell parking garage?',
        answer:
          'Public garages are often tight and may not allow vendor work, so check first. A private lot, your workplace or your driveway is usually easier. If you do use a garage, we need a level space with about 3 feet free around the car and a spot the car can stay in for the whole job.',
      },
      {
        question:
          'What should I do with my pets or kids while the technician works in the driveway?',
        answer:
          'Keep them inside or well away from the car. The technician uses sharp tools, handles large panes of glass, and needs the doors open and the space around the car clear. You will hear from the technician once the car is ready and the tools are packed away.',
      },
    ],
  },
  'fleet-services/campbell': {
    paragraphs: [
      "Campbell's fleet vehicles are mostly small and mid-sized business fleets: contractors, plumbers and electricians, landscapers, pool service companies, restaurant and catering vans working downtown, and the service vans of offices around the city. Many of them head out daily onto SR-17, SR-85 and Bascom Avenue, and chipped windshields are a routine cost of that driving.",
      `A fleet account makes the glass side simple. Every request gets a slot${fleetWithin()}, and the technician works wherever the vehicle is parked, whether in a yard, an office lot or a driveway where a crew keeps its trucks overnight. Jobs are recorded by unit number and VIN, and billing is on account invoices${onFleetTerms()}. For larger fleets, recurring yard visits catch chips early and keep replacements on a schedule. Crews that are out all day can have their trucks seen in the evening or on a weekend, if we set it up in advance.`,
      'Vans and trucks that carry a forward camera need it recalibrated after new glass, either on a drive along SR-85 or SR-17 or with targets at our Hayward shop, whichever the maker specifies. Tell us which units carry a camera when you send the list, so the visit can be planned around it.',
    ],
    faqs: [
      {
        question:
          'We are a small Campbell landscaping company with four trucks. Is a fleet account worth it?',
        answer: `It can be. You get scheduling${fleetWithin()}, invoicing${onFleetTerms()} instead of paying per visit, and a record of each truck by unit number and VIN. Recurring yard visits are designed for larger fleets, but even a small fleet benefits from the single invoice and the records.`,
      },
      {
        question: "Can the technician work on a truck parked in an employee's driveway?",
        answer: `Yes, if the driveway is level, there is about 3 feet of space around the truck, and someone has arranged access and the keys. Give us the address and the unit number.${ifFleetScheduling((window) => ` We book the visit ${window}.`)}`,
      },
    ],
  },
};
