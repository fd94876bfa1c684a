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
 * Service-in-city copy for Alameda, Albany, Berkeley, Emeryville, Oakland, Piedmont and
 * San Leandro, written for each pair (see ./types.ts).
 */
export const ALAMEDA_NORTH_NOTES: LocalServiceNotes = {
  // Alameda
  'windshield-replacement/alameda': {
    paragraphs: [
      'No interstate crosses Alameda, yet many of the windshields we replace on the island were cracked on one. A typical commute leaves through the Posey Tube or over an estuary bridge and heads for I-880, where port trucks and airport traffic throw gravel at the cars behind them. Once that crack has spread past what resin can hold, the new glass comes across the water to you, so you are not sitting in tube traffic to reach a shop.',
      'Where we set up depends on the part of town. Many older homes in the Gold Coast and on the blocks around Park Street were built before cars were common, so a driveway is not a given and the job often happens at the curb with the van parked behind you. Bay Farm Island houses tend to have attached garages or wide driveways, and the office buildings in Harbor Bay Business Park have open surface lots.',
      'Salt air is the local detail worth knowing. Damp, briny air off the bay can start rust on the metal flange under an aging windshield, so once the old glass is out the technician inspects that flange and primes any bare spots before laying fresh urethane. Give the adhesive roughly an hour before you drive away.',
    ],
    faqs: [
      {
        question:
          'Can the windshield be replaced while my car sits in an employee lot at Alameda Point?',
        answer:
          'Usually, if whoever manages the lot allows vehicle work there and the car has some open room on each side. The technician needs the key for the visit, and once the glass is in, the car has to stay where it is for about an hour, an easy fit inside a workday.',
      },
      {
        question: 'Does the salty shoreline air change how a new windshield is installed here?',
        answer:
          'The glass is the same, but the frame gets more attention. Light surface rust under the old seal is cleaned and primed so the urethane bonds to sound metal. If the corrosion is deep enough to need body repair, we stop and tell you before installing anything.',
      },
    ],
  },
  'windshield-repairs/alameda': {
    paragraphs: [
      'Island streets are flat and slow, so the chips we fill on Alameda cars were usually picked up somewhere else: on I-880 after the tubes, or on Doolittle Drive heading past the airport toward San Leandro. A small bullseye or star can sit unnoticed for weeks in the mild, damp weather, then start to run when a warm afternoon follows a chilly night or when a wheel drops into a pothole.',
      'Because a resin fill is done in about half an hour and leaves nothing to cure, it fits the way people move around Alameda. We can fill the chip outside your house in Fernside before the school run, beside your parked car at South Shore Center, or at the curb on Webster Street near where you work. Nothing about it requires a shop or a trip through the tube.',
      'The first question is whether the chip qualifies. It has to be on the front windshield, under half an inch across, two inches or more in from every edge, and without crushed glass where the stone struck. A photo taken with a coin next to the damage usually lets us tell you before the visit whether resin will do the job.',
    ],
    faqs: [
      {
        question: 'Will foggy, damp mornings on the island keep the resin from curing?',
        answer:
          'Moisture trapped in the break is the real concern, not the air itself. The technician dries the impact point before filling it, and the resin hardens under ultraviolet light rather than by air drying. A strip of clear tape over a fresh chip keeps fog and drizzle out until we arrive.',
      },
      {
        question: 'How long can I wait before booking a chip repair?',
        answer:
          'Sooner is better. Salt film and road grime settle into an open chip and make the filled spot more visible, and every cold start with the defroster on is a chance for the damage to spread. Once it grows to half an inch or reaches the edge, it is a replacement.',
      },
    ],
  },
  'door-glass-replacement/alameda': {
    paragraphs: [
      'A car left all day at the Main Street or Seaplane Lagoon ferry terminal, or overnight in a marina lot along the estuary, sits out of sight for hours, and that is when a side window is most exposed to a smash-and-grab. We can meet you where it happened, or at home once you have driven back with the opening taped over.',
      'Most door windows are tempered, and a broken one turns into hundreds of small cubes, a good share of which drop inside the door shell where you cannot see them. The technician pulls the inner trim panel, vacuums the cavity, the seat rails and the floor mats, and runs the regulator to make sure it still lifts evenly before the new glass is clipped on. No glue holds a roll-down window, so you are free to go as soon as the trim is back; the exception is a fixed quarter pane, which sits in urethane and needs close to an hour.',
      'Wind along the shoreline can scatter fine glass fragments across a lot, so on a breezy day we look for the sheltered side of the car or a garage, and we cover the seats while we work.',
    ],
    faqs: [
      {
        question: 'Can you replace the window in a marina parking lot while I am out on the water?',
        answer:
          'In most cases, yes, if the marina allows work on cars in its lot and there is room beside the damaged door. Arrange a way to hand over the key, because the door panel comes off and the window motor needs power for testing. A roll-down window needs no cure time.',
      },
      {
        question: 'Is it safe to drive through the tube with a smashed side window?',
        answer:
          'A short, careful drive is usually fine once loose glass is brushed off the seat, but the wind in the tube will push small shards around the cabin. Taping plastic over the opening helps. Having us come to where the car sits is often the easier choice.',
      },
    ],
  },
  'back-glass-replacement/alameda': {
    paragraphs: [
      'Rear windows on Alameda cars tend to break in a handful of ways: a thief reaching for a bag on the back seat, a limb from one of the big old street trees after a windy night, or a liftgate slammed shut on a load of beach chairs after an afternoon at Crown Memorial State Beach. However it happened, tempered back glass never cracks politely. It drops in pieces into the trunk, the cargo floor and the folds of the rear seat.',
      'The visit starts with cleanup, because fragments hide in seat seams and the channel around the opening. Next the old adhesive is shaved down, bare spots on the frame get primer, and the new glass goes onto fresh urethane. The defroster tabs and any antenna leads are reconnected and tested, which matters on an island where damp mornings fog up a rear window before the first errand.',
      'We do this wherever the car lives: at the curb in front of a Victorian near Park Street, in a Bay Farm Island driveway, or in a covered spot under an apartment building on the West End. Keep the hatch or trunk closed for about an hour afterward while the urethane sets.',
    ],
    faqs: [
      {
        question:
          'Salt fog clouds my rear window every morning. Will the new glass clear it as well as the factory one did?',
        answer:
          'It should. Replacement back glass comes with its own printed defroster grid, and we reconnect the power leads and check that the grid warms before we leave. If a wire or connector in the body is damaged, we show you rather than leaving a grid that will not heat.',
      },
      {
        question: 'Is a shared garage under my building big enough for a back glass job?',
        answer:
          "Often it is. We need room to open the hatch or trunk fully and about 3 feet around the car. If the garage ceiling is too low for the van, the van stays on the street and everything is carried down. Get the building manager's permission first.",
      },
    ],
  },
  'adas-windshield-calibration/alameda': {
    paragraphs: [
      'Short blocks, stop signs and low speed limits make Alameda a pleasant place to drive and a poor place to calibrate a camera on the move. When your carmaker calls for dynamic calibration, the technician takes the car off the island, usually onto I-880 or another freeway with crisp lane lines, and holds the speeds the scan tool asks for until the camera reports that it has aligned itself. That part can start right after the new windshield has cured outside your home.',
      'Static calibration works differently. The camera is aimed at printed targets set at exact distances ahead of the bumper, and the result depends on a level floor, even lighting and an empty stretch of space ahead. A curbside spot under street trees, or a narrow driveway beside an old house, cannot meet that standard, so static calibrations for Alameda cars happen at our Hayward shop, and the booking confirmation says which method your model uses.',
      'Not every car has a forward camera, and a chip repair never disturbs one. Teslas handle their own camera calibration as they are driven, so they do not need this appointment.',
    ],
    faqs: [
      {
        question:
          'I drive a Tesla and live on Bay Farm Island. Do I need to book a calibration after the windshield is replaced?',
        answer:
          'No separate appointment is needed, since a Tesla works out its own camera alignment during normal driving after the glass is replaced. Some driver-assist features may stay unavailable until the car has covered enough road to finish, so an early drive on a well-marked road helps it get there sooner.',
      },
      {
        question:
          'How can I tell ahead of time whether my car will need the shop or can be done near home?',
        answer:
          'Send the year, make, model and, ideally, the VIN when you request a quote. The carmaker decides the method, and we look it up. Dynamic cases are finished near you on a marked road; static cases are planned around a visit to the Hayward shop.',
      },
    ],
  },
  'mobile-service/alameda': {
    paragraphs: [
      'Flat ground is one thing the island gives us without any effort. From the West End to the East End, nearly every block sits close to sea level, so finding a level place for the car is rarely the puzzle it can be in the hills across the estuary. What the van needs beyond that is simple: roughly 3 feet of open space around the car, a clear way to reach it, and the keys for as long as the technician is working.',
      'Weather is the bigger variable here. Wind off the bay sweeps across the open lots at Alameda Point and along Shoreline Drive, and winter storms come in off the water. Light drizzle is manageable under our canopy, but a gusty, rainy day means we move the appointment, because urethane only bonds to a dry surface. A garage or carport often lets a wet-day visit go ahead.',
      'Crossing the water costs you nothing extra, since there is no travel fee. Plans change; just tell us at least 24 hours before the visit.',
    ],
    faqs: [
      {
        question:
          'Can the technician meet me at my office in Harbor Bay Business Park instead of at home?',
        answer:
          'Yes, as long as the lot permits it and the car can stay in one spot for the visit. Tell us the building and where you usually park, and give front desk or security a heads-up if the lot has controlled access. Hand over the key when the technician arrives.',
      },
      {
        question: 'My driveway is a narrow strip between two old houses. Will that work?',
        answer:
          'Only if there is about 3 feet of clearance on both sides of the car so the doors open and the glass can be lifted. Many of those driveways are tighter than that, and then the curb in front of the house is the better spot, with the van parked nearby.',
      },
    ],
  },
  'fleet-services/alameda': {
    paragraphs: [
      'Businesses based on the island run a varied mix of vehicles. There are pickups and vans for the trades that keep older houses standing, service trucks for boatyards and marinas along the estuary, and delivery and shuttle vans working out of the hangars and warehouses at Alameda Point or the offices on Bay Farm Island. All of them leave the island daily through the tubes or over the bridges, and the windshields pay for it on I-880.',
      `Island fleet requests are booked${fleetWithin()}, with the work done wherever your vehicles park, so drivers do not lose half a morning crossing to a shop. Larger accounts can set up recurring yard visits, and when the vans are out on routes all day, after-hours or weekend work in your yard can be arranged in advance. Chips found during a visit are filled on the spot in about 30 minutes each, before a rough road stretches them into cracks.`,
      `Each job is billed to the account${onFleetTerms()} and shows up under its own unit number and VIN, a help when several identical vans share one yard.`,
    ],
    faqs: [
      {
        question:
          'Our vans park in a fenced lot at Alameda Point that is empty on weekends. Can you work there on a Saturday?',
        answer:
          'Weekend yard work is available by arrangement. Let us know the gate arrangements and which units need glass, and we schedule the visit ahead of time. A paved, level lot with room between vehicles lets the technician move from one van to the next without repositioning.',
      },
      {
        question:
          'We keep vehicles at two sites, one on the main island and one on Bay Farm. How is that handled?',
        answer: `List the units by site when you send the request. We plan the work so both locations are covered, often on the same service day when the numbers allow, and everything lands on one${fleetTermsBefore()} invoice with each line tied to a unit number.`,
      },
    ],
  },
  // Albany
  'windshield-replacement/albany': {
    paragraphs: [
      "The freeway along Albany's western edge carries I-80 and I-580 together, and that shared stretch is thick with heavy trucks changing lanes as they line up for the Richmond-San Rafael Bridge or the Bay Bridge. A rock off a trailer there can start a crack that creeps across the glass within days, and a crack that has grown beyond half an inch, or crept to the border of the glass, is beyond resin.",
      'Most cars in Albany live at the curb. The flats are a tight grid of bungalows with one narrow driveway or none, and the apartment buildings along San Pablo Avenue have small lots or tuck-under parking. So the typical replacement here happens on the street outside your door. The technician has to stand on both sides of the car and lift the glass over the hood, so a space with a little room ahead and behind, or a corner spot, makes things easier.',
      'Plan on one to two hours with the curing time included. If a forward camera sits behind your mirror, calibration adds another one to two hours, and when the carmaker requires the static method, that step takes place at our Hayward shop.',
    ],
    faqs: [
      {
        question:
          'Is my parking space at University Village a workable place for a windshield replacement?',
        answer:
          'Often, yes, provided the housing rules there permit vehicle work and the spot has some clearance on each side. Check with the management office first. After the glass is set, the car should not move for about an hour, so choose a time when you will not need it.',
      },
      {
        question:
          'A rock from a truck on the Eastshore Freeway started a crack. Do I need to replace it right away?',
        answer:
          'A crack that already measures half an inch or more, or that has found the edge, is past what resin can stop, and it will keep growing, especially with cold mornings and sunny afternoons. A crack in your line of sight is also a safety problem. Book a replacement soon rather than waiting.',
      },
    ],
  },
  'windshield-repairs/albany': {
    paragraphs: [
      'Two roads are behind many of the chips we see on Albany cars. The Eastshore Freeway, where I-80 and I-580 overlap, carries a steady flow of trucks and trailers, and San Pablo Avenue adds buses, delivery vans and plenty of stop-and-go braking. A pebble flicked up on either one leaves a small pit or star in the windshield that is easy to ignore until it grows.',
      'Catching it early pays off. If the damage sits on the front windshield, stays under half an inch, keeps at least two inches clear of every edge and shows no crushed glass at the center, a resin fill can stop it spreading. The job takes roughly 30 minutes, so it fits into a lunch break or the time it takes to drop a child at school, and the car is yours to drive the moment the resin is polished flush.',
      'The work usually happens at the curb. Side streets just off Solano Avenue, or the block in front of your bungalow in the flats, give the technician room to work without standing in traffic. Parking close to the car and reaching it from both sides is all that is needed.',
    ],
    faqs: [
      {
        question: 'I park near Solano Avenue during the day. Can the chip be filled there?',
        answer:
          'Usually, though a quieter side street a few steps off the avenue works better than the busy shopping strip itself, since the technician stands beside the car for about half an hour. Tell us the cross street when you book, and make sure the key is available.',
      },
      {
        question: 'Why did a tiny chip turn into a long crack overnight?',
        answer:
          'Temperature swings are the usual cause. A cold, foggy night followed by a blast of hot air from the defroster, or a sunny afternoon after a chilly morning, stresses the glass around the break. Filling the chip early removes that weak point, but a crack that has already run needs a new windshield.',
      },
    ],
  },
  'door-glass-replacement/albany': {
    paragraphs: [
      'Side windows in Albany get broken in the same ways they do across the East Bay: a bag left in view on a quiet residential block overnight, or a car left for a few hours at the shoreline parking at the end of Buchanan Street while its owner walks the trails around the Albany Bulb. The result is usually the same either way, a door full of tempered glass and an open window.',
      'We bring the replacement to you, most often at the curb outside your home. The technician removes the trim panel, vacuums the shards from inside the door and from the seat, carpet and door pocket, and checks that the regulator and motor move freely, since loose glass can jam them. The new window is then bolted to the regulator, seated in its run channels and cycled from top to bottom. Nothing on a roll-down window has to cure, which means the car can leave with the technician; a fixed quarter pane is a bonded part and wants about an hour.',
      'Before the technician gets there, a sheet of plastic taped across the gap keeps the cabin dry, which matters when fog or rain is moving in off the bay.',
    ],
    faqs: [
      {
        question:
          'My window was smashed in the parking area near the Albany Bulb. Can you come out there?',
        answer:
          "We can, but that waterfront area is open and often windy, which makes cleanup harder and scatters small glass. If the car can be driven carefully, meeting at your home or a sheltered spot in town is usually the better plan. Clear the glass off the driver's seat before you go.",
      },
      {
        question: 'Will my insurance pay for a broken door window after a break-in?',
        answer:
          'Break-ins are generally a comprehensive claim. On most comprehensive policies, full glass coverage means the new door window can cost you $0; without that coverage, you pay your deductible. Either way we confirm the policy details and send the bill straight to the insurer; some insurers also ask for a police report number.',
      },
    ],
  },
  'back-glass-replacement/albany': {
    paragraphs: [
      'Albany Hill is covered in tall eucalyptus, and on a windy day those trees drop bark, seed pods and the occasional heavy limb onto whatever is parked below. A branch landing on a hatchback or the rear of a sedan is one of the more common reasons a back window breaks here, along with break-ins and hatches that swing shut too hard in a tight curbside space.',
      'Tempered rear glass comes apart completely, so the visit begins with cleanup. The technician vacuums the cargo floor, the back seat, the gaps between cushions and any child seats, then cuts out the old adhesive and preps the opening. The new glass is bonded with urethane, and the connections for the defroster grid, any antenna in the glass and a rear wiper, if your car has one on the glass, are restored and tested.',
      'Most of these jobs take place at the curb in the flats or in a driveway on the slopes of the hill. Once the glass is in, give it an hour of rest with the hatch shut.',
    ],
    faqs: [
      {
        question:
          'A eucalyptus limb crushed my rear glass near Albany Hill. Will you replace the rear wiper too?',
        answer:
          'We reattach the wiper arm to the new glass and test it. If the limb also bent the wiper arm, damaged the motor or dented the liftgate, tell us when you book. We can order a replacement arm with the glass, but body damage to the gate itself is work for a body shop.',
      },
      {
        question: "Glass fell into my child's car seat. Can you clean that out?",
        answer:
          "Yes. We vacuum the seat, its straps and buckles, and the area around and under it, because tempered fragments settle into every crease. Inspect the seat yourself afterward too, and follow the seat maker's guidance if it took a direct hit from the falling branch or glass.",
      },
    ],
  },
  'adas-windshield-calibration/albany': {
    paragraphs: [
      "Albany's own streets are short, flat blocks with frequent stops, which is fine for errands and useless for a road calibration. The nearest place to hold a steady speed between clear lane lines is the Eastshore Freeway, and that is where the technician usually drives a car whose maker specifies dynamic calibration. Timing matters on that stretch: in peak traffic the speed the scan tool needs cannot be held, so we aim for lighter hours and keep driving until the camera confirms its alignment.",
      'Static calibration needs conditions a curb in the flats cannot offer. The car must sit on a level floor, under steady light, with a long, uncluttered space ahead where targets are placed at exact measured distances. Parked cars, trees and passing traffic all get in the way, so for models that require the static method, the calibration is carried out at our Hayward shop rather than on your street.',
      'Check behind the rearview mirror: a camera housing there means calibration is likely after a new windshield. Cars without one skip this step, as does any chip repair, and a Tesla sorts out its own cameras during normal driving.',
    ],
    faqs: [
      {
        question:
          'Traffic on the Eastshore Freeway is often stop-and-go. How do you hold steady speeds for a road calibration?',
        answer:
          'We plan the drive for times when the freeway is moving, and the technician can continue on other well-marked roads if one stretch slows down. The scan tool only finishes when the camera has seen enough straight, clearly marked road at the required speed, so the calibration is not rushed to fit the traffic.',
      },
      {
        question: 'Which cars can skip calibration entirely?',
        answer:
          'Any car with no forward camera on the windshield, any car that only had a chip filled, and Teslas, which recalibrate themselves while being driven. If you are unsure what your car has, give us the VIN and we will check before the appointment.',
      },
    ],
  },
  'mobile-service/albany': {
    paragraphs: [
      'A city this compact is easy for the van to reach and easy to work in, provided we know a little about the spot. In the flats, where most homes are bungalows on narrow lots, the car is usually on the street and the van parks as close behind it as the curb allows. The ground is close to level on most of those blocks, which suits urethane work and lets the glass sit evenly while it sets.',
      "The slopes of Albany Hill are different. Driveways there are short and steep, and a car parked nose-down on a grade is not a good base for a windshield install. If that describes your home, we look for a flatter spot nearby, such as a level stretch of street or a carport. Apartment residents along San Pablo Avenue can often use their own parking area with the manager's approval.",
      "On any Albany block the checklist is short: a yard of open space along each side of the car, an unobstructed path to it, and the key. A light drizzle can be worked through under the van's canopy; a real downpour or gusty wind gets the visit moved. There is no travel charge, and a slot on the day you call, or the next, is often free.",
    ],
    faqs: [
      {
        question: 'There is no driveway at my bungalow. Where will the van go?',
        answer:
          'The van parks on the street as close to your car as the curb allows, and the technician carries glass and tools to it. A legal space with a few feet of clearance ahead and behind is ideal. If your block fills up early, let us know and we can suggest a time of day that works better.',
      },
      {
        question:
          'Can you work in the covered parking behind my apartment building on San Pablo Avenue?',
        answer:
          "Usually, with the property manager's permission. A covered space is helpful on a damp day, as long as the car has room on both sides for doors to open fully and nothing low overhead blocks the glass being lifted into place.",
      },
    ],
  },
  'fleet-services/albany': {
    paragraphs: [
      'Albany is mostly homes, so the fleets here are small: a few vans for a plumbing or electrical contractor, delivery cars for restaurants and shops on Solano Avenue and San Pablo Avenue, cleaning and landscaping crews, and service businesses that park their vehicles on the street overnight. Those vehicles spend their days on the Eastshore Freeway and San Pablo Avenue, and small chips build up across a handful of windshields faster than an owner tends to notice.',
      `Our fleet program works for operations of about five vehicles and up. You send the unit numbers and a short description of the damage, and the visit is scheduled${fleetWithin()} at your shop, your lot or the street where the vehicles are kept. Chip repairs take about half an hour each, and full replacements are done on site as well. For crews that are busy all day, evening or weekend work can be set up by arrangement.`,
      `Every repair is logged by unit number and VIN, and the work lands on one${fleetTermsBefore()} invoice${fleetInvoiceCycle()}, which makes the bookkeeping much simpler for a small business.`,
    ],
    faqs: [
      {
        question:
          'Our work vans park on the street overnight, not in a yard. Can you still service them?',
        answer:
          'Yes. The technician can work at the curb wherever there is legal parking and enough room around each van. Group the vehicles on one or two blocks if you can, tell us where the keys will be, and the visit is set inside a 24- to 48-hour window from the request.',
      },
      {
        question: 'How do chips get handled between scheduled visits?',
        answer: `Send the unit number and a photo when a driver reports new damage. If it is a small chip, it can go on the next scheduled visit, or be booked on its own${fleetWithin()}. Filling it early keeps the van from needing a full windshield later.`,
      },
    ],
  },
  // Berkeley
  'windshield-replacement/berkeley': {
    paragraphs: [
      'Berkeley windshields crack for reasons that change with the elevation. Down in the flats, the damage usually starts on I-80, where the freeway runs past Aquatic Park and the University Avenue and Gilman Street exits with a constant stream of trucks. Up in the hills, long climbs such as Marin Avenue, sharp turns and rough patches twist the body of the car, and a chip that was holding steady can suddenly run across the glass.',
      'Where we install depends on which Berkeley you live in. In North Berkeley, Elmwood and the blocks south of campus, most cars are parked on the street, and the replacement is done at the curb. In the hills, streets are narrow and often sloped, and some have parking on one side only, so we look for a level driveway, a garage or a flatter block nearby. A windshield has to be set on a car sitting level, or the new glass may not seat evenly in the urethane.',
      'The appointment takes one to two hours, most of it waiting for the adhesive to firm up before the car moves. Cars with a forward-facing camera also need calibration afterward.',
    ],
    faqs: [
      {
        question:
          'My street in the Berkeley Hills is narrow and steep. Can a windshield still be replaced there?',
        answer:
          'Often not right in front of the house. The car needs to sit level with room on both sides, and the van has to park safely without blocking a narrow road. A flat garage, a level driveway or a gentler block a short walk away usually works. Describe the spot when booking.',
      },
      {
        question: 'I rent near campus and have no driveway. Where can the replacement happen?',
        answer:
          "At a legal curbside space near your building, or in the building's lot or garage if the manager agrees. Have the key ready for the technician, and pick a spot where the car can sit untouched for roughly an hour after installation.",
      },
    ],
  },
  'windshield-repairs/berkeley': {
    paragraphs: [
      'Chips in Berkeley come from a mix of freeway grit and city-street debris. I-80 through West Berkeley carries heavy trucks alongside commuters, while University Avenue, Ashby Avenue and San Pablo Avenue bring buses, gravel from roadwork and plenty of stop-and-go traffic. Small pits and stars are the result, and they are easy to live with until a cold morning turns one into a crack.',
      'A repair keeps your original windshield in place and takes about half an hour. Resin is injected into the break, hardened with ultraviolet light and polished flush, and the car can be driven away right after. Because it is quick, it fits into a workday at an office or workshop in West Berkeley, a visit to the shops on Fourth Street, or the time between classes if you park near campus.',
      'Not every chip qualifies. For resin to work, the break has to be in the windshield (side and rear glass, usually tempered, cannot be filled), confined to the outer ply, smaller than half an inch, two or more inches from any edge, with no crushed glass where the stone landed. A long crack, or one that reaches an edge, is beyond resin and calls for a replacement.',
    ],
    faqs: [
      {
        question: 'I work in West Berkeley. Can you fix the chip during my lunch break?',
        answer:
          'Yes, if the car is in a lot or at a curb where the work is allowed. The fill takes around 30 minutes, and because the resin is hardened with UV light on the spot, you can drive back to work right after. Send the address, a note on where the car sits, and how the key will reach the technician.',
      },
      {
        question:
          'A chip from a trip up Marin Avenue has a small crack coming out of it. Is it still repairable?',
        answer:
          'It may be, if the whole damaged area, including the short crack, is under half an inch and at least two inches from every edge. Once the crack leg grows past that, resin will not hold it. Send a photo with a coin beside the damage and we can tell you which applies.',
      },
    ],
  },
  'door-glass-replacement/berkeley': {
    paragraphs: [
      'A broken side window in Berkeley is rarely a mystery. Cars parked at the curb near campus, at shopping streets in the flats, or at scenic turnouts along Grizzly Peak Boulevard are tempting to someone hoping to find a laptop or backpack. Most door windows are tempered and burst into small fragments, while on some recent models the side glass is laminated, so it spiders but holds together. Either way, the window is replaced, not repaired.',
      'We come to where the car is, which in Berkeley usually means a curbside space or a building garage. The technician removes the door trim, vacuums out the glass that has fallen inside the door, clears the seats and floor, and checks the regulator before installing the new window. A window that rolls down is mechanically held and ready to use immediately; a small fixed window in the rear door or body side is set in adhesive and should be left an hour before the car moves.',
      'Winter rain comes through an open window quickly. A plastic sheet taped over the gap buys time, and emptying the car of valuables and leaving the window switch alone until we get there avoids further trouble.',
    ],
    faqs: [
      {
        question:
          'A thief broke the small fixed window behind my rear door. Does that take longer than a regular door window?',
        answer:
          'The work itself is similar, but a fixed quarter window is held in with urethane rather than by the regulator, so the car should sit for roughly an hour before being driven. Plan for the whole visit to take up to two hours and choose a spot where the car can stay put.',
      },
      {
        question:
          'My car was broken into at a turnout on Grizzly Peak Boulevard. Can you meet me there?',
        answer:
          'We would rather not. Those turnouts are narrow, often sloped and beside fast traffic, which makes them unsafe for a door panel job. Brush the glass off the seat, drive the car carefully to your home or a level street, and we will meet you there.',
      },
    ],
  },
  'back-glass-replacement/berkeley': {
    paragraphs: [
      'Rear windows break in Berkeley for a few recurring reasons: a thief after something visible in the cargo area, a limb from an oak or eucalyptus in the hills during a winter storm, or a hatchback closed against an overhanging branch in a tight driveway. The glass on the rear of most cars is tempered, so it gives way in one go and spreads fragments across the cargo floor and back seat.',
      'The technician starts by cleaning all of it out, including the folds of the seat, the hatch channel and the spare tire well if glass has slipped down there. The old adhesive is cut back, the frame is prepared, and the new glass is set in a fresh bead of urethane. Then the defroster grid, any antenna built into the glass and the rear wiper connection are reattached and tested. The defroster matters in Berkeley, where a damp winter morning can fog a back window before you leave the driveway.',
      'Most jobs are done at the curb or in a garage. After installation the car needs about an hour to sit before driving, and we ask that you keep the hatch closed during that time.',
    ],
    faqs: [
      {
        question:
          'My hatchback lives in a tight garage south of campus. Is there room to fit the new glass there?',
        answer:
          'We need enough height to open the hatch fully and about 3 feet around the car. Many older garages near campus are tight on both counts. If yours is, the car can be backed out onto the street or into a wider space for the visit.',
      },
      {
        question:
          'Some defroster lines on my old back glass had stopped working. Will the new ones work?',
        answer:
          'The replacement glass has a complete new grid, so damaged lines on the old glass do not carry over. We connect the power leads and confirm the grid heats before we leave. If the problem turns out to be a wire or fuse in the car, we point it out.',
      },
    ],
  },
  'adas-windshield-calibration/berkeley': {
    paragraphs: [
      'The roads that make Berkeley pleasant to drive, winding hill streets and busy avenues broken up by signals and crosswalks, are exactly the ones a camera cannot calibrate on. For cars whose maker calls for dynamic calibration, the technician usually heads for I-80, where the lanes are long, straight and clearly painted, and drives at the required speeds with the scan tool connected until the camera finishes aligning. Rain can hide lane lines from the camera, so a dry day makes this step go more smoothly.',
      'Static calibration has stricter needs: a level floor, controlled lighting and a clear zone in front of the car where targets stand at measured distances and heights. A sloping hill driveway, a tree-shaded curb or a cramped garage near campus does not provide that, so those cars get their static calibration at our Hayward shop instead. Booking includes a look at the procedure for your exact model, and you hear the answer before the day.',
      'Plenty of cars still have no forward camera, and a chip repair never moves one. Teslas calibrate their cameras by themselves during the first drives after new glass.',
    ],
    faqs: [
      {
        question: 'Can calibration be done on the winding roads near my house in the hills?',
        answer:
          'No. Dynamic calibration needs steady speeds on roads with clear, continuous lane markings, which curving hill streets and stop signs do not offer. The technician drives the car down to I-80 or another well-marked road and brings it back to you when the scan tool confirms the camera is aligned.',
      },
      {
        question:
          'My windshield was replaced somewhere else without a calibration. Can you calibrate it now?',
        answer:
          "Usually, yes, as long as the glass is the correct part with the right camera bracket. We check your car's procedure first. Road calibrations are done near you; static ones are done at the Hayward shop. If the camera will not align, the installation itself may need a look.",
      },
    ],
  },
  'mobile-service/berkeley': {
    paragraphs: [
      'Working in Berkeley mostly means working at the curb. Many blocks in the flats fall inside residential permit parking zones, driveways are often short or shared, and a lot of renters have no off-street space at all. The van parks legally as close to your car as it can, and the technician carries the glass and tools over. If your block fills up by mid-morning, an early slot often makes the visit easier.',
      'The hills bring a different set of limits. Streets are narrow, some allow parking on one side only, and red curbs near corners and hydrants are common. Many cars there sit on a slope, which is a problem for a windshield or back glass install because the car needs to be level. In those neighborhoods we often plan the visit for a garage, a level driveway or a flatter street nearby.',
      'For any spot, the basics are the same: roughly 3 feet of room around the car, access to it and the key. We work under a canopy in light rain but reschedule in a downpour or strong wind, since urethane needs a dry surface. Trips to Berkeley carry no travel fee.',
    ],
    faqs: [
      {
        question: 'My building near campus has a tandem garage. Can the car be worked on there?',
        answer:
          'Possibly, if the car in front can be moved or your car can be pulled out so there is space on both sides and room to lift the glass. If the garage is too tight or too dark, the technician may suggest the street in front of the building instead.',
      },
      {
        question: 'My block is in a permit parking zone. Does the van need a permit?',
        answer:
          'Tell us about the permit zone and any time limits when you book. The technician finds legal parking for the van nearby and walks the glass and tools over if needed. Your own car just needs to be legally parked for the length of the job.',
      },
    ],
  },
  'fleet-services/berkeley': {
    paragraphs: [
      "West Berkeley, between San Pablo Avenue and the freeway, is where many of the city's working vehicles are based. Bakeries and food producers, small manufacturers, builders' suppliers, contractors and repair businesses keep vans, pickups and box-body trucks there, along with delivery fleets that fan out across the East Bay each morning. Their windshields take chips on I-80 and on busy avenues, and side windows are sometimes broken when vehicles are left on the street.",
      `Requests from Berkeley fleets get a visit${fleetWithin()}, at your yard or lot, so no one has to take a van off its route to sit at a shop. For businesses with more vehicles, recurring yard visits catch chips early, when a 30-minute repair can still save the glass. If your vans are out from early morning, after-hours or weekend visits can be arranged ahead of time.`,
      `Each invoice${ifFleetInvoiceTerms((terms) => ` is on ${terms} terms and`)} lists the work by unit number and VIN. Camera-equipped vans get a calibration record after any windshield replacement, which goes straight into your maintenance files.`,
    ],
    faqs: [
      {
        question:
          'Our delivery vans leave before sunrise and return late. When can the glass work happen?',
        answer: `Evening or weekend visits to your yard can be arranged in advance, so the vans are serviced while they are parked. Give us the list of units and the damage on each, confirm who will let the technician in, and we set a date${ifFleetScheduling((window) => `, either ${window} or`)} on your regular recurring day.`,
      },
      {
        question:
          'Some of our vehicles park at the shop, others on the street nearby. How do you keep track?',
        answer: `Wherever a van happened to be parked, its job goes on record under that van's unit number and VIN. Tell us where each unit is when you send the request, and the technician works through them in one visit where possible. Everything lands on a single${fleetTermsBefore()} invoice.`,
      },
    ],
  },
  // Emeryville
  'windshield-replacement/emeryville': {
    paragraphs: [
      'Emeryville sits right at the point where I-80 slows for the approach to the Bay Bridge, and the crawl through that merge is where many local windshields pick up their damage. Trucks heading for the bridge and the port share the lanes with commuters, and a stone thrown by a tire in that traffic can start a crack that spreads quickly once the glass warms in the afternoon sun.',
      'In Emeryville, a replacement often happens indoors or in a structured lot. Condo and apartment buildings usually have gated garages, offices have parking decks, and the Bay Street shopping district has a large garage of its own. A garage is a good place for the work because it stays dry, but many have height limits the van cannot clear. In that case, the technician parks at the entrance or on the street and carries the glass inside.',
      'The visit takes one to two hours, most of it cure time for the urethane before the car can go back into traffic. Newer cars with a camera behind the mirror also need calibration, which adds one to two hours, and static calibrations take place at our Hayward shop.',
    ],
    faqs: [
      {
        question:
          'My car is in a gated residential garage with a low ceiling. How does the technician get in?',
        answer:
          'Arrange guest access with your building or meet the technician at the gate. The van stays outside if it cannot clear the height limit, and the glass and tools are carried to your space. The car needs roughly 3 feet of room on each side, so a corner stall or an open guest spot can help.',
      },
      {
        question: 'Can you replace my windshield in my office parking deck while I work?',
        answer:
          'Often, yes, if the building allows it. Check with property management, tell us the level and stall number, and leave the key where we agree. After installation the car should sit for about an hour, which is easy to fit around a normal workday.',
      },
    ],
  },
  'windshield-repairs/emeryville': {
    paragraphs: [
      'Stop-and-go traffic on I-80 near the Powell Street exit sounds harmless for glass, but slow lanes packed with trucks still throw grit, and the merge toward the Bay Bridge keeps vehicles close together. A small chip collected there is worth fixing while it is small, because the mix of morning fog and afternoon sun along the waterfront puts repeated stress on a weakened spot.',
      'A resin repair is one of the easiest things to fit into an Emeryville day. Plan on roughly thirty minutes, after which the car goes straight back into service. The technician can do it in your building garage, in a shopping center lot while you run errands, or in an office deck near Hollis Street during a meeting. Indoor spaces are actually helpful here, since the break stays dry and free of grime during the fill.',
      'Resin has limits. We fill damage only in the outer layer of the front windshield, and only when the chip is smaller than a half-inch, sits a couple of inches or more inside the edge, and has no pulverized glass at its center. Bigger breaks, or ones hugging the edge, call for a new windshield.',
    ],
    faqs: [
      {
        question: 'Can the chip be repaired in a dim underground garage?',
        answer:
          "Yes. The resin hardens under the technician's ultraviolet lamp, not sunlight, and the technician brings a work light to inspect the break. A garage keeps rain and dust away from the chip while it is filled. The only requirements are access to the car and a little space to stand beside the windshield.",
      },
      {
        question: 'I only have a short break between meetings. Is that enough time?',
        answer:
          'Thirty minutes or so covers it, and there is no need to stay with the car once the technician has the key. Since nothing has to cure afterward, you can drive off between meetings.',
      },
    ],
  },
  'door-glass-replacement/emeryville': {
    paragraphs: [
      "Emeryville packs a lot of parked cars into a small area: shoppers' cars in the big garages, travelers who leave a car near the Amtrak station, residents in shared garages under condo buildings. When a side window is broken in one of those places, the car often needs to be fixed before it can be safely left again, and a mobile visit solves that without a drive across town with an open window.",
      'Inside the door, the broken pieces collect at the bottom of the shell, so the trim comes off first and the cavity is emptied with a vacuum before the cabin gets the same treatment. The regulator and motor are checked, the new pane is bolted in, and it is adjusted until it meets the weatherstrip evenly and cycles without binding. With a roll-down window, you can leave once the trim clips back into place; a bonded quarter pane wants about an hour first.',
      "Shared garages are usually fine places for the work, with the building's permission and enough room to open the damaged door fully.",
    ],
    faqs: [
      {
        question:
          'My window was broken while I was away on a train trip. Can you meet me at the car near the Amtrak station?',
        answer:
          "We can meet you at the car if the lot allows work on vehicles. If parking is limited or the lot is busy, we may suggest moving the car a short distance first. Remove the loose glass from the driver's seat before you move it, and bring the key.",
      },
      {
        question: 'The thief bent the door frame while prying. Can new glass still seal properly?',
        answer:
          'Not always. If the frame or window channel is bent, the new glass may leak or whistle. The technician checks the frame before installing and tells you if body work is needed first. A slightly bent top edge can sometimes be adjusted on the spot.',
      },
    ],
  },
  'back-glass-replacement/emeryville': {
    paragraphs: [
      'Back glass in Emeryville is often broken on purpose: a thief after a bag in the cargo area of an SUV, or vandalism in a shared garage. Now and then a rear window is cracked by a garage door coming down on an open hatch, or by something carried too carelessly in a tight parking stall. The glass is tempered, so it shatters into the cargo area and onto the back seat.',
      'The visit starts with a thorough vacuum of the trunk or cargo floor, the seats and the pinch channel where the old window sat. Leftover urethane is cut down to a thin base, primer goes on any bare metal, and the replacement is lowered onto a new bead. Power for the defroster and any antenna or rear wiper is reconnected and tested, because a back window that will not clear on a foggy morning near the bay is a real nuisance.',
      'The work is usually done in the garage where the car lives, with permission from the building. A parking stall against a wall may need the car backed out so the technician can reach the rear. Once the new glass is in, leave the car parked for roughly sixty minutes.',
    ],
    faqs: [
      {
        question: 'My parking stall backs up to a wall. Is there enough room behind the car?',
        answer:
          "The technician needs about 3 feet behind the car to remove the old glass and set the new one. If the stall is tighter than that, the car can be pulled forward or moved to a nearby open space for the visit, with the building's permission.",
      },
      {
        question: 'Can I drive onto the Bay Bridge right after the back glass is replaced?',
        answer:
          'Wait about an hour so the urethane holding the glass can set before the car is driven. After that, normal freeway driving is fine. Avoid car washes for a day, and leave the tape on the glass until the next day.',
      },
    ],
  },
  'adas-windshield-calibration/emeryville': {
    paragraphs: [
      "I-80 along Emeryville's western edge is well suited to dynamic calibration on paper and often frustrating in practice. The lanes are long and clearly striped, but between the Powell Street interchange and the Bay Bridge approach, traffic often moves too slowly for the camera to finish its learning drive. When your carmaker calls for the driving method, we plan the drive for a lighter part of the day and use whatever nearby marked roads let the car hold the required speeds.",
      "The city's many parking garages might look like a good place for static calibration, but appearances mislead. Concrete pillars, parked cars, reflective surfaces, ramps that are slightly sloped and uneven overhead lighting all interfere with targets that must sit at exact distances in a clear, evenly lit space. So when the static method is required, the car comes to the Hayward shop, which has a floor and lighting prepared for exactly this job.",
      'Before booking, look for a camera housing behind your rearview mirror. Not every car has one, chip repairs never require calibration, and Teslas calibrate their own cameras during normal driving.',
    ],
    faqs: [
      {
        question:
          "My building's garage is flat and covered. Is that good enough for static targets?",
        answer:
          'No. Level ground is only one requirement. Static calibration also needs steady, even lighting and a long uncluttered area in front of the car, free of pillars, other vehicles and reflections. A residential garage cannot guarantee all of that, so static work is done at the Hayward shop.',
      },
      {
        question: 'If my car needs the shop, how long will I be without it?',
        answer:
          'Plan on the replacement taking one to two hours and the calibration another one to two, so set aside a morning or an afternoon. We confirm the method and the timing when you book, so you can arrange a ride or work nearby while the car is with us.',
      },
    ],
  },
  'mobile-service/emeryville': {
    paragraphs: [
      "In Emeryville, almost every appointment involves someone else's property: a condo garage, an office parking deck, a retail garage or a lot at a research campus. That makes the practical details more important than the address. We need to know how the technician gets in, whether there is a height limit for the van, and whether the building allows work on vehicles in its parking area. A quick note to management or security before the visit saves a lot of time on the day.",
      'Garages have real advantages here. They keep the car out of the wind that blows across the Watergate peninsula and along the shoreline, and they keep the work area dry when the weather turns. If the van cannot fit under the ceiling, the technician parks at the entrance or on a nearby street and carries the glass in. The car itself needs about 3 feet of room around it and a reasonably level floor.',
      "Visits carry no travel fee. Cancelling is fine with a day's notice, meaning 24 hours before the appointment.",
    ],
    faqs: [
      {
        question:
          "My company's parking structure is shared with other tenants. What should I arrange?",
        answer:
          'Ask property management whether vehicle work is allowed, and let security know a glass technician is coming. Send us the level, stall number and any gate or badge instructions. If your stall is cramped, an end space or an open area on the same level may work better.',
      },
      {
        question: 'Can you work out on the Watergate peninsula, where it is often windy?',
        answer:
          'Yes, on calmer days. Strong gusts make it hard to handle large glass and can blow dust into fresh urethane, so on a windy or wet day we may move the job into a garage or to another date. A covered space in your building is the easiest choice when it is available.',
      },
    ],
  },
  'fleet-services/emeryville': {
    paragraphs: [
      "Emeryville's fleets are shaped by what happens in its offices, labs and shopping districts. Delivery vans and courier cars move between the business parks along Hollis Street and the rest of the Bay Area, shuttle vans connect offices and transit, and service companies keep pickups and vans based in the city for work across the East Bay. Most of those vehicles spend time on I-80 and the Bay Bridge approach, where windshields take steady punishment.",
      `Emeryville fleet requests get a slot${fleetWithin()}, and the work happens where the vehicles park, which in Emeryville often means a structured garage or a gated lot. Tell us about height limits and access so the technician can plan. Recurring visits for larger fleets let us catch chips early, and after-hours or weekend appointments can be arranged when vehicles are busy during the day.`,
      `Each repair is listed on the invoice by unit number and VIN${ifFleetInvoiceTerms((terms) => `, and billing is on ${terms} terms`)}. For vans with windshield cameras, you get a calibration record after each replacement, which is useful when your safety or compliance team asks for documentation.`,
    ],
    faqs: [
      {
        question:
          'Our vans are parked in a garage under an office building. Can the work be done there?',
        answer:
          'Usually, with permission from building management and enough room around each van. If the garage is too low for our service van, the glass is carried in from the street. Send the unit numbers, the damage on each and the access details with your request.',
      },
      {
        question: 'Is there a way to catch chips before they spread across our fleet?',
        answer:
          'Recurring yard visits are the best way. On each visit, the technician checks the vehicles on your list and fills qualifying chips in about 30 minutes each. Catching damage early reduces the number of full replacements and keeps vans on their routes.',
      },
    ],
  },
  // Oakland
  'windshield-replacement/oakland': {
    paragraphs: [
      'Trucks over 4.5 tons are banned from I-580 in Oakland between Grand Avenue and the San Leandro line, which pushes port and warehouse traffic onto I-880 instead. That is why so many cracked windshields in the flats, from West Oakland to the Coliseum area, trace back to a trip on the Nimitz. Commuters on SR-24 through the Caldecott Tunnel and on the Warren Freeway collect their share too, and on warm days in the eastern hills a chip can stretch into a crack between the morning drive and the evening one.',
      'An Oakland replacement can happen almost anywhere the car is parked. In Rockridge, Temescal and Grand Lake, it is usually a curbside spot on a residential block. Downtown and in Uptown, it may be a building garage or a parking deck. In the hills above Montclair, where driveways are steep and the streets wind, we look for a level garage floor or a flatter stretch of street, because the glass needs to seat on a car sitting evenly.',
      'The new windshield is OEM or equivalent glass set in fresh urethane, and the car should be left alone for an hour or so before you drive. If a camera sits behind the glass, calibration follows.',
    ],
    faqs: [
      {
        question:
          'I drive I-580 every day, where heavy trucks are banned. Why do I still get cracks?',
        answer:
          'The ban covers only trucks over 4.5 tons, and only between Grand Avenue and the San Leandro line, so pickups, landscaping trailers, delivery vans and loose debris still throw stones. Road joints and potholes flex the glass, and temperature swings do the rest. A small chip filled early can often avoid a replacement.',
      },
      {
        question:
          'Can you replace a windshield at my house in the hills if the street is narrow and sloped?',
        answer:
          'Often we can, in a garage or on a level driveway. If the only parking is on a steep, narrow street, we find a flatter spot nearby so the car sits level and the van does not block traffic. Sketch out the layout for us when booking and the setup will be planned around it.',
      },
    ],
  },
  'windshield-repairs/oakland': {
    paragraphs: [
      "Oakland throws a lot of small debris at windshields. Container trucks heading to and from the port keep I-880 gritty, I-980 and SR-24 carry heavy commuter traffic, and the city's older streets have their share of rough pavement and loose gravel from utility work. The result is a steady supply of star breaks and bullseyes, many of which can be saved with resin if they are caught early.",
      'Filling a chip takes around thirty minutes with no waiting afterward, so it slots easily into an Oakland workday. The technician can meet you at a garage downtown, at a curb near Lake Merritt, in a lot at Jack London Square or outside your home in the Dimond or Laurel districts. Because the original glass stays in place, the factory seal is untouched and any camera behind the windshield keeps its calibration.',
      'Resin only works within limits. Only windshield damage qualifies, and only if it is smaller than a half-inch, keeps a two-inch margin from the edges and shows no crushing where it was struck. Bigger damage, or a crack that has reached the edge, needs a new windshield instead.',
    ],
    faqs: [
      {
        question: 'Can you repair a chip on my car while it is parked in a downtown garage?',
        answer:
          'Usually, if the garage operator allows work on parked cars. A garage is a good setting because the chip stays dry and clean. Tell us the garage, level and space number, and arrange for the key. Expect half an hour of work and no cure time.',
      },
      {
        question:
          "My chip sits squarely in the driver's line of sight. Will the filled spot bother me?",
        answer:
          "A filled chip is much less visible, but a faint spot usually remains. If the damage sits directly in the driver's line of sight, a slight blemish can be distracting, so some drivers choose a replacement instead. We look at the location and help you decide.",
      },
    ],
  },
  'door-glass-replacement/oakland': {
    paragraphs: [
      'Whether the window was broken on College Avenue, near Lake Merritt or in your own driveway in East Oakland, the first concern is usually getting the car closed up again quickly. We bring the replacement glass to wherever the car is and do the whole job there, so you do not have to drive across town with an open window or leave the car exposed another night.',
      'The technician removes the door trim, vacuums the broken glass out of the door cavity, seat tracks and carpet, and checks the regulator and window motor. The new window is then mounted and adjusted until it travels smoothly and seals. Glass that rolls down is held mechanically, so there is nothing to wait for once the trim goes back on; the small fixed panes are bonded and want an hour to set.',
      'If the car was hit away from home, in a garage near Jack London Square or on a street downtown, we can often meet you there instead, as long as the spot allows the work and the damaged door can open fully. Otherwise, drive it home with the opening covered and we will come to you.',
    ],
    faqs: [
      {
        question:
          'My car was broken into downtown and I drove it home to East Oakland. What should I do before you arrive?',
        answer:
          'Brush loose glass off the seats, tape plastic over the opening to keep rain and dust out, and do not use the power window switch for that door. Remove anything valuable. If you plan to file an insurance claim, keep the police report number handy.',
      },
      {
        question:
          'My car has laminated side glass, and the window cracked but did not fall out. Does it still need replacing?',
        answer:
          'Yes. Laminated side glass is designed to hold together when struck, but once it is cracked it cannot be repaired and it weakens the window. It is replaced like any other door glass, and we order the laminated version so the cabin stays as quiet as before.',
      },
    ],
  },
  'back-glass-replacement/oakland': {
    paragraphs: [
      'Back glass breaks across Oakland in several ways. Break-ins aimed at the cargo area of SUVs and hatchbacks are a frequent cause, but the hills add falling limbs from eucalyptus and pines, and the flats see vandalism and the occasional stray object on the freeway. Pickups used by contractors and tradespeople often have a rear slider window, which is one assembly with its own frame and latch, and it can be ordered by VIN.',
      'Tempered glass travels far when it lets go, so cleanup comes first: the cargo floor, the creases of the rear seat and the lip of the opening all get vacuumed. The remaining glass and old adhesive are removed, the frame is prepared, and the new window is set in fresh urethane. Before leaving, the technician reconnects and tests the defroster leads, the antenna wiring and any wiper mounted on the glass.',
      'We do this at the curb, in a garage or in a lot, wherever the car can sit level with room behind it. Afterward, let the car rest for an hour so the bond can set.',
    ],
    faqs: [
      {
        question: 'The sliding rear window on my pickup was smashed. Can you replace it on site?',
        answer:
          'Usually. Rear sliders come as a complete assembly, and some include a defroster. Send us the VIN so we can order the right unit with the correct heating, tint and latch. The installation is done where the truck is parked, like any other back glass job.',
      },
      {
        question:
          'A tree branch fell on my car in the hills. Can you handle the glass while the body shop handles the dents?',
        answer:
          'Yes. If the car is drivable and the opening can be covered, we can replace the back glass first and the body shop can handle the rest. If the frame around the glass is bent, the body repair needs to come first so the new glass seals properly.',
      },
    ],
  },
  'adas-windshield-calibration/oakland': {
    paragraphs: [
      'Oakland is one of the easier places to find a road for dynamic calibration, because freeways with well-painted lanes run through most of the city: I-880 along the bay, I-580 across the middle, SR-24 and SR-13 through the hills. For a car whose maker wants the driving method, the technician heads for the nearest of those that is flowing, with the scan tool connected, and keeps to the set speeds until the camera signals it has finished aligning. Curvy hill roads and streets with faded or missing paint are not suitable for this step.',
      'Static calibration is another matter. It depends on targets standing at measured distances, a floor with no tilt, lighting that stays constant and an open stretch ahead of the car. Oakland driveways, curbs and apartment garages cannot guarantee all four, so those models are calibrated at our Hayward shop. We confirm the procedure for your car when you book, so you know in advance whether the job can be finished at home.',
      'Not every car carries a forward camera, and a resin chip repair never affects one. Teslas handle camera calibration on their own once they are back on the road.',
    ],
    faqs: [
      {
        question:
          'My lane-keeping warning came on after a new windshield was put in at another shop. Can you check it?',
        answer:
          'Yes. A warning after a replacement often means the camera was not calibrated or the calibration did not complete. We scan the system, confirm the glass and camera bracket are correct, and run the procedure your carmaker requires, either on a nearby freeway or at the Hayward shop.',
      },
      {
        question: 'Can the calibration drive happen in the hills near Montclair?',
        answer:
          'The hills themselves are too winding, but SR-13 and SR-24 are close by and usually have the clear lane lines a camera needs. If traffic or road work makes them unsuitable that day, the technician continues on another marked freeway until the calibration is complete.',
      },
    ],
  },
  'mobile-service/oakland': {
    paragraphs: [
      'A city as varied as Oakland asks different things of a mobile visit depending on where you are. In the flats, from Fruitvale to North Oakland, most jobs happen at the curb outside a house or apartment, and the main question is whether there is a legal spot with a little room on each side of the car. Downtown and around Lake Merritt, many cars live in building garages, so we ask about height limits and access before the visit.',
      'The hills bring a different set of concerns. Streets above Montclair and along Skyline Boulevard are narrow and steep, and a car parked on a grade is a poor base for installing glass. In those neighborhoods we often plan for a garage or a level driveway, or meet at a flatter street nearby. Weather also shifts with elevation: fog and drizzle can hang on the ridge when the flats are dry, and our canopy covers light rain, but a downpour or a gusty day pushes the job to another date.',
      'Across the city the basics hold: we need to reach the car, have its keys, and find roughly three feet of clearance on every side. Oakland visits add no trip charge.',
    ],
    faqs: [
      {
        question: 'My apartment garage near Lake Merritt has a low ceiling. Can the van get in?',
        answer:
          'Often it cannot, and that is fine. The van parks outside, and the glass and tools come in by hand. The car needs about 3 feet of room around it, so a corner stall or an open space on the same level helps. Let the building know we are coming.',
      },
      {
        question: 'Can the technician work at my home in the hills if it is foggy up there?',
        answer:
          'Light fog or drizzle is handled under the canopy, as long as the frame can be kept dry. If rain is steady or the wind is strong, urethane cannot bond properly, and we will contact you to move the appointment to the next dry slot.',
      },
    ],
  },
  'fleet-services/oakland': {
    paragraphs: [
      'Oakland runs on work vehicles. Drayage trucks move containers between the port and warehouses, food distributors and produce wholesalers load vans near the waterfront, airport shuttles and service vans work the area along Hegenberger Road, and contractors keep pickups in yards all over the flats. Those vehicles spend long days on I-880 and the local truck routes, where chips and cracks are part of the job.',
      `We book Oakland fleet requests${fleetWithin(' of the call')}, and the technician comes to the yard, depot or lot rather than pulling drivers off their routes. Bigger operations often prefer a standing visit on a set day, which catches more damage while a quick resin fill can still handle it, and work after dark or on a weekend can be set up ahead of time for vehicles that are on the road during business hours. Cars, pickups and vans are our everyday work; for heavier trucks, send the makes and models first so we can say which ones we can take on.`,
      `Each account gets an invoice${onFleetTerms()} with every repair tied to a unit number and VIN, plus calibration records for camera-equipped vehicles. That paperwork is ready when your safety or compliance team needs it.`,
    ],
    faqs: [
      {
        question:
          'Our yard in West Oakland is busy with trucks during the day. Can glass work happen at night?',
        answer:
          "Yes, by arrangement. A night or weekend visit is set up in advance once we have the unit list, a note on each vehicle's damage and the gate procedure. The technician needs a lit, reasonably level patch of the yard with space around each vehicle, and the work is logged unit by unit as it is finished.",
      },
      {
        question: 'Do you service the windshields on our box trucks as well as our vans?',
        answer:
          'It depends on the model. We regularly service cars, pickups and vans, and we can check box trucks and other larger vehicles by make, model and VIN. Send the list with your request and we will confirm which units we can handle and order the right glass.',
      },
    ],
  },
  // Piedmont
  'windshield-replacement/piedmont': {
    paragraphs: [
      'Piedmont has no freeway of its own, but it sits just above I-580, and SR-13 and SR-24 lie just over the hill. Many of the cracks we see on Piedmont cars begin as chips from those commutes, then spread when the car sits in a cold garage overnight and warms quickly in the sun the next day. Others start at home, from acorns, twigs and debris that fall from the large trees along the streets.',
      'Many cars here are recent models with rain sensors, heated wiper areas, acoustic laminate or a head-up display, and every one of those options has to be matched in the replacement glass. We confirm them from the VIN before ordering, and we use OEM glass where the car or the insurer calls for it. A forward camera behind the mirror is common on these cars, and it needs calibration once the new glass has cured.',
      "A Piedmont replacement usually happens in a garage or on the driveway. Some driveways are steep and narrow, and the car needs to sit level while the glass is set, so a flat garage floor or a level section of driveway is best. Expect the job to take one to two hours, including the urethane's cure time.",
    ],
    faqs: [
      {
        question: 'My car has a head-up display. Does that change which windshield you install?',
        answer:
          'Yes. Cars with a head-up display use a windshield built to reflect the image clearly, and standard glass can create a double or blurry display. We order the correct glass for your VIN, often OEM on these models, and check the display after installation.',
      },
      {
        question: 'Our driveway is steep. Can the replacement be done in the garage instead?',
        answer:
          'Usually, yes. A garage with a level floor is ideal, provided the doors can swing open on both sides with about three feet to spare, and there is clearance at the front to lift the glass in. If the garage is too tight, a flat section of street nearby can work as well.',
      },
    ],
  },
  'windshield-repairs/piedmont': {
    paragraphs: [
      'Commutes out of Piedmont start on quiet residential streets but quickly reach busier roads: I-580 below the city, SR-13 along the hills, and SR-24 toward the tunnel. Those freeways supply plenty of chips. Closer to home, the steady work on older houses brings trucks carrying gravel, soil and debris onto narrow streets, and a stone dropped from one can leave a small star in a windshield.',
      'A resin repair is a quick appointment, around half an hour, and it keeps the original factory windshield in place. That matters more than usual on the newer, sensor-heavy cars common here, because the windshield does not have to be replaced, ordered or matched, and the camera behind it keeps its calibration. The technician usually works on the driveway or in the garage, and you can drive the car as soon as the repair is finished.',
      'Resin can only save a chip in the front windshield that is under a half-inch, sits well inside the edges (two inches at minimum) and has no crushed glass in its middle. A crack that is longer than that or touches the edge needs a full replacement.',
    ],
    faqs: [
      {
        question:
          'The chip is in the area where my head-up display projects. Is repair still a good idea?',
        answer:
          'Sometimes. A repair leaves a faint mark, and in the display area that small blemish can distort the projected image. If the chip is right in the projection zone, we may recommend a replacement instead. Send a photo showing where the chip sits and we will advise.',
      },
      {
        question: 'Can you fix the chip while the car is in my garage and I am at work?',
        answer:
          'Yes, if someone can give the technician access to the garage and the key. It is about a half-hour job with nothing to dry, so the car will be ready long before you are home. Let us know any gate codes or instructions when you book.',
      },
    ],
  },
  'door-glass-replacement/piedmont': {
    paragraphs: [
      "A broken door window in Piedmont is not always the work of a thief. Regulators wear out on older cars and can drop or crack the glass, a child's toy can hit a window hard, and a branch can fall during a storm. Break-ins still happen too, usually to cars parked on the street overnight or left near busy places just across the border in Oakland. Whatever the cause, the door glass has to be replaced, not repaired.",
      'Many of the premium cars common in Piedmont use laminated side windows, which crack but do not shatter, to reduce road noise and make break-ins harder. We identify the correct glass from the VIN, including laminated, acoustic or tinted versions. The technician removes the door panel, clears all broken glass from the door and cabin, checks the regulator and motor, and installs and tests the new window.',
      'Most of these jobs are done in a garage or on the driveway. Because a roll-down window hangs on its regulator rather than on adhesive, you can take the car out as soon as the trim is back. The small fixed panes some cars have behind the rear door are another story: they sit in urethane, so give those an hour.',
    ],
    faqs: [
      {
        question:
          'My window dropped into the door and cracked when I pressed the switch. Is the regulator the problem?',
        answer:
          'Often, yes. A worn or broken regulator can let the glass fall or bind in its track. Before any new glass goes in, the regulator and motor are tested, and you hear about it if either one needs replacing, because a new pane on a failing regulator will simply break or stick again.',
      },
      {
        question: 'Does laminated side glass cost more to replace?',
        answer:
          'Laminated glass is usually a costlier part than tempered glass and has to match your car exactly. Insurance can change the picture: with full glass coverage, most comprehensive policies can bring what you pay for the replacement down to $0. We look up your policy, bill the insurer directly, and quote you first if you are paying yourself.',
      },
    ],
  },
  'back-glass-replacement/piedmont': {
    paragraphs: [
      'Trees and garages break plenty of rear windows in Piedmont, not only thieves. Large oaks and other mature trees along streets and in yards drop limbs in winter storms, and older detached garages were built for smaller cars, so an SUV liftgate opened inside can hit a beam or a garage door that comes down too early. Tempered back glass does not crack gradually; it breaks all at once and falls into the cargo area.',
      'The job starts with a thorough cleanup of the cargo floor, seats and channel, followed by removal of the remaining glass and old adhesive. The bare frame is cleaned and primed, then the replacement goes onto a fresh urethane bead. Heater grid leads, any built-in antenna and a glass-mounted rear wiper are hooked back up and tried before we pack up. Many SUVs here have privacy-tinted rear glass, and we order glass to match.',
      'The work is usually done on the driveway or in the garage, as long as the hatch can open fully and there is some room behind the car. Give the urethane about an hour before driving.',
    ],
    faqs: [
      {
        question:
          'Our liftgate hit the garage door and the glass shattered. Is the hatch itself damaged?',
        answer:
          'Sometimes. The technician checks that the liftgate frame is straight and that the hinges and struts work before fitting new glass. If the frame is bent, the glass will not seal properly, so body repair would come first. We let you know before installing anything.',
      },
      {
        question: 'Can the new rear glass be installed in a small detached garage?',
        answer:
          'Only when the hatch clears the ceiling fully open and there is roughly three feet free behind and along the car. Plenty of older detached garages are narrower than that, and then the driveway apron or the curb out front usually serves better.',
      },
    ],
  },
  'adas-windshield-calibration/piedmont': {
    paragraphs: [
      "Many of the cars parked in Piedmont garages are recent models with a forward camera mounted behind the windshield, so a new windshield here is often followed by a calibration. The carmaker decides which kind. When the procedure is dynamic, the car goes for a drive down the hill to I-580, where long, clearly marked lanes are close at hand, and it is held at the listed speeds until the scan tool reports a finished alignment. Piedmont's own streets, with their curves, grades and stop signs, are not suitable for that drive.",
      'Static calibration is a different process and, despite the spacious garages in many Piedmont homes, it is not done at the house. The targets have to stand at precise heights and distances ahead of the car, on a floor that is truly level, under lighting that does not change, with nothing cluttering the view. Even a roomy home garage, with its shelves, windows and slight slope toward the door, cannot guarantee all of that, so models needing static work are brought to our Hayward shop. You will know which case applies before the appointment is confirmed.',
      'Older or simpler cars may have no forward camera at all, a filled chip never disturbs one, and Tesla owners can skip this appointment because those cars realign their cameras during everyday driving.',
    ],
    faqs: [
      {
        question:
          "Our garage is large and has a level floor. Why can't static calibration be done here?",
        answer:
          'Level is only one of the conditions. The procedure also calls for controlled light, no glare from windows or shiny surfaces, and a measured, empty zone ahead of the bumper for the targets. A home garage cannot be counted on to tick every box the same way twice, so static calibration stays at the Hayward shop, where the setup never changes.',
      },
      {
        question: 'We have two cars with cameras. Will they need the same type of calibration?',
        answer:
          "Not necessarily. Each carmaker sets its own procedure, and even models from the same brand can differ. Send each car's VIN, and we confirm whether it needs a road calibration near home or a visit to the Hayward shop.",
      },
    ],
  },
  'mobile-service/piedmont': {
    paragraphs: [
      'Piedmont is almost entirely residential, so nearly every visit here is to a home. The streets are often narrow and winding, many lots slope, and driveways can be steep, short or shared with a neighbor. Before the visit, we ask a few questions about where the car is kept and where the van can park. On a narrow street, the van may park a few houses away, and the technician walks the glass and tools to the car.',
      'The car itself needs to be level, with a three-foot margin all the way around and its keys on hand. A garage with a flat floor is often the best choice in Piedmont, especially in wet weather. A steep driveway is not a good place to install a windshield or back glass, because the glass may not seat evenly in the urethane. If there is no flat spot at the house, a level stretch of street nearby usually works.',
      'Under the shade of the large trees along many Piedmont streets, we also watch for falling debris, which can land on fresh urethane. Coming to Piedmont adds no travel fee.',
    ],
    faqs: [
      {
        question: 'Our street is narrow and there is almost no parking. Where will the van go?',
        answer:
          'The van parks wherever it can do so legally and safely, even if that is a short walk from your house, and the technician carries everything to the car. Let us know about shared driveways, gates or limited parking when you book so we can plan the visit.',
      },
      {
        question: 'Can the work happen under the big tree in front of our house?',
        answer:
          'Shade is helpful on a hot day, but leaves, twigs and sap can fall onto the fresh adhesive or the glass. If the tree drops a lot of debris, we may suggest the garage or a clearer spot. The canopy on the van also protects the work area.',
      },
    ],
  },
  'fleet-services/piedmont': {
    paragraphs: [
      'Piedmont has very little commercial land, so few company fleets are based here. What the city does have is a constant flow of work vehicles serving its homes: landscaping crews with trucks and trailers, general contractors, painters, pool and tree services, and the vans that deliver to residents. Many of those businesses are based in Oakland or farther out, but their vehicles spend long days parked on Piedmont streets and climbing the hills to get there.',
      `If you run one of those businesses, our fleet program can service your vehicles at your base yard, wherever it is within our service area, or at a job site when the homeowner is fine with it. A request gets a visit${fleetWithin()}, and for crews that work during the day, evening or weekend yard visits can be arranged in advance. A chip caught during that visit takes roughly half an hour to fill, which is far less disruptive than a new windshield later.`,
      `You get a single${fleetTermsBefore()} invoice, with every repair tied to the vehicle's unit number and VIN. For work trucks with windshield cameras, we provide calibration records.`,
    ],
    faqs: [
      {
        question:
          'Our landscaping trucks are on job sites in Piedmont all day. Can you repair them there?',
        answer: `Sometimes, if the truck can stay put and there is room on the street or driveway, and the homeowner is comfortable with the work. Often it is easier to service the trucks at your yard in the evening or on a weekend. Either way, we schedule the visit with you${fleetWithin()}.`,
      },
      {
        question: 'We only have six trucks. Is that enough for a fleet account?',
        answer: `Yes. Six is comfortably inside the range we serve, which starts around five vehicles. A small landscaping or building outfit gets the same${fleetTermsBefore()} billing, records for each truck and scheduling as a large account, plus one point of contact.`,
      },
    ],
  },
  // San Leandro
  'windshield-replacement/san-leandro': {
    paragraphs: [
      "San Leandro is bracketed by two very different freeways. I-880 on the west side is a truck corridor, with trailers heading for the port, the airport cargo areas and the warehouses in the city's own industrial zone. I-580 on the east side runs along the foothills and carries steady commuter traffic; trucks over 4.5 tons are barred from it once it crosses into Oakland. A cracked windshield here can often be traced back to one of them, and a crack that has grown past repair size means replacement.",
      "Much of San Leandro was built after the war as single-family tracts, and neighborhoods like Washington Manor have driveways that suit a mobile install well: level, open and close to the street. In the Bay-O-Vista hills, driveways can be steeper, so a garage or the flat part of the street may be better. Apartment residents along East 14th Street often use their building's carport or lot with the manager's permission.",
      'The new glass is held by urethane, which should be left roughly an hour before the car is moved. Add one to two hours if a lane camera is mounted near the mirror and has to be recalibrated.',
    ],
    faqs: [
      {
        question:
          'Can my windshield be replaced while I am at work in the industrial area west of I-880?',
        answer:
          'Usually, if your employer allows it and the car can be parked with some space around it. Industrial lots are often wide and level, which suits the work. Give the technician the key, and plan on the car sitting for about an hour after the glass is set.',
      },
      {
        question:
          'I live in the Bay-O-Vista hills and my driveway slopes. Where should the work happen?',
        answer:
          'A sloping driveway is not ideal, because the car should sit level while the new glass is set in urethane. A garage with a flat floor or a level stretch of your street usually works. Let us know the layout when you book so the technician can plan the setup.',
      },
    ],
  },
  'windshield-repairs/san-leandro': {
    paragraphs: [
      'Chips are part of daily driving in San Leandro. I-880 carries a dense mix of tractor-trailers, box trucks and commuters, and the industrial streets west of the freeway see heavy vehicles hauling loads that shed sand, gravel and bits of pallet. On the east side, I-580 along the foothills and the hillside roads toward Bay-O-Vista add their own share of small stones. Most of that damage starts as a chip smaller than a coin.',
      'A resin repair fills the break, restores strength around it and stops it from spreading, and it takes about half an hour. Because the car can be driven immediately afterward, it fits into a lunch break at a warehouse or office, a shopping trip at Bayfair Center, or an hour at home in Broadmoor or Estudillo Estates. The technician needs only access to the car and a bit of space to work.',
      'Not every chip can be saved. Resin is only an answer for front-windshield damage under half an inch that keeps two inches of clear glass between it and the edge and shows no crushing where it was hit. Larger damage, or a crack that has already spread, needs a replacement.',
    ],
    faqs: [
      {
        question: 'Our warehouse lot is windy and dusty. Can a chip still be repaired there?',
        answer:
          'Usually, yes. The technician cleans and dries the chip before filling it and works from the side sheltered from the wind. If dust or wind is severe, the car can be moved next to a building or into a loading area for the half hour the repair takes.',
      },
      {
        question: 'I got a chip on I-880 this morning. What should I do until the repair?',
        answer:
          'Cover the chip with clear tape so grit and damp stay out, avoid blasting the defroster or air conditioning directly at the glass, and skip the car wash. Park in the shade if you can. Booking soon gives the repair the best chance of holding.',
      },
    ],
  },
  'door-glass-replacement/san-leandro': {
    paragraphs: [
      'Long, unwatched stretches are what a window-breaker looks for: a full workday in the parking at the Bay Fair or downtown San Leandro BART stations, an afternoon at Bayfair Center, a night at the curb near East 14th Street. Whichever it was, we can come to the car where it sits, or to your home once you have driven it back carefully.',
      'Tempered door glass bursts into pebble-sized bits that settle inside the door and scatter over the seat, the floor and the center console. Those bits are removed first: the trim comes off, a vacuum goes into the door cavity, and the regulator and motor are run to make sure nothing is jammed. The new pane is then bolted in and adjusted until it travels smoothly and closes tight against the seal. You can drive off with a roll-down window the moment the trim is reattached, while a glued-in quarter pane asks for roughly an hour of patience.',
      "Until then, a trash bag taped over the gap keeps out rain and dust, and leaving that door's switch alone stops loose glass from grinding into the regulator.",
    ],
    faqs: [
      {
        question: 'My window was smashed at a BART parking lot. Can you fix it there?',
        answer:
          'Possibly, if the lot allows work on vehicles and there is space around the damaged door. Often it is simpler to drive the car home with the opening covered and have us replace the glass there. Either way, you will need to be there with the key.',
      },
      {
        question: 'Is a break-in covered by my insurance?',
        answer:
          'It is usually a comprehensive claim. Under most comprehensive policies, a car with full glass coverage can have the window replaced for $0, while other policies leave you paying the deductible. We check what yours says, bill the insurer directly and tell you if they want a police report number.',
      },
    ],
  },
  'back-glass-replacement/san-leandro': {
    paragraphs: [
      "Pickups, SUVs and work vans are common in San Leandro, and each breaks its back glass in its own way. A pickup's rear window can be hit by a load that shifts in the bed, an SUV liftgate can be smashed in a break-in at a shopping center lot, and a work van's rear door glass can be cracked by cargo sliding forward. Sedans in the older neighborhoods near downtown are sometimes hit by falling limbs from mature street trees.",
      'Back glass is almost always tempered, so it shatters completely. The technician vacuums the glass from the cargo area, seats and channels, removes the old adhesive and prepares the frame. The new glass is set in urethane, and the defroster grid, antenna and rear wiper connections are restored and checked. For pickups with sliding rear windows, we order the complete assembly by VIN.',
      'The work can be done in your driveway, at the curb or in a work lot, as long as the vehicle has space behind it. Wait about an hour before driving so the adhesive can cure.',
    ],
    faqs: [
      {
        question:
          'A load in my pickup bed broke the rear window. Can you replace it at my job site?',
        answer:
          'Usually, if the truck can stay in one place for the visit and the site allows it. Clear the bed near the cab so the technician can reach the window. We confirm the right glass or slider assembly from the VIN before coming out.',
      },
      {
        question: 'Do work van rear door windows count as back glass?',
        answer:
          'Yes. Rear door windows on cargo vans are handled like any other back glass. Some are bonded with urethane, and some are set in rubber gaskets. We check the design for your van and tell you how long it needs before driving.',
      },
    ],
  },
  'adas-windshield-calibration/san-leandro': {
    paragraphs: [
      'San Leandro has two good options for dynamic calibration within easy reach. I-880 runs along the west side of the city with wide, clearly marked lanes, and I-580 on the east side is similar, though steeper in places. If the maker of your car wants a road calibration, the technician chooses whichever freeway is moving more freely that hour, plugs in the scan tool and keeps to the prescribed speeds, finishing only when the camera reports success. Local streets like East 14th Street, with frequent signals, do not work for this.',
      'The static method belongs in the Hayward shop. Its targets stand at fixed, measured points ahead of the bumper, and the readings are only trustworthy on a truly level floor under controlled light with nothing in the way, conditions that a sloped driveway, a busy shopping center lot or a work yard cannot promise. We tell you when you book whether your car needs the static method, so you can plan for the visit to the shop.',
      'Many newer cars in San Leandro carry a forward camera, but not all of them. A chip repair leaves the camera untouched, and Tesla owners can skip the whole step because those cars re-aim their cameras on their own.',
    ],
    faqs: [
      {
        question: 'How do I know whether my car will be calibrated on the freeway or at the shop?',
        answer:
          "It depends on your carmaker's procedure for your model. Put the VIN in your quote request, or failing that the year, make and model, and we check the procedure before anything is booked. We tell you before the appointment, so there are no surprises on the day.",
      },
      {
        question: 'Can the calibration drive be done on I-880 during rush hour?',
        answer:
          'Not reliably. The camera needs steady speeds on clearly marked lanes, and heavy traffic makes that hard. We schedule the drive for lighter traffic where possible, and the technician can switch to I-580 if that is moving better. The calibration is not finished until the scan tool confirms it.',
      },
    ],
  },
  'mobile-service/san-leandro': {
    paragraphs: [
      "San Leandro is a straightforward place for a mobile visit. Most neighborhoods, from Washington Manor to Broadmoor, are flat, with single-family homes and driveways, so finding a level spot with room around the car is rarely a problem. Apartment complexes along East 14th Street and near downtown usually have carports or lots that work with the manager's approval, and the industrial area west of I-880 has wide, level lots for visits at work.",
      'Up in Bay-O-Vista and the other hillside streets east of I-580, the picture changes. Driveways climb, and glass set on a tilted car can settle unevenly, so a garage or a flatter curb nearby tends to work better there. Down by the shoreline and Marina Park, afternoon wind off the bay is the thing to plan around. Our canopy copes with a sprinkle; a proper storm or strong gusts push the visit to another day, since urethane will not bond to wet metal.',
      'Wherever in town the car is parked, plan on three feet of clearance all around it, plus the key. San Leandro visits carry no trip charge, and openings often come up within a day of your call.',
    ],
    faqs: [
      {
        question: 'Can the technician work at my job in the industrial area while I am on shift?',
        answer:
          'Usually, once your employer is fine with it. Send the street address, the part of the lot where the car sits and a plan for handing over the key, such as meeting the technician at the gate on a break. Broad, flat lots like the ones along the industrial streets make an easy work site.',
      },
      {
        question: 'Is a shared carport at my apartment complex a good place for the work?',
        answer:
          'Often, yes. A carport keeps light rain off the car, as long as there is room on both sides for the doors to open and space overhead to lift the glass. Check with your manager first and let us know the space number.',
      },
    ],
  },
  'fleet-services/san-leandro': {
    paragraphs: [
      "West San Leandro, between I-880 and the bay, is one of the East Bay's busier industrial areas. Food processors, distribution warehouses, trucking companies, equipment rental yards and contractors keep vans, pickups and box trucks there, and many of them run routes to the port, the airport and customers around the region. Those vehicles spend their days on I-880, where chips and cracks come with the territory.",
      `When a San Leandro yard calls in damage, the visit is booked${fleetWithin()}, and the glass work happens on your own pavement. A recurring schedule suits bigger fleets, because chips get filled while they are still small. Vehicles that are loading or driving all day can be handled after hours or over a weekend, by prior agreement. Our everyday work is cars, pickups and vans; heavier trucks are checked model by model before we commit.`,
      `Invoices${onFleetTerms() && ` go out${onFleetTerms()} and`} list each unit by number and VIN, and any van with a windshield camera comes away with a calibration record for the compliance folder.`,
    ],
    faqs: [
      {
        question:
          'Our yard is busy with loading during the day. Can glass work happen after hours?',
        answer:
          'It can, when planned ahead. Let us know which units need glass, who opens the gate after the loading crews leave, and where the vehicles will be lined up. Good lighting, level pavement and a little space between trucks keep the evening work moving.',
      },
      {
        question: 'Can you combine chip repairs and replacements in one visit?',
        answer: `Yes. Send the list of units with the damage on each, and we plan the visit to cover both. Chip repairs take about 30 minutes each, and replacements take one to two hours including cure time. Everything is listed by unit on a single${fleetTermsBefore()} invoice.`,
      },
    ],
  },
};
