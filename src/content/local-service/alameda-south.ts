import { fleetInvoicing, fleetTermsBefore, fleetWithin, onFleetTerms } from '../fleet-terms';
import { workmanshipWarrantyName } from '../promise-wording';
import type { LocalServiceNotes } from './types';

/**
 * Service-in-city copy for Dublin, Fremont, Hayward, Livermore, Newark, Pleasanton and
 * Union City, written for each pair (see ./types.ts).
 */
export const ALAMEDA_SOUTH_NOTES: LocalServiceNotes = {
  // Hayward (our base and shop)
  'windshield-replacement/hayward': {
    paragraphs: [
      'Hayward is where our vans are loaded each morning, so a local booking tends to find an open slot sooner than one across the hills, and the glass for your car is matched to its VIN and options before it goes on the rack. We only promise a time once the schedule and the glass are confirmed.',
      'Cracks in Hayward come from a familiar mix. SR-92 pours San Mateo Bridge traffic onto Jackson Street, trucks leaving the yards along Clawiter Road and Industrial Parkway shed grit onto I-880, and the winding climb on Carlos Bee Boulevard toward Cal State East Bay is hard on glass that already carries a chip. When a crack measures half an inch or has run into the edge, the fix is new glass rather than resin.',
      'Most Hayward installs happen in driveways in Mt. Eden, Southgate and the Hayward Hills, in apartment lots along Tennyson Road, or at a workplace west of the freeway. Set aside one to two hours, which includes the hour the urethane needs before the car moves, and more if a lane camera must be calibrated afterward. Under most comprehensive policies that include full glass coverage, your share of the replacement can be $0; we read your policy and bill the insurer ourselves.',
    ],
    faqs: [
      {
        question:
          'My car sits in an industrial lot west of I-880 all day. Can the windshield be replaced there?',
        answer:
          'Usually, yes. Lots near Clawiter Road, Winton Avenue and Industrial Parkway tend to have the flat pavement we need. Ask the site manager for permission, leave the keys with someone on site, and plan for the car to sit untouched for roughly an hour while the new urethane cures.',
      },
      {
        question: 'Why do you ask about a camera when I book a Hayward replacement?',
        answer:
          'Some cars carry a forward camera behind the glass and many do not. If yours has one and the carmaker calls for a static calibration, that step happens at our shop here in Hayward, so we plan the windshield and the calibration together instead of making you book two separate visits.',
      },
    ],
  },
  'windshield-repairs/hayward': {
    paragraphs: [
      "Gray, damp mornings are normal on the Hayward flats, and that is when a small chip is most at risk. Cold glass meets a defroster on full blast, the inner and outer surfaces warm at different rates, and a bull's-eye picked up yesterday on SR-92 can grow legs before you reach the bridge.",
      'A resin repair stops that growth when the damage qualifies: front windshield only, outer layer only, under half an inch across, with 2 inches or more of glass between it and every edge, and nothing pulverized where the stone hit. We check those points in person, then fill, cure and polish the spot in about 30 minutes, and you can drive off the moment we pack up.',
      'Because the job is short, it slots easily around something else: a lunch hour downtown near B Street, a class at Chabot College when campus parking rules allow outside work, a shift at a warehouse off Industrial Parkway, or a morning at home in Harder-Tennyson. Until we get there, a strip of clear packing tape over the chip keeps road film and moisture out of the break.',
    ],
    faqs: [
      {
        question:
          'The chip is right next to the rubber trim at the top of my windshield. Can it still be filled?',
        answer:
          'Probably not. Damage within 2 inches of any edge tends to keep spreading even after resin goes in, so we quote a replacement instead. Send a photo with a coin beside the chip when you book, and we can usually tell you which way it will go before the van leaves Hayward.',
      },
      {
        question: 'Is a foggy morning a problem for the repair itself?',
        answer:
          'Moisture trapped inside the break keeps resin from filling it completely, so the technician dries the impact point before starting. On a wet or misty Hayward morning that adds a few minutes. In steady rain we ask for a covered spot, such as a carport or an open garage.',
      },
    ],
  },
  'door-glass-replacement/hayward': {
    paragraphs: [
      'A door window can break at a BART station lot, at the curb outside an apartment on Tennyson Road, or in your own driveway when a worn regulator lets the glass drop and crack inside the door. The cause changes; the mess does not. Tempered side glass turns into small cubes that end up in the door cavity, the seat tracks, the cup holders and the carpet.',
      'Roll-down glass rides on the regulator rather than sitting in adhesive, so nothing has to cure. Most of the appointment goes into removing the door panel, vacuuming every pocket where fragments collect, confirming the motor and regulator work, and checking that the new pane travels smoothly and seals at the top. Fixed quarter windows behind the rear doors are different: they are bonded with urethane, and that bond needs close to an hour before the car moves.',
      'Hayward is our home base, which helps when a window has to be closed up quickly. For less common models, or side glass that is laminated instead of tempered, the part may need to be ordered first, and we tell you when it will arrive. Either way the work is done where the car is parked, with no travel fee.',
    ],
    faqs: [
      {
        question:
          'My window was smashed at the South Hayward BART lot. Do I need to drive the car somewhere first?',
        answer:
          'Not necessarily. You can drive home with the opening taped over and have us work in your driveway, or ask us to meet you at the station if the car has to stay there. Station lots set their own rules about outside work, so home or work is usually the simpler place.',
      },
      {
        question:
          'Glass keeps rattling inside the door after the break-in. Does that mean more damage?',
        answer:
          'Usually it is just fragments resting at the bottom of the door. We take the panel off and vacuum them out before fitting the new glass, since loose pieces can jam the regulator or scratch the new window. Until then, leave the switch for that door alone.',
      },
    ],
  },
  'back-glass-replacement/hayward': {
    paragraphs: [
      'Hatchbacks, crossovers and SUVs are everywhere on Hayward streets, and the glass set into their liftgates is broad and upright, with nothing in front of it. It breaks in a break-in, when a liftgate closes on a bike or a ladder, or when a branch comes down on a tree-lined street in the Hayward Hills during a winter storm. Pickups from the industrial district add their own cab-back windows to the list.',
      'Tempered rear glass never cracks neatly; it crumbles all at once into the cargo area and back seat. We vacuum the load floor, the spaces between seat cushions and the whole pinch weld, strip what is left of the old urethane, prime the frame and set the new glass in a fresh bead. Before we pack up, we reconnect the defroster leads, any antenna wired through the glass and the rear wiper, and make sure each one works.',
      'A working defroster earns its keep on the foggy mornings common near the Hayward shoreline. Expect one to two hours, including roughly an hour of cure before the car moves. Rear glass normally falls under comprehensive coverage, and we confirm your policy and bill the insurer directly.',
    ],
    faqs: [
      {
        question: 'Do you replace the sliding rear window on a work pickup?',
        answer:
          'Yes. Give us the year, make, model and VIN, and tell us whether the truck has a heated rear window or a power slider. We confirm the exact part before booking, then fit and seal it at your yard or home, and test the latch and the defroster before handing the truck back.',
      },
      {
        question:
          'The hatch glass broke but the liftgate still closes. Can I keep driving for a few days?',
        answer:
          'Short trips are manageable if the opening is sealed with plastic and tape and the hatch stays shut, but loose fragments and exhaust fumes can reach the cabin. In Hayward, where the afternoon wind off the bay picks up, a taped cover tends to flap loose, so book the replacement soon.',
      },
    ],
  },
  'adas-windshield-calibration/hayward': {
    paragraphs: [
      'Hayward drivers have a small advantage when a camera needs calibrating: the shop where we do static calibrations is in their own city. Static work needs a level floor, steady lighting and an uncluttered stretch in front of the bumper for the targets, and a driveway or curb cannot offer all three, which is why it happens indoors at the shop rather than outside your home.',
      'Dynamic calibration is a different procedure. When the carmaker calls for it, a technician holds the speeds the procedure lists, on roads with crisp lane lines, while a scan tool watches the camera settle, and stretches of I-880 and SR-92 near Hayward usually serve once traffic is moving. That kind can start and finish at your home or workplace, right after the new windshield has cured.',
      'Not every car carries a forward camera, and the carmaker, not us, decides which method applies. Teslas are the exception to the routine: they recalibrate their own cameras as they are driven. When you book, we look up your vehicle and tell you whether calibration is needed at all, and which kind.',
    ],
    faqs: [
      {
        question:
          'If my car needs static calibration, where does the windshield replacement happen?',
        answer:
          'Often at the same place. When the carmaker specifies a static procedure, we can usually install the windshield at our Hayward shop as well, let the urethane cure, and then calibrate, all in one visit. We set that up when you book so nothing has to be done twice.',
      },
      {
        question: 'What do I get when the calibration is finished?',
        answer:
          'A record showing the procedure was completed and that the system reported no faults afterward. Keep it with your insurance papers or service file; it is useful if you sell the car, or if a lane or braking warning appears later and someone asks when the camera was last aligned.',
      },
    ],
  },
  'mobile-service/hayward': {
    paragraphs: [
      'Every van starts its day in Hayward, which makes local appointments easier to fit in, but the spot where your car sits still decides how smoothly the job goes. The flats west of Mission Boulevard are mostly level, with driveways and wide streets that suit the work. Up in the Hayward Hills, steep driveways and sloping curbs can tilt the car, so describe your site when you book.',
      'Besides level ground, the technician needs roughly a yard of open room on each side of the car, a way to reach it, and the keys. Carports at apartment complexes along Tennyson Road and Harder Road work well, and the roof helps in drizzle. In hard rain or a strong afternoon wind off the bay we move the appointment, since urethane has to go onto a dry frame.',
      'Workplaces count too: warehouse lots around the airport and along Clawiter Road, or parking at Chabot College when the campus permits it. There is no travel fee for any of it. If plans change, a call 24 hours ahead lets us offer the time to another customer.',
    ],
    faqs: [
      {
        question: 'Can you work in a Hayward Hills driveway that slopes toward the street?',
        answer:
          'Sometimes. A gentle slope is workable, but a steep one makes it hard to set the glass evenly and keep tools from rolling. We may ask you to park on a flatter stretch of street nearby, or on a level spot at work, for the length of the visit.',
      },
      {
        question: 'Does living near your base change anything about booking?',
        answer:
          'It can make an early or late slot easier to fit, because the van starts its day in town. We cannot promise a time until we check the schedule and confirm the glass for your car; the quote form shows the open slots.',
      },
    ],
  },
  'fleet-services/hayward': {
    paragraphs: [
      "Hayward's industrial belt west of I-880 is full of vehicles that earn their keep on the road: refrigerated box trucks for food distributors, cargo vans on delivery routes, service vans, and pickups for the trades. Their windshields spend the day on I-880, SR-92 and the truck routes between the yards, and chips pile up quickly.",
      `Our fleet program is built around that kind of yard. Send a request with unit numbers and a short note on the damage, and we put it on the schedule${fleetWithin()}; larger fleets can set up recurring visits where a technician works down the line of parked vehicles. Jobs are filed by unit number with the VIN alongside, and billed to the account${fleetInvoicing()}.`,
      'Because our shop is in Hayward, vehicles that need a static camera calibration after a windshield replacement can be routed there between shifts. Yards that run early and late can ask for after-hours or weekend work by arrangement, so a van gets its glass while it would otherwise sit parked.',
    ],
    faqs: [
      {
        question: 'Our trucks leave the yard before dawn. When would the glass work happen?',
        answer: `We can set up visits after the trucks return or on a weekend, by arrangement, so vehicles are out of service only while they would be parked anyway. Requests are scheduled${fleetWithin()}, and recurring stops can be added once the yard has enough vehicles to justify them.`,
      },
      {
        question: 'How do you keep track of work across a large number of vans?',
        answer: `Each chip fill, new windshield and camera calibration goes into the file for that van, under its unit number and VIN. The consolidated${fleetTermsBefore()} invoice lists each vehicle separately, which makes it simple to match glass work to your maintenance records and to spot units that keep coming back with damage.`,
      },
    ],
  },

  // Fremont
  'windshield-replacement/fremont': {
    paragraphs: [
      'Fremont runs from the bay marshes to the foothills of Mission Peak, and windshields take damage at both ends. On the west side, I-880 between Mowry Avenue and Auto Mall Parkway carries a dense mix of commuters and trucks. On the east side, I-680 brings traffic down the Sunol Grade past Mission San Jose and Warm Springs. Both freeways throw enough stones that a chip turning into a long crack is a routine outcome rather than bad luck.',
      'Many of the cars kept in Fremont garages are recent models, and the glass they need is specific: a bracket for a forward camera, a rain sensor, an acoustic layer, or a zone built for a head-up display. Your VIN tells us which of those the car has, and the OEM or equivalent glass we order matches what it left the factory with.',
      'Installs happen in Ardenwood and Centerville driveways, in townhome garages near the Fremont and Warm Springs BART stations, and in office lots on either side of I-880. Plan on one to two hours, which covers the hour the urethane needs before driving, plus one to two more if the camera has to be calibrated.',
    ],
    faqs: [
      {
        question: 'Which windshield goes on a car with a head-up display?',
        answer:
          'One made for it. A head-up display projects onto glass made with a wedge-shaped interlayer, so the image appears once instead of doubled. We order the version built for HUD-equipped cars of your model, and before we leave we switch the display on with you to check that the projection is sharp.',
      },
      {
        question:
          'The crack is long but low on the passenger side. Do I still need a new windshield?',
        answer:
          'Yes. Position stops mattering once a crack is past half an inch or touching an edge: resin will not stop it. A running crack also weakens the laminated glass that backs up the airbag and the roof, and warm Fremont afternoons tend to lengthen it, so replacement is the safe choice.',
      },
    ],
  },
  'windshield-repairs/fremont': {
    paragraphs: [
      'Niles Canyon Road leaves Fremont at Niles and winds between rock walls on its way to Sunol, and loose stones on that stretch chip plenty of windshields. Closer to home, the long runs of Paseo Padre Parkway, Fremont Boulevard and Mission Boulevard see gravel from work trucks and landscaping trailers, and the freeway ramps at Auto Mall Parkway and Mowry Avenue add their share.',
      'Resin can save the glass only within limits. The chip must be on the front windshield, must not go deeper than the outer ply, must span less than half an inch, must sit 2 inches or more inside the edge, and must not have a crushed center. Inside those limits, the fill and the ultraviolet cure take around half an hour, and you drive off once the tools are packed.',
      'Plenty of Fremont cars have a camera mounted at the top center of the windshield. A repair leaves the glass exactly where it is, so that camera needs no recalibration, which is one more argument for filling a chip before it spreads into a replacement. We do repairs in driveways in Irvington and Niles, and in the shopping lots at Pacific Commons and the Fremont Hub when the property allows it.',
    ],
    faqs: [
      {
        question: 'I picked up a chip in Niles Canyon on Sunday. How soon should it be repaired?',
        answer:
          'Sooner is better. Until the visit, put a piece of clear tape over it and keep the defroster aimed elsewhere. A clean chip fills more completely, and each warm Fremont afternoon it waits is another chance for it to stretch into a crack.',
      },
      {
        question: 'Could the repair happen at the Fremont BART station while I commute?',
        answer:
          'BART sets the rules for its lots, and outside work may not be allowed there, so a driveway or workplace is usually easier. Because a repair runs about half an hour and nothing has to cure afterward, a slot before work or over lunch fits it well.',
      },
    ],
  },
  'door-glass-replacement/fremont': {
    paragraphs: [
      'Many of the electric and late-model cars common in Fremont have frameless door glass, the kind that drops slightly when the door opens and rises into the roof seal when it closes. After a replacement, that window has to be set to the correct height and its stop positions relearned, or it will not seal and may whistle at freeway speed. Some models also use laminated side glass, which is quieter and harder to get through, and we order it to match.',
      'Most side windows are still tempered, and when one fails it sprays small cubes into the door, the seat tracks and the carpet. Our technician pulls the door panel, vacuums all of it, checks the regulator and motor, and installs the new glass, usually in one to two hours with no cure time for roll-down windows. Fixed quarter glass is bonded, so those cars wait about an hour.',
      'Trailhead lots below Mission Peak and at Coyote Hills, station parking and busy shopping centers are all places where a car sits unattended long enough for a smash-and-grab. We can meet you at home in Centerville or Warm Springs, or at work, once the opening is covered and the car is safe to drive there.',
    ],
    faqs: [
      {
        question: 'Why does my new frameless window need a reset after installation?',
        answer:
          'The door module learns where the glass should stop so it can drop a little when the door opens and press into the seal when it closes. A new pane, or a disconnected battery, can erase that position. We run the reset procedure for your model before handing the car back.',
      },
      {
        question: 'Is laminated side glass replaced differently from regular door glass?',
        answer:
          'The steps are similar, but laminated glass cracks in place instead of shattering, so there is less to clean out of the door. It has to be replaced with laminated glass again to keep the quieter cabin and the added security, and it is often ordered in, so allow a little more lead time.',
      },
    ],
  },
  'back-glass-replacement/fremont': {
    paragraphs: [
      'Minivans and three-row SUVs crowd the school pickup lines in Mission San Jose and Ardenwood, and their liftgate glass is a broad, exposed target: a ball from a driveway game, a bike rack that swung loose, a hatch closed on something too long for the cargo area, or a break-in at a shopping lot.',
      'Liftgate glass usually carries more than a defroster grid. The rear wiper motor often passes through it, and on some models the third brake light, the radio antenna or a washer nozzle sits on or beside the glass. We transfer each of those parts to the new pane, reconnect the leads, and run the defroster and wiper before we call the job done.',
      'Before any of that, the old glass is vacuumed out of the cargo floor, the third-row seat folds and the channel around the opening. A fresh urethane bead goes down, the new pane is set, and the car then rests for about an hour before it moves. Driveways in Niles and Irvington and office lots near the Warm Springs BART station are typical places for the work.',
    ],
    faqs: [
      {
        question: "Will my minivan's rear wiper work the same after the glass is replaced?",
        answer:
          'It should. The wiper arm and motor come off before the old glass is removed and go back onto the new pane, which has the mounting hole in the right place. We run the wiper and washer before the appointment ends so you can see both working.',
      },
      {
        question: 'Can back glass be installed in a Fremont townhome garage?',
        answer:
          'If there is room to raise the liftgate fully and walk around the car, yes. Shared garages in townhome complexes near Fremont BART are often tight, so measure the space behind the bumper, check for a low ceiling or storage shelves, and tell us what you find when you book.',
      },
    ],
  },
  'adas-windshield-calibration/fremont': {
    paragraphs: [
      'Recent hybrids and EVs are a common sight on Fremont streets. Many, though not all, carry a forward-facing camera at the top of the windshield that feeds lane keeping and automatic emergency braking, and once new glass is installed, that camera must be aimed again by the procedure its maker specifies.',
      'When the method is dynamic, we handle it near you: a technician drives at the speeds the procedure lists, scan tool plugged in, on well-striped roads such as I-880 and I-680, until the camera reports that it has aligned. When the method is static, the car comes to our Hayward shop, because the targets need a level floor, controlled light and an empty area in front of the car that a Fremont driveway or garage cannot provide. Some models call for both.',
      'Teslas follow their own process. They recalibrate their cameras automatically as they are driven after the glass is replaced, and our job there is to install the correct windshield and make sure the camera bracket and cover are seated properly. For everything else, we look up the procedure when you book and plan the replacement around it, so the car is not left with a half-finished job.',
    ],
    faqs: [
      {
        question: 'My Tesla needs a new windshield. Will you calibrate the camera?',
        answer:
          'Teslas handle it themselves: after the replacement, the car recalibrates its cameras as you drive, and some Autopilot features may be unavailable until that finishes. Our part is fitting the correct glass and making sure the camera bracket and its cover are seated properly.',
      },
      {
        question: "Why can't the static calibration be done in my Fremont garage?",
        answer:
          'Static targets have to sit at exact measured positions ahead of the car, on a floor level with the tires, lit evenly, with no shiny or cluttered objects in view. A home garage cannot be counted on to check every box, so this work happens at our Hayward shop, normally straight after the new windshield goes in.',
      },
    ],
  },
  'mobile-service/fremont': {
    paragraphs: [
      'Fremont is large, and the setting for a mobile job changes from one district to the next. Flat tract streets in Centerville, Irvington and Ardenwood suit the van well. Homes in the hills above Mission Boulevard often have steep driveways, and there we may ask to work on a level stretch of street out front or inside the garage.',
      'Newer condos and apartments near the Warm Springs and Fremont BART stations usually mean podium or underground parking. Before booking there, check the clearance sign at the garage entrance, since a service van stands taller than a car, and ask management whether outside vendors may work inside. If the van cannot get in, bringing the car up to a surface space or visitor bay usually solves it.',
      'Wherever it is, the technician needs level pavement, enough room to open the doors fully on both sides, the keys, and a dry surface for any adhesive work. Light drizzle is handled under a canopy; driving rain or strong wind pushes the visit to a later dry slot. Coming to you adds no travel charge, and if you need to cancel, 24 hours of warning is enough.',
    ],
    faqs: [
      {
        question: "What if the van won't fit into my building's garage?",
        answer:
          'Then the car comes to the van. A guest space at street level, a visitor lot or a nearby curb works, as long as it is level and the property allows the work. A new windshield keeps the car in place for roughly an hour afterward, so skip any space with a short time limit.',
      },
      {
        question: 'Can you come to Ohlone College while I am in class?',
        answer:
          'If campus parking rules allow a vendor to work in the lot, a chip repair fits easily within a class period and a replacement fits a longer block of time. Tell us which lot you use; you will need to hand over the keys at the start and collect them at the end.',
      },
    ],
  },
  'fleet-services/fremont': {
    paragraphs: [
      'The industrial and research districts in south Fremont, around Warm Springs and west of I-880, keep many company vehicles busy: technician vans, parts runners, facility pickups, and shuttles moving staff between buildings. Those vehicles spend their days on I-880, I-680 and SR-262, and their windshields show it.',
      `We schedule fleet glass work${fleetWithin(' of a request')} and do it in your lot or yard, so drivers are not pulled off the road to wait at a shop. Every vehicle is logged by unit number and VIN and appears on a single invoice${onFleetTerms()}. For sites with many vehicles, a recurring visit lets a technician inspect and fix several units in one stop, and for crews that run all day, the yard can be visited in the evening or at the weekend.`,
      'Camera calibration is a real planning item for Fremont fleets, since late-model vans and pickups often carry windshield cameras. Dynamic calibrations can be driven from your site. Vehicles that need static calibration go to our Hayward shop, and we stagger them so only a few are out of service at a time.',
    ],
    faqs: [
      {
        question:
          'Several of our vans need static calibration. How do you handle that without sidelining them?',
        answer:
          'We stagger them: a van can get its windshield and its calibration at our Hayward shop in one visit, a few units at a time, while the rest stay on their routes. Your fleet contact receives a calibration record for each vehicle, filed under its unit number and VIN.',
      },
      {
        question: 'Can chip repair be part of our fleet account?',
        answer:
          'Yes. Chips picked up on I-880 or I-680 can be filled in about 30 minutes each during a regular yard visit, which keeps the original windshields in service and avoids a calibration. Drivers can report chips by unit number, and we add them to the next scheduled stop.',
      },
    ],
  },

  // Dublin
  'windshield-replacement/dublin': {
    paragraphs: [
      "Loaded trucks grinding up the Dublin Grade on westbound I-580, and the heavy weaving at the I-580/I-680 interchange on the city's southern boundary, make Dublin a steady producer of cracked windshields. Eastbound, the same stream of rigs continues toward Livermore and the Altamont, so Dublin commuters spend much of their drive behind loads that shed gravel.",
      'Heat finishes what the stones start. A chip that survives the spring often runs across the glass in the first hot spell of summer, especially on cars left in the sun at Hacienda Crossings or in an open lot near the Dublin/Pleasanton BART station. Cracks beyond half an inch, or any that have found an edge, mean swapping in OEM or equivalent glass.',
      'Most Dublin installs happen in attached garages and driveways in Dublin Ranch and Positano, in the older neighborhoods west of Dougherty Road, or in office lots along Dublin Boulevard. Budget one to two hours, cure time counted, and more on cars with a forward camera, since it has to be calibrated afterward.',
    ],
    faqs: [
      {
        question: "Our HOA doesn't allow repairs in the driveway. What are the options?",
        answer:
          'Some Dublin associations limit vendor work outside the garage. If your garage has room to open the car doors fully on both sides, we can work inside it with the door up. Otherwise, an employer lot or another level spot where work is permitted is the next choice.',
      },
      {
        question: 'What should I do after a new windshield goes in on a hot Dublin afternoon?',
        answer:
          'Wait at least an hour before driving, or longer if the technician says so. For the first day, leave a window cracked about an inch, shut the doors gently, keep the retention tape on and skip the car wash. Parking in the garage or shade keeps the fresh seal from baking.',
      },
    ],
  },
  'windshield-repairs/dublin': {
    paragraphs: [
      'Chips on Dublin cars usually trace back to I-580 or I-680, where trucks heading over the Dublin Grade or down toward the Sunol Grade drop bits of their loads. Local roads add to it: Dougherty Road and Tassajara Road carry a lot of work trucks and trailers, and dry wind sweeping across the valley floor moves grit onto the pavement.',
      'Timing matters more here than in the cooler cities along the bay. Glass that sits in direct sun on a summer afternoon and is then chilled by the air conditioning flexes unevenly, and that is often the moment a small star break sends out a long leg. Filling the chip early means the glass and the bond it left the factory with stay where they are.',
      'A repair takes about 30 minutes and fits into a lunch break at an office on Dublin Boulevard or a stop at Persimmon Place. It works for front-windshield chips under half an inch that stay in the outer layer, with a 2-inch border of sound glass around them and no crushed center. Anything bigger is quoted as a replacement.',
    ],
    faqs: [
      {
        question: 'Should I wait until the weather cools down to fix a chip?',
        answer:
          'No. A Tri-Valley summer is exactly when chips tend to spread. Park in shade, aim the air conditioning away from the glass, and book a repair soon. On very hot days we work in a garage or under the canopy, because glass that is too hot makes the resin harder to control.',
      },
      {
        question: 'The chip is low on the passenger side. Does that make it easier to repair?',
        answer:
          'Position does not change the method, but it does decide whether a repair is allowed: the chip must sit at least 2 inches from every edge. A low passenger-side chip often meets that limit and stays out of your direct view, which makes it a good candidate.',
      },
    ],
  },
  'door-glass-replacement/dublin': {
    paragraphs: [
      'Side windows in Dublin break in a few recurring ways: a smash-and-grab in a shopping center or commuter garage, a window that slipped off a worn regulator inside the door, or a stone flung sideways by a passing truck on I-580. Tempered door glass cannot be repaired in any of those cases, only replaced.',
      'Whatever the cause, the job follows the same path. Off comes the inner door panel; then the shards are vacuumed from the door shell, the seat tracks and the floor, the regulator and motor are tested, and new glass in the factory tint is fitted. With no adhesive on a roll-down window, the car is yours again once the panel clips back on, typically within two hours of arrival. Bonded quarter glass needs about an hour to set.',
      "Garages in Dublin's newer townhome and condo communities often have just enough width for the car itself. If the broken side sits tight against a wall, back the car onto the apron or into a guest space before we arrive, because door glass work needs the door swung all the way open and room to stand beside it.",
    ],
    faqs: [
      {
        question: 'Is it safe to drive on I-580 with the door window missing?',
        answer:
          'For a short trip, yes, if the opening is covered with plastic and tape and no loose glass is near the pedals or the seat. At freeway speed the cover will flutter and may tear, so take surface streets where you can and go straight home or to work, where we can meet you.',
      },
      {
        question: 'How do I keep glass out of the seat rails before you arrive?',
        answer:
          'Avoid sitting in or sliding the seat on the broken side, and do not run the power window switch. Pick out the larger pieces you can see while wearing gloves, but leave the door cavity and rails to us; we vacuum them thoroughly before the new glass goes in.',
      },
    ],
  },
  'back-glass-replacement/dublin': {
    paragraphs: [
      "Dublin's three-row SUVs and crossovers carry big rear glass, and it tends to break in family ways: a stray soccer ball near the fields at Emerald Glen Park, a bike rack that swung into the hatch, or a liftgate shut on a stroller handle. Break-ins in parking lots are the other common cause.",
      'Rear glass is tempered, so it fails completely and cannot be repaired. We vacuum the cargo floor, the gaps around the folded seat backs and the pinch-weld channel, prime the frame, lay new urethane and set the replacement. The defroster leads, antenna connectors and rear wiper are reattached and tested, and the car then sits parked for roughly an hour before it goes anywhere.',
      'In summer, a car with an open rear window in a Dublin driveway bakes, and dust from the dry hills drifts inside. Tape plastic over the opening, keep the hatch closed and park in the garage if the car fits. Back glass usually falls under comprehensive coverage, and we read through your policy before sending the invoice to the insurer.',
    ],
    faqs: [
      {
        question: 'Will the new rear glass match the dark privacy tint on my SUV?',
        answer:
          'Yes. Factory privacy tint on SUVs and minivans is part of the glass itself, and we order the same shade your car came with. If the old window also had aftermarket film applied over it, that film is separate from the glass and would need to be redone by a tint shop.',
      },
      {
        question: 'The rear wiper stopped working after the glass broke. Will new glass fix that?',
        answer:
          'Often the motor is fine and only the connection or arm was knocked loose. We move the wiper assembly onto the new glass and test it. If the motor itself was damaged in the impact, we tell you before finishing so you can decide how to handle it.',
      },
    ],
  },
  'adas-windshield-calibration/dublin': {
    paragraphs: [
      "Many cars in Dublin's newer neighborhoods came with lane keeping and automatic emergency braking, and in most of them those features rely on a camera mounted behind the windshield. Not every model has one, so we check your car's equipment before booking a replacement and tell you whether calibration applies.",
      'Which calibration follows depends on the carmaker. Dynamic procedures need steady driving at specified speeds on roads with clear lane lines, and I-580 and I-680 around Dublin serve well once traffic is flowing. Those drives start and end at your home or office after the new glass has cured.',
      'Static procedures take the car over the Dublin Grade to our Hayward shop. The targets have to stand on level concrete, lit the same way every time, with an empty zone before the bumper, and a sloped driveway in Dublin Ranch or a crowded two-car garage cannot provide that. When your car needs a static calibration, we usually plan the replacement at the shop too, so everything happens in a single visit.',
    ],
    faqs: [
      {
        question: 'Can the dynamic calibration be done during my commute?',
        answer:
          'No. A technician drives the car with the scan tool connected, because the speeds and lane conditions have to match the procedure. Stop-and-go traffic on I-580 at peak hours can stall the routine, so we plan these drives outside the heaviest congestion whenever we can.',
      },
      {
        question: 'My car was calibrated once already. Why does it need it again?',
        answer:
          'Each windshield sits slightly differently in the frame, so a new one changes the angle the camera looks through, even if the old calibration was perfect. The earlier result does not carry over to new glass, which is why the carmaker requires a fresh calibration after every replacement.',
      },
    ],
  },
  'mobile-service/dublin': {
    paragraphs: [
      "Dublin's housing ranges from 1960s tract homes west of Dougherty Road to newer townhome rows and apartment blocks on the east side, and each setting asks something different of a mobile appointment. The older homes usually have a wide driveway and a two-car garage, which makes the work simple.",
      'East-side communities can have narrow motor courts behind the homes, compact garages and HOA rules about vendors. Check whether your association allows work in the garage or a guest space, and make sure the car has roughly a yard of clear room on each side. Apartment residents near the Dublin/Pleasanton BART station may need a visitor permit for the van, or a surface space where the property allows outside work.',
      "Summer brings the other constraint. Dublin afternoons get hot, and dark glass in direct sun is hard to handle, so the canopy goes up for shade or we favor the garage. Gusty days can force a reschedule for adhesive work, and we ask for 24 hours' notice if you need to cancel. There is never a travel fee.",
    ],
    faqs: [
      {
        question: 'Our townhome has an alley-facing garage. Will the van block the neighbors?',
        answer:
          "The van parks where it does not block the alley or anyone else's garage, often in a guest space or on the street nearby, and the technician carries the glass to your car. Describe the layout when booking so we can plan where the van goes.",
      },
      {
        question: 'Is an early appointment better in summer?',
        answer:
          'Often it is. Morning glass is cooler and easier to work with, and a freshly installed windshield is spared the hottest part of the afternoon while the urethane sets. Ask for the first slot of the day when you book, and we will offer it if it is open.',
      },
    ],
  },
  'fleet-services/dublin': {
    paragraphs: [
      'Dublin sits at the meeting of I-580 and I-680, and fleets based here use both all day: home-service contractors heading to jobs across the Tri-Valley and down to the South Bay, field-service and sales cars, property-management pickups, and delivery vans working routes through the east-side neighborhoods. With rigs crossing the Dublin Grade on one side and the long I-680 corridor on the other, those windshields rarely stay unmarked for long.',
      `A fleet account gives you one contact, scheduling${fleetWithin(' of a request')}, work done in your lot or yard, and invoicing${onFleetTerms()} with each job tied to a unit number and VIN. Fleets with many vehicles can set a recurring day for a technician to inspect the whole line and fill chips before they become replacements.`,
      'Cameras change the plan for many late-model vans and pickups. Dynamic calibrations can be driven from your site; static ones are done at our Hayward shop, and we schedule them so only a few vehicles are away at once. If your trucks sit idle only at night or on weekends, after-hours or weekend yard work can be arranged.',
    ],
    faqs: [
      {
        question:
          'Our crews take the vehicles home instead of parking at a central yard. Can you still service them?',
        answer: `Yes. We can go to each driver's home or job site, as long as the vehicle is parked on level ground and we can get the keys. The work still goes on your fleet account, recorded by unit number and VIN, and billed on the same${fleetTermsBefore()} invoice.`,
      },
      {
        question: 'Do you keep records we can show during a safety audit?',
        answer:
          'Each windshield replacement and camera calibration is documented per vehicle, with the unit number, VIN, date and whether the system reported any faults afterward. Those records stay with your account and can be sent to your safety or maintenance contact on request.',
      },
    ],
  },

  // Livermore
  'windshield-replacement/livermore': {
    paragraphs: [
      'I-580 through Livermore is one of the main truck routes between the Bay Area and the Central Valley, and westbound rigs coming off the Altamont Pass throw a steady spray of stones at the cars around them. Gravel haulers on Stanley Boulevard and Isabel Avenue add more, and Vasco Road, which links the city with east Contra Costa County, carries its own flow of trucks.',
      "The valley's climate then does the rest. Summer afternoons in Livermore are hot, nights cool off sharply, and glass that swings between the two lets small cracks grow fast. Past half an inch, or once it creeps out to the edge, a crack is beyond what resin can do, and the windshield needs replacing rather than patching.",
      'We install OEM or equivalent glass in Springtown and South Livermore driveways, in lots near First Street downtown, and on rural properties wherever there is a level, firm spot to park. The install, cure included, takes one to two hours, and a car with a forward camera needs extra time for recalibration afterward.',
    ],
    faqs: [
      {
        question:
          'I live on a property with a gravel driveway. Can you replace the windshield there?',
        answer:
          'If there is a level, firm patch where the car can sit, often yes. Dust is the bigger concern, because urethane must bond to a clean frame. On a windy day we may set up the canopy as a shield or move the job to a paved spot such as a garage floor or the street.',
      },
      {
        question: 'Why did my windshield crack overnight when it was only chipped yesterday?',
        answer:
          "Livermore's wide swing between afternoon heat and cool night air makes the glass expand and contract, and a chip is a weak point where that stress gathers. A chip can run into a crack with no new impact at all. Once it has spread past half an inch, replacement is the answer.",
      },
    ],
  },
  'windshield-repairs/livermore': {
    paragraphs: [
      'A fresh chip is the smallest glass problem a Livermore driver will deal with, and it stays small only for a while. Wind pushing through the Altamont Pass carries grit across I-580, farm and vineyard traffic leaves gravel at the edges of the rural roads south of town, and trucks leaving the quarries west of the city scatter stones on the way to the freeway.',
      'Resin can save a front-windshield chip if the break is shallow (outer layer only), smaller than half an inch, 2 inches or more from the nearest edge and not powdered where the stone hit. The technician dries and cleans the break, injects the resin and sets it under an ultraviolet lamp; in about 30 minutes you can drive away.',
      'In summer we like to work early in the day, or in the shade of a garage or the canopy, because glass that has been sitting in the Livermore sun is hot to the touch and harder to repair well. Chips on cars parked at Las Positas College, near the downtown ACE station or outside an office can be handled right in those lots when the property allows it.',
    ],
    faqs: [
      {
        question: 'Does the summer heat make a chip repair less effective?',
        answer:
          'Very hot glass makes the resin flow and set less predictably, so we shade the area before starting and prefer morning appointments in the hottest weeks. Once cured, the repair holds the same way; heat matters most before the repair, when it can spread the chip.',
      },
      {
        question: 'Can several chips on one windshield be repaired?',
        answer:
          "Often, if each one meets the size and edge limits and they are not clustered in the driver's direct view. Windshields that spend a lot of time on I-580 behind trucks sometimes carry two or three. If there are many, or they sit close together, a replacement may be the better choice.",
      },
    ],
  },
  'door-glass-replacement/livermore': {
    paragraphs: [
      'Pickups and work trucks are everywhere in Livermore, from vineyard crews to contractors, and their door glass takes damage in ways a commuter car rarely sees: a ladder swung into a window, a gate latch catching the glass, a stone thrown by a mower at the edge of a field. Cars have their own risks, including smash-and-grabs in busy shopping and station lots.',
      'Most door windows are tempered, and some newer ones are laminated, but either way a broken one has to be replaced. We remove the inner panel, vacuum the fragments out of the door, floor and seat rails, check the regulator, and install glass with the correct tint. A window that rolls up and down is usable as soon as the panel goes back on, usually one to two hours after we begin; a fixed quarter window needs about an hour for the bond to set.',
      'An open window in a Livermore summer lets heat and dust into the cabin fast. Cover the opening with plastic and tape, park in a garage or shade, and book the visit at home in Springtown or South Livermore, or at your workplace.',
    ],
    faqs: [
      {
        question: 'Can you replace a door window on a work truck at a job site?',
        answer:
          'Yes, if the site allows it and the truck sits on firm, level ground where the damaged door can swing all the way open. Dusty ground is manageable for door glass, since roll-down windows use no adhesive, but we stay clear of active work zones where equipment is moving.',
      },
      {
        question:
          'Dust got into the door after the window broke. Will the new window still run smoothly?',
        answer:
          'We vacuum the door cavity and the window channels before installing the new glass, which removes grit along with the broken pieces. If the run channels are worn or packed with dirt, the window may drag, and we point that out before we finish.',
      },
    ],
  },
  'back-glass-replacement/livermore': {
    paragraphs: [
      'Cab-back windows on ranch and vineyard pickups live a hard life. Posts, irrigation pipe and tools slide forward in the bed, and one hard stop can put them through the glass. Sliding center panels, rear defrosters and privacy tint vary from truck to truck, so we match the part to your VIN before the visit.',
      'Cars and SUVs in town lose their back glass in other ways: a break-in at a shopping lot, a branch brought down by wind, or a liftgate closed on something long. Tempered rear glass breaks into small pieces that scatter through the cargo area and back seat, and we vacuum all of it, including the channel around the opening, before setting new glass in urethane.',
      'Winter mornings in the valley can be cold and foggy, which is when a working rear defroster matters most. We reconnect and test the defroster grid and any antenna in the glass before we leave. Roughly an hour of that is cure time, so set aside one to two hours in all, whether we meet the truck at home, at work or at the ranch.',
    ],
    faqs: [
      {
        question: 'Can you install a cab-back window on a truck with a headache rack or tool box?',
        answer:
          'Usually, as long as there is room to reach the glass from outside. A rack bolted close to the cab may need to come off first, and a tall tool box can limit access. Tell us about both when you book, with a photo if possible, so we arrive with the right plan.',
      },
      {
        question: 'Will the dust from the Altamont winds affect the new seal?',
        answer:
          'The frame is cleaned and primed just before the urethane goes on, and on gusty days we set up the canopy to keep blowing dust off the bonding surface. If the wind is strong enough to carry grit steadily, we move the appointment rather than risk a weak seal.',
      },
    ],
  },
  'adas-windshield-calibration/livermore': {
    paragraphs: [
      'Not every car in Livermore has a windshield camera, but many recent sedans, SUVs and pickups do, and the lane keeping and emergency braking features they support depend on that camera seeing straight after a new windshield is installed.',
      'For cars whose makers call for dynamic calibration, I-580 through Livermore is a good route: several lanes, clear striping and long straight stretches once traffic is moving. The rural roads north and south of town are a poor choice, because faded or missing center lines keep the camera from completing its routine. The drive starts from your home or business once the glass has cured.',
      'Static calibration is a different setup. Its targets are measured out ahead of the bumper on a dead-level floor, in light that never changes and with nothing else in the camera view, which is why that work happens at our Hayward shop. If your model needs it, we usually arrange the replacement at the shop as well, so the car makes one trip. Teslas are the exception: they recalibrate on their own as they are driven.',
    ],
    faqs: [
      {
        question: "Why can't the calibration drive be done on the country road near my house?",
        answer:
          'Dynamic calibration relies on the camera seeing clear, continuous lane markings at set speeds. Many rural roads around Livermore have worn striping, no edge lines or frequent curves, so the routine stalls. A well-marked freeway such as I-580 gives the camera what it needs.',
      },
      {
        question:
          'My lane warning came on after a windshield was replaced somewhere else. Can you help?',
        answer:
          'Yes. A warning after a replacement usually means the camera was not calibrated or the procedure did not finish. We look up the method for your model; dynamic work can start from your location, and static work is done at our Hayward shop. We also check the glass and camera bracket.',
      },
    ],
  },
  'mobile-service/livermore': {
    paragraphs: [
      'Mobile work in Livermore has to plan around heat and wind. Summer afternoons can be hot enough that the glass, the frame and the technician all need shade, so the canopy comes out and morning slots are often the better choice. Wind funneling through the Altamont Pass can be strong on the east side of town, and gusts that carry dust or tug at the canopy are a reason to reschedule adhesive work.',
      'Locations vary widely. Springtown and the subdivisions of South Livermore offer level driveways and garages. Older homes near downtown may have narrow driveways or rely on street parking, and ranch and vineyard properties need a firm, level spot, not loose gravel on a slope. The technician needs room to open the doors on both sides, access to the car and the keys.',
      'Workplace lots work well too, from the business parks along the I-580 corridor to campus parking at Las Positas College, as long as the property allows outside work. The trip out costs nothing, and a cancellation just needs to reach us 24 hours ahead.',
    ],
    faqs: [
      {
        question: 'What happens if the wind picks up during the appointment?',
        answer:
          'If gusts start carrying dust or make the canopy unsafe before the adhesive work begins, we pause or rebook rather than risk a contaminated bond. Once the glass is set, ordinary wind does not harm the cure. We watch the forecast and may call ahead to move the slot.',
      },
      {
        question: 'Is my garage better than my driveway in July?',
        answer:
          'Usually, if it has room to open the doors on both sides. A garage keeps the sun off the glass and the dust off the frame. If it is packed with storage, the shaded side of the driveway early in the day is the next best spot.',
      },
    ],
  },
  'fleet-services/livermore': {
    paragraphs: [
      'Livermore fleets run on rough routes: aggregate and construction trucks tied to the quarries west of town, contractor pickups working sites across the valley, agricultural and vineyard vehicles on rural roads, and service vans that cross the Altamont toward the Central Valley. Windshields on those vehicles collect chips quickly.',
      `Our fleet program schedules requests${fleetWithin()} and does the work where the vehicles park, whether that is a paved yard in an industrial area or a dirt lot at a farm office, as long as there is a firm, level spot. Chips caught early are filled in about 30 minutes each; cracked windshields are replaced. Work on each truck is written up against its unit number and VIN and billed to the account${onFleetTerms()}.`,
      'Larger fleets can book a recurring visit, and crews that leave at first light can have their trucks handled after hours or on weekends by arrangement. Where a late-model pickup carries a windshield camera, we calibrate it on a well-striped road when the carmaker allows a dynamic procedure, and it goes to the Hayward shop when only a static one will do.',
    ],
    faqs: [
      {
        question: 'Can you time a yard visit before harvest or a busy construction season?',
        answer:
          'Yes. A recurring visit can be scheduled ahead of the weeks when your trucks will be busiest, so chips are filled and cracked windshields replaced while the vehicles can still spare the time. Tell us the dates that matter and we will plan around them.',
      },
      {
        question: 'Can our drivers report chips themselves?',
        answer: `Drivers can send the unit number, a photo and a note about where the chip sits. We add it to the next scheduled visit or, if it is spreading, book it${fleetWithin()}. Each report and repair lands on that vehicle's record in your account.`,
      },
    ],
  },

  // Newark
  'windshield-replacement/newark': {
    paragraphs: [
      'Newark drivers get around the Bay Area mostly by way of I-880 and the SR-84 freeway to the Dumbarton Bridge, and both roads carry a heavy share of trucks. Stones kicked up in that traffic are the usual start of a crack, and a chip left alone through a warm, dry week often runs across the glass, sometimes overnight as the air cools.',
      "Newark also sits beside the bay's salt ponds, where afternoon wind has little to slow it down. The fine grit it carries pits a windshield gradually, and a heavily pitted windshield scatters the glare of a low sun or oncoming headlights. When a crack passes half an inch, reaches the edge, or the pitting makes night driving hard, a new windshield is the fix.",
      'We install OEM or equivalent glass in driveways off Newark Boulevard and Cedar Boulevard, in Old Town near Thornton Avenue, and at workplaces in the Newark business parks. The appointment runs one to two hours with the urethane cure, and cars with a forward camera need calibration time on top of that.',
    ],
    faqs: [
      {
        question:
          'My windshield has no crack, but it glares badly at night. Is it worth replacing?',
        answer:
          'It can be. Years of wind-blown grit near the bay leave tiny pits that catch headlights and low sun. If the glare makes it hard to see, new glass restores clear optics. We can look at it during a visit and tell you plainly whether it is bad enough to justify a replacement.',
      },
      {
        question: 'Can you install the windshield in the NewPark Mall lot while I shop?',
        answer:
          'Shopping center lots set their own rules, so check with the property first. If they allow it, we need a level space away from the traffic lanes, ideally at the edge of the lot, and the car must then stay parked for an hour or so while it cures.',
      },
    ],
  },
  'windshield-repairs/newark': {
    paragraphs: [
      'Newark is flat and compact, and much of its driving funnels through a few arterials with freeway interchanges: Thornton Avenue on the Dumbarton freeway, and Mowry Avenue and Stevenson Boulevard on I-880. Those connections put trucks and passenger cars close together, and small stones are the result.',
      'Catching a chip early keeps the original windshield in place. We repair it when it sits on the front glass, stays within the outer layer, is under half an inch wide, has a 2-inch gap to every edge and is not crushed at the center. An ultraviolet lamp hardens the resin before the technician leaves, the whole visit lasts about 30 minutes, and you can drive off right after.',
      'In a city this size, a chip repair fits easily around a normal day: in a driveway near Lakeshore Park before work, in an office lot at lunch, or outside the Silliman Activity Center during a swim lesson, if the lot allows it. Until the repair, a strip of clear tape over the chip keeps moisture and wind-blown grit out of the break.',
    ],
    faqs: [
      {
        question: 'Wind-blown grit got into my chip. Can it still be repaired?',
        answer:
          'Usually. The technician cleans and dries the impact point before injecting resin, which removes loose dirt. Grit packed deep into a crack can leave the repair more visible, which is one more reason to cover a new chip with tape and book soon.',
      },
      {
        question: 'Why fix a small chip I can barely see?',
        answer:
          'Small chips near the bay still go through big temperature swings between foggy mornings and sunny afternoons, and a jolt on a rough road can send a crack across the glass. A repair takes about 30 minutes and keeps the factory seal; a replacement takes hours and, on many cars, a camera calibration.',
      },
    ],
  },
  'door-glass-replacement/newark': {
    paragraphs: [
      'A broken side window in Newark usually means a break-in, a window that fell off its track inside the door, or a stone from a truck on I-880. Whatever the cause, tempered door glass cannot be repaired, and the fragments spread farther than most people expect: inside the door, under the seats and deep into the seat rails.',
      'The technician removes the door panel, vacuums every cavity, checks that the regulator and motor work, installs glass matched to your factory tint, and runs the window through its full travel. Roll-down windows need no cure time, so the job takes one to two hours and is mostly cleanup. Bonded quarter windows need about an hour before driving.',
      'Many Newark homes have a driveway in front of an attached garage, which is the easiest place to work. Apartment complexes often have assigned or covered parking; let us know the rules and whether a vendor may work in your space. On a windy afternoon, working inside the garage keeps glass dust from blowing around while we clean.',
    ],
    faqs: [
      {
        question: 'My window was broken overnight and rain is coming. What should I do?',
        answer:
          'Tape plastic sheeting over the opening from the outside, tucking the top edge under the weatherstrip if you can, and take valuables out of the car. A roll-down window needs no adhesive, so light rain is less of an obstacle for this job than for a windshield, and we can work under the canopy.',
      },
      {
        question: 'Will the new window be as quiet as the old one?',
        answer:
          'It should be, provided the glass seats fully in its run channels and the door seals are intact. We check the fit before the panel goes back on. If wind noise shows up later on the Dumbarton freeway or I-880, our workmanship warranty covers a return visit.',
      },
    ],
  },
  'back-glass-replacement/newark': {
    paragraphs: [
      'Rear windows in Newark usually break from a break-in, a hatch closed on cargo, or a stray ball from a game in the street. Sedans lose the window above the trunk, while SUVs and minivans lose a liftgate pane that often carries the rear wiper. Either way, tempered glass lets go all at once.',
      'The cleanup is the part most people underestimate. Fragments end up under the cargo floor panel, in the seat-back folds, in the spare-tire well and along the window channel, and we vacuum all of those before the new glass goes in. The frame is primed, a fresh urethane bead is laid, and the defroster, antenna and wiper connections are restored and tested.',
      'A working defroster matters on the gray, damp mornings common near the bay, so we confirm every line of the grid warms before leaving. Expect one to two hours on site; for about half of it the car simply waits while the urethane firms up. Rear glass claims normally go through the comprehensive part of a policy, and we check yours and bill the insurer directly.',
    ],
    faqs: [
      {
        question: 'How do you keep the new rear window from leaking in winter storms?',
        answer: `The old urethane is trimmed to a thin, even bed, the frame is primed wherever bare metal shows, and a continuous bead holds the glass. We check the fit before you drive. Our ${workmanshipWarrantyName()} covers water leaks, so if you ever see drips after a storm, we come back.`,
      },
      {
        question: 'Should I clean out the broken glass myself before you arrive?',
        answer:
          'Only what is easy and safe, such as large pieces on the seat, and wear gloves. Leave the cargo area, the window channel and the trim to us; fragments hide in places that need the trim lifted, and we vacuum them as part of the job.',
      },
    ],
  },
  'adas-windshield-calibration/newark': {
    paragraphs: [
      'Lane keeping and automatic emergency braking earn their keep on long, repetitive drives like the Dumbarton Bridge commute or the crawl down I-880, and in many cars those features depend on a camera mounted behind the windshield. Put in new glass and that camera must be aimed again, or it may misread the lanes and the car ahead.',
      'The carmaker chooses the method. Dynamic calibration means a drive at fixed speeds along well-striped roads, and I-880 or the SR-84 freeway near Newark usually works once traffic is flowing, so that kind starts from your driveway or workplace. Static calibration asks for a flat floor, lighting we control and an open stretch ahead of the bumper; a Newark driveway or garage does not qualify, so that work goes to our Hayward shop.',
      'Plenty of cars have no forward camera, and a Tesla realigns its own cameras over its first drives on the new glass. We check your model when you book, plan the right method, and give you a record once the system reports no faults.',
    ],
    faqs: [
      {
        question: 'How long is my car gone during a dynamic calibration?',
        answer:
          'The technician drives it on nearby roads until the scan tool shows the camera has finished aligning, which usually fits within the 1 to 2 hours calibration takes. Heavy traffic or worn lane lines on a given day can stretch that, so leave the rest of the afternoon flexible.',
      },
      {
        question: 'Does a chip repair ever lead to a calibration?',
        answer:
          'No. A repair fills the chip without removing the windshield, so the camera bracket stays exactly where it was. On a camera-equipped car, that makes an early chip repair doubly worthwhile: it avoids both the replacement and the calibration that would follow it.',
      },
    ],
  },
  'mobile-service/newark': {
    paragraphs: [
      'Newark is mostly flat, which helps: level driveways and wide residential streets in the neighborhoods around Lakeshore Park and Old Town make good work sites. The main variable is the wind. Afternoons near the bay often bring a steady breeze, so we prefer mornings for windshield and back glass work, and the canopy keeps dust off the frame.',
      'On the day, put the keys somewhere the technician can reach and make sure the car is not boxed in: the doors have to swing fully open on both sides, with space to stand beside each one. In apartment complexes, check whether vendors may work in assigned or covered spaces, and whether the van needs a visitor pass. At an office or plant in one of the Newark business parks, the property manager usually decides where outside work can happen, so ask before the appointment.',
      'If the weather turns to steady rain or strong gusts, we move adhesive work to the next dry slot; door glass, which uses no adhesive, is more forgiving. The visit costs nothing extra for the drive, and telling us a day ahead about a cancellation lets us rebook the time.',
    ],
    faqs: [
      {
        question: 'Is a morning appointment really better than an afternoon one?',
        answer:
          'For windshield and back glass work in Newark, usually. Bay winds tend to build during the day, and calm air keeps dust away from the fresh urethane. Chip repairs and door glass are less sensitive, so those fit any open slot.',
      },
      {
        question: "Can you work in my apartment complex's covered parking?",
        answer:
          'Often, if the complex allows it and there is room beside the car. Covered spaces are useful in light rain. Check the clearance if the carport is low, since the technician needs to lift the glass above the roofline of the car during a windshield install.',
      },
    ],
  },
  'fleet-services/newark': {
    paragraphs: [
      "Newark's business parks and warehouses are home to light manufacturers, research labs, distributors and service companies, and their box trucks, cargo vans, service pickups and courier cars cross the bridge and run I-880 every day. Bridge approaches and busy freeway merges are where loads shed gravel, so windshields on those vehicles collect chips at a steady pace, and a crack in the driver's view can take a van off its route.",
      `We schedule fleet requests${fleetWithin()} and do the work in your lot or yard, between shifts when that suits you. Every vehicle's glass history is kept by unit number and VIN, and one${fleetTermsBefore()} invoice covers the whole account, so your accounts team sees one statement instead of a stack of receipts. Larger fleets can set up recurring visits, so a technician checks the whole line and fills chips before they spread.`,
      'Where vehicles only sit still at night or on weekends, after-hours and weekend yard work can be arranged. Late-model vans with windshield cameras get a dynamic calibration on the road near your site, or a static one at our Hayward shop when the procedure calls for it.',
    ],
    faqs: [
      {
        question:
          'Our vans cross the Dumbarton Bridge daily and keep getting chips. How do you keep up?',
        answer:
          'A recurring yard visit works best. A technician checks every van on a set schedule, fills chips in about 30 minutes each while they are still small, and flags any windshield that needs replacing. Fewer chips grow into cracks, and fewer vans need a new windshield and calibration.',
      },
      {
        question: 'Can vehicles at our Newark site and another location share one account?',
        answer: `Yes. Vehicles at different sites within our service area can sit on a single account, with one contact and one${fleetTermsBefore()} invoice. Each job is still listed by unit number, VIN and location, so each site manager can see what was done.`,
      },
    ],
  },

  // Pleasanton
  'windshield-replacement/pleasanton': {
    paragraphs: [
      "South of Pleasanton, the Sunol Grade on I-680 is a long pull for loaded trucks, and commuters stuck behind them on the way to and from the South Bay collect a lot of stones. I-580 along the city's northern edge adds the traffic bound for the Altamont, and haul trucks on Stanley Boulevard carry gravel right past the east side of town.",
      'Tri-Valley heat then works on whatever damage the freeway leaves. A chip that would sit quietly for months in a cooler climate can run in a single hot week here, and once the crack is past half an inch or has touched an edge, only a new windshield is safe. Many Pleasanton cars also carry a rain sensor or a forward camera on the glass, so we check those options against the VIN and order OEM or equivalent glass to suit.',
      'Installs happen in garages and driveways in Vintage Hills, Kottinger Ranch and Ruby Hill, on the older blocks near Main Street, and in office lots across Hacienda Business Park. Plan on one to two hours, including the hour the urethane needs, and another one to two if the camera needs calibrating.',
    ],
    faqs: [
      {
        question: 'I live in Ruby Hill. How does the technician get through the gate?',
        answer:
          'Add the technician to your guest list for the appointment day, or tell us how your gate access works when you book. Once inside, the replacement needs only a level driveway or a garage with elbow room along both doors.',
      },
      {
        question: 'Can you replace my windshield in a Hacienda office lot while I work?',
        answer:
          'Often, with permission from the property. Choose a level space away from the main drive aisles. Afterward the car waits about an hour before it can move, which fits easily into a workday. Leave the keys at the front desk or meet the technician at the car.',
      },
    ],
  },
  'windshield-repairs/pleasanton': {
    paragraphs: [
      "The chip in a Pleasanton windshield usually came from one of a few places: a truck on I-680 or I-580, a gravel hauler around the quarries east of town, or debris on the hillside stretches of Foothill Road. It starts as a small bull's-eye or star, and the first stretch of summer heat is often what turns it into a crack.",
      'A repair is the right call when four things hold: the damage is in the front windshield and stops at the outer ply, it is under half an inch across, a 2-inch band of clean glass separates it from the edge, and nothing is crushed where it was hit. We clean the break, draw air out, fill it with resin and cure it with ultraviolet light. Allow about 30 minutes, and the car is ready the moment the tools are put away.',
      'That half hour fits neatly into a Pleasanton day: a meeting at an office in Hacienda Business Park, an errand at Stoneridge Shopping Center, or a morning at home before the commute. Because the original glass and its seal never move, a car with a lane camera needs no calibration afterward.',
    ],
    faqs: [
      {
        question: 'How can I tell if my chip is too close to the edge?',
        answer:
          'Measure from the chip to the nearest visible edge of the glass. If it is less than 2 inches, resin is unlikely to hold and we will quote a replacement instead. A photo with a ruler or coin in frame, sent when you book, lets us give you an answer before the visit.',
      },
      {
        question: 'Can I wait until my next oil change to deal with the chip?',
        answer:
          'In Pleasanton summer heat, a wait of a few weeks is often enough for a chip to run. Cover it with clear tape, keep the defroster and air conditioning from blowing straight at it, and book the repair soon; it takes about 30 minutes at home or at work.',
      },
    ],
  },
  'door-glass-replacement/pleasanton': {
    paragraphs: [
      'Downtown Main Street, the lots around Stoneridge Shopping Center, the Alameda County Fairgrounds during events and the commuter parking at the ACE and BART stations share one trait: cars stay parked there, unattended, for hours, and that is when side windows get broken. A worn regulator that drops the glass inside the door is the other common cause.',
      'Door glass cannot be repaired, so the window is replaced. Once the inner panel is off, fragments are vacuumed from the door, seat rails and carpet, the regulator and motor get a test, and the new pane goes in with the correct tint. Since roll-down glass hangs on the regulator rather than in adhesive, the car can leave as soon as the trim is back together, one to two hours in. Bonded quarter windows are the exception and sit for an hour.',
      'Some higher-trim SUVs and sedans seen around Pleasanton have laminated side glass, chosen for a quieter cabin and better resistance to a smash-and-grab. It cracks rather than shattering, and it needs a laminated replacement. We check by VIN when ordering, since laminated and tempered versions of the same window are not interchangeable.',
    ],
    faqs: [
      {
        question:
          'My window was broken while I was at the county fair. Can you meet me at the fairgrounds?',
        answer:
          'Event parking at the fairgrounds is crowded and controlled by the venue, so it is rarely a workable spot. Tape plastic over the opening, drive home or to work, and we will meet you there. A roll-down window has no adhesive to wait on, so you can drive away the moment we finish.',
      },
      {
        question: 'How do I know whether my side glass is laminated?',
        answer:
          'Look at the edge of the glass with the window partly down: laminated glass shows a thin layer sandwiched between two sheets. If it cracked in place instead of falling apart, that is another sign. We confirm by VIN before ordering, so the right type arrives.',
      },
    ],
  },
  'back-glass-replacement/pleasanton': {
    paragraphs: [
      'Rear glass in Pleasanton gets broken in everyday ways: a golf bag or a load of lumber shoved against the inside of a liftgate, a hatch closed on a bike wheel, a foul ball near the ballfields, or a break-in at a shopping center. On pickups, the cab-back window takes hits from loads shifting in the bed on the Sunol Grade.',
      'Back glass is tempered, so when it goes, it goes entirely, and there is nothing to repair. Our technician clears the fragments from the cargo floor, the seat folds and the window channel, cleans and primes the pinch weld, beds the new glass in urethane, then hooks the defroster grid, the antenna leads and, on SUVs, the rear wiper back up. Each one is tested before we leave.',
      'Budget one to two hours; the last hour or so is the urethane curing while the car stays put. A garage in Vintage Hills or Val Vista, a level driveway downtown or a reserved space at work all make good places for the job. Where your comprehensive policy includes full glass coverage, most insurers let the new back glass cost you $0. We review the policy before booking and send the bill straight to the insurer.',
    ],
    faqs: [
      {
        question: 'Can I drive over the Sunol Grade with plastic over the back window?',
        answer:
          'It is better not to. Freeway speed on a long grade tears taped plastic loose, and exhaust and dust can get into the cabin through the gap. Keep the trip local, leave the hatch or trunk closed, and have us replace the glass at home or at work instead.',
      },
      {
        question:
          'My SUV has a rear window that opens separately from the liftgate. Is that replaced differently?',
        answer:
          'A flip-up rear window is usually held by hinges and struts rather than bonded with urethane, so the job is closer to a door glass replacement. The hinges, latch and any wiper are moved to the new glass and adjusted so it seals. We confirm the exact part by VIN.',
      },
    ],
  },
  'adas-windshield-calibration/pleasanton': {
    paragraphs: [
      'Camera-based safety features are common on the late-model cars parked around Hacienda Business Park and in Pleasanton garages, though some models still do without them. A car with a forward camera up by the mirror needs that camera recalibrated after a replacement, and the carmaker decides whether that is dynamic, static or both.',
      'The dynamic kind is a road drive: steady, specified speeds on cleanly marked lanes while a scan tool follows the camera, and I-580 and I-680 near Pleasanton work well outside peak congestion. It starts and ends at your home or office once the new glass has cured.',
      'Static calibration is handled at our Hayward shop instead. The targets want a perfectly flat floor, unchanging light and nothing standing between them and the camera, and a sloping driveway in the hills or a busy office garage cannot offer that. When your model calls for it, we generally install the windshield at the shop as well and finish both in one visit. Teslas skip this step and recalibrate their own cameras as they are driven.',
    ],
    faqs: [
      {
        question: 'My leased car needs a new windshield. Is the calibration record worth keeping?',
        answer:
          'Yes. The record shows the camera was calibrated after the replacement and the system reported no faults, which documents that the safety features were restored. That can be useful if a leasing company, an insurer or a future buyer asks about the glass work.',
      },
      {
        question: 'Do I need to prepare the car for calibration?',
        answer:
          'A little. Ride height affects the camera angle, so we check tire pressure and ask you to clear heavy items, such as golf clubs or sports gear, out of the cargo area. A reasonable amount of fuel helps for a dynamic drive. Everything else is handled during the appointment.',
      },
    ],
  },
  'mobile-service/pleasanton': {
    paragraphs: [
      'Pleasanton gives a mobile technician a wide range of work sites. Hacienda Business Park has large surface lots and parking structures; downtown has older homes with narrow driveways and curbside parking near Main Street; the hill neighborhoods such as Kottinger Ranch and Vintage Hills have garages but sometimes steep approaches; and Ruby Hill is gated. Tell us which of these describes your spot, and we plan the setup before the van arrives.',
      'Each site needs the same basics: level ground, roughly a yard of open space around the car, access to the vehicle and its keys, and permission where a property manager or HOA is involved. For gated communities, put the technician on the guest list; for office structures, check whether vendors may work inside and what the clearance is at the entrance.',
      'Weather shapes the rest. Tri-Valley summer afternoons are hot, so the canopy goes up for shade, and morning slots suit windshield work. In heavy rain or strong wind, adhesive work moves to the next dry day, while a quick chip repair can often go ahead under the canopy. We add nothing for travel, and a cancellation needs to reach us a day ahead.',
    ],
    faqs: [
      {
        question: 'Can you work on the top level of an office parking structure?',
        answer:
          'If the building allows it, yes, though the open roof deck is exposed to full sun and wind. A covered level is usually better for windshield work, as long as the van can clear the entrance and there is room around the car. Ask the property office before booking.',
      },
      {
        question: 'My downtown home has only street parking. Is the curb good enough?',
        answer:
          'Usually. A level curb space works well if both doors can swing wide and there is a safe margin from passing traffic. If the street has a steep crown or heavy through traffic, we may suggest a nearby side street or your workplace lot instead.',
      },
    ],
  },
  'fleet-services/pleasanton': {
    paragraphs: [
      'Pleasanton fleets tend to be service fleets: field technicians, medical couriers, property management and landscaping trucks, pool and HVAC vans, and sales cars based around Hacienda Business Park. They run the I-680 corridor over the Sunol Grade and the I-580 corridor toward the Altamont, both heavy with trucks, so chips and cracks come with the job.',
      `We schedule fleet glass work${fleetWithin(' of a request')}, at your office lot, yard or employee parking. Every repair or replacement appears under the vehicle's unit number and VIN on a consolidated invoice${onFleetTerms()}. For larger fleets, a standing visit on a set schedule gives a technician the chance to look over every vehicle and catch chips while they are still repairable.`,
      'If your vehicles are only parked after hours or on weekends, yard work at those times can be arranged. Drivers who take vehicles home can be met at home, with the job still billed to the company account. After a replacement, camera-equipped vans and pickups get the calibration their maker specifies: a road drive from your site, or a session with static targets at our Hayward shop.',
    ],
    faqs: [
      {
        question: 'We park in a leased office garage, not a yard. Can you work there?',
        answer:
          "Often, with the building manager's permission and enough clearance for the van. We need a level space with room around each vehicle. If the garage will not allow vendor work, a surface lot nearby or the drivers' homes are alternatives, all on the same account.",
      },
      {
        question: "A van has a crack right in the driver's view. Can it jump the queue?",
        answer: `Every fleet request lands on the schedule${fleetWithin()}, and we put safety-critical damage at the front of the line. Until the van is done, keep it off the road if the crack blocks the driver's view, and pass along the unit number and VIN so we can order its glass right away.`,
      },
    ],
  },

  // Union City
  'windshield-replacement/union-city': {
    paragraphs: [
      "Many of Union City's distribution buildings sit on the west side of town, so tractor-trailers and box trucks share Whipple Road, Alvarado Boulevard and Union City Boulevard with school and work traffic. Gravel and scraps that fall from those loads are a common start for a crack, and the stretch of I-880 through town adds more of the same.",
      "Once a crack has grown past half an inch or reached an edge, no resin will hold it, and the windshield comes out. We fit OEM or equivalent glass chosen for your car's sensors and features, set it in fresh urethane and give the bond about an hour before the car is driven. The full visit runs one to two hours, longer when a forward camera must be calibrated afterward.",
      'Work sites vary across town: driveways on the older blocks of Decoto, townhome garages in the Station District, homes on the slopes east of Mission Boulevard, and employee lots near the distribution buildings. If you carry full glass coverage, most comprehensive policies can bring your cost for the new windshield to $0; we confirm what yours says and send our invoice to the insurer, so you are not left chasing a reimbursement.',
    ],
    faqs: [
      {
        question:
          'My home is on a hillside street east of Mission Boulevard. Can the windshield be replaced there?',
        answer:
          'If your driveway or garage floor is close to level, yes. A steep driveway makes it hard to seat the glass evenly, in which case a flatter part of the street, or your workplace lot, is the better spot. Mention the slope when you book and we will settle on the spot with you.',
      },
      {
        question: 'Can the windshield go in while I shop at Union Landing?',
        answer:
          'If the shopping center allows outside work, we can use a level space near the edge of the lot, away from the drive lanes. Allow an hour for the urethane to cure after installation, and more if your car needs calibration, so plan a longer stop than a quick errand.',
      },
    ],
  },
  'windshield-repairs/union-city': {
    paragraphs: [
      'Chips in Union City tend to come from the short, busy hops between home and the freeway. Decoto Road and Alvarado-Niles Road both carry trucks and buses toward I-880, and on a crowded stretch there is rarely much room between you and the vehicle ahead, which is how a small stone finds the glass.',
      'A resin repair can save the windshield if you act while the damage is small. The rules are strict: front windshield only, a break that stops at the outer layer, a span under half an inch, a clear 2 inches or more to every edge, and an impact point that is not crushed. We clean and dry the break, fill it, harden the resin under ultraviolet light and polish the surface in roughly half an hour, after which you can drive off at once.',
      'Since the repair is short, it can happen almost anywhere the car sits for half an hour: a driveway in Alvarado, a townhome parking bay near Union City BART, or a workplace lot along Whipple Road. Keep a new chip covered with clear tape until then, and stay away from the car wash.',
    ],
    faqs: [
      {
        question: 'A chip showed up after a drive on Decoto Road. Will it spread if I ignore it?',
        answer:
          'It may not spread right away, but it rarely stays stable. Potholes, slammed doors and sudden temperature changes all put stress on the weak spot. A repair now takes about 30 minutes and keeps your factory windshield; waiting risks a crack that no resin can fix.',
      },
      {
        question: 'Is a chip repair worth doing if the mark will still show?',
        answer:
          'Yes. The point is to stop the break from growing, not to make it invisible. Once resin fills the legs of the chip, everyday bumps on Union City streets are much less likely to turn it into a crack, and on a car with a windshield camera it also spares you the calibration a replacement brings.',
      },
    ],
  },
  'door-glass-replacement/union-city': {
    paragraphs: [
      'A car parked all day at Union City BART, left overnight on a street in Decoto, or sitting in a busy shopping lot can come back to a smashed door window. Sometimes there is no break-in at all: a tired regulator lets the glass slip inside the door, and it cracks against the frame.',
      'Tempered side glass cannot be repaired, so it is replaced. Our technician lifts off the door panel and vacuums the cavity, the seat tracks, the door pockets and the carpet, then tests the regulator and motor before a new pane in the factory tint goes in. A roll-down window is ready to use right away, usually one to two hours after we start. Fixed quarter windows are bonded and need about an hour to cure.',
      "The Station District's townhomes and apartments often have shared garages with tight bays. If the broken window faces a wall, back the car out or move it to a guest space before we arrive, since the door has to open fully for the work and the technician needs room to stand beside it.",
    ],
    faqs: [
      {
        question:
          'My window was broken at the Union City BART parking lot. What should I do first?',
        answer:
          'Take photos and get a police report number if your insurer asks for one, then brush the large pieces off the seat with gloves on. With plastic taped over the gap, head home or to your job, and we will meet the car there. Leave the window switch for that door alone.',
      },
      {
        question: 'Do you check the regulator when you replace the glass?',
        answer:
          'Yes. A failing regulator is sometimes the reason a window broke, and a new pane on a bad regulator will not seal properly. We test it before installing the glass and tell you right away if it needs replacing, so you can decide before we continue.',
      },
    ],
  },
  'back-glass-replacement/union-city': {
    paragraphs: [
      'Union City families lean on minivans and SUVs, and rear glass on those vehicles is large and exposed. It gives way in break-ins, when a liftgate closes on a bike or a piece of furniture, or when a ball from a game at Kennedy Park or on the street catches it wrong.',
      'Tempered back glass fails in one go, scattering small pieces across the cargo floor and back seat. We vacuum those areas, along with the trim channels where fragments hide, then prime the pinch weld and bed the replacement in a new urethane bead. Before the visit ends, the defroster grid, any antenna and the rear wiper get their connections back and a test run.',
      'Allow one to two hours, since the urethane needs roughly an hour before the car moves. Driveways in Alvarado and Decoto, garages in the Station District and employee lots near the warehouses all work when the ground is flat and the liftgate can rise all the way. If the car has to wait outdoors overnight, plastic taped over the opening keeps dew and drizzle out of the cargo area. Comprehensive coverage typically pays for rear glass, and we handle the claim with your insurer.',
    ],
    faqs: [
      {
        question: 'Why does the defroster get tested before you leave?',
        answer:
          "Because a dead grid is easy to miss until the next cold morning. On Union City's damp winter days a fogged rear window makes backing out of a tight driveway harder, so the technician powers the grid and checks that it warms across the glass before packing up.",
      },
      {
        question: 'Can you replace back glass in a shared garage with a low ceiling?',
        answer:
          'If the liftgate can open fully and there is room to walk behind the car, yes. Low pipes, sprinkler heads or storage racks can block the hatch, so measure the space before booking. If the garage is too tight, a level guest space outside usually works.',
      },
    ],
  },
  'adas-windshield-calibration/union-city': {
    paragraphs: [
      "Union City borders Hayward, so when a car here needs static calibration after a new windshield, our shop is in the next city over. Static procedures call for targets placed precisely ahead of the bumper, on flat flooring, in even light, with nothing stray in front of the lens. A Station District garage, with pillars and painted lines in the camera's view, or a sloping driveway in the hills cannot provide that, which is why the car comes to the shop.",
      "Dynamic procedures happen on the road instead. A technician holds the speeds the carmaker lists while the scan tool reports the camera's progress, and I-880 through Union City, with its long runs of striped lanes, usually gets the job done when it is not jammed. Your home or workplace is the starting and finishing point.",
      'Some cars have no forward camera at all, and a few models need both procedures. Teslas take care of their own camera alignment while being driven. We check the requirements for your make and model at booking and tell you which of these applies before any glass is ordered.',
    ],
    faqs: [
      {
        question: 'Can the replacement and static calibration happen on the same day?',
        answer:
          'Usually. For a car that needs the static procedure, we can often put the windshield in at the Hayward shop, wait out the urethane cure there, and run the calibration straight after, so you make one trip instead of two.',
      },
      {
        question: 'What happens if the lane lines on I-880 are too worn for calibration?',
        answer:
          'The scan tool will not complete the routine, so the technician looks for a stretch with cleaner markings nearby. If conditions do not allow it that day, we schedule another drive. We do not hand the car back as calibrated until the system reports the procedure complete.',
      },
    ],
  },
  'mobile-service/union-city': {
    paragraphs: [
      'Union City is compact, but its neighborhoods differ in what they offer as a work site. Decoto and Alvarado have older blocks with single driveways and curbside parking. The Station District has townhome garages and apartment buildings around Union City BART. Homes on the slopes east of Mission Boulevard can have steep driveways, and the shopping and business lots along Union City Boulevard and at Union Landing offer large, level spaces when the property permits outside work.',
      'Whatever the spot, the car needs to be reachable with its keys, with space for both front doors to open wide and the van parked close by. In the Station District, ask your building whether vendors may work in the shared garage and whether a van clears the entrance. On the hillside, a flat piece of street often serves better than a tilted driveway.',
      'A canopy covers light rain, but a downpour or strong gusts push windshield and back glass work to a drier day. Union City visits carry no travel fee, and if your plans change, telling us a full day ahead frees the slot for another driver.',
    ],
    faqs: [
      {
        question: 'Can you work at the curb in front of my house in Decoto?',
        answer:
          'Often. Where your block has flat curb space with room to swing the doors open, clear of passing cars, it suits a chip repair or a windshield. If the street slopes toward the gutter or carries busy traffic, your driveway or a quieter side street may be the better spot.',
      },
      {
        question: 'My Station District building has a shared garage. What should I ask management?',
        answer:
          'Ask whether outside vendors may work on a car inside the garage, what the clearance is at the entrance, and whether there is a guest or loading space where the car can sit for about an hour after a windshield install. Send us the answers and we will choose the setup.',
      },
    ],
  },
  'fleet-services/union-city': {
    paragraphs: [
      'The distribution buildings on the west side of Union City keep a steady flow of box trucks, cargo vans and yard pickups moving along Whipple Road, Union City Boulevard and I-880. Those vehicles pick up chips from each other as much as from the freeway, and a cracked windshield can pull a truck off its route.',
      `Requests go on the schedule${fleetWithin()}, and the technician works in your yard, in a parking row away from the loading docks. Each truck's glass work is tied to its unit number and VIN, and the whole account settles on one${fleetTermsBefore()} invoice. Bigger operations can book recurring stops, where every vehicle is checked and chips are filled before they spread.`,
      "For trucks that are out all day, we can arrange to come in the evening or on a weekend. When a late-model van's windshield camera needs calibrating, the procedure decides the place: a drive on nearby roads for dynamic, our shop across the city line in Hayward for static. Each calibration record is filed under the vehicle's unit number.",
    ],
    faqs: [
      {
        question:
          'Our trucks rotate through the yard at different times. How do you schedule around that?',
        answer: `Send us a list of unit numbers and when each is usually in the yard. We plan the visit around those windows, and recurring stops can be timed to match your dispatch schedule. Work is logged per vehicle and billed on a single${fleetTermsBefore()} invoice.`,
      },
      {
        question: 'Do you handle both chip repairs and replacements for fleet vehicles?',
        answer:
          "Yes. Chips that meet repair limits are filled in about 30 minutes on site, which keeps the original windshield and avoids a camera calibration. Cracked windshields are replaced, and each job shows up in that vehicle's history on your account.",
      },
    ],
  },
};
