import {
  fleetTermsBefore,
  fleetWithin,
  ifFleetInvoiceTerms,
  ifFleetScheduling,
  onFleetTerms,
} from '../fleet-terms';
import type { LocalServiceNotes } from './types';

/**
 * Service-in-city copy for Belmont, Brisbane, Burlingame, Colma, Daly City, East Palo Alto,
 * Foster City and Half Moon Bay, written for each pair (see ./types.ts).
 */
export const SAN_MATEO_NORTH_NOTES: LocalServiceNotes = {
  // Belmont
  'windshield-replacement/belmont': {
    paragraphs: [
      'Belmont runs from the flat blocks along Old County Road and El Camino Real up into the Carlmont hills, and the best place to set a new windshield changes with the elevation. Down near the Caltrain station, many homes and apartment buildings have a garage or a shared lot, which gives the technician a level surface. Higher up, off Ralston Avenue and the winding streets above Alameda de las Pulgas, driveways often tilt hard toward the street, so we may ask you to leave the car inside the garage or at a flatter stretch of curb.',
      'Most cracks we see here began as stone strikes on US-101 or El Camino Real and then crept across the glass after a few chilly mornings and a few climbs up the hill. A crack half an inch long, or one that has met the edge, is more than resin can hold, and the windshield has to come out. The replacement is OEM or equivalent glass matched to your options. Budget 1 to 2 hours for the visit, about an hour of which is the urethane setting before the car can move.',
      'A forward-facing camera behind the mirror also needs calibrating, another 1 to 2 hours. If your comprehensive policy includes full glass coverage, you may pay $0 for the windshield; we confirm the policy terms and send the bill to your insurer.',
    ],
    faqs: [
      {
        question:
          'My driveway above Ralston Avenue is steep. Can the windshield still be replaced there?',
        answer:
          'Usually not on the slope itself. The windshield has to go onto a car that sits level, or the fit and the adhesive bead can shift while it cures. A garage floor, a flat section of your street or a nearby level lot all work, and the technician confirms the spot with you before starting.',
      },
      {
        question: 'Can the replacement happen while I ride Caltrain to work from Belmont?',
        answer:
          'Yes, as long as the car stays somewhere we can reach it and the keys are left in an agreed place or with someone at home. A garage or driveway is ideal. We let you know when the glass is in and the adhesive has had its hour, so the car is ready when you get back.',
      },
    ],
  },
  'windshield-repairs/belmont': {
    paragraphs: [
      'A chip is the smallest problem a windshield can have, and in Belmont it rarely stays small for long. Climbing Ralston Avenue or the tight turns in the Belmont hills twists the body of the car slightly, and every twist works at the break. Damp, cool mornings that turn into sunny afternoons push on it again. A resin fill halts that process in about half an hour, and the car is drivable straight afterward.',
      "Not every break qualifies, and we will tell you plainly when one does not. Repair is for the front windshield only, and the damage must stay in the outer layer, measure under half an inch, sit 2 inches or more from every edge and show no crushing where the stone landed. A line that has reached half an inch, or one that runs into the edge, calls for a new windshield instead. Side and rear windows are tempered glass and can't be filled at all.",
      'Because a repair is quick, it fits most places in town: at your house near Twin Pines Park, at the curb outside an apartment on El Camino Real, or in an office lot near US-101 while you are at your desk.',
    ],
    faqs: [
      {
        question: 'Can a chip be fixed in front of my house on a hillside street?',
        answer:
          'Often, yes. A repair does not involve bonding glass to the frame, so a gentle grade matters less than it does for a replacement. The technician still needs a safe place to stand beside the windshield and a spot for the van close by, which is easier on the wider streets lower in the hills.',
      },
      {
        question: 'The chip was fine until I drove up the hill. Why is it a crack now?',
        answer:
          'Steep, twisting climbs flex the car body and the glass with it, and the swing from a foggy morning to a warm afternoon makes glass expand and contract. An open break has nothing holding its edges together, so stress gathers there and a line can run out from it. Resin closes the break and removes that weak point.',
      },
    ],
  },
  'door-glass-replacement/belmont': {
    paragraphs: [
      'Side windows usually fail in one of two ways. Either someone breaks one to grab a bag left on a seat, or the regulator inside the door gives out and the glass drops, jams or shatters on the way down. Both happen in Belmont, whether the car spends the day near the Caltrain station or sits overnight on a hillside street because the garage is full of everything except the car.',
      'A roll-down window rides on that regulator rather than on glue, so replacing it involves no adhesive and no waiting period, and cleanup fills most of the visit. The technician takes off the inner door panel, pulls every shard out of the door cavity so nothing rattles or jams the new glass later, and vacuums the seats, carpet and seat tracks. Small fixed quarter windows on some cars are another story: urethane holds them, so plan on an hour of cure before driving off.',
      'Until the appointment, taping plastic over the opening and parking under cover keeps fog and drizzle out of the cabin. Mention whether the window still moved before it broke, since that tells the technician whether the mechanism needs a look too.',
    ],
    faqs: [
      {
        question: 'How do I keep the cabin dry overnight after a break-in on a damp Belmont night?',
        answer:
          'Tape heavy plastic over the frame from the outside so it covers the whole opening, and park in a garage or under a carport if you can. Brush loose glass off the seat with gloves on. Moisture can soak into the door and carpet within a night or two, so it helps to book the replacement soon.',
      },
      {
        question:
          'My window slid into the door and will not come back up. Is it the glass or the regulator?',
        answer:
          'Very often it is the regulator, the cable or arm assembly that lifts the glass. If the glass survived, it may only need to be set on a working mechanism; if it broke on the way down, both parts get checked. The technician inspects the door and explains what the repair involves before starting.',
      },
    ],
  },
  'back-glass-replacement/belmont': {
    paragraphs: [
      'Back windows in Belmont tend to break at home rather than on the freeway. A hatch closed on a stroller handle, an oak limb dropping onto a car parked under the trees of a hillside lot, or a ladder sliding in a crowded garage can all burst the tempered glass at once. Because it breaks into small cubes, a lot of it ends up in the cargo area, the rear seat and the channels around the hatch.',
      'The job runs one to two hours, and the urethane needs roughly the last hour of it to set. Before the new glass goes in, the technician clears every fragment from the cargo floor and trim. Afterward the defroster grid and any antenna leads built into the glass are reconnected and tested, so the rear window clears on a gray morning and the radio still pulls in stations.',
      'The technician works from behind the car, which rules out a garage where the bumper nearly touches the back wall. Backing out onto a level part of the driveway, or parking nose-in with room to spare, solves it.',
    ],
    faqs: [
      {
        question: 'Will my rear defroster and antenna work after the new back glass goes in?',
        answer:
          'They should. On many cars those lines are printed onto the glass and connect at tabs near the edges. We attach the connectors to the new glass, then check that the defroster warms and the radio receives before we leave. If something was damaged in the break itself, we tell you what we found.',
      },
      {
        question: 'Can the car stay in my Belmont garage during the install?',
        answer:
          'Only if the floor is level and there is about three feet of clear space behind and beside the car. Many hillside garages are tighter than that, so pulling onto a flat stretch of driveway or the street is often simpler. Wherever it happens, the car then stays in place for about an hour of curing.',
      },
    ],
  },
  'adas-windshield-calibration/belmont': {
    paragraphs: [
      'Whether a new windshield needs a camera calibration depends on the car, not the address. Many recent models carry a forward camera at the top of the glass for lane keeping and automatic emergency braking; plenty of others have none. When there is one, the carmaker specifies how it must be aimed again: by driving, or with targets set in front of a stationary car.',
      'Dynamic calibrations happen close to you. Once the glass has cured, the technician drives your car at the speeds the procedure calls for on roads with crisp lane markings. In Belmont that usually means US-101 rather than the curving streets of the hills, where lanes bend often and painted lines can be faint. Static calibrations aim the camera at fixed targets, which takes a dead-flat floor, steady light and nothing in the way. No sloping Belmont driveway can supply that, which is why static jobs are done across the bay at our Hayward shop.',
      'Teslas are the easy case: the car works out its own camera alignment over the first miles on the new glass.',
    ],
    faqs: [
      {
        question: "Why can't a static calibration be done in my garage in the Belmont hills?",
        answer:
          'Static targets must sit at exact heights and distances from the camera, on a surface level with the car, under even light and with nothing in the way. A home garage or a hillside lot cannot provide that, so those cars come to the Hayward shop instead.',
      },
      {
        question: 'How can I tell whether my car has a forward camera at all?',
        answer:
          'Look at the inside of the windshield behind the rearview mirror. A plastic housing with a small lens facing the road usually means a camera; rain sensors sit in the same area but are smaller and flat. Sharing the VIN when you book lets us confirm the equipment and which calibration method applies.',
      },
    ],
  },
  'mobile-service/belmont': {
    paragraphs: [
      'Before a mobile visit in Belmont, the useful question is usually not where but how flat. The van can work at a house, an apartment carport or an office lot, but the car itself has to sit level, with roughly a yard free on every side. In the hills west of Alameda de las Pulgas, that often points to a garage floor or a level turnout rather than the driveway.',
      'Lower in town, off El Camino Real and Old County Road, condominium and apartment complexes tend to have assigned stalls. Check with building management that a technician may work there, and pick a stall where no wall or pillar sits tight against the car. Office lots near US-101 are often the simplest setting of all: flat, wide and full of cars that stay put all day.',
      'Leave the keys where we agreed, or meet the technician when the van arrives. Light drizzle is workable under a canopy, but in steady rain or strong wind we choose another day, since urethane bonds only to a dry surface. There is no travel fee, and we ask for a day of warning if you need to cancel.',
    ],
    faqs: [
      {
        question:
          'My street in the Belmont hills has parking on one side only. Where does the van go?',
        answer:
          'The van needs to be near the car, not necessarily beside it. On narrow hillside streets the technician often parks just ahead of or behind your car, leaving room for neighbors to pass, as long as the car itself has clear space around it. Describe the street when you book and we plan around it.',
      },
      {
        question: 'What happens if the fog turns to rain during the appointment?',
        answer:
          'Damp air and a little drizzle are fine with the canopy up, and the frame is wiped dry before any adhesive goes on. Heavier rain or gusty wind is different: we stop before the bonding step and book another time, because urethane will not bond reliably to a wet surface.',
      },
    ],
  },
  'fleet-services/belmont': {
    paragraphs: [
      "Belmont's working vehicles are mostly small fleets: contractors' pickups, landscaping trucks that spend their days on hillside properties, plumbing and electrical vans, and the service vehicles that support offices near US-101. Their glass collects stone chips on the freeway and scrapes from brush and low branches on narrow hill roads, and a cracked windshield on a work truck can keep a crew off a job. Steep grades with loaded beds add flex, which is hard on any chip already in the glass.",
      `Fleet requests are scheduled${fleetWithin()}, and the work happens at your yard, lot or job site rather than at a shop. Each truck has its own file under its unit number and VIN, showing what was done and when.${ifFleetInvoiceTerms((terms) => ` Invoices go out on ${terms} terms.`)}`,
      'Companies with more vehicles can set up recurring visits to the yard, which lets the technician catch small chips across the fleet before they spread. After-hours or weekend work can be arranged as well, so glass gets done while trucks are parked rather than during a working day.',
    ],
    faqs: [
      {
        question:
          'Our crews leave early for hillside jobs. Can glass work be done before they roll out?',
        answer:
          'Work outside regular hours can be arranged for fleet accounts, for example in the evening at your yard or over a weekend when trucks sit idle anyway. We set it up in advance, and the cure time on any windshield is built into the plan so the vehicle is safe to drive when the crew needs it.',
      },
      {
        question: 'What do you need from us to set up our Belmont vehicles?',
        answer: `A list of units with unit numbers, VINs and year, make and model, plus where each one parks overnight and who approves work. From then on, every repair or replacement is logged against the right unit, and invoices go to your accounts team${onFleetTerms()}.`,
      },
    ],
  },
  // Brisbane
  'windshield-replacement/brisbane': {
    paragraphs: [
      'Brisbane offers two very different settings for a windshield job. In Central Brisbane, homes climb the lower slope of San Bruno Mountain on narrow streets where curb space is scarce and many garages open straight onto a grade. Down on the flats, the business parks of Crocker Park and the office buildings at Sierra Point have broad, level lots where the work is straightforward.',
      "Cracks here usually trace back to US-101, which runs along the bay side of town, or to Bayshore Boulevard and the trucks moving to and from its warehouses. Guadalupe Canyon Parkway adds gravel and grit on the way over to Daly City. Brisbane's wind plays a part too: it pushes sand and debris across the roads and, over the years, sandblasts the glass until oncoming headlights smear into glare. Heavy pitting is not something a repair can fix, so a new windshield is the remedy.",
      'We fit OEM or equivalent glass, and you should allow 1 to 2 hours, about half of it for the urethane to cure. When the car has a forward camera behind the glass, calibrating it adds another 1 to 2 hours.',
    ],
    faqs: [
      {
        question: 'Is the Brisbane wind a problem on the day of the install?',
        answer:
          'A moderate breeze is fine. Strong gusts are another matter, because they blow grit onto fresh urethane and make it harder to handle a large sheet of glass safely. If high wind is forecast, we may suggest a garage or the sheltered side of a building, or move the appointment to a calmer day.',
      },
      {
        question:
          'My windshield has no crack, but it is hazy and pitted. Is that a reason to replace it?',
        answer:
          'It can be. Fine pitting scatters light from headlights and a low sun, which makes dusk driving tiring. A repair only fills individual chips, so when the whole surface is worn, replacement is the real fix. Whether insurance pays depends on your policy and the cause; we look at your coverage and, where it applies, invoice the insurer ourselves.',
      },
    ],
  },
  'windshield-repairs/brisbane': {
    paragraphs: [
      "Bayshore Boulevard and US-101 carry a steady stream of trucks past Brisbane's warehouses and trade yards, and a pebble flung from a rear wheel usually leaves a neat bullseye or star in the windshield. Those compact breaks are exactly what resin handles best, as long as they are filled before dirt and moisture work into them or a cold morning sends a line running outward.",
      'To qualify, the damage must be on the front windshield, no deeper than its outer sheet, less than half an inch wide, two or more inches in from the edge and clean of powdered glass where it was struck. Anything bigger, or a crack that reaches the edge, gets a new windshield rather than a repair. Side and rear glass is tempered and is always replaced.',
      'Expect about 30 minutes, with the car usable the moment the technician is done. At Sierra Point, an office lot works well during a lunch break; on the hillside streets above Visitacion Avenue, the technician can do it at the curb. Even for a small repair, the wind matters a little: dust blown into an open chip clouds the resin, so a strip of clear tape over the break until the appointment is worth the effort.',
    ],
    faqs: [
      {
        question: 'Should I cover a fresh chip before the repair?',
        answer:
          'Yes. A piece of clear tape over the chip keeps dust, grit and moisture out of the break, which matters in a town where the wind off the bay carries plenty of all three. Until it is filled, skip the car wash and avoid blasting hot or cold air on the glass, since sudden temperature changes can start a crack.',
      },
      {
        question: 'My car sits at Sierra Point all day. Can the chip be filled there?',
        answer:
          'Usually, if the property allows outside service work and the technician can get at the windshield from the front and both sides of the car. Tell us the building and the part of the lot or garage where you park. It takes around half an hour, well before your drive home.',
      },
    ],
  },
  'door-glass-replacement/brisbane': {
    paragraphs: [
      'Side windows in Brisbane break for ordinary reasons: a smash-and-grab on a car left overnight, a window forced by someone trying to reach a lock, or a regulator that finally wears out and lets the glass drop. What makes it worse here is the wind. An open window in a breezy town lets dust, damp air and loose fragments blow around the cabin until the opening is closed, so it pays to cover it quickly.',
      'A roll-down door window needs no adhesive. It fastens to the regulator, so you can drive off once the door panel is refitted. The bulk of the 1 to 2 hours goes into getting glass out: the inner panel comes off, fragments are lifted from the bottom of the door, and the seats, carpet, door pockets and vents are vacuumed. The technician also checks the regulator and motor, since new glass on a failing mechanism will not move or seal properly. Fixed quarter glass is different, because it sits in urethane that takes about an hour to set.',
      'We can work at the curb in Central Brisbane, in a driveway, or in a business lot on the flats, as long as the car is on level pavement with room to open the door fully.',
    ],
    faqs: [
      {
        question:
          'Pieces keep falling out of the door frame every time I close it. What should I do until you arrive?',
        answer:
          'Close the door gently, since each slam drops more glass into the door and onto the sill. Lay a towel over the seat, tape plastic over the opening, and leave the remaining pieces for the technician, who removes what is loose and vacuums what has settled inside the door. Avoid using the window switch on that door.',
      },
      {
        question: 'Can the window be replaced in the business park where my van was broken into?',
        answer:
          'Usually, if the property allows it and the van sits on level pavement with space to swing the door wide open. Lots on the Crocker Park side of town tend to work well. Tell us the address and where the van is parked, and have the keys available so the new window can be run up and down before we leave.',
      },
    ],
  },
  'back-glass-replacement/brisbane': {
    paragraphs: [
      'In a town as windy as Brisbane, a raised hatch can be caught by a gust and slammed harder than anyone intended, and tempered back glass does not survive much of that. Rear windows also break in ordinary break-ins, from cargo shifting against them on a sharp turn, and from objects blown across a parking lot. However it happens, the glass breaks into thousands of small cubes in an instant.',
      'Plan on one to two hours here, with the car waiting out the urethane cure for about half that time. First the technician vacuums fragments out of the cargo area, the seat seams and the gutters around the opening. Then the new glass goes in, and the defroster grid and any antenna connections built into it are reattached and tested. The defroster matters here, where damp marine air can fog the rear window on a winter morning.',
      'Because the work happens at the back of the car, pick a spot with a yard or so free behind the bumper. On the steep, crowded streets of Central Brisbane, a flat garage floor, a carport or level pavement by an intersection usually beats the driveway.',
    ],
    faqs: [
      {
        question:
          'The wind slammed my hatch and the glass exploded. Could the hatch be damaged too?',
        answer:
          'Sometimes the struts, hinges or latch take part of the blow. The technician looks at them before fitting new glass, because a weak strut that lets the hatch drop can break the replacement the same way. If a strut needs replacing, we point it out so you can have it done.',
      },
      {
        question: 'Can I drive with the back window open until the appointment?',
        answer:
          'Short trips are possible, but exhaust fumes can be drawn into the cabin through the opening, and wind will push loose fragments forward. Vacuum what you can, tape heavy plastic over the frame, and keep the trip short. We come to you, so there is usually no need to drive it at all.',
      },
    ],
  },
  'adas-windshield-calibration/brisbane': {
    paragraphs: [
      'In Brisbane, camera calibration matters for two kinds of vehicles: recent personal cars, and the newer vans and pickups based in Crocker Park and at Sierra Point, many of which carry a forward camera for lane keeping and emergency braking. If the windshield is replaced on either and a camera sits behind it, the camera has to be aimed again before those systems can be relied on. Cars without a forward camera need no calibration.',
      "The carmaker's procedure decides the method. A dynamic calibration needs steady, specified speeds along clear, continuous lane markings, and US-101 beside town suits that well; Guadalupe Canyon Parkway, with its curves and grades, does not. Static calibration points a parked car at targets, and it depends on flat flooring, even light and an empty zone before the bumper. No windswept lot or sloping street in Brisbane can offer that, so static work is booked into our Hayward shop.",
      'Teslas take care of their own camera calibration as they are driven. Booking with the VIN lets us tell you ahead of time which method applies.',
    ],
    faqs: [
      {
        question: 'Could a big, flat lot at Sierra Point work for a static calibration?',
        answer:
          'Flat is only part of it. Static targets also need steady, controlled light and a clear zone ahead of the car with nothing moving or reflective in view. Sun, glare off the water and wind moving debris across an outdoor lot make results unreliable, so static work stays at the Hayward shop.',
      },
      {
        question:
          'Our company vans have cameras too. How does calibration change fleet scheduling?',
        answer:
          'It adds 1 to 2 hours per camera-equipped vehicle on top of the windshield work, and a static procedure means a trip to Hayward. We plan the schedule around that, and each calibration is recorded with the unit number and VIN so your files show it was done.',
      },
    ],
  },
  'mobile-service/brisbane': {
    paragraphs: [
      'Brisbane is small enough that most mobile visits fall into a few settings: a hillside home in Central Brisbane, the parking lot at the Brisbane Marina, or a business lot in Crocker Park or at Sierra Point. The flat settings are easy. The hillside ones take some planning, because many streets above Visitacion Avenue are steep, narrow and parked solid, and the car has to sit level with about three feet of clear room on every side.',
      'Wind is the other local factor. A canopy handles light drizzle, but strong gusts off the bay or down the face of San Bruno Mountain carry grit that can land on fresh urethane, and heavy rain or wind means we reschedule rather than risk a weak bond. A garage, a carport or the sheltered side of a building often makes the difference on a breezy afternoon.',
      'Have the keys available, or arrange where the technician can collect them. On a weekday, a level space in a Crocker Park or Sierra Point lot is often the simplest meeting point, with permission from the property. There is no travel fee for the visit. Cancellations need 24 hours of notice.',
    ],
    faqs: [
      {
        question: "Can you meet my car at the Brisbane Marina while I'm out on the water?",
        answer:
          'Yes, if the car is in the marina lot on level pavement, the van can park nearby, parking rules allow the work, and the keys are left with someone or handed over before you head out. The marina lot catches the full wind off the bay, so on gusty days we may suggest a calmer time.',
      },
      {
        question: 'Where should I park on a steep street in Central Brisbane?',
        answer:
          'Look for the flattest nearby option: a garage or carport with a flat floor, or a level patch of street at an intersection. The technician needs to open the doors fully and lift glass into place, so clear space on each side matters. If nothing close by is level, a business lot on the flats may work with permission from the owner.',
      },
    ],
  },
  'fleet-services/brisbane': {
    paragraphs: [
      "Brisbane's flats are built for working vehicles. The warehouses, distribution space and trade shops of Crocker Park sit just off Bayshore Boulevard, a short run from US-101, and the office parks at Sierra Point add their own service and delivery traffic. Box trucks, cargo vans and contractor pickups from these yards spend much of the day on the freeway, where stone chips come with the job, and windblown grit slowly pits the glass on vehicles parked outdoors.",
      `Fleet requests are scheduled${fleetWithin()}, and the work is done in your yard, so a damaged unit does not have to leave the lot. Work is tracked per vehicle by unit number and VIN, which gives you a history for audits, insurance and resale.${ifFleetInvoiceTerms((terms) => ` Billing runs on ${terms} terms.`)}`,
      'Larger fleets can set up recurring visits, during which the technician walks the yard, fills chips that qualify for repair and flags windshields that need replacing. If daytime work gets in the way of loading, after-hours or weekend visits can be arranged for when the trucks are parked.',
    ],
    faqs: [
      {
        question: 'Can you work in our Crocker Park yard while trucks are loading?',
        answer:
          'We prefer a corner of the yard away from forklift and dock traffic, with level pavement and room around each vehicle. If the yard is too busy during the day, we can plan an evening or weekend visit ahead of time, when the docks are quiet.',
      },
      {
        question:
          'One of our delivery vans has a cracked windshield and a camera. What does the turnaround look like?',
        answer: `${ifFleetScheduling((window) => `The request is scheduled ${window}. `)}The windshield itself takes 1 to 2 hours with cure time, then the camera needs 1 to 2 more, calibrated either on the road or at our Hayward shop, whichever the van maker requires. We plan the visit around your routes.`,
      },
    ],
  },
  // Burlingame
  'windshield-replacement/burlingame': {
    paragraphs: [
      'Burlingame windshields take damage from a mix of sources. US-101 along the bayfront and I-280 along the western hills both carry fast traffic and plenty of trucks, and the rows of tall eucalyptus on El Camino Real drop bark, seed pods and now and then a heavier branch onto the road and onto parked cars. A cool night after a stone strike is often all it takes for a chip to lengthen into a crack that reaches the edge.',
      'The replacement follows a set routine: old glass out, frame cleaned and primed, new OEM or equivalent glass set in fresh urethane, then about an hour of curing before the car leaves. Expect 1 to 2 hours in total. When the cowl panel under the wipers comes off, the technician also clears out the eucalyptus leaves and grit that tend to collect there, so the drains beneath can do their job.',
      'At home, a driveway or garage in Easton Addition, Ray Park or the blocks around Washington Park is ideal. Downtown, the metered spaces along Burlingame Avenue and Broadway are time-limited, so a side street, a home garage or an office lot on the bayfront usually suits a job of this length better. If your car has a forward camera, calibration adds 1 to 2 hours.',
    ],
    faqs: [
      {
        question: 'Can the new windshield go in while the car sits in a metered space downtown?',
        answer:
          'It is possible but rarely ideal. Meters along Burlingame Avenue and Broadway have time limits, and the car cannot move for about an hour once the new glass is in. A side street without limits, your garage or an office lot leaves more room to work and takes the pressure off the clock.',
      },
      {
        question: 'A eucalyptus branch cracked my windshield. Will insurance cover it?',
        answer:
          'Falling objects are usually handled under the comprehensive part of a policy. Most comprehensive policies that carry full glass coverage let the new windshield cost you $0; we check the policy and deal with the insurer directly. Without glass coverage, your comprehensive deductible applies, and we explain both options before you decide.',
      },
    ],
  },
  'windshield-repairs/burlingame': {
    paragraphs: [
      'Many Burlingame chips are picked up on the way to somewhere else: on US-101 heading for SFO, on I-280 toward San Francisco, or on El Camino Real behind a truck. At first they look harmless, a small star or half-moon that is easy to forget while you travel. But a car left parked through a run of cold nights and sunny afternoons can come back with a line running across the glass.',
      'Resin repair stops that, and it takes about 30 minutes with no waiting afterward. It works on the front windshield only, on damage confined to the outer layer, under half an inch, 2 or more inches from the nearest edge and not crushed at the center. Once the break reaches half an inch or the edge, a new windshield is the safer fix. Side and rear windows are tempered, so a chip there means new glass.',
      'A repair fits easily into a Burlingame day. The technician can work on the car while it sits in a side-street space near the Burlingame Avenue shops, in a bayfront office lot along Airport Boulevard, or in your driveway before a trip. A spot with open space in front of the car helps, since the work is done from the hood.',
    ],
    faqs: [
      {
        question: 'I fly out tomorrow. Is it worth fixing the chip before I leave the car?',
        answer:
          'If the chip qualifies, yes. Filling it takes about half an hour and keeps it from spreading while the car sits through temperature swings. Until the visit, put clear tape over the chip and leave the car in a garage or shaded spot while you are away.',
      },
      {
        question: "My chip is right in front of the driver's seat. Can it still be repaired?",
        answer:
          'Size, depth and distance from the edge decide whether it can be filled, not position alone. A repaired chip still leaves a faint mark, and some drivers find that distracting directly in their line of sight, especially against a low evening sun. The technician shows you what to expect, and you decide.',
      },
    ],
  },
  'door-glass-replacement/burlingame': {
    paragraphs: [
      'A laptop bag, a backpack or a suitcase visible through a side window invites a break-in anywhere, and in a town where many cars are loaded for an airport run, that is worth keeping in mind. Door glass also breaks when a regulator fails and the window drops crooked in its track, or when a door is shut hard with the glass partly lowered.',
      'Clips and the regulator, not adhesive, hold a window that rolls down, which is why the car is free to go the moment the door is buttoned up. Cleanup takes most of the 1 to 2 hours: with the panel off, the technician pulls shattered glass from inside the door, vacuums the seats, carpet, seat rails and door pockets, and tests the regulator and motor before the new pane goes on. A fixed quarter window, if that is what broke, sits in urethane and should be left about an hour.',
      'We can do the work at home, in an office lot along Airport Boulevard or Old Bayshore Highway, or in a hotel lot if the property allows it. The car needs level pavement and room to open the door all the way.',
    ],
    faqs: [
      {
        question:
          'My car was broken into while I stayed at a bayfront hotel. Can you fix it in the hotel lot?',
        answer:
          'Often, yes, with the permission of the property. Let the front desk know a technician is coming, and tell us where the car is parked and whether it is a surface lot or a garage. The car must be on level ground with the keys available, and the lot must leave room to open the damaged door fully.',
      },
      {
        question: 'Do I need a police report before booking?',
        answer:
          'Not for us. Some insurers ask for a report number after a break-in before they approve a claim, so check with yours. If they want one, file it with the police in the city where the break-in happened, then share the number with us along with your policy details, and we bill the insurer directly.',
      },
    ],
  },
  'back-glass-replacement/burlingame': {
    paragraphs: [
      'Rear windows on Burlingame cars meet a few familiar hazards: a eucalyptus limb landing on a car parked along El Camino Real, a suitcase handle pressed against the glass when a hatch is forced shut before a trip, and the occasional break-in. Tempered glass fails all at once, so the cargo area, the rear seat and the trunk gutters fill with small cubes.',
      'Plan on one to two hours, of which roughly an hour is urethane cure time. Every fragment is vacuumed out first, from the rear seat seams to the pinch weld, and only then is the new glass bonded. The defroster grid, antenna connections and, on hatchbacks, the rear wiper are restored and tested before the technician leaves.',
      'Many older Burlingame homes have a narrow driveway leading back to a detached garage. That lane may not leave about three feet on each side of the car, so the wider front of the driveway, or the street outside, usually works better. Tell us when you book whether the car is a sedan with a trunk lid or a hatchback, so the right glass and fittings arrive with the van.',
    ],
    faqs: [
      {
        question: 'A branch hit my car on El Camino Real. Is there more to check than the glass?',
        answer:
          'Possibly. A falling limb can dent the roof edge or hatch, bend the metal around the opening, or chip paint where the new urethane will sit. The technician inspects the frame before bonding, because the glass needs a sound surface to hold; if body damage turns up, we tell you before going further.',
      },
      {
        question: 'When can I open the trunk or hatch again?',
        answer:
          'After roughly an hour of cure, the trunk lid or hatch can be used as usual. For the rest of the day, close it gently rather than slamming it, and leave any luggage for the next trip out of contact with the new glass.',
      },
    ],
  },
  'adas-windshield-calibration/burlingame': {
    paragraphs: [
      'On a car with a forward camera, a new windshield is only half the job. The camera behind the mirror must be re-aimed, or lane keeping and emergency braking may misjudge the road. Not every car has one, and the carmaker, not the glass shop, sets the method.',
      'Dynamic calibration takes place on the road: the technician holds the listed speeds on well-striped lanes while a scan tool follows the camera until it aligns. US-101 and I-280 both run past Burlingame, and their long, well-marked lanes make a dynamic calibration practical right after the install. Downtown streets with parked cars, crosswalks and stop-and-go traffic are not suited to it. Static calibration is fussier: targets on a level floor, lighting that stays the same and a bare stretch ahead of the bumper. A home garage in Ray Park, however tidy, cannot supply that, so those jobs go across the San Mateo Bridge to our Hayward shop.',
      'A Tesla sorts out its cameras by itself once it is back on the road. For other makes, sharing the VIN when you book tells us which method your camera needs.',
    ],
    faqs: [
      {
        question: 'Why does my car need to go to Hayward when the glass could go in at home?',
        answer:
          'Because the carmaker requires a static procedure for your camera. The targets must stand at precise distances and heights on level ground, under controlled light, with nothing cluttering the view, and the shop is built for that. We talk through the logistics for your car when you book.',
      },
      {
        question: 'Can fog on I-280 hold up a dynamic calibration?',
        answer:
          'It can. The camera needs to see lane lines clearly, and thick fog or heavy rain can keep the calibration from completing. The technician may choose a road with better visibility, or finish on another day. Until the calibration is done, driver-assist features may show a warning and should not be relied on.',
      },
    ],
  },
  'mobile-service/burlingame': {
    paragraphs: [
      'Mobile visits in Burlingame happen in three main settings. Homes in Easton Addition, Ray Park and the streets near Washington Park usually have a driveway or garage. Apartment buildings near downtown often have shared garages underneath or behind them. And the offices and hotels along Airport Boulevard and Old Bayshore Highway have large surface lots where the van can pull up beside the car.',
      'In any of them, the technician needs the keys and a level car with roughly a yard of room around it. Tandem stalls in older apartment garages can box a car in, so moving it to a space with open sides before the visit saves time. In an office or hotel lot, check that outside service work is allowed. Downtown metered spaces are best avoided for anything longer than a chip repair, since the car may need to sit still for an hour after new glass goes in.',
      'The canopy copes with a light shower, but a winter storm or a hard wind off the bay sends the job to another day, because urethane must go onto dry metal. The visit carries no travel fee, and a cancellation should reach us 24 hours ahead.',
    ],
    faqs: [
      {
        question: 'My apartment garage near downtown has tandem parking. Will that work?',
        answer:
          'Only if the car can be moved to a space with room on both sides. Boxed in by another car or a wall, the technician cannot open the doors fully or lift glass into place. A guest stall, an end space or a spot on the street outside often works, with the building manager aware of the visit.',
      },
      {
        question: 'I will be traveling. Can the work be done while the car sits at home?',
        answer:
          'Yes, if we can reach the car and its keys. Leave them with a neighbor or building manager, or in a place we agree on, and describe where the car is parked. Once the work and any cure time are finished, we let you know, so the car is ready when you get back.',
      },
    ],
  },
  'fleet-services/burlingame': {
    paragraphs: [
      'The working vehicles based in Burlingame include the shuttle vans that run between bayfront hotels and the airport, contractor trucks serving remodels in the older neighborhoods, landscaping crews for the large gardens on the west side, and the delivery and service vans that supply downtown shops. Most of them use US-101 daily, and the stone chips add up. A shuttle with a cracked windshield cannot carry passengers safely, and a contractor truck parked for a day waiting on glass means a missed job, so the aim is to keep downtime short and planned.',
      `${ifFleetScheduling((window) => `Fleet requests are scheduled ${window}. `)}The technician comes to your lot or yard, and every shuttle and truck builds up a glass history filed under its own unit number and VIN.${ifFleetInvoiceTerms((terms) => ` Invoices go out on ${terms} terms.`)}`,
      'For larger fleets, a standing yard visit gives the technician a chance to fill qualifying chips early and schedule new glass where repair is no longer possible. Shuttles and other long-day vehicles can be booked for evenings or weekends, when they sit parked anyway.',
    ],
    faqs: [
      {
        question:
          'Our shuttle vans run from early morning to late at night. When can glass work fit in?',
        answer:
          'We can plan evening or weekend work in your lot, while the vans sit between shifts. A new windshield keeps a van parked for about an hour of cure, and any camera calibration adds 1 to 2 hours, so we plan each slot to return the van in time for service.',
      },
      {
        question: 'What records do we get for each vehicle?',
        answer:
          'For each job you get the date, the unit number, the VIN and what was done, camera calibration included. You can keep those records with your maintenance files, and they make it easy to see which vehicles keep taking chips on the same routes.',
      },
    ],
  },
  // Colma
  'windshield-replacement/colma': {
    paragraphs: [
      'Colma has many more people working and shopping in it than living in it, so a windshield appointment here is as likely to happen in a workplace lot as at a home. The shops around 280 Metro Center, the auto row along Serramonte Boulevard and the grounds of the cemeteries all have staff parking, and those cars spend their commutes on I-280, El Camino Real and Junipero Serra Boulevard, where trucks and construction traffic throw gravel.',
      'A crack longer than half an inch, or one touching the edge of the glass, rules out resin and means a new windshield. Fitting OEM or equivalent glass takes 1 to 2 hours, including an hour or so when the car simply waits on the urethane. Colma is often gray and misty, so the technician makes sure the frame is dry before any adhesive goes down and works under a canopy when drizzle drifts in.',
      'For the few streets of homes in town, a driveway or garage does the job. Cars carrying a forward camera at the top of the glass need 1 to 2 more hours for its calibration.',
    ],
    faqs: [
      {
        question: "Can the work be done in my employer's lot on Serramonte Boulevard?",
        answer:
          'Often, if the business allows outside service work and there is a level space with room around the car. Ask a manager first, since retail and dealership lots can fill with customers. Send us the address and the spot where the car will be parked, and arrange how the technician will get the keys.',
      },
      {
        question: 'Does the fog slow down the adhesive cure?',
        answer:
          'Damp air does not stop urethane from curing, but the surfaces must be dry when the glass is set. On a misty morning the technician dries the frame and may put up a canopy. If mist turns into steady rain, we reschedule. Once the glass is in, allow about an hour before driving.',
      },
    ],
  },
  'windshield-repairs/colma': {
    paragraphs: [
      'Gray, damp mornings are common in Colma, and they have a practical effect on a chipped windshield. Water that seeps into an open break can cloud a later repair, and cold glass warmed quickly by a defroster set to high puts stress right at the impact point. Both are good reasons to have a chip filled soon after it appears, while it is still a chip and not a crack.',
      'We fill chips on the front windshield only, and only when the break stops at the outer layer, spans less than half an inch, lies 2 inches or more inside the edge and has a clean, uncrushed center. Anything half an inch or longer, or touching the edge, is a replacement job. Tempered side and rear windows cannot take resin, so damage there is always replaced.',
      'At about 30 minutes with nothing to wait for afterward, it slips easily into a shift or an errand. The technician can meet the car in a staff lot on Serramonte Boulevard, in the parking at 280 Metro Center while you shop, if the lot allows it, or at your home on one of the residential streets in town.',
    ],
    faqs: [
      {
        question: 'Can blasting the defroster on a foggy morning turn a chip into a crack?',
        answer:
          'It can. A sudden temperature change makes the glass around the chip expand unevenly, and the stress concentrates at the break. Until the chip is filled, run the defroster low at first so the glass warms slowly. A strip of clear tape over the chip also keeps moisture out.',
      },
      {
        question: 'Does the glass need to be dry for a repair?',
        answer:
          'The break itself does. Resin has to flow into every leg of the chip and bond to clean glass, so on a misty day the technician cleans and dries the damage before starting and may shade it with a canopy. Only heavy rain stops a repair, and then we choose a drier time.',
      },
    ],
  },
  'door-glass-replacement/colma': {
    paragraphs: [
      'Colma has a lot of cars parked for an hour or two while their owners are elsewhere: shoppers at the centers off Serramonte Boulevard, employees on long shifts, visitors walking cemetery grounds. Anything visible through a side window can draw a break-in wherever a car sits unattended. Door glass also fails on its own when a regulator wears out, or when a door is shut hard on a window that is partly lowered.',
      'A window that rolls down hangs on its regulator with no glue involved, so nothing needs time to set, and the car is free to go once the door is reassembled. The hour or two on site is mostly cleaning: off comes the inner panel, the door shell is emptied of shards, and the seats, carpet and seat tracks get vacuumed. Fixed quarter glass is the odd one out, held by urethane that wants an hour before driving.',
      'In damp, foggy weather, an open window lets moisture settle on the seats and carpet quickly, so seal the gap with plastic sheeting and tape until the technician gets there.',
    ],
    faqs: [
      {
        question:
          'My side window was smashed in a shopping center lot. Can it be fixed before I drive home?',
        answer:
          'The technician can come to you in the lot, provided the owner permits the work and your car sits on level pavement. Until then, clear glass off the seat carefully, tape plastic over the opening and drive home with it covered.',
      },
      {
        question: 'Why does the door panel come off for a broken window?',
        answer:
          'Most of the broken glass falls inside the door, where it can jam the new window or rattle for years. With the panel off, the technician clears the cavity, checks the regulator and motor, and sets the new glass in its tracks. That is also why most of the visit is cleanup rather than installation.',
      },
    ],
  },
  'back-glass-replacement/colma': {
    paragraphs: [
      'Colma spends much of the year under marine fog spilling over the hills from the coast, and the rear defroster is what keeps the back window clear on the drive home along El Camino Real or up onto I-280. When back glass breaks, the defroster goes with it, because its heating lines are printed onto the glass itself.',
      'Replacing it is a one- to two-hour job, with the car parked for about an hour at the end while the urethane sets. The technician clears tempered fragments from the cargo area and seat seams first, sets the new glass in fresh urethane, and plugs the defroster leads and any antenna wiring back in. Both are tested before the technician leaves, so the window clears the next time fog rolls in.',
      'Because Colma has relatively few homes, the work often happens in a workplace or shopping lot. Choose a level space with about three feet of clear room behind the car, ideally away from busy drive aisles, and check that the property allows the work.',
    ],
    faqs: [
      {
        question: 'Is it safe to drive on I-280 with plastic over the back window?',
        answer:
          'For a short trip at moderate speed, plastic taped firmly over the frame is workable, but at freeway speeds it tends to balloon, flap and tear, and it blocks your rear view. Rely on the side mirrors, stay off the freeway if you can, and book a mobile visit so the car does not need to travel.',
      },
      {
        question: 'How can I tell the new defroster is working?',
        answer:
          'The technician switches it on and checks that the grid warms before leaving. On the next damp morning, the glass should clear in horizontal bands first and then fully. If one band stays fogged while the rest clears, let us know so we can check that connection.',
      },
    ],
  },
  'adas-windshield-calibration/colma': {
    paragraphs: [
      'Swap the windshield on a car with a forward camera, and that camera needs re-aiming before its lane and braking warnings can be relied on. Some cars have no such camera and need nothing, and a chip repair, which leaves the windshield in place, never calls for a calibration. For those that do, the carmaker sets the method, and the method decides where the calibration happens.',
      'The dynamic method is a drive at fixed speeds between crisp lane lines. Around Colma, I-280 is the practical choice, since El Camino Real has signals, turning traffic and cemetery gates that break up a steady run. Fog can interfere, because the camera needs to see the lines, so on a thick morning the technician may wait for it to lift. The static method needs flat, indoor-style conditions with controlled light and an empty area before the car, which no retail lot or street can offer, so it happens at our Hayward shop.',
      'Teslas recalibrate their cameras by themselves once they are driven. For other makes, the VIN tells us which procedure applies before you book.',
    ],
    faqs: [
      {
        question: 'Can the calibration drive happen on El Camino Real?',
        answer:
          'Usually not. Dynamic procedures need steady speeds over a stretch with clear, continuous lane lines, and El Camino Real through Colma is interrupted by traffic lights, turning cars and cemetery entrances. I-280 suits the procedure better when visibility is good.',
      },
      {
        question: 'How long will I be without the car when calibration is needed?',
        answer:
          'Add 1 to 2 hours for the calibration to the 1 to 2 hours of the windshield job. A dynamic calibration starts after the glass has cured, close to where the car is parked. A static one means the car goes to our Hayward shop, which we schedule with you in advance.',
      },
    ],
  },
  'mobile-service/colma': {
    paragraphs: [
      'In Colma, the van usually works in a workplace or shopping lot rather than a driveway, simply because so much of the town is given over to cemeteries and commerce rather than housing. The lots around 280 Metro Center and along Serramonte Boulevard are wide and mostly flat, which is what the work needs: level ground and a yard or so of open pavement around the car. Ask the property or your manager first, and pick a space away from the busiest drive aisles.',
      'Weather shapes the schedule more than location does. Mist is no obstacle under the canopy, but heavy rain or strong gusts mean a new date, because urethane will not bond properly to a wet surface. The technician checks conditions on the morning of the visit and will call if the day needs to move. A covered parking structure, where one is available, keeps the work going in all but the worst weather.',
      'Make the keys available, either by meeting the technician or leaving them with someone on site. There is no travel fee. Should your plans change, a cancellation needs a day of notice.',
    ],
    faqs: [
      {
        question: 'How will the technician find my car in a large shopping center lot?',
        answer:
          'Give us the nearest store entrance or row, plus the color, make and plate of the car. Parking toward the edge of the lot, away from the busiest aisles, gives the technician room to work and keeps shoppers from squeezing past. The technician can call you on arrival if you want to meet.',
      },
      {
        question: 'Why might a Colma appointment move on a wet winter day?',
        answer:
          'New glass is bonded with urethane, which needs a dry surface to hold. Mist and light drizzle can be managed under a canopy, but steady rain or strong wind can compromise the bond, so we offer another time rather than take that risk. If the car can sit under cover instead, the original slot may still work.',
      },
    ],
  },
  'fleet-services/colma': {
    paragraphs: [
      'The working vehicles in Colma reflect what the town does: grounds and maintenance trucks on the cemetery properties, landscaping and florist vans, delivery trucks supplying the shopping centers, and the loaner cars and shuttles of the auto row on Serramonte Boulevard. Vehicles that work around mowing and groundskeeping pick up chips from thrown gravel, and those that run I-280 and El Camino Real collect the usual road damage. The cool, damp air then works on any open break, so a chip left alone on a work truck tends to become a crack sooner or later.',
      `Fleet requests are scheduled${fleetWithin()}, and the technician works at your yard or lot. Records are kept unit by unit, each filed under its number and VIN.${ifFleetInvoiceTerms((terms) => ` Billing is on ${terms} terms.`)}`,
      'Bigger operations can book the technician on a repeating schedule to work down a list of units, filling chips that qualify and replacing glass that does not. Where daytime work would get in the way of customers or services, evening or weekend visits can be set up ahead of time.',
    ],
    faqs: [
      {
        question:
          'Our grounds trucks park in a maintenance yard on cemetery property. Can you work there?',
        answer:
          'Yes, with permission from whoever manages the yard and a level spot with room around each truck. The technician stays clear of services and visitors, and after-hours or weekend work can be arranged if a daytime visit would interfere with the grounds.',
      },
      {
        question: 'Can a group of loaner cars be handled in one visit?',
        answer: `Recurring visits suit a pool of loaner or courtesy vehicles. On each visit the technician works through the units on your list, fixing chips that qualify and replacing glass past repair, and logs each job by unit number and VIN.${ifFleetScheduling((window) => ` Requests are scheduled ${window}.`)}`,
      },
    ],
  },
  // Daly City
  'windshield-replacement/daly-city': {
    paragraphs: [
      'Westlake and the neighborhoods around it were built as long rows of houses with a garage at street level, and that layout shapes how a windshield gets replaced in much of Daly City. Driveways are short and often slope down to the sidewalk, curbs are lined bumper to bumper, and the garage, if the car fits inside with room to spare, may be the only truly level spot on the property.',
      'The cracks themselves tend to start on I-280, SR-1 and John Daly Boulevard, where commuter traffic is heavy, or on Skyline Boulevard, where wind off the ocean carries sand across the road. Cold, foggy glass warmed by the defroster then pushes a chip into a crack. Once the crack hits half an inch or meets the edge, the answer is new OEM or equivalent glass. Allow 1 to 2 hours, about half of it cure time, with a canopy up if drizzle drifts in.',
      'Calibrating a forward camera, on cars with one, takes 1 to 2 more hours. If your comprehensive policy carries full glass coverage, your share may be $0, and we handle the claim with your insurer.',
    ],
    faqs: [
      {
        question: 'My car barely fits in my Westlake garage. Where should the replacement happen?',
        answer:
          'If there is not about three feet on each side, the garage will not work, since the technician needs to open both front doors and handle the glass from both sides. A level spot on the street in front, or on a flatter block nearby, usually does the job. On a misty day, a canopy covers the car while the urethane cures.',
      },
      {
        question: 'Does salt air off the ocean affect a new windshield?',
        answer:
          'It affects the metal around the glass more than the glass itself. Rust on the pinch weld, the flange the windshield sits on, weakens the bond, so the technician inspects it when the old glass comes out and primes any bare metal. Corrosion that needs body work is pointed out to you before the new glass goes in.',
      },
    ],
  },
  'windshield-repairs/daly-city': {
    paragraphs: [
      'Windshields in Daly City get chipped in the usual ways, by stones from trucks on I-280 and SR-1 and gravel on the on-ramps, and in one less common way: wind off the Pacific picks up sand near the coastal bluffs and throws it at cars on Skyline Boulevard. The fog then does its part. Cold, wet glass that is warmed quickly by a defroster puts stress on the break, and a chip that sat quietly for weeks can suddenly send a line across the glass.',
      'A resin repair prevents that if it is done in time. Half an hour or so is enough, and nothing has to set before you drive. It applies to the front windshield only, for damage that is shallow (outer layer), smaller than half an inch, 2 or more inches in from the edges and uncrushed where it was hit. Cracks of half an inch or longer, and any that reach the edge, mean a new windshield. Side and rear windows are tempered and are never repaired.',
      'Because the job is short, it can happen at the curb in front of your house, in your driveway, or, where the property allows it, in the lot at Serramonte Center or Westlake Shopping Center while you run errands.',
    ],
    faqs: [
      {
        question: 'Will a chip spread faster in the cold fog?',
        answer:
          'It can. Glass contracts in the cold and expands as the defroster or the afternoon sun warms it, and each cycle flexes the break. Moisture in the chip adds to the problem and can cloud a later repair. Covering the chip with clear tape and starting the defroster on low helps until the repair.',
      },
      {
        question: 'My windshield is covered in tiny sand pits. Can those be filled?',
        answer:
          'No. Resin repair is for a distinct chip with a clear point of impact. The fine pitting left by wind-driven sand near the coast is surface wear, not a break, so there is nothing to fill. If the pitting causes glare, replacement is the remedy. A separate chip among the pits can still be repaired.',
      },
    ],
  },
  'door-glass-replacement/daly-city': {
    paragraphs: [
      'With many Daly City garages full and curbs packed, a lot of cars spend the night on the street, and a side window is the usual target when something is left in view. Door glass also breaks when a worn regulator lets the window slip out of its track, or when a strong gust catches a door and slams it while the glass is partly down.',
      'The good news is that a roll-down window is held in place by the regulator rather than by adhesive, so there is no waiting for anything to cure. The 1 to 2 hours are mostly cleanup. The technician takes off the inner door panel, lifts every piece of glass out of the door cavity, vacuums the seats, carpet and door pockets, and checks the regulator and motor before the new glass goes in. Fixed quarter windows are bonded with urethane, so the car then stays parked for about an hour.',
      'Fog and drizzle soak into an open door quickly, so tape plastic over the opening until the appointment and keep the door closed as much as possible.',
    ],
    faqs: [
      {
        question: 'Can you work at the curb on a steep block in Daly City?',
        answer:
          'The car needs to sit steady and safe to work around, with the parking brake set and about three feet clear beside the damaged door. On a very steep block the door swings hard and footing is poor, so a flatter block nearby is better. Tell us about the street when you book and we plan the spot.',
      },
      {
        question: 'Is the small window behind my rear door handled differently?',
        answer:
          'If it is a fixed pane that does not roll down, yes. It is bonded with urethane like a windshield, so after installation the car stays parked for about an hour. A roll-down door window has no adhesive and can be driven as soon as the door is reassembled.',
      },
    ],
  },
  'back-glass-replacement/daly-city': {
    paragraphs: [
      'On a foggy Daly City morning, the rear window is often the last glass on the car to clear, and it only clears because of the heating grid printed on its inner surface. Lose the back glass to a break-in, a hatch shut on a bike wheel or a falling object, and that grid goes with it. Until the window is replaced, visibility out the back depends on plastic sheeting and side mirrors.',
      'The replacement takes one to two hours, including about an hour for the urethane to set. First the tempered fragments come out by vacuum, from the cargo floor, the back seat and the glass channel, and then the new window is bonded in. Defroster leads and any antenna connections are reattached and tested, and on hatchbacks the rear wiper is refitted. Glass is ordered to match the factory tint and fittings of your model.',
      'Since the work happens at the back of the car, the technician needs about three feet of clear space behind it. Backing the car partway out of a street-level garage onto a level section of driveway, or parking on a flat block, usually provides it.',
    ],
    faqs: [
      {
        question: 'Will the new back glass match my factory tint?',
        answer:
          'We order glass that matches the factory tint and fittings for your model, including the privacy tint common on SUVs and the mounts for a rear wiper or third brake light. Aftermarket film that was applied to the old glass does not carry over, so a tint shop would need to apply it again.',
      },
      {
        question: 'Is a rear window broken in a break-in covered by insurance?',
        answer:
          'It usually falls under the comprehensive part of a policy. If the policy has full glass coverage, the new glass can cost you $0 with most insurers; we verify that and bill the insurer directly. Some insurers ask for a police report number after a break-in, so keep it handy.',
      },
    ],
  },
  'adas-windshield-calibration/daly-city': {
    paragraphs: [
      'Not every car has a camera behind the windshield, but many recent models do, and it is the eye behind their lane-keeping and emergency-braking features. Once new glass is in, it has to be aimed again by the method the carmaker sets. In Daly City, the weather has a say in how smoothly that goes.',
      'A dynamic calibration is done by driving the car at set speeds on a road with clear lane markings while a scan tool confirms the camera has aligned. I-280 through Daly City has long, well-marked lanes that suit it, but the camera has to see those lines, and thick fog can stop the procedure from completing. On those days the technician may wait for visibility to improve or finish another time. For a static calibration the car must face its targets on a true-level floor, in steady light, with the area ahead cleared. Sloping driveways and crowded streets cannot provide that, so this kind is handled at our Hayward shop.',
      'Teslas calibrate their cameras on their own while they are driven, so they skip both procedures. For everything else, the VIN tells us which method applies before the day.',
    ],
    faqs: [
      {
        question: 'Some days the fog never lifts. Can my calibration still be done?',
        answer:
          'A dynamic calibration needs the camera to read lane lines clearly, so dense fog may delay it. The technician can try again when visibility improves, often later the same day, or schedule a return. Static calibrations at our Hayward shop happen indoors, so fog does not affect them.',
      },
      {
        question: 'My car is a Tesla. Do I need to go to Hayward after a new windshield?',
        answer:
          'No. Teslas recalibrate their forward cameras themselves as the car is driven after the replacement. Some driver-assist features may be unavailable for a short time while that happens. Driving normally on well-marked roads, such as I-280, lets the car complete the process.',
      },
    ],
  },
  'mobile-service/daly-city': {
    paragraphs: [
      'Finding space is the main puzzle for a mobile visit in Daly City. Street parking is tight in Westlake, Serramonte and many other neighborhoods, many driveways are short and sloped, and garages were built for smaller cars. The van does not need to park beside your car, only nearby, but the car itself has to sit level, with a yard or so of room along each side, and the technician needs its keys.',
      'The coast adds weather to the plan. Fog and light drizzle are handled under a canopy, but the wind on the western side of the city can be strong, and heavy rain or gusty wind means we reschedule, since urethane needs a dry surface. Neighborhoods farther from the ocean are often calmer, and a garage with room around the car makes the weather irrelevant.',
      'Check posted street-sweeping signs before the appointment so the car is not ticketed mid-job, and let neighbors know if the van will sit in front of their driveway for a short while. There is no travel fee. If you need to cancel, please tell us 24 hours in advance.',
    ],
    faqs: [
      {
        question: 'The wind off the ocean is strong on my street. Will that cancel my appointment?',
        answer:
          'Not necessarily. A steady breeze is manageable, but gusts that push grit onto fresh adhesive or make it unsafe to handle a windshield mean we move the job. Parking in a garage with space around the car, or on a sheltered block, often lets the work go ahead as planned.',
      },
      {
        question: 'There is never a free space on my block. What are the options?',
        answer:
          'If the car is in a driveway or garage with room around it, the van can use the nearest legal space. Otherwise, a level corner of a shopping center lot can work, with permission from the owner. Tell us where the car will be when you book.',
      },
    ],
  },
  'fleet-services/daly-city': {
    paragraphs: [
      "Daly City's fleets are mostly the vehicles of service businesses: plumbing, electrical and roofing vans working on the city's older rows of homes, delivery vans covering dense residential streets, property-management trucks and home-care vehicles. Many spend the night at the curb rather than in a yard, and the salt air and coastal fog take a slow toll on seals, wipers and the metal around the glass. Chips come from I-280 and SR-1, where these vehicles spend much of their day.",
      `Fleet requests are scheduled${fleetWithin()}, at your lot, yard or the place where the vehicles park. Each repair or replacement is recorded by unit number and VIN, so every vehicle has its own history.${ifFleetInvoiceTerms((terms) => ` Invoices are issued on ${terms} terms.`)}`,
      'For larger fleets, recurring visits to a yard let the technician fill qualifying chips across the group before they spread. If the vans are out all day, we can arrange to work on them after hours or over a weekend, once they are back. Camera calibration on newer vans is planned into the same schedule.',
    ],
    faqs: [
      {
        question:
          'Our vans sleep on residential streets, with no yard. Can you work on them there?',
        answer:
          'Yes, where the street is level and legal to work on, with room around the van. For a larger group, one meeting point, such as a business lot you have access to, makes recurring visits simpler. Each van is logged by unit number and VIN wherever the work happens.',
      },
      {
        question:
          'Salt air has started to rust some of our older trucks. Does that affect glass work?',
        answer:
          'Rust around the windshield opening can weaken the bond of new glass. The technician inspects the frame when the old glass comes out, primes bare metal, and reports corrosion that needs body work. The finding goes into that unit record so you can plan the repair.',
      },
    ],
  },
  // East Palo Alto
  'windshield-replacement/east-palo-alto': {
    paragraphs: [
      'East Palo Alto sits on the flat bay plain, and that makes it an easy place to replace a windshield: most driveways east of US-101 are level, and the apartment lots of Woodland Park and the office parking at University Circle are flat too. The usual question is not the ground but the space, because a driveway is often shared by more than one car and curbs fill up in the evening.',
      'Damage tends to come from US-101, where trucks and heavy traffic throw stones, and from University Avenue, where the line toward the Dumbarton Bridge carries a mix of commuters and work vehicles. Inland summer afternoons are warmer than on the coast, and a hot windshield cooled fast by the air conditioning can turn a chip into a long crack. Once a crack passes half an inch or reaches the edge, we replace the glass with OEM or equivalent parts.',
      'Allow 1 to 2 hours; for about an hour at the end the car must not be driven while the bond cures. If a camera is mounted behind the glass, calibration adds 1 to 2 hours. With full glass coverage on a comprehensive policy, the bill to you can be $0; we check and bill the insurer.',
    ],
    faqs: [
      {
        question:
          'I rent in a Woodland Park apartment complex. Can the windshield be replaced in the complex lot?',
        answer:
          'Usually, with the agreement of the property manager. Your assigned stall works if the car has a yard or so of open pavement on each side; otherwise a guest or end space is better. Let management know a technician is coming, and tell us the building and stall when you book so the technician can find the car.',
      },
      {
        question: 'Is afternoon heat a problem for a new windshield?',
        answer:
          'Warm weather helps urethane cure rather than hurting it. What matters is that the glass is set on a clean, dry frame and the car stays parked for about an hour. On a hot day the technician may put up shade to keep the cabin and glass comfortable to work on. Close doors gently for the rest of the day.',
      },
    ],
  },
  'windshield-repairs/east-palo-alto': {
    paragraphs: [
      'A chip picked up on US-101 or on University Avenue near the freeway might sit harmlessly for weeks, until a warm East Palo Alto afternoon heats the glass and the air conditioning chills it on the drive home. That swing is often what turns a small bullseye into a crack. Filling it early with resin keeps the damage from growing, in a visit of about 30 minutes with no waiting afterward.',
      'Repair only makes sense under certain conditions: the break is in the front windshield and only its outer layer, under half an inch across, 2 inches or more from every edge, and not crushed at the point of impact. If a crack has reached half an inch or touched the edge, new glass is needed. Tempered side and back windows cannot be repaired at all.',
      'Because the town is flat and compact, a repair is easy to place: in your driveway in the Gardens or University Village, in an apartment stall on the west side of US-101, or in the parking at University Circle during the workday. Parking the car in shade until the appointment helps keep the chip stable.',
    ],
    faqs: [
      {
        question: 'My chip just grew a short tail on a hot afternoon. Is it too late to repair?',
        answer:
          'Not necessarily. If the whole damage, tail included, is still under half an inch and away from the edge, the technician may be able to fill it. Once it grows past half an inch or reaches the edge, a replacement is needed. Keep the car in shade and avoid blasting cold air on the glass until then.',
      },
      {
        question: 'Do I need to be there for the repair?',
        answer:
          'Not always. If the car is parked where the technician can reach the windshield, such as your driveway or an assigned stall, you can be at work or inside. Tell us where the car is and what it looks like, and we send word once the chip is filled.',
      },
    ],
  },
  'door-glass-replacement/east-palo-alto': {
    paragraphs: [
      'In East Palo Alto, a broken side window is usually found in the morning, in a driveway shared by several cars, in an apartment carport, or at the curb. Something left in view invites a break-in wherever a car sits, and door glass also fails mechanically when a regulator wears out and the window drops or twists in its track.',
      'Roll-down windows are held by the regulator instead of adhesive, so there is nothing to cure, and the car is yours once the door panel is back. Cleaning is the bulk of the visit. The technician unclips the inner panel, scoops the broken glass from the bottom of the door and vacuums the seats, floor and seat rails; then the regulator and motor are checked and the new glass is fitted. Small fixed quarter windows are bonded, so those need about an hour before driving.',
      'Carports in apartment complexes often put cars close together, and the technician needs the damaged door fully open with room to stand beside it. Moving the car to an end stall, a visitor space or flat curb usually solves that.',
    ],
    faqs: [
      {
        question: 'My car is in a carport with cars parked tight on both sides. Will that work?',
        answer:
          'The technician needs the damaged door swung fully open and about three feet to work beside it. If neighbors park close, ask to use an end stall or guest space for the visit, or tell us and we can meet the car at another level spot nearby.',
      },
      {
        question:
          'The glass is broken, but the window switch still hums. Should I keep pressing it?',
        answer:
          'No. With loose fragments inside the door, running the motor can bind or damage the regulator and make the repair bigger. Leave the switch alone, tape plastic over the opening, and let the technician clear the door and test the mechanism before the new glass goes in.',
      },
    ],
  },
  'back-glass-replacement/east-palo-alto': {
    paragraphs: [
      'A shattered back window in East Palo Alto usually traces to one of three things: a break-in aimed at something visible in the cargo area, a hatch shut on a load that was not quite clear of it, or an object that struck the glass while the car was parked. Tempered glass does not crack and hold; it collapses into small cubes that scatter through the cargo area and into the back seat.',
      'Count on one to two hours, about half of it while the urethane cures and the car stays put. The technician first clears the fragments from the seat folds, the floor under the rear bench and the channel around the opening, then bonds the new glass and restores the defroster grid and antenna connections, testing both. Glass is ordered to match the factory tint, and a rear wiper, where fitted, is reinstalled.',
      'The flat driveways common east of US-101 suit this work well. Park with the rear of the car toward open space so the hatch or trunk can open fully and there is about three feet clear behind the bumper.',
    ],
    faqs: [
      {
        question: 'Why does the technician vacuum under the rear seat?',
        answer:
          'Tempered glass breaks into small cubes that bounce into seat folds, under the rear bench, into the spare tire well and along the hatch seal. Missed pieces rattle, scratch trim or turn up in a child seat later, so the technician clears those areas before the new glass goes in.',
      },
      {
        question: 'Where is the best place to do the job at my East Palo Alto home?',
        answer:
          'A flat driveway or a level spot at the curb in front of the house. Leave about three feet behind the car and on each side, and make sure nothing blocks the hatch or trunk from opening. Afterward, leave the car where it is for an hour or so.',
      },
    ],
  },
  'adas-windshield-calibration/east-palo-alto': {
    paragraphs: [
      'On many newer cars a forward camera behind the windshield feeds the lane-keeping and automatic braking systems. Fit new glass and it must be recalibrated, in the way the carmaker prescribes. Older cars, and many simpler trims, have no such camera and need nothing extra.',
      'Dynamic calibrations are road drives at prescribed speeds along well-marked lanes, so they happen close to home. In East Palo Alto that means US-101, which has long, well-marked lanes, rather than the stop-and-go stretch of University Avenue near the bridge approach, where speeds rarely hold steady long enough. The technician plans the drive around traffic where possible. Static calibrations depend on a level floor, managed lighting and a clear view of the targets. Flat as the town is, an outdoor driveway or lot still cannot control light and clutter, so we do that work at our Hayward shop on the east side of the bay.',
      'Teslas recalibrate their own cameras while they are driven after the windshield is replaced. Your VIN tells us in advance which case applies to your car.',
    ],
    faqs: [
      {
        question:
          'Evening traffic on University Avenue is stop-and-go. Does that affect a calibration?',
        answer:
          'For a dynamic calibration, yes, because the procedure needs sustained speeds with lane lines in clear view. Congested surface streets rarely allow that, so the technician uses a freeway stretch such as US-101 and, where possible, avoids the busiest hours.',
      },
      {
        question: 'Does every new windshield need a calibration?',
        answer:
          'Only when a camera is mounted behind the glass for driver assistance. Many cars, especially older ones, have none. Sharing the VIN when you book lets us check the equipment, tell you whether the method is dynamic or static, and plan the 1 to 2 extra hours if it applies.',
      },
    ],
  },
  'mobile-service/east-palo-alto': {
    paragraphs: [
      'Level ground is rarely a problem in East Palo Alto, since the town sits on the flat bay plain. Space is the thing to plan for. Driveways often hold more than one car, apartment carports in Woodland Park put stalls close together, and curbs in the Gardens and University Village fill up after work. The car needs about three feet of clear room around it, and the technician needs the keys.',
      'The van can work at your home, in an apartment lot with the manager agreeing, or at an office at University Circle where the building allows outside service. Summer afternoons can be hot, so the technician sets up shade when needed. Under the canopy, a light shower is manageable; a downpour or strong bay wind means a new date, since urethane will not bond to wet metal.',
      'Share a phone number the technician can reach on the day, especially in a complex with a gate or a buzzer. The visit costs nothing extra for travel. Cancelling takes one call, made 24 hours or more before the slot.',
    ],
    faqs: [
      {
        question: 'Several cars share our driveway. How should we set up for the visit?',
        answer:
          'Put the car that needs the work where both of its sides have a yard of room, usually at the front of the driveway or at a level curb space. Move any cars that would block it in, and keep the keys handy in case it needs to shift during the job.',
      },
      {
        question: 'Can the technician work at my office at University Circle?',
        answer:
          'If building management allows outside service in its parking, yes. Covered parking is a good place for glass work, since it keeps sun and wind off the car. Make sure the space has room around the car, and tell us the level and stall when you book.',
      },
    ],
  },
  'fleet-services/east-palo-alto': {
    paragraphs: [
      'Landscaping crews, construction and demolition contractors, cleaning services and delivery vans make up much of the working traffic based in East Palo Alto. Their trucks cross the Dumbarton Bridge, run US-101 in both directions and spend days on job sites, where gravel, debris and loaded beds are hard on windshields and back glass.',
      `Fleet requests are scheduled${fleetWithin()}, at your yard or wherever the vehicles are parked, so a truck does not lose a day driving to a shop. Each truck builds its own history under its unit number and VIN, which you can check at any time, and invoices go to the account${onFleetTerms()}.`,
      'Companies with more trucks can set up recurring yard visits, during which the technician inspects the fleet, fills chips that qualify and plans replacements for glass that is past repair. For crews that leave early and return late, after-hours or weekend work in the yard can be arranged ahead of time. Newer trucks with a forward camera get their calibration planned into the same visit schedule.',
    ],
    faqs: [
      {
        question:
          'Our crews work on both sides of the bay. Can the technician meet a truck at a job site?',
        answer: `It can, if the site has level, safe space away from equipment and the site owner allows it. A regular yard visit is usually easier to plan for a whole fleet, but a single truck held up at a site can be met there once the request is scheduled${ifFleetScheduling((window) => `, ${window}`)}.`,
      },
      {
        question: 'What happens when a truck comes back midweek with a new chip?',
        answer: `Send us the unit number and we schedule the repair${fleetWithin()}, or add it to the next recurring yard visit if one is coming up soon. Filling a chip early takes less time than replacing a windshield later, and the job is logged to that unit and billed to the account${onFleetTerms()}.`,
      },
    ],
  },
  // Foster City
  'windshield-replacement/foster-city': {
    paragraphs: [
      'Foster City is flat from end to end, built on land reclaimed from the bay, so level ground for a windshield job is rarely the hurdle. The rules around the space usually are. Many townhome and condominium communities have association guidelines for work done in shared lots and carports, and the office campuses near the shoreline have their own policies. A quick check with the association or building management before booking avoids a surprise on the day.',
      'Cracks here often begin on SR-92 and the San Mateo Bridge, where heavy traffic, trucks included, moves at freeway speed across open water, or on US-101 just to the west. Salt carried on the bay breeze leaves a film on the glass, and the low sun across the water makes every flaw more visible. A crack half an inch long, or one that has run to the edge, means fitting OEM or equivalent glass.',
      'The work runs 1 to 2 hours, roughly an hour of which is cure time before the car can move. If your car has a forward camera, its calibration adds 1 to 2 hours. Under most comprehensive policies, full glass coverage can bring your cost to $0, and we read the policy and deal with the insurer.',
    ],
    faqs: [
      {
        question: "My building's garage has a low ceiling. Does the van need to get inside?",
        answer:
          'No. The van waits outside or in the nearest space it fits, and the glass and tools are brought in by hand. What matters is the car itself: a level floor, enough room for both doors to open wide, and permission from the building for the work.',
      },
      {
        question:
          'I cross the San Mateo Bridge every day. Why does my windshield collect so many chips?',
        answer:
          'The bridge and its SR-92 approaches carry heavy traffic, trucks included, at highway speed, and debris kicked up by tires travels a long way. Leaving more distance behind trucks helps. A chip caught early can usually be repaired in about half an hour instead of growing into a replacement.',
      },
    ],
  },
  'windshield-repairs/foster-city': {
    paragraphs: [
      'A daily run over the San Mateo Bridge, or along SR-92 and US-101 toward the rest of the Peninsula, is the usual source of Foster City chips. The afternoon wind off the bay adds fine grit, and the salt it carries coats the glass with a haze. Neither is a reason to panic, but an unfilled chip in a windshield that sees that much highway driving rarely stays small.',
      'A resin fill takes about half an hour and needs no drying time. It is possible when the damage is on the front windshield, goes no deeper than the outer sheet, measures under half an inch, keeps 2 inches from the edges and is not pulverized where the stone hit. A crack that has reached half an inch or the edge of the glass has to be replaced instead. Side and rear windows are tempered and are always replaced.',
      'Foster City is well suited to a quick repair. Office lots around Metro Center and the campuses near the shoreline are flat and open, and homes off Edgewater Boulevard and Beach Park Boulevard usually have a garage or driveway. The technician works from the front of the car, so leave some space ahead of the bumper.',
    ],
    faqs: [
      {
        question: 'Does salt haze on the glass affect a chip repair?',
        answer:
          'The technician cleans the area around the chip before starting, so the resin bonds to clean glass. Haze on the rest of the windshield does not stop the repair, though washing it off afterward makes the low sun over the bay much easier to drive into.',
      },
      {
        question: 'Can the chip be filled while I am in a meeting at the office?',
        answer:
          'Yes, if the campus allows outside service in its lot or garage. The car stays where you parked it for the half hour the fill takes. Send the building, level, stall and a short description of the car, and you will get a message when the work is finished.',
      },
    ],
  },
  'door-glass-replacement/foster-city': {
    paragraphs: [
      'Door windows in Foster City break for familiar reasons: a break-in at a car with something visible on the seat, a regulator that wears out and drops the glass, or a door caught by a gust of bay wind and flung open hard while the window was partly down. Along the shoreline the afternoon wind can be strong, and a door swinging to its stop puts real force on the glass.',
      'Since the regulator, not glue, carries a roll-down window, the car can be driven as soon as everything is reassembled. Most of the 1 to 2 hours goes into the mess: with the panel removed, loose glass is emptied from the door and vacuumed from the seats and floor, and the regulator and motor are tested before the new window is mounted and cycled. A fixed quarter window is different, set in urethane that needs about an hour.',
      'The flat garages and lots around town suit the job well. Parking structures at office campuses keep wind and salt spray off the car, and a home garage with about three feet on each side of the car works just as well.',
    ],
    faqs: [
      {
        question: 'A gust caught my door and the window shattered. Is the door itself all right?',
        answer:
          'A door flung open by wind can strain its hinges and check strap, and if the glass was partly down it can strike the frame and break. The technician checks that the door closes and seals before fitting new glass. If the door is bent, we tell you, since new glass will not seal in a misaligned frame.',
      },
      {
        question: 'How soon can the car be driven and locked after a new door window?',
        answer:
          'For a roll-down window, right away: there is no adhesive to cure, and the technician tests the glass, lock and seal before leaving. A fixed quarter window can be locked at once, but the car should not be driven for about an hour, until the urethane has set.',
      },
    ],
  },
  'back-glass-replacement/foster-city': {
    paragraphs: [
      'Plenty of Foster City households drive hatchbacks, SUVs and minivans, and their back glass takes the knocks of daily life: a hatch lowered onto a bike or a cooler, a ball from a nearby park, a break-in aimed at a bag in the cargo area. When tempered rear glass goes, it goes all at once, and small cubes end up everywhere from the cargo floor to the rear seat.',
      'The job takes one to two hours, about an hour of which lets the urethane cure. The technician vacuums out the fragments, including the hatch channel and under the seats, bonds the new glass, and reconnects the defroster grid and antenna leads. The salt air here can corrode electrical tabs over time, so the connections are cleaned before they are reattached, then tested. A rear wiper and third brake light, where the car has them, go back on the new glass.',
      'Most homes have a flat driveway or garage. The technician works from the back of the car, so leave about three feet of clear space behind it.',
    ],
    faqs: [
      {
        question:
          'My hatch glass carries the rear wiper and brake light. Are they moved to the new glass?',
        answer:
          'Yes. The rear wiper and, on many models, the third brake light are taken from the old glass or its mounts and fitted to the new one. They are tested along with the defroster and antenna before the technician leaves, so the hatch works as it did before.',
      },
      {
        question: 'Can the car sit outside overnight with the back window taped?',
        answer:
          'Taped plastic keeps most moisture out for a night, but the bay wind can work it loose. Use wide tape on clean, dry paint, cover the whole opening and check it in the morning. A garage is better if you have one. Book the first open slot, and we come to the car.',
      },
    ],
  },
  'adas-windshield-calibration/foster-city': {
    paragraphs: [
      'Many recent cars parked along Foster City streets and in its office lots carry a forward camera up by the mirror that steers lane keeping and triggers emergency braking, though not every car has one. A replacement windshield means re-aiming that camera, by whatever method the carmaker specifies, before those systems can be relied on.',
      'The dynamic method is a drive at set speeds on clearly striped lanes. SR-92 and US-101 around Foster City have long, well-marked lanes, so the drive can start close to where the car is parked. Static calibration is a different matter, and flat land alone does not make it possible. The procedure wants perfectly flat ground, lighting we control and empty floor before the bumper, and a driveway or parking lot exposed to sun, glare off the lagoons and passing people cannot provide that. Static calibrations are therefore done at our Hayward shop, over the San Mateo Bridge.',
      'A Tesla handles its own camera calibration during normal driving. For other cars, the VIN tells us in advance which procedure applies.',
    ],
    faqs: [
      {
        question: 'Can the calibration drive use the San Mateo Bridge?',
        answer:
          'It can be part of the route. A dynamic calibration needs sustained speeds on lanes with clear markings, which SR-92 and US-101 both provide. Heavy traffic or strong crosswinds can slow the process, and in that case the technician keeps driving until the scan tool confirms the camera has aligned.',
      },
      {
        question: 'My car needs a static calibration. How does the Hayward part work?',
        answer:
          'We arrange it with you when booking. The shop gives static targets what they need: a flat floor, constant light and open space. From Foster City it is a straight trip over the bridge, and the calibration takes 1 to 2 hours once the car is set up in front of the targets.',
      },
    ],
  },
  'mobile-service/foster-city': {
    paragraphs: [
      'Foster City gives the van plenty of level ground: homes along the lagoons with driveways and garages, townhome and condominium communities with carports and guest spaces, and office campuses near Metro Center with wide lots and parking structures. The technician needs the keys and roughly a yard of room along each side of the car, and in shared lots the association or building management should know the work is happening.',
      'Wind is the local variable. The breeze off the bay often builds in the afternoon, and strong gusts throw grit and make handling glass unsafe, so on windy days we may suggest a garage, a parking structure or a morning slot. A drizzle can be worked through under the canopy; real rain or hard wind pushes the visit back, since urethane must go onto a dry surface.',
      'There is no travel fee. To cancel, just tell us 24 hours before the visit. For a gated community or a campus with a security desk, include access instructions so the technician is not held up at the entrance.',
    ],
    faqs: [
      {
        question: 'The wind picks up most afternoons here. Should I book a morning slot?',
        answer:
          'Mornings along the bay are often calmer, which helps with glass work, but a moderate breeze is usually fine. Only strong gusts or heavy rain make us reschedule, because grit and moisture must stay off the urethane. A garage with room around the car takes the wind out of the picture entirely.',
      },
      {
        question: 'Can you work in the visitor spaces at my condominium complex?',
        answer:
          'Often, if the association allows it. A glass visit takes one to two hours for most jobs and leaves no fluids or parts behind, which some associations ask about. Check the rules, choose a level visitor space with some room on each side, and include its number in your booking.',
      },
    ],
  },
  'fleet-services/foster-city': {
    paragraphs: [
      'Foster City fleets are shaped by its office campuses and its many residential complexes: shuttle vans connecting campuses with transit, courier and facilities vans, property-management trucks moving between apartment and condo communities, and landscaping crews caring for the common areas along the lagoons. Most of them cross the San Mateo Bridge or run SR-92 and US-101 daily, and the chips accumulate. Vehicles parked overnight near the shoreline also take the salt air and wind-driven grit that slowly wear the glass and the rubber around it.',
      `Fleet requests are scheduled${fleetWithin()}, and the work happens in your lot, yard or parking structure. Each vehicle has a glass history filed under its unit number and VIN, camera calibrations included.${ifFleetInvoiceTerms((terms) => ` Billing runs on ${terms} terms.`)}`,
      'For larger fleets, recurring visits let the technician check every unit, fill chips that qualify for repair and plan replacements for glass that is past it. After-hours or weekend work can be arranged for vehicles that are busy through the working day, so glass is done while they sit parked.',
    ],
    faqs: [
      {
        question:
          'Our maintenance trucks rotate between several residential properties. Where should glass work happen?',
        answer: `Pick one property with level space as the regular meeting point, and we can schedule recurring visits there. Records are kept per truck, by unit number and VIN, so the history follows the vehicle rather than the site.${ifFleetScheduling((window) => ` Individual requests in between are scheduled ${window}.`)}`,
      },
      {
        question: 'Do our courier vans need camera calibration after a windshield replacement?',
        answer:
          'Only those with a forward camera behind the glass, which is common on late-model vans. Dynamic calibration can happen on SR-92 or US-101 near your lot; static procedures are done at our Hayward shop. Each calibration is recorded against the unit number and VIN.',
      },
    ],
  },
  // Half Moon Bay
  'windshield-replacement/half-moon-bay': {
    paragraphs: [
      'On the coast, a windshield replacement meets conditions the inland Peninsula rarely does: fog that keeps the glass wet well into the morning, salt air that works on the metal around the opening, and wind that sandblasts cars parked near the beaches. In Half Moon Bay those conditions shape the job. The technician dries the frame thoroughly, inspects the pinch weld for rust once the old glass is out, and primes any bare metal before laying the new urethane.',
      'Most cracks start on SR-92, where farm trucks and heavy weekend traffic share the curves over the hill, or on SR-1 along the coast. The work itself can happen in a driveway in Ocean Colony or Arleta Park, at a home or business near Main Street, or on a farm or nursery property, as long as the car sits on firm, level ground with room around it. Installing the OEM or equivalent windshield is a 1- to 2-hour visit, and the car rests for about an hour of it.',
      'Any forward camera then needs 1 to 2 hours of calibration. With full glass coverage, most comprehensive policies let the replacement cost you $0, and we confirm that with your insurer and send them the bill.',
    ],
    faqs: [
      {
        question: 'My driveway is gravel. Can the windshield be replaced there?',
        answer:
          'Gravel works if it is firm and level; loose gravel on a slope does not. The car has to sit still and level while the glass is set, and the technician needs steady footing on both sides. On rural properties, a concrete pad, a barn floor or a flat patch near the house is often the better choice.',
      },
      {
        question: 'Do you come out to farms east of town along SR-92?',
        answer:
          'Yes, within our service area, with no travel fee. Tell us how to find the car on the property, whether there is a gate, and where the level ground is. Work trucks are fine too, and if a vehicle has a forward camera, we explain where its calibration would happen before booking.',
      },
    ],
  },
  'windshield-repairs/half-moon-bay': {
    paragraphs: [
      'The climb over SR-92 is where many Half Moon Bay windshields pick up their chips. Slow trucks, gravel on the shoulders and traffic that bunches up behind them on the curves all send stones flying, and SR-1 adds its share along the coast. A chip then spends its days in cool, damp air, where moisture can seep into the break, and in a car that keeps climbing and descending grades that flex the glass.',
      'Filling the chip early keeps it from spreading. It takes roughly 30 minutes, and there is nothing to wait for afterward. Resin suits front-windshield damage that stays in the outer glass layer, spans under half an inch, keeps a clear 2 inches from the edges and has an intact, uncrushed center. A crack half an inch or longer, or one that reaches the edge, means a new windshield. Side and rear windows, being tempered, are always replaced instead.',
      'A repair fits into any stop on the coast: the driveway at home, a lot near Main Street while you run errands, a farm or nursery yard during the workday, or a workplace lot in town.',
    ],
    faqs: [
      {
        question:
          'A truck on SR-92 threw a stone at my windshield. How soon should I get it fixed?',
        answer:
          'As soon as you reasonably can. The drive back over the hill, with its curves and grade changes, flexes the glass, and damp coastal air lets moisture into the break. Put clear tape over the chip and book the first open slot.',
      },
      {
        question: 'My chip has sand in it from the beach wind. Can it still be repaired?',
        answer:
          'Usually. The technician cleans the break and draws out debris and moisture before injecting resin, so the fill is as clear as possible. A chip packed with grit for weeks may leave a more visible mark afterward, which is one more reason not to wait.',
      },
    ],
  },
  'door-glass-replacement/half-moon-bay': {
    paragraphs: [
      'Cars left at beach and trailhead parking while their owners walk are targets anywhere along the coast, and Half Moon Bay is no exception: a bag or a phone on the seat is enough to cost a side window. Door glass also fails when a regulator gives out, and sand is part of the story here. Grit blown or tracked into the window channels makes the mechanism work harder every time the window moves.',
      'A roll-down window bolts to its regulator with no glue, so there is no cure time at all, and most of the hour or two goes into cleanup. With the panel off, the technician scoops broken glass and any sand from the bottom of the door, vacuums the seats and floor, and runs the regulator and motor to be sure they work before fitting the new window. Fixed quarter windows are the exception, bonded in urethane and needing about an hour before driving.',
      'Fog and drizzle get into an open door fast, so cover the opening with plastic and tape until the appointment.',
    ],
    faqs: [
      {
        question: 'My window was smashed in a beach parking lot. Can you meet me there?',
        answer:
          'If the lot allows it and the car is on level, firm pavement, the technician can often meet it there; a sandy or sloping dirt lot is not suitable. Otherwise, cover the opening, brush the glass off the seat with gloves and drive home, and the technician will come to you there.',
      },
      {
        question: 'Sand gets into everything here. Does it affect the window mechanism?',
        answer:
          'Grit in the window channels and door seals makes the regulator and motor work harder and can wear them out over time. With the door open, the technician clears sand along with the broken glass and checks the mechanism before fitting the new window, so it moves freely and seals when closed.',
      },
    ],
  },
  'back-glass-replacement/half-moon-bay': {
    paragraphs: [
      'Surfboards, fishing rods, coolers and nursery flats all ride in the back of Half Moon Bay cars, and back glass breaks when a load shifts against it or a hatch comes down on something that has not quite cleared the opening. Break-ins and falling branches account for much of the rest. When it happens, the rear defroster goes with the glass, and on a coast where fog can leave windows dripping, that matters on the first drive.',
      'The job fills one to two hours, including an hour or so of urethane cure before the car moves. The technician vacuums fragments from the cargo area and seat folds, along with the sand that usually collects there, then checks the frame for rust before bonding the new glass. The defroster grid and antenna connections are reattached and tested, and a rear wiper, where fitted, goes back on.',
      'Park on firm, level ground, leaving a yard or so open behind the car. On foggy mornings a canopy keeps drizzle off the opening; steady rain or strong wind means choosing another day.',
    ],
    faqs: [
      {
        question: 'My rear window broke during a foggy week. Will the damp delay the job?',
        answer:
          'Fog and light drizzle do not, since the technician works under a canopy and dries the opening before bonding. Steady rain or strong wind does, because urethane needs a dry surface. In that case we pick the next workable day, and the opening should stay covered with taped plastic until then.',
      },
      {
        question: 'When can boards and fishing gear go back in the car?',
        answer:
          'Once the urethane has cured for about an hour, the hatch can be used normally. For the rest of that day, lower it gently and keep long items like boards or rods from resting against the new glass. After that, load as you always have.',
      },
    ],
  },
  'adas-windshield-calibration/half-moon-bay': {
    paragraphs: [
      'When a car relies on a windshield camera for lane keeping or emergency braking, new glass means that camera must be recalibrated by the procedure its maker lays down. Cars without such a camera need nothing more. On the coast, the method matters more than usual, because it decides whether the car has to go over the hill.',
      'The dynamic kind is a drive at steady, specified speeds along clearly marked lanes, so it can start from your place. The winding section of SR-92 does not suit it, with its tight curves, grade changes and slow trucks, and thick fog can stop any calibration because the camera must see the lines. The technician chooses a suitable stretch and a clear window of weather, and returns another day if visibility will not allow it. The static kind puts targets before the car on a floor that must be level, under light that must not change, with nothing else in view. No driveway or farmyard can offer that, so a car needing it travels over SR-92 and the San Mateo Bridge to our Hayward shop.',
      'Teslas skip this step, since their cameras realign themselves on the road.',
    ],
    faqs: [
      {
        question: 'Why not do the calibration drive on SR-92 over the hill?',
        answer:
          'Dynamic procedures need steady speeds on lanes with clear, continuous markings. The winding part of SR-92 has tight curves, grade changes and slow trucks, which make those speeds hard to hold. The technician picks a better-suited road and waits for good visibility if the fog is thick.',
      },
      {
        question: 'If my car needs a static calibration, does it have to go over the hill?',
        answer:
          'Yes. The targets need a room where floor, light and open space are all controlled, and that room is our Hayward shop. We arrange the timing with you when you book, so the windshield and the calibration fit your schedule with as little back and forth as possible.',
      },
    ],
  },
  'mobile-service/half-moon-bay': {
    paragraphs: [
      'Half Moon Bay is where mobile service earns its keep. Instead of you taking the car over the hill, the van comes to the coast, with no travel fee, and the technician works at your home, your business near Main Street, or a farm or nursery property outside town. Homes in Ocean Colony and Arleta Park usually have paved driveways or garages; rural properties need a bit more thought, since the car needs firm, level footing and a few feet of open ground on every side.',
      'Coastal weather is the main scheduling factor. Fog and light drizzle are handled under a canopy, and the technician dries the surfaces before bonding. Winter storms with heavy rain or strong wind mean we reschedule, because urethane needs a dry surface. If the forecast looks doubtful, we call ahead to agree on a new time.',
      "Leave the keys with someone on site or in an agreed spot, and share gate codes or directions for properties that are hard to find. If you need to cancel, a day's warning lets us rebook the slot.",
    ],
    faqs: [
      {
        question: 'Is there an extra charge to come out to the coast?',
        answer:
          'No. There is no travel fee within our service area, including Half Moon Bay and the farms along SR-92 and SR-1. The cost depends on the glass and the work, not on the trip.',
      },
      {
        question: 'My property is at the end of a long dirt road. Will the van get there?',
        answer:
          'The van handles ordinary dirt and gravel roads in dry weather. Tell us about the road when you book, especially after heavy rain, when soft or rutted sections may make a meeting point near the paved road the better choice. The car still needs a firm, level spot with room around it.',
      },
    ],
  },
  'fleet-services/half-moon-bay': {
    paragraphs: [
      'Working vehicles on the coast take a beating. Farm pickups and flatbeds run dirt roads and field edges, nursery and greenhouse trucks haul loads over SR-92, landscaping and construction crews commute over the hill to jobs on the Peninsula, and work trucks tied to the fishing harbor just north of town live in salt air. Windshields pick up chips from gravel and hillside traffic, and rust creeps into the metal around the glass.',
      `Fleet requests are scheduled${fleetWithin()}, and the technician comes to your yard, farm or lot rather than sending trucks over the hill to a shop. Each truck gets its own file, keyed to its unit number and VIN, and invoices go to the account${onFleetTerms()}.`,
      'For larger fleets, a regular round of yard visits lets the technician fill qualifying chips early and note rust or worn seals for attention. In busy seasons, when trucks are out from morning to night, after-hours or weekend work can be arranged so glass gets done while they are parked.',
    ],
    faqs: [
      {
        question:
          'Harvest season keeps our trucks running every day. Can glass work wait until evening?',
        answer:
          'Yes, by arrangement. After-hours or weekend visits at the yard can be set up in advance for fleet accounts, while the trucks are parked. A windshield replacement needs about an hour of cure time before driving, so we time the work to have each truck ready for the next morning.',
      },
      {
        question:
          'Our trucks run farm roads and SR-92 every day. Can you check the whole fleet for chips?',
        answer: `That is what recurring yard visits are for. The technician goes through each truck, fills chips that qualify for repair, flags glass that needs replacing and notes any rust around the openings. Each item goes on the record for that truck and onto the${fleetTermsBefore()} invoice.`,
      },
    ],
  },
};
