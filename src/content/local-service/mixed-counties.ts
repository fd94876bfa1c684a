import { fleetInvoiceCycle, fleetTermsBefore, fleetWithin, onFleetTerms } from '../fleet-terms';
import type { LocalServiceNotes } from './types';

/**
 * Service-in-city copy for Los Gatos, Saratoga, Los Altos, San Francisco, Walnut Creek, Concord,
 * San Ramon and Atherton, written for each pair (see ./types.ts).
 */
export const MIXED_COUNTIES_NOTES: LocalServiceNotes = {
  // Los Gatos
  'windshield-replacement/los-gatos': {
    paragraphs: [
      'In Los Gatos, the mountain section of SR-17 finishes off a lot of windshields. Rain loosens grit and small rock from the cut slopes above the lanes, and the tight curves keep cars packed close behind trucks, so a stone that would glance off on a flat freeway lands hard here. A crack of half an inch or more, or any crack that runs to the edge of the glass, is out of reach for resin, so the answer is new OEM or equivalent glass.',
      'Where the van sets up depends on the part of town. Older cottages around Almond Grove and the blocks just off North Santa Cruz Avenue often have narrow drives or nothing but curb space, so we look for a level stretch of street where both front doors can swing fully open. Houses in the hills tend to have sloped aprons; a garage floor or a flat pad beside the house serves better than the grade, because the new glass has to sit evenly while the urethane sets for roughly an hour.',
      'Plan on 1 to 2 hours in total. If a camera sits behind your mirror, we tell you when booking how it will be calibrated afterward.',
    ],
    faqs: [
      {
        question:
          'My crack started on the drive over the hill and keeps getting longer. Is it safe to keep commuting on Highway 17?',
        answer:
          'It is better not to. Every curve and bump on that road flexes the glass, and a long crack weakens the part of the car that supports the roof and backs up the passenger airbag. Keep trips short, avoid blasting the defroster at the crack, and book the replacement as soon as you can.',
      },
      {
        question:
          'Our house sits above town on a sloped lot. Where would the technician do the work?',
        answer:
          'Usually in the garage or on any flat pad near the house, with about three feet of room around the car. If nothing on the property is level, a quiet flat section of street nearby can work. Tell us about the slope and the access when you book so the technician arrives with a plan.',
      },
    ],
  },
  'windshield-repairs/los-gatos': {
    paragraphs: [
      'A fresh chip picked up on SR-85 or along Los Gatos Boulevard is worth dealing with quickly in this town, because the glass goes through bigger daily swings than it does closer to the bay. Warm afternoons in the valley give way to cool evenings in the canyon neighborhoods, and a car parked under the redwoods overnight can sit in damp shade until late morning. Each of those changes works on the tiny fractures around an impact point until one of them starts to run.',
      'Filling the break with resin halts that process in roughly half an hour, and the car is free to leave the moment the technician packs up. The damage has to be on the front windshield and limited to its outer layer, under half an inch across, no nearer than 2 inches to any edge, with no crushed glass in the center. Star breaks from small gravel usually qualify; a bullseye with a crater of powdered glass usually does not.',
      'Downtown, a repair fits easily into a lunch or a coffee stop if the car is in a spot where we can park the van close by. Many customers simply have us come to the house while they work from home.',
    ],
    faqs: [
      {
        question:
          'The chip is small, but it is right where I look through the glass. Should I still repair it?',
        answer:
          'After the resin goes in, the spot fades a great deal, though a faint trace usually remains. Most people find that acceptable. If the blemish would bother you in your direct line of sight, ask about replacement instead, and we will explain the difference before any work begins.',
      },
      {
        question: 'Will a chip repair be covered if I book it from Los Gatos?',
        answer:
          'Coverage depends on your policy, not your address. Plenty of insurers drop the deductible on a chip fill, since it spares them a windshield later. We find out what your insurer allows and send them the bill; paying on your own is also an option, with the price agreed up front.',
      },
    ],
  },
  'door-glass-replacement/los-gatos': {
    paragraphs: [
      'Side windows in Los Gatos tend to break in one of two ways. The first is a smash-and-grab at a parked car: vehicles left for hours at the lots along the Los Gatos Creek Trail, at the parks beside Vasona Lake and at the pullouts on the road toward Lexington Reservoir are easy to watch, and a bag left on a seat is all the reason a thief needs. The second is mechanical: an older car whose window regulator gives out, letting the glass drop inside the door and break.',
      'Either way, the door panel comes off. Tempered side glass breaks into hundreds of small cubes, and many of them fall into the bottom of the door where they would rattle and jam the new window if left behind. We vacuum the door cavity, the seat rails, the carpet and the door pocket, then check that the regulator moves cleanly before the new glass is mounted. Because a window that rolls down is clamped to the regulator rather than glued, there is nothing to wait for afterward; the visit takes 1 to 2 hours, and you can drive away once the trim panel is refitted. A fixed quarter window is different: it is glued in, so allow about an hour of cure before driving.',
    ],
    faqs: [
      {
        question:
          'My window was broken at a trail parking lot. Can you meet me there or should I drive home first?',
        answer:
          'Driving home is usually better. A trailhead lot is often crowded and sloped, and the car may need to sit while the panel is off. Tape plastic over the opening, take valuables with you, and book us at your house or office where the car can stay put.',
      },
      {
        question:
          'The glass fell into the door when I pressed the switch. Did the regulator cause it?',
        answer:
          'Quite possibly. When a window drops or shatters without an impact, a worn regulator or a broken clip is a common cause. We inspect it before fitting new glass and tell you if the regulator or motor needs replacing too, since new glass on a failed regulator will not seal.',
      },
    ],
  },
  'back-glass-replacement/los-gatos': {
    paragraphs: [
      'Winter storms bring down limbs from the oaks and pines that shade so many Los Gatos streets, and a heavy branch landing on a hatchback or a sedan parked in a driveway will shatter the rear window in one go. Back glass is tempered, so it never cracks partway; it drops in small pieces into the cargo area, the rear seat and the gutter that frames the opening, and no repair is possible.',
      'We start by vacuuming every fragment we can reach, including the folds of the rear seat and the gaps in the liftgate trim. The old urethane is trimmed back, bare metal gets primer, and the new pane is pressed into a fresh bead. Then the wires feeding the heated lines, plus any antenna printed on the pane, are plugged back in and tried. That grid matters here: cars parked under trees in the hills often start the day with a fogged or dewy rear window, and a dead defroster makes the morning drive down much harder.',
      'Set aside 1 to 2 hours; for roughly the second half, the car just sits while the bond firms up. Storm damage like this normally falls under comprehensive coverage, and on most comprehensive policies that include full glass coverage, the new rear window can cost you $0. We review the policy with you and send the bill to your insurer.',
    ],
    faqs: [
      {
        question:
          'A branch broke my rear window during a storm. Should we wait for the rain to stop?',
        answer:
          'For the install, yes. Urethane needs a dry frame, so we book the first dry window in the forecast. Light rain can be handled under our canopy, but heavy rain and wind mean rescheduling. Until then, seal the gap with taped plastic and park under a roof if you have one.',
      },
      {
        question: 'Will the rear wiper on my SUV work after the new glass goes in?',
        answer:
          'Yes. On liftgates where the wiper mounts through the glass, we move the wiper arm and motor seal to the new glass and test it before leaving, along with the defroster grid. Tell us the year and model so we order glass with the right openings.',
      },
    ],
  },
  'adas-windshield-calibration/los-gatos': {
    paragraphs: [
      "After a new windshield goes into a car with a forward camera, the camera has to be taught again where straight ahead is, or its lane keeping and emergency braking may react to the wrong picture. The carmaker sets the method. The dynamic method means driving at the carmaker's listed speeds on roads with clean, continuous lane lines, and from Los Gatos that usually means SR-85, where lanes are well marked and traffic can hold a steady pace outside rush hour. The curving mountain stretch of SR-17 is the wrong place for it: the camera needs long, predictable lines, not switchbacks and shadows.",
      'Static calibration is different. The targets have to stand on flat, even ground under steady light, with nothing cluttering the view ahead of the bumper. A sloping hillside driveway or a street dappled by tree shadows cannot give that, so any car needing static work comes to our Hayward shop, and the windshield is installed there too.',
      'Not every car has a windshield camera, and a Tesla works out its camera alignment by itself on the road. We check your exact model before quoting.',
    ],
    faqs: [
      {
        question: 'What stops a static calibration from happening in a Los Gatos home garage?',
        answer:
          'The targets must sit at measured distances on a truly level surface with even light and nothing in the way. A home garage cannot be counted on to meet the tolerances the carmaker specifies, since most are too short, too cluttered or slightly sloped. Our Hayward shop is set up for it, so the result matches the factory procedure.',
      },
      {
        question: 'How will I know which type of calibration my car needs?',
        answer:
          "Your quote request gives us the year, make, model and trim, and the carmaker's procedure tells us the rest. Some cars need only a road drive, some only static targets, and a few need both. We tell you before booking so you know whether the work can happen near home or at our shop.",
      },
    ],
  },
  'mobile-service/los-gatos': {
    paragraphs: [
      'Los Gatos packs very different parking situations into one small town. Downtown, around North Santa Cruz Avenue and Main Street, many customers have only a curb space or a tight shared drive. In neighborhoods like Blossom Hill and around Vasona, the flat suburban driveways are about as easy as it gets. Up in the hills, access roads are narrow and many lots slope, so the first question we ask is where on the property the car can sit level with a yard of open space around it.',
      'The van carries glass, urethane, battery tools, a glass vacuum and a canopy, and it needs nothing from the house. In summer the canopy keeps sun off the glass during the install. In the wet months, light rain is manageable under that canopy, but the storms that soak the Santa Cruz Mountains can be too heavy for urethane to bond, and when the forecast looks like that we call ahead and shift the visit to the first dry day.',
      "Openings often come up the day you call or the day after, and the trip up to your house costs nothing extra. If plans change, a day's warning before the slot lets us offer it to someone else.",
    ],
    faqs: [
      {
        question:
          'Our street in the hills is narrow with no shoulder. Can the van still get to us?',
        answer:
          'Usually. The van is the size of a standard work van and does not need to park next to the car. Tell us about gates, sharp turns or weight-limited bridges on your access road, and whether there is a turnout or driveway where it can pull off without blocking neighbors.',
      },
      {
        question: 'Do I need to stay home during the appointment?',
        answer:
          'Only at the start and the end. We need the car and its keys when the technician arrives, and a person to return it to at the end, so we can say when it is safe to drive. Many people in town work from home and simply come out when we knock.',
      },
    ],
  },
  'fleet-services/los-gatos': {
    paragraphs: [
      'The work trucks based in and around Los Gatos lead hard lives on glass. Landscaping and tree crews haul chippers and trailers up narrow hill roads, contractors building and remodeling hillside homes share those roads with gravel and dump trucks, and service vans run SR-17 and SR-85 between jobs all day. A chip collected on Monday can become a crack by the end of the week, and a truck with a cracked windshield is one you may not want on the road.',
      `Our fleet program schedules requests${fleetWithin()} and brings the work to your yard or job site, so drivers are not pulled off a route to sit at a shop. Each job is recorded by unit number and VIN, invoices are consolidated for the account${onFleetTerms()}, and camera-equipped pickups and vans get a calibration record in their file. For crews that leave early and return late, we can come to your yard after hours or on a weekend by arrangement, and larger accounts can set up recurring visits where chips are repaired before they spread.`,
    ],
    faqs: [
      {
        question:
          'Our trucks park at a yard in town but spend the day on hillside job sites. Where do you service them?',
        answer:
          'Whichever causes less downtime. Most crews prefer a visit to the yard before or after the workday, arranged in advance, since the trucks are all in one place. A job site can work too if there is level ground and the vehicle can stay parked through the urethane cure.',
      },
      {
        question: 'How quickly can you replace a windshield on one of our trucks?',
        answer: `A fleet request is put on the schedule as it comes in${fleetWithin()}. We confirm the glass for the unit first, since some work trucks need glass that is ordered in. If you run several vehicles, recurring visits help catch chips before they force a replacement.`,
      },
    ],
  },

  // Saratoga
  'windshield-replacement/saratoga': {
    paragraphs: [
      'Most Saratoga commuters head out on SR-85, and the fast lanes of that freeway are where many of their cracks begin. Weekend drivers add a second source: SR-9 climbing from the Village toward Saratoga Gap is narrow and shaded, and after storms it carries loose rock, twigs and gravel from the slopes above. A windshield whose crack is over half an inch, or has crept to the edge, needs to be replaced rather than filled.',
      'The cars parked at Saratoga homes are often large, late-model SUVs and sedans with rain sensors, heated wiper zones, acoustic glass or a head-up display. Each option changes which windshield fits, so we confirm the exact part from your VIN before ordering OEM or equivalent glass. On the day, we usually work inside an attached garage or on the flat part of the driveway near the house, keeping the car away from overhanging oaks whose sap and leaves would otherwise drop onto the fresh urethane.',
      'Count on 1 to 2 hours, roughly half of it cure time before driving. Insurance works the usual way: when a comprehensive policy carries full glass coverage, a new windshield can come to $0 for you, and we confirm the details and bill the carrier ourselves.',
    ],
    faqs: [
      {
        question:
          'Our SUV projects its speed onto the glass. What kind of windshield does it take?',
        answer:
          'A head-up display needs glass with a special wedge-shaped interlayer, or the projected image appears doubled. We match the part number to your VIN and options, and where the carmaker calls for OEM glass for the display, we tell you before scheduling.',
      },
      {
        question: 'Can you keep oak debris off the new glass while it cures?',
        answer:
          'We set up away from overhanging branches when the property allows, and use our canopy as a cover when it does not. We also clean out the cowl area under the wipers, where leaves collect, so water drains properly past the new seal.',
      },
    ],
  },
  'windshield-repairs/saratoga': {
    paragraphs: [
      'Chips in Saratoga tend to be small stars or bullseyes picked up on Saratoga Avenue, Prospect Road and the on-ramps to SR-85, where gravel from trucks and roadwork gets flicked at cars behind. When one shows up, the next threat is not more traffic but the weather: a cold morning in the foothills followed by a hot afternoon with the car parked in the sun is exactly the swing that turns a chip into a long crack.',
      'A repair takes about 30 minutes, keeps your factory windshield and its seal in place, and leaves any camera behind the glass untouched, so no calibration is needed afterward. Only front-windshield chips qualify: smaller than half an inch, confined to the outer sheet, 2 or more inches in from the border and without a crushed center. Anything bigger becomes a replacement quote.',
      'Students and staff at West Valley College can book us at the campus where parking rules allow it, and the Village around Big Basin Way works for a quick stop if there is room to park the van nearby. Most Saratoga customers, though, book the repair at home.',
    ],
    faqs: [
      {
        question:
          'I just noticed a chip after driving SR-9 down from the mountains. What should I do until the appointment?',
        answer:
          'Put a piece of clear tape over it to keep out dirt and moisture, and park in the shade if you can. Skip the car wash, and avoid aiming the defroster or air conditioning straight at the glass, since a sudden temperature change is what usually makes a chip spread.',
      },
      {
        question: 'Does a repair leave my lane-keeping camera alone?',
        answer:
          'Yes. Chip repair fills the break in place without removing the windshield, so the camera bracket never moves. That is one reason it is worth repairing early: once a crack forces a replacement, cars with a forward camera also need calibration.',
      },
    ],
  },
  'door-glass-replacement/saratoga': {
    paragraphs: [
      'Door glass calls in Saratoga come from a mix of causes. Some are break-ins at cars left in parking lots for an afternoon hike, a garden visit or an evening event. Others are everyday accidents at home: a gate that swings into an open door, a ladder that tips during yard work, or a rock thrown by a mower or string trimmer. On older cars, a worn regulator can also let the glass slip off its track and shatter inside the door.',
      'Many newer luxury cars here use laminated side glass, which cracks in place instead of falling out. It cannot be repaired either, but the cleanup is lighter. Tempered glass, by contrast, spreads small cubes through the door cavity, the seat tracks and the carpet, so the trim panel comes off and every piece is vacuumed out before the new window goes in. Glass is ordered with matching factory tint or acoustic layer. Because a roll-down window is held mechanically, nothing has to cure, and the car is ready once the trim panel is refitted, typically inside 2 hours.',
    ],
    faqs: [
      {
        question: 'How do I tell whether my side window is laminated or tempered?',
        answer:
          'Look at the small printed mark in a corner of the glass. Laminated glass is often labeled as such, and when it breaks it cracks in a web but stays in one piece. Tempered glass shatters completely. Give us your VIN and we will confirm the right glass either way.',
      },
      {
        question:
          'A string trimmer threw a rock through our car window. Is that an insurance claim?',
        answer:
          'In most cases that is a comprehensive claim on your auto policy. Whether filing is worth it comes down to your deductible and whether you carry glass coverage. We check your policy, quote both ways, and if you go through insurance we bill the insurer directly.',
      },
    ],
  },
  'back-glass-replacement/saratoga': {
    paragraphs: [
      'On Saratoga properties with big yards and mature trees, rear windows tend to break in ways a city car never sees. A limb drops from an old oak during a winter storm, a riding mower throws a stone across the driveway, or a load of firewood or garden tools shifts against the glass when the liftgate closes. Tempered back glass does not crack and wait; it shatters completely, and the only fix is a new one.',
      'The job begins with cleanup, because thousands of small pieces end up in the cargo floor, the spare-tire well and the folds of the rear seat. Next the leftover glass and old adhesive are cut away, a new urethane bead goes down, and the replacement is pressed into it. We reconnect the defroster grid and any antenna, move over the rear wiper on hatchbacks and SUVs, and test them all before the car is handed back. Allow 1 to 2 hours in all, since the car has to sit still for about an hour while the bond takes hold.',
      "If the car must sit outside until we arrive, seal the gap with plastic sheeting and painter's tape and park away from the trees that caused the trouble.",
    ],
    faqs: [
      {
        question:
          'Shattered glass is all over the cargo area and the back seat. Do you clean that up?',
        answer:
          'Yes. Every back glass job includes vacuuming the cabin, the cargo floor, the gaps between seat cushions and the lip around the opening. Fragments hide in trim gaps and under cargo mats, so we lift what we can and go over it twice before the new glass goes in.',
      },
      {
        question: 'Can you fit the new rear glass inside our garage?',
        answer:
          'A garage is a good choice if the liftgate can open fully without hitting the door track or the ceiling, and there is about three feet of space on each side. If the gate will not open all the way inside, we set up just outside the garage instead.',
      },
    ],
  },
  'adas-windshield-calibration/saratoga': {
    paragraphs: [
      'Plenty of the cars in Saratoga garages carry a windshield-mounted camera that reads lanes and traffic signs and triggers automatic emergency braking. When that windshield is replaced, the camera must be recalibrated, because even a tiny shift in its angle grows into a large error down the road. The carmaker decides whether it needs a dynamic calibration, a static one, or both.',
      'Dynamic calibration is a road drive at set speeds with a scan tool connected, and it needs long stretches of clear lane markings. SR-85 along the northeastern edge of town is the practical choice. Big Basin Way and the climb on SR-9 are not: the road is narrow, winding and shared with cyclists, and the camera cannot finish its routine there. Static calibration is stricter about the room than the road: the floor must be truly level, the light steady, and nothing but the targets in view ahead of the bumper. Even a large Saratoga garage cannot guarantee all of that, so those cars are calibrated inside our Hayward shop, where the floor and lighting meet the requirement.',
      'Calibration adds 1 to 2 hours after the glass has cured. Teslas handle camera calibration themselves as they are driven.',
    ],
    faqs: [
      {
        question: 'If my car needs static calibration, how does the appointment work?',
        answer:
          'We schedule the replacement and the calibration together at our Hayward shop, so the car is done in one visit. If your car only needs a dynamic drive, the whole job can usually be done at your home, with the technician driving a planned route on nearby roads.',
      },
      {
        question:
          'The lane-keeping light came on after someone else replaced my windshield. Can you help?',
        answer:
          'Yes. We can check whether the camera was calibrated and run the routine the carmaker requires. A later calibration is billed as its own service. If the glass itself is the wrong part for your options, we will tell you, since calibration cannot correct that.',
      },
    ],
  },
  'mobile-service/saratoga': {
    paragraphs: [
      'Saratoga is built for a glass van that comes to the house. There is no large commercial district outside the Village and a few shopping strips, and many homes sit behind gates on generous lots. What helps us most is knowing the access ahead of time: the gate code or who will open it, where the car will be parked, and whether the drive is level near the house or only at the top.',
      'Everything runs from the van, including the battery tools, glass vacuum, urethane and canopy, so we never need an outlet or a hose. We look for firm, level ground and roughly a yard of room on every side of the car. Pine needles and oak leaves are common on Saratoga driveways, so the technician sweeps the work area before the old glass comes out, keeping debris off the frame where new adhesive goes. On summer afternoons the canopy provides shade; in a real winter downpour, or gusty wind in the hills, we reschedule because urethane needs a dry surface.',
      'There is no charge for the drive to your house, and cancelling is fine with 24 hours of warning.',
    ],
    faqs: [
      {
        question: 'Our property has a gate and a long drive. What should we tell you when booking?',
        answer:
          'Give us the gate code, or tell us who will open the gate, and say where the car will be. If the van cannot turn around at the top of the drive, mention that too. Household staff can hand over the keys if you will not be home.',
      },
      {
        question: 'Can you work on a car parked in Saratoga Village while I have lunch?',
        answer:
          'For chip repairs, often yes, as long as there is a legal spot for the van close to your car. For a windshield replacement, the car needs to stay put during the cure and doors must open fully, so a home or office location usually works better.',
      },
    ],
  },
  'fleet-services/saratoga': {
    paragraphs: [
      'The business vehicles working in Saratoga are mostly the ones that keep large properties running: landscaping and tree-care trucks, pool and pest service vans, estate maintenance crews, and contractors building or remodeling custom homes in the hills. Their drivers spend the day on narrow residential roads with gravel shoulders and low branches, and then commute on SR-85, so chipped and cracked glass is a regular part of running these fleets.',
      `We handle fleet requests${fleetWithin()}, at your yard or at a job site with level ground. Each truck keeps its own record by unit number and VIN, and the work arrives as a single${fleetTermsBefore()} invoice${fleetInvoiceCycle()} rather than a stack of receipts. Chip repair, at about 30 minutes a vehicle, is the quickest way to keep a truck in service, and regular yard visits let us catch chips across the fleet before they grow. For crews whose trucks are gone from dawn until late afternoon, we can arrange evening or weekend work at the yard.`,
    ],
    faqs: [
      {
        question:
          "Our crews work at several Saratoga properties each day. Can you service a truck at a client's home?",
        answer:
          "It is possible with the property owner's permission and level ground, but it rarely helps the schedule because the truck must stay parked during the cure. Most fleets find it simpler to book the work at the yard, before or after hours, arranged ahead of time.",
      },
      {
        question: 'Do you keep records we can show our insurance carrier?',
        answer:
          'Yes. Each job is documented by unit number and VIN with the work done, and camera-equipped trucks get a calibration record after a windshield replacement. Insured fleets have their glass claims filed with the carrier by us, and self-insured companies receive our invoice at rates set when the account opens.',
      },
    ],
  },

  // Los Altos
  'windshield-replacement/los-altos': {
    paragraphs: [
      'A windshield that needs replacing in Los Altos usually got that way on I-280, which runs along the southwest edge of town, or on Foothill Expressway, which cuts across it. Small chips from those two roads often get ignored, and then a cold winter night or a warm car parked in the sun stretches one past the point where resin can help. A crack that has reached half an inch, or run into the edge, means the glass has to come out.',
      'The town makes the rest straightforward. Many Los Altos homes are ranch houses on wide, flat lots, often without sidewalks, with a driveway or carport that gives the technician level ground and space on every side. We lay covers over the paint and seats, cut out the old windshield, prepare the frame and set OEM or equivalent glass in a fresh bead of urethane. Because tree canopy is heavy on most residential streets, we pick a spot clear of dripping sap before we start, so nothing lands on the new seal.',
      'Once the glass is in, the car stays put for about an hour, and the whole visit takes 1 to 2 hours. Cars with a forward camera need calibration afterward, which we plan before booking.',
    ],
    faqs: [
      {
        question: 'Our driveway is a carport under big trees. Will that work for the install?',
        answer:
          'Usually, yes. A carport gives shade and some cover from light rain, as long as the floor is level and there is about three feet of clearance on each side. If sap or leaves keep dropping, we move the car a few feet or use our canopy so the fresh urethane stays clean.',
      },
      {
        question: 'Is OEM glass required for my car, or is equivalent glass fine?',
        answer:
          'Both fit and meet the same standards. A few models with cameras or projected displays need OEM glass, and so do certain insurance policies. We check your vehicle and policy, tell you which applies, and order accordingly. If your comprehensive policy carries full glass coverage, the replacement can cost you $0 with most insurers; we look up the policy and bill them ourselves.',
      },
    ],
  },
  'windshield-repairs/los-altos': {
    paragraphs: [
      'Chip repair suits the way people in Los Altos drive: many short local trips on El Camino Real, San Antonio Road and Foothill Expressway, plus regular runs on I-280. A chip caught within days stays small, and a small chip is exactly what resin repair is made for. The chip must be on the front windshield and in its outer layer only, smaller than half an inch, at least 2 inches in from every edge, and free of powdered glass at the center.',
      'We can do the repair wherever the car already is. Downtown, the public lots tucked behind the shops on Main Street and State Street make a workable meeting point during a shopping trip, provided the van can park near your car. At Loyola Corners or the Rancho Shopping Center, the same applies. At home, any flat driveway is fine.',
      'The work takes about 30 minutes: the technician cleans the break, injects resin under pressure and hardens it with ultraviolet light. You can drive away immediately. Chip repairs are often covered without a deductible, since insurers would rather pay for resin than for new glass; when yours works that way, the invoice goes straight to them.',
    ],
    faqs: [
      {
        question: 'I have two chips on the same windshield. Can both be fixed in one visit?',
        answer:
          'Usually, yes, if each one meets the repair limits on its own and they are not too close together. Two repairs add a little time to the visit but are done on the same appointment. If one falls outside the limits, we will explain whether replacing the glass makes more sense.',
      },
      {
        question: 'How visible will the chip be after the repair?',
        answer:
          'Noticeably less visible, but rarely invisible. A small mark or shadow usually remains where the stone hit. The goal of the repair is to seal and strengthen the break so it stops spreading, which keeps your original windshield and its factory seal in place.',
      },
    ],
  },
  'door-glass-replacement/los-altos': {
    paragraphs: [
      'Side window damage in Los Altos tends to be one of three things: a smash-and-grab on a car left in a downtown lot or a shopping center, a window broken at home when something is dropped against an open door, or a window that falls into the door on an aging car because the regulator cable or clip has given out. In every case, the glass is tempered or laminated, neither can be repaired, and the answer is new glass fitted in the door.',
      'Our technician takes off the inner door panel, removes the broken pieces and vacuums the door cavity, the seat tracks, the carpet and the door pocket. Before the new window is fastened, we test the regulator and motor, because glass mounted on a failing regulator will bind or drop again. We then cycle the window up and down, reset the one-touch and anti-pinch functions where the car needs it, and refit the panel. Roll-down glass is held mechanically, with no adhesive to cure, so the car can go as soon as we are done, typically within 1 to 2 hours.',
    ],
    faqs: [
      {
        question: 'My window was broken in a downtown parking plaza. Can you replace it there?',
        answer:
          'Sometimes, if there is room for the van nearby and the lot allows it. The job involves removing the door panel and vacuuming, so it can take a while. Many customers cover the gap with a plastic sheet, drive home and book us in their own driveway instead.',
      },
      {
        question: 'After the new glass is in, why does the auto-up feature not work?',
        answer:
          'On many cars the window module has to relearn its end positions after new glass is fitted. We do that reset before leaving. If the auto-up or anti-pinch ever stops working later, call us and we will walk you through the reset or come back.',
      },
    ],
  },
  'back-glass-replacement/los-altos': {
    paragraphs: [
      'Los Altos streets are shaded by big old trees, and that shade comes at a price in winter, when wind and rain bring down limbs onto cars parked along the curb and in open driveways. A direct hit on the rear window shatters it, since back glass is tempered and breaks all at once. Hatchbacks and wagons, popular here for errands and school runs, also lose back glass to cargo that shifts when the liftgate is closed on it.',
      'Replacement starts with cleanup of the cargo area, the back seat and the channel around the opening. The technician then cuts away what is left of the glass and old urethane, primes the pinch weld and sets the new pane in a fresh bead. The defroster grid printed on the inside of the glass is reconnected and tested, and on cars with an antenna in the rear window, that lead is restored too, so radio reception is back to normal. For liftgates with a rear wiper, the wiper and its seal move to the new glass.',
      'From start to finish it is 1 to 2 hours, close to half of it spent letting the urethane cure. If your comprehensive policy includes full glass coverage, replacing the back window can cost you $0 on most policies; we verify that first and invoice the insurance company directly.',
    ],
    faqs: [
      {
        question: 'My radio lost reception when the back window broke. Will that come back?',
        answer:
          'On many cars the antenna is a set of lines printed on the rear glass, so losing the window means losing the antenna. The replacement glass carries its own antenna lines, and we reconnect the lead and check reception before handing the car back.',
      },
      {
        question: 'Can you replace the glass on a car parked on the street under trees?',
        answer:
          'If the curb area is level and the car has about three feet of clear space around it, yes. We prefer a spot away from dripping sap and falling leaves while the adhesive cures, so moving the car into a driveway or carport is better when you have one.',
      },
    ],
  },
  'adas-windshield-calibration/los-altos': {
    paragraphs: [
      'Recent models fill Los Altos driveways, and plenty of them mount a camera on the windshield for lane keeping, automatic high beams and emergency braking. Replace the windshield and that camera must be recalibrated, following the method the carmaker specifies. Some cars need a road calibration, some need static targets, and a few need both.',
      'For a dynamic calibration, the technician drives your car at set speeds with a scan tool connected, on roads where the lane lines are crisp and continuous. Foothill Expressway and El Camino Real have too many signals and stops for the camera to finish smoothly, so the drive is usually planned on I-280, outside the busiest hours. For a static calibration, targets are set at measured distances ahead of the car, which calls for a dead-level surface, even light and open floor with nothing else in view. A carport under trees, with patchy light and a driveway that drains toward the street, does not qualify, so static jobs are handled at our shop in Hayward.',
      'Once the camera is aligned, we confirm the system shows no faults and give you a record. A Tesla needs none of this, since it re-aims its own cameras in normal driving.',
    ],
    faqs: [
      {
        question: 'Does my car even have a camera that needs calibration?',
        answer:
          'Look at the windshield from outside, just behind the rearview mirror. If there is a camera housing on the glass, it almost certainly needs calibration after replacement. Not every car has one, and your quote request tells us which kind you have.',
      },
      {
        question: 'How long does the road calibration take?',
        answer:
          'Usually 1 to 2 hours after the windshield has cured. Heavy traffic or faded lane lines can stretch that, because the camera needs steady driving at the right speed to finish. We plan the route and time of day to give it the best chance.',
      },
    ],
  },
  'mobile-service/los-altos': {
    paragraphs: [
      'Residential Los Altos has a semi-rural layout that shapes how a mobile glass visit works. Many streets have no sidewalks or curbs, just a gravel or dirt edge, and cars often park on that shoulder or on a wide driveway apron. The shoulder can be uneven and soft after rain, so we usually ask to work on the paved driveway or in the garage, where the car sits level and the glass can go in without tilting.',
      'Trees are the other factor. Heavy canopy keeps the work area cool in summer, which is welcome, but it also drops leaves, sap and twigs, and all of that has to stay off a freshly primed frame. The technician clears the area and covers the car before starting, and our canopy adds protection in light rain. Heavy rain or strong wind moves the job to the next dry slot.',
      "Downtown shoppers can meet us in the parking plazas for quick jobs. Today-or-tomorrow slots are common, there is no travel fee, and 24 hours' notice is all we ask if plans change.",
    ],
    faqs: [
      {
        question: 'We have no curb, just a gravel shoulder. Is that a problem?',
        answer:
          'Not if there is a paved or level area nearby. Gravel and soft dirt make the car sit unevenly and kick dust onto the glass, so we prefer the driveway or garage. Tell us what the parking looks like when you book and we will choose the spot together.',
      },
      {
        question: 'Do I need to provide power or water for the technician?',
        answer:
          'No. Everything runs off the van: spare batteries for the tools, a glass vacuum and cleaning gear. All we need is access to the car and its keys, and a level place to work with about three feet of space around the vehicle.',
      },
    ],
  },
  'fleet-services/los-altos': {
    paragraphs: [
      'Los Altos has few business yards of its own, but a large number of work vehicles spend their days in town. Home rebuilds and remodels keep contractors, electricians and plumbers on residential streets for months, landscaping crews rotate through the big lots every week, and home health and care services send cars out to clients across the area. Those vehicles pick up chips on I-280, Foothill Expressway and El Camino Real like anyone else, and a truck parked outside a job site is also exposed to falling debris and break-ins.',
      `Fleet accounts get service scheduled${fleetWithin()}, at the yard or wherever the vehicles park overnight. We record each job by unit number and VIN, keep calibration records for camera-equipped vans and pickups, and send one consolidated invoice${onFleetTerms()}. For companies whose vehicles are spread across job sites by day, a scheduled evening or weekend visit to the yard, arranged in advance, lets us work through every vehicle that needs glass without pulling anyone off a job.`,
    ],
    faqs: [
      {
        question: 'We only run six vehicles. Is that big enough for a fleet account?',
        answer: `Yes. We work with fleets from about five vehicles up to several hundred, and a small contractor gets the same${fleetTermsBefore()} billing, per-vehicle records and scheduling as a large operation. One contact handles your scheduling and billing questions.`,
      },
      {
        question:
          'Our vans are parked at different remodel sites around town. Can you come to each one?',
        answer:
          'We can, with permission to work at each site and level ground for the van. Because a windshield replacement needs the vehicle to stay parked while the adhesive cures, grouping the work at one location, such as your yard after hours, usually costs you less downtime.',
      },
    ],
  },

  // San Francisco
  'windshield-replacement/san-francisco': {
    paragraphs: [
      'The hardest part of replacing a windshield in San Francisco is usually not the glass but the ground under the car. New urethane needs the windshield to sit evenly while it sets, and a car parked on a grade in Russian Hill, Bernal Heights or Potrero Hill is tilted enough to make that harder. We look for level pavement: a flat cross street, the level floor of a garage tucked under a house, or a spot in an office or residential building garage with permission from the manager.',
      'The damage itself comes from everywhere. Stones and debris fly on the I-80 approach to the Bay Bridge, on US-101 and on I-280, and the frequent fog and salt mist in the western neighborhoods leave wipers dragging across glass that pits over the years until night glare becomes a problem. Once a crack is too long to fill or the glass is pitted badly enough to scatter headlights, new OEM or equivalent glass is the fix.',
      'Set aside 1 to 2 hours; during the last hour or so the adhesive cures and the car cannot be moved. The car must stay in its spot that whole time, so tell us about street cleaning or meter limits.',
    ],
    faqs: [
      {
        question: 'My garage is under the house and barely fits the car. Can you work inside it?',
        answer:
          'Only with roughly three feet free on each side, enough to swing the doors wide and lift the glass into place. Many Sunset and Richmond garages are tighter than that. In that case we back the car out onto a level stretch of curb or driveway apron and work there.',
      },
      {
        question: 'Is a pitted windshield a reason to replace it, even without a crack?',
        answer:
          'It can be. Years of grit and wiper wear leave tiny pits that scatter oncoming headlights and make night and fog driving harder. Pitting cannot be repaired with resin. If glare bothers you, replacement is the only cure, and we can look at the glass before quoting.',
      },
    ],
  },
  'windshield-repairs/san-francisco': {
    paragraphs: [
      'A chip picked up on the Central Freeway or on 19th Avenue is easy to forget in a city where many people drive only a few times a week. The trouble is that San Francisco windshields live in cool, damp air most of the year, and the first time you run a hot defroster on a foggy morning in the Outer Sunset, that quick temperature jump can push a chip into a crack. Filling it early avoids that.',
      'The repair takes about 30 minutes, so it fits inside a lunch break. Plenty of customers have us come to their office building garage in SoMa, the Financial District or Mission Bay, where the car is already parked on level concrete out of the weather. At home, a garage or a level curb space works just as well. Repair limits are strict: front windshield only, outer glass layer only, below half an inch in size, at a distance of 2 inches or more from the edge, and no crushed glass.',
      'On many policies the deductible is waived for a chip fill, and in that case your insurer receives our bill, not you. Once the UV lamp has hardened the resin, the car is ready.',
    ],
    faqs: [
      {
        question: 'Can you do the repair in my office building garage downtown?',
        answer:
          'Usually, yes. We need permission from the garage or building management and a note on whether the van fits under the height limit. If it does not, the technician parks outside and carries the tools in, which works fine for a chip repair.',
      },
      {
        question: 'What should I avoid doing with a chip on a foggy, cold morning?',
        answer:
          'Avoid blasting hot air from the defroster straight onto the glass. Start with low heat and let the cabin warm gradually, or use the air conditioning setting to clear moisture. Cover the chip with clear tape until we fill it, so condensation and grit stay out of the break.',
      },
    ],
  },
  'door-glass-replacement/san-francisco': {
    paragraphs: [
      'For many San Francisco drivers, a smashed side window is part of owning a car in the city. It happens near tourist stops, at trailheads around Lands End and Twin Peaks, and on ordinary residential blocks overnight. Most side glass is tempered, so it usually bursts into small cubes that scatter across the seats, into the door and under the carpet. New glass is the only repair.',
      'We come to wherever the car now sits, which in this city means a curb, a building garage or a tight garage beneath a home. The technician pulls the inner door panel, vacuums out the door cavity and the cabin, checks the regulator for damage from the impact, and installs glass that matches your factory tint. On a hill, the car is parked with wheels curbed and the tires chocked before any work begins. No adhesive holds a window that rolls down, so the car is drivable as soon as the door is put back together, usually 1 to 2 hours after we arrive. The small fixed quarter glass, if that is what broke, is set in urethane and wants an hour before the car moves.',
      'If the window is broken on a street-cleaning day, move the car first and tell us where it went.',
    ],
    faqs: [
      {
        question: 'Do I need a police report to use insurance for a broken window?',
        answer:
          'Certain insurers want a police report number for a break-in claim, so file a report, often possible online, and keep the number. We verify coverage and send the replacement invoice to the insurer, leaving you with your deductible, if the policy carries one.',
      },
      {
        question: 'The car cannot stay where it is because of street cleaning. What should I do?',
        answer:
          'Tape plastic over the opening, take valuables out, and move the car to a legal spot, ideally a garage. Then tell us the new location when you book. We can work at the curb if there is room for the van nearby and no time limit that would end mid-job.',
      },
    ],
  },
  'back-glass-replacement/san-francisco': {
    paragraphs: [
      "In San Francisco, back glass breaks for the same reason side windows do: someone sees luggage, a backpack or shopping bags through the rear window of a hatchback or SUV and smashes it to reach the cargo area. Rental and visitor cars parked near popular sights are frequent targets, but so are locals' cars on residential streets. Tempered rear glass collapses completely, scattering fragments over the cargo floor and into the back seat.",
      'Our technician vacuums out the cargo area, seat folds and the pinch weld around the opening, removes the old adhesive and bonds new glass with fresh urethane. Power to the heating lines, and to any antenna printed on the glass, is restored and checked. In this city the defroster is not optional: on foggy mornings the rear window fogs over, and the defroster is what clears it. Hatchback wipers are moved to the new glass and checked before we leave.',
      'Count on the car being parked in that spot for the hour of curing, within a job of 1 to 2 hours. Most comprehensive policies with full glass coverage would put your share at $0, though policies vary, so we check yours and handle the insurer billing.',
    ],
    faqs: [
      {
        question: 'How do I keep the car secure overnight with the rear window gone?',
        answer:
          'Take everything out of the cargo area, tape heavy plastic over the opening from the outside, and park in a garage if you possibly can. Avoid leaving anything visible. Book the first available slot.',
      },
      {
        question: 'Can the work be done at the curb on a steep street?',
        answer:
          'A mild grade can work if the car is curbed and chocked, but the glass sits best on level ground while the urethane sets. On a steep block we look for a flat spot nearby, a garage or a cross street, and agree on it with you before the visit.',
      },
    ],
  },
  'adas-windshield-calibration/san-francisco': {
    paragraphs: [
      'San Francisco streets are a poor setting for a camera calibration drive. A dynamic calibration needs the car to hold set speeds on a road with long, clean lane markings, and city driving offers the opposite: stop signs every block, cable car and streetcar tracks, faded paint and double-parked trucks. When your carmaker specifies a road calibration, the technician plans the drive on I-280 through the southern part of the city or on another freeway stretch with clear lines, away from peak traffic so the scan tool can confirm alignment.',
      'Static calibration is a separate case. Targets have to be placed on flat ground under controlled light, with a long empty stretch of floor ahead of the bumper, and neither a curb on a hill nor a cramped garage under an apartment building can offer that. Those calibrations happen at our Hayward shop across the bay, and when your car needs one, we usually book the windshield replacement there at the same time so it is done in one visit.',
      'Which method applies, static, dynamic or both, depends on the make and model. A Tesla sorts out its own camera alignment while it is driven, and some older cars have no windshield camera at all.',
    ],
    faqs: [
      {
        question: 'Why not just calibrate on city streets near my apartment?',
        answer:
          'The camera has to see steady, well-painted lane lines at the speeds the carmaker specifies, for long enough to finish its routine. Stop-and-go blocks, tracks and faded markings interrupt it. A freeway drive gives the calibration a clean run and a record with no faults.',
      },
      {
        question: 'I do not have a way to get my car to Hayward. What are my options?',
        answer:
          'Tell us when you book. If your car needs only dynamic calibration, everything can be done in the city. If it needs static, we discuss the options for getting the car to our shop, and schedule the replacement there so you make the trip once.',
      },
    ],
  },
  'mobile-service/san-francisco': {
    paragraphs: [
      'Mobile glass work in San Francisco is mostly a parking puzzle, and we solve it with you before the van leaves. Useful details include the block and side of the street, the street-cleaning schedule, meter or residential permit limits, and whether the car sits in a garage with a low ceiling. The technician needs a level spot with about three feet around the car, and the van only needs a legal place to stop nearby, not necessarily right beside it.',
      'Building garages in Mission Bay, SoMa and downtown are often the easiest places to work, since the floor is flat and the weather stays out, but the van may not fit under the clearance bar, so the technician carries the glass and tools in. At homes, the garage under the house or the driveway apron in front of it usually works. On steep blocks the car is curbed and chocked before any work starts.',
      "Fog and drizzle are usually fine under our canopy, but strong wind off the ocean in the western neighborhoods, or a heavy winter storm, means rescheduling. We can often come the day you call or the following day, with no travel fee; give us 24 hours' notice to cancel.",
    ],
    faqs: [
      {
        question: 'Do you charge extra to come into the city?',
        answer:
          'No. There is no travel fee, and bridge tolls and parking are our concern, not yours. Your quote covers glass and labor and does not change between a downtown garage and the curb outside your home.',
      },
      {
        question: 'What if there is no legal parking for the van near my car?',
        answer:
          'Tell us when booking and we will work out a plan, such as meeting at a garage where you have access or a nearby block with longer time limits. For longer jobs like a windshield replacement, the car and the van both need to stay put for up to two hours.',
      },
    ],
  },
  'fleet-services/san-francisco': {
    paragraphs: [
      "Business vehicles in San Francisco spend their days in some of the toughest conditions for glass in the region: double-parked delivery vans, tradespeople's pickups squeezed onto steep blocks, food distributors running between the Bayview and restaurants across town, and shuttle and tour vans crossing the Bay Bridge and the Golden Gate Bridge. Chips come from freeway debris, and break-ins take out side and rear glass on vans left at the curb.",
      `Our fleet service is built around keeping those vehicles working. We schedule each request${fleetWithin()} at your yard, depot or garage, and the paperwork lists every van by its unit number and VIN. Billing is consolidated for the account${onFleetTerms()}, and camera-equipped vans get calibration records for your files. Because daytime street parking is scarce and vehicles are on routes, many city fleets prefer an evening or weekend visit to the yard or garage, arranged ahead of time, so the technician can work through several units without competing for space.`,
      'Larger fleets can set up recurring visits to catch chips before they spread across a windshield.',
    ],
    faqs: [
      {
        question:
          'Our vans park in a warehouse in the Bayview overnight. Can you work there after hours?',
        answer:
          'Yes, by arrangement. An indoor or fenced yard with level floor is ideal for glass work, and an after-hours visit means no vehicle misses a route. We agree on the time, access and the list of units in advance, and report the work by unit number and VIN.',
      },
      {
        question: 'Do you handle side windows broken in break-ins on our delivery vans?',
        answer: `Yes. Side and rear glass replacement is part of the fleet program, including cleanup of the cargo area and door. Until the visit${fleetWithin(' of your request')}, cover the opening and keep the van out of service if the cargo area cannot be secured.`,
      },
    ],
  },

  // Walnut Creek
  'windshield-replacement/walnut-creek': {
    paragraphs: [
      'Walnut Creek summers are where small windshield damage turns into big damage. A chip from I-680 or SR-24 can sit quietly through the spring, and then a car parked in an open lot on a hot afternoon, followed by the air conditioning blasting cold air at the glass, cracks it from one side to the other. At that point the windshield has to be replaced.',
      'We do Walnut Creek replacements at homes in neighborhoods such as Northgate, Parkmead and Walnut Heights, in condo and apartment lots around downtown, or in office parking along Ygnacio Valley Road and near the Shadelands business area. Heat affects how we work: we set up the canopy to keep direct sun off the frame while the old urethane is trimmed and the new bead is laid, and we avoid starting on glass that is too hot to touch. The OEM or equivalent glass we order carries the same sensors and options as the original.',
      'After that the adhesive needs about an hour to gain strength before you drive, so the visit totals 1 to 2 hours. Many cars here have a camera mounted up by the mirror; those need calibration afterward, another 1 to 2 hours that we plan in before the appointment.',
    ],
    faqs: [
      {
        question: 'Can you replace the windshield outside on a very hot day?',
        answer:
          'Usually, yes. We shade the work area with our canopy and can book a morning slot so the glass and the car body are cooler. If your garage has room around the car, working inside is even better in the peak of summer.',
      },
      {
        question: 'My crack appeared after I turned on the air conditioning. Is that common?',
        answer:
          'Very. A chip weakens the glass at one point, and a sudden temperature difference between a sun-baked outer surface and cold air on the inside puts stress right there. If the crack is now longer than half an inch, resin will not hold it and replacement is the safe choice.',
      },
    ],
  },
  'windshield-repairs/walnut-creek': {
    paragraphs: [
      'Ygnacio Valley Road is one of the main sources of chips in Walnut Creek: heavy rush-hour traffic, frequent lane changes and work trucks moving through the valley send grit at the cars behind them. I-680 and SR-24 add more, especially through the busy stretches near the interchange. Those chips are usually small at first, which makes them ideal for a resin repair before the summer heat gets to them.',
      'In about half an hour the break is sealed, while the factory windshield, its seal and any camera behind it stay exactly where they were. To qualify, the break must sit in the outer layer of the front windshield, measure less than half an inch, keep a 2-inch margin from the edges and have a clean impact point without powdered glass. Longer cracks are replaced instead.',
      "Commuters who park at offices near the Walnut Creek BART station or in downtown garages can book the repair there, with the building's permission, and drive home normally that evening. Residents often choose a home visit in the morning, before the car has been sitting in the sun. If your insurer is one of the many that drop the deductible for chip work, we send the invoice to them.",
    ],
    faqs: [
      {
        question: 'Is it better to repair a chip in the morning during summer?',
        answer:
          'It helps. Resin flows best into a break when the glass is not scorching hot, and a cool morning also reduces the risk of the chip spreading while the technician works. We can shade the glass if a later time suits you better.',
      },
      {
        question: 'How do I know if my chip is too big to fix?',
        answer:
          'Hold a ruler or tape measure next to it. If the damage spans half an inch or more, or any crack running from it is that long, it probably needs a replacement. The same is true if it sits within 2 inches of the edge. Send a photo with your quote request and we will tell you.',
      },
    ],
  },
  'door-glass-replacement/walnut-creek': {
    paragraphs: [
      "Walnut Creek's busy shopping district brings a steady flow of visitors, and with them, smash-and-grab break-ins in garages and surface lots where shopping bags are left on seats. Trailhead parking for the open spaces at the edge of town, such as Shell Ridge and Lime Ridge, sees the same problem when hikers leave valuables in view. Either way, the result is a side window in pieces.",
      'Tempered door glass cannot be repaired, and the cleanup often takes as long as the install. With the trim panel off, fragments are vacuumed out of the door, the seat rails and the carpet, and the technician inspects the regulator before installing new glass with the correct factory tint. We cycle the glass through its full travel to confirm it tracks smoothly and seals, and reset the one-touch and anti-pinch settings where needed. With no adhesive holding a roll-down window, you can drive off once the trim is reinstalled, usually within 1 to 2 hours of our arrival.',
      'Break-ins usually fall under comprehensive coverage, and where the policy includes full glass coverage, the new door window can cost $0. We look up your coverage and bill the insurer for you.',
    ],
    faqs: [
      {
        question: 'My window was broken in a downtown garage. Can I drive home first?',
        answer:
          'Yes, as long as your view is clear and the gap is covered. Tape plastic over the gap, remove loose glass from the driver seat, and keep the power window switch for that door off. Then book us at home, where the car can sit while the door panel is off.',
      },
      {
        question: 'Will the new window be as quiet as the original?',
        answer:
          'It should be. We order glass with the same tint and, where your car came with it, acoustic laminated glass. We also check the run channels and door seals for damage from the break-in, since a torn seal can cause wind noise even with new glass.',
      },
    ],
  },
  'back-glass-replacement/walnut-creek': {
    paragraphs: [
      'Rear windows in Walnut Creek break in a few predictable ways. Liftgates on SUVs get closed on bikes, golf bags and coolers loaded for a weekend, and the tempered glass gives way all at once. Cars parked in shopping areas lose back glass to thieves after bags in the cargo area. And in the older neighborhoods with big valley oaks, winter storms drop limbs onto cars parked in driveways and at the curb.',
      'Whatever the cause, the new glass is bonded in with urethane, not bolted, so the job follows the same discipline as a windshield. The technician clears fragments from the cargo floor and seats, trims the old adhesive, primes the frame and sets the new glass. Once it is set, the heater grid gets its power leads back, any antenna connector is clipped on, and on hatchbacks the rear wiper is moved to the new glass. During the hot months we shade the car so the primer and urethane are not applied to sun-heated metal.',
      'Expect 1 to 2 hours on site, about half of which is the bond curing while the car stays put. We ask that the car not go through a car wash for 24 hours afterward.',
    ],
    faqs: [
      {
        question: 'Can I load the cargo area right after the new rear glass is in?',
        answer:
          'Give it the hour of cure time first, and close the liftgate gently for the rest of the day. Avoid stacking anything against the glass. Normal use, including bike racks mounted on the hitch, is fine after that first hour.',
      },
      {
        question: 'Why does my new back glass need a tape strip left on overnight?',
        answer:
          'The retention tape holds the glass firmly against the frame while the urethane reaches full strength. Leave it on until the next day, then peel it off slowly. It also reminds everyone to close the hatch gently for that first day.',
      },
    ],
  },
  'adas-windshield-calibration/walnut-creek': {
    paragraphs: [
      'Many cars in Walnut Creek driveways are recent models, and a windshield replacement on one of them is rarely finished until the forward camera has been recalibrated. That camera drives lane keeping, lane departure warning and automatic emergency braking, and the new glass can shift its view slightly. The carmaker decides how it must be calibrated.',
      "Dynamic calibration happens on the road: the technician drives at the specified speeds while diagnostic software follows the camera as it settles. I-680 and SR-24 near town have well-marked lanes that suit it, outside the rush hours when traffic crawls. This part of the job can be done right from your home or office. Static calibration is another matter. The car has to rest on flat, even flooring, lit under control, with a clear run in front of it, so targets can stand at exact distances with nothing else in the camera's view. Driveways in Northgate or Walnut Heights, with slopes, shadows and landscaping, cannot manage that, so static jobs go to our Hayward shop, and the replacement is scheduled there on the same day.",
      'When calibration is complete, we check that the driver-assist system shows no fault codes and hand you the calibration report. Teslas take care of their own camera alignment on the road, and not every car has a windshield camera.',
    ],
    faqs: [
      {
        question: 'Is calibration included when insurance pays for my windshield?',
        answer:
          'If the carmaker calls for calibration after an insured replacement, it goes on the same claim to your insurer. When your comprehensive policy has full glass coverage, the new windshield can cost you $0 with most insurers; we read the policy first and tell you what is covered before booking.',
      },
      {
        question: 'My car needs both static and dynamic calibration. Where will it happen?',
        answer:
          'At our Hayward shop, starting with the static targets on a level floor, followed by the road drive on marked lanes nearby. Booking the windshield replacement at the shop at the same time means the whole job is done in one visit.',
      },
    ],
  },
  'mobile-service/walnut-creek': {
    paragraphs: [
      'Walnut Creek offers a wide range of places to work, from single-family driveways in Parkmead and Rancho San Miguel to condo complexes with assigned carports, downtown parking garages and business-park lots. Each has its own rules. Condo associations may limit work in common areas, and downtown garages have clearance bars that can stop the van, in which case the technician parks outside and carries the glass and tools in.',
      'Summer is the season to plan around. Afternoons in the valley get very hot, and while the canopy shades the work area, a covered carport, a garage or an early slot makes the job more comfortable for the car and the glass. Winter brings the opposite problem, with storms that can be too wet for urethane to bond; light rain is manageable under the canopy, but a real storm or strong wind moves the date, and we let you know early.',
      "The van carries everything: glass, adhesive, battery tools, a vacuum and the scan tool used for road calibrations. We need the keys and a level spot with a few feet of room on every side of the car. There is no travel fee, and cancellations need 24 hours' notice.",
    ],
    faqs: [
      {
        question:
          'Our condo association does not allow car repairs in the parking lot. What can we do?',
        answer:
          'Check with the association first; some allow short glass jobs with notice, others do not. If not, we can meet you at your workplace, in a public garage where work is permitted, or at another location you choose, provided the car can stay parked until the urethane has set.',
      },
      {
        question: 'Can you work in the downtown parking garages?',
        answer:
          'Often, if the garage operator permits it and your car is parked where the doors can open fully. Garage floors are level and shaded, which helps. Tell us which garage and level when you book, and we will confirm before the technician arrives.',
      },
    ],
  },
  'fleet-services/walnut-creek': {
    paragraphs: [
      'Walnut Creek fleets tend to be service fleets: property managers, home service contractors, real estate and sales staff with company cars, and the medical and office businesses clustered around Ygnacio Valley Road and the Shadelands area. Their vehicles live on I-680 and SR-24, and on busy Ygnacio Valley Road between jobs, collecting chips all year. Cars that sit in open office lots through a hot afternoon come back to glass that has baked in the sun, and that is when a small chip tends to run into a crack.',
      `Our program schedules fleet requests${fleetWithin()}, with the work done where your vehicles park: an office lot, a company yard or a parking garage where we have permission. Work is documented per vehicle, by unit number and VIN, and the account receives a consolidated${fleetTermsBefore()} invoice. Camera-equipped vehicles get a calibration record after a windshield replacement, and vehicles that need static calibration are scheduled at our Hayward shop.`,
      'For larger fleets, recurring visits to repair chips during the day, or after-hours visits arranged in advance, keep cars on the road.',
    ],
    faqs: [
      {
        question:
          'Our company cars are parked at an office lot during the day. Can you work there?',
        answer:
          "Yes, with the property manager's permission. An office lot is usually level and roomy, which suits both repairs and replacements. We coordinate the list of vehicles with your fleet contact, and each driver only needs to leave the keys for the duration of the work.",
      },
      {
        question: 'How are chip repairs billed on a fleet account?',
        answer: `Chip repairs go on the same consolidated${fleetTermsBefore()} invoice as every other job, listed by unit number and VIN. Where glass is insured, the claim goes to your carrier through us; a self-insured company pays the agreed rates directly.`,
      },
    ],
  },

  // Concord
  'windshield-replacement/concord': {
    paragraphs: [
      'SR-4 is behind a lot of the windshield damage in Concord. It carries a heavy mix of commuters and trucks between East County and the I-680 corridor, and loose gravel from trailers and construction loads finds its way onto the glass of the cars behind. SR-242, which links SR-4 with I-680, adds its share, and on surface streets like Willow Pass Road and Concord Boulevard, a chip can come from any truck turning out of a job site.',
      'Resin cannot fill a crack that is over half an inch or that touches the border of the glass. We replace the glass at your home, whether that is a driveway in Sun Terrace or Holbrook Heights or an apartment lot off Monument Boulevard, or at your workplace. Because the glass and body can get very hot on a Concord summer afternoon, we shade the work area and prefer morning appointments in July and August.',
      'The install plus about an hour of cure time comes to 1 to 2 hours. Glass claims go through comprehensive. With full glass coverage on the policy, most insurers would leave you paying $0, and we deal with the insurer directly after checking your policy.',
    ],
    faqs: [
      {
        question: 'Can you install a windshield in the parking lot of my apartment complex?',
        answer:
          'Usually, with permission from the property manager and a level space with room to open both front doors. Assigned spaces with a car parked close on each side can be tight, so it helps to move the car to an end space or guest space for the appointment.',
      },
      {
        question:
          'I drive SR-4 every day. Is it worth getting a new windshield before the old one is fully cracked?',
        answer:
          'If the damage is still a small chip, repair it instead, which takes about 30 minutes and keeps the original glass. If a crack has already started and is half an inch or longer, replace it soon, before daily freeway vibration and summer heat spread it further across your view.',
      },
    ],
  },
  'windshield-repairs/concord': {
    paragraphs: [
      'A small star or bullseye on the glass is one of the most common things Concord drivers bring home from the commute. Trucks on SR-4 and SR-242, debris on I-680 and gravel spilled at the edges of Clayton Road and Ygnacio Valley Road all do their part. Catching the chip before the next heat wave is the key, because central Contra Costa summers put a lot of stress on damaged glass.',
      'A chip takes us about half an hour to fill, in your driveway, at your job or in any lot where we are allowed to work. Office and business parks around Buchanan Field, retail lots, and driveways across town all work well. Eligible chips sit in the outer layer of the front windshield, stay below half an inch, have 2 inches of glass or more on every side before the edge and show no crushed glass where they were struck. If yours passes, the break is cleaned, resin is forced in and cured with ultraviolet light, and the car is ready to go.',
      'A lot of insurers skip the deductible on chip repairs, because filling a chip now saves them the cost of a windshield later. We confirm coverage with your insurer and bill them directly.',
    ],
    faqs: [
      {
        question: 'My car is parked at a BART lot all day. Can you fix the chip there?',
        answer:
          'Station lots are busy and parking rules there can limit work, so we usually suggest another place, such as your home before the commute or your office lot with permission. A repair takes about 30 minutes, so it is easy to fit in somewhere the van can park legally beside the car.',
      },
      {
        question: 'I have a chip and a short crack next to it. Can that be repaired?',
        answer:
          'If the whole damaged area, including the crack, measures under half an inch and sits 2 inches or more inside the edge, it usually can. Resin stops being reliable once the crack is half an inch long or has met the edge, and then we quote a replacement instead.',
      },
    ],
  },
  'door-glass-replacement/concord': {
    paragraphs: [
      'Cars parked all day at commuter lots, at the big retail centers or outside apartment complexes are where most broken door glass in Concord starts. A break-in leaves tempered glass scattered through the door and cabin, and it has to be replaced, never repaired. The other frequent cause is wear: on older cars, a window regulator can fail and drop the glass inside the door, where it shatters.',
      'The technician starts by taking off the inner door panel and vacuuming out the door cavity, the seat tracks and the carpet, then checks the regulator and motor. If the regulator is bent from the impact or worn out, we tell you before installing new glass, since fresh glass on a broken regulator will not track or seal. The new pane, tinted to match, is bolted to the regulator, guided into its tracks and run through its full travel. The anti-pinch and one-touch functions are reset where the car needs it.',
      'No glue holds a roll-down window, so there is no cure time, and most of these visits wrap up within 2 hours. A fixed quarter pane is the exception: it is set in urethane and the car waits about an hour.',
    ],
    faqs: [
      {
        question: 'My window fell into the door and I heard it break. Was it a break-in?',
        answer:
          'Not necessarily. When glass drops without any sign of impact, a failed regulator, cable or clip is often the cause. We inspect it during the visit. If the regulator is the problem, it needs replacing along with the glass, and we explain the options before going ahead.',
      },
      {
        question: 'Should I drive with the window broken until you arrive?',
        answer:
          'Short trips are fine if you can see clearly and the loose glass is out of the driver seat. Cover the opening with plastic and tape, avoid using that window switch, and park somewhere secure. Book the first open slot, and we come to where the car is parked.',
      },
    ],
  },
  'back-glass-replacement/concord': {
    paragraphs: [
      'Pickup trucks are everywhere in Concord, and their cab glass is exposed in a way car glass is not. Contractors, tradespeople and weekend haulers load ladders, lumber and tools into truck beds, and one item sliding forward under braking can punch through the rear window of the cab. Many of those trucks have a sliding rear window with a center pane, a latch and sometimes a defroster, and the full assembly is replaced as one unit.',
      'Sedans and SUVs lose back glass here too, from break-ins in retail and commuter lots and from cargo pressed against the liftgate glass. In every case the technician vacuums the fragments out of the cab or cargo area, removes the old glass and adhesive, primes the frame and bonds the new glass in with urethane. Defroster leads, antenna connections and rear wipers are restored and tested before we leave.',
      'Plan on 1 to 2 hours in the driveway or lot, an hour or so of it for the new bond to cure. A covered claim under comprehensive, with full glass coverage on the policy, can leave you paying $0; we confirm your coverage and bill the insurer. Work trucks on a company account can also be handled under our fleet program.',
    ],
    faqs: [
      {
        question: 'Do you replace sliding rear windows on pickup trucks?',
        answer:
          'Yes. We order the correct slider for your truck, including heated versions and ones with a power slider, and replace the complete assembly. Tell us the year, make, model and cab style when you request a quote so we bring the right unit.',
      },
      {
        question: 'How do I keep the cargo from breaking the new rear window?',
        answer:
          'A headache rack or cab guard on a pickup stops loads from sliding into the glass, and tie-downs that hold items away from the cab help too. In SUVs, keep heavy or tall items below the glass line and close the liftgate only after checking nothing is leaning against it.',
      },
    ],
  },
  'adas-windshield-calibration/concord': {
    paragraphs: [
      "When a Concord driver books a windshield replacement, the next question is whether the car has a forward camera. Many models from the last several years do, for lane keeping and automatic emergency braking, and after new glass goes in that camera must be realigned by the carmaker's procedure. The vehicle details on your quote request tell us.",
      'Dynamic calibration is a road drive. The technician holds the car at the speeds the carmaker lists, with diagnostic equipment plugged in, until the camera reports it is aligned, which needs clear, continuous lane markings. SR-4 and SR-242 through Concord serve well outside the rush hours, so a dynamic calibration can be done right after a replacement at your home or work. Static calibration is fussier about the setting: targets at measured distances, on even ground, in steady indoor light, with an empty area ahead of the car. Apartment lots and driveways with slopes, parked cars and harsh summer sun fall short of that, so cars requiring it are booked into our Hayward shop for both the glass and the calibration.',
      'Teslas are the exception: their cameras recalibrate on the road without our equipment. For every other car, you receive a written record once the scan tool shows a clean result.',
    ],
    faqs: [
      {
        question: 'What warning signs mean my camera needs calibration?',
        answer:
          'A lane-keeping or collision-warning light on the dashboard, a lane system that pulls toward one edge, or alerts that come too late or for no reason are common signs. Some cars show nothing at all. After a windshield replacement, assume a camera-equipped car needs calibration unless the carmaker says otherwise.',
      },
      {
        question: 'Can calibration be done the same day as the windshield replacement?',
        answer:
          'Yes, that is how we plan it. Calibration takes 1 to 2 hours after the new glass has cured. A dynamic drive happens from your location; if your car needs static targets, both the replacement and the calibration are done at our Hayward shop on the same visit.',
      },
    ],
  },
  'mobile-service/concord': {
    paragraphs: [
      'Concord has every kind of parking a glass van can meet: single-family driveways in neighborhoods like Crystyl Ranch and Sun Terrace, large apartment complexes along Monument Boulevard, retail lots, and business and industrial parks near Buchanan Field and along SR-4. For apartment customers, the main issue is space. Assigned spaces are often narrow, so we ask you to move the car to an end or guest space with room to open both doors and about three feet clear on each side.',
      'Heat is the other local factor. Summer afternoons in Concord run hot, and while the canopy shades the car, a morning appointment is easier on the technician, the glass and the adhesive. Winter is milder, and light rain is handled under the canopy. A downpour or strong wind pushes the job to the next dry day, and we tell you in advance, since wet metal keeps urethane from bonding.',
      'There is no travel fee, and the first opening is often that day or the following one. Keep the car and its keys available, and tell us at least a day ahead if the appointment no longer works.',
    ],
    faqs: [
      {
        question: 'Do I need permission to have the work done at my apartment complex?',
        answer:
          'It is a good idea to check with the property manager, since some complexes limit repairs in their lots. Many allow short glass jobs. If yours does not, we can meet you at your workplace or another location where the car can stay parked for the cure time.',
      },
      {
        question: 'Can I book an early appointment to avoid the afternoon heat?',
        answer:
          'Yes. Morning slots are popular in summer for that reason. Ask for the earliest available time when you book. If only an afternoon works for you, we shade the car with our canopy, or you can use a garage or carport if one is available.',
      },
    ],
  },
  'fleet-services/concord': {
    paragraphs: [
      'Concord is home to many of the trade and service businesses that support central Contra Costa: HVAC, plumbing and electrical contractors, landscaping and construction companies, equipment rental yards and delivery operations, many of them based in the industrial areas near Buchanan Field and along Arnold Industrial Way. Their pickups and vans run SR-4, SR-242 and I-680 all day, often behind gravel and material trucks, and glass damage is a routine cost of doing business.',
      `Our fleet program keeps that cost under control. A request is booked${fleetWithin()}, and the technician works at your yard so trucks are not sent across town to a shop. Every job is logged for the truck it was done on, by unit number and VIN, camera-equipped trucks and vans get calibration records, and the work comes on one consolidated${fleetTermsBefore()} invoice${fleetInvoiceCycle()}. Larger fleets can set up recurring yard visits to repair chips before they spread, and we can arrange evening or weekend work when trucks are parked, so no crew loses a working day.`,
    ],
    faqs: [
      {
        question:
          'Do you work on pickup rear sliders and work-truck glass as part of the fleet program?',
        answer:
          'Yes. Windshields, door glass, back glass and rear sliders are all covered, along with chip repair. Send us the makes, models and cab styles you run when the account opens, and we can check glass supply and keep parts for your common units in mind.',
      },
      {
        question: 'Can you service our trucks at the yard before the crews leave in the morning?',
        answer:
          'Early or after-hours yard visits can be arranged in advance. Chip repairs fit easily into a short window. A windshield swap keeps the unit parked for roughly an hour after the glass goes in, so evening visits often work better for those units.',
      },
    ],
  },

  // San Ramon
  'windshield-replacement/san-ramon': {
    paragraphs: [
      'San Ramon is a commuter town built along I-680, and the freeway is where much of its windshield damage begins. Heavy traffic between the Tri-Valley and central Contra Costa brings trucks, construction loads and plenty of loose debris, and the cross-town roads, Crow Canyon Road, Bollinger Canyon Road and Alcosta Boulevard, add their own. Hot, dry summers then finish the job, spreading a chip into a crack that resin can no longer hold.',
      'Many San Ramon homes are newer, with attached two- or three-car garages, which makes them some of the easiest places to replace a windshield. A level garage floor keeps the glass even while the urethane sets, keeps dust and sun off the work, and lets the job carry on in light rain. In the neighborhoods of Dougherty Valley and Gale Ranch, working inside the garage also keeps the van and the car off the street, which some homeowner associations prefer.',
      'Count on 1 to 2 hours for the replacement, much of it the urethane curing. Many cars here are late models with forward cameras, and those need calibration once the glass is in; we work out that step before booking, so the day runs as planned.',
    ],
    faqs: [
      {
        question: 'Can the technician work with the garage door open while we are out?',
        answer:
          'Yes, if someone hands over the keys when we arrive and is around at the finish to hear when the car is safe to drive. Many customers leave the garage open for the duration and step out. We close up as you ask before leaving.',
      },
      {
        question: 'Does my homeowner association need to approve the work?',
        answer:
          'Rules vary by association. Associations seldom object to work inside your own garage or on your driveway, while a shared street or common lot may need notice. If you are unsure, check with the association before booking and tell us what they require.',
      },
    ],
  },
  'windshield-repairs/san-ramon': {
    paragraphs: [
      'The stretch of I-680 through San Ramon, along with Crow Canyon Road and Bollinger Canyon Road, produces a steady flow of small chips, and the time to deal with one is before it spreads. At that stage, a chip confined to the outer layer of the front windshield, under half an inch, with a 2-inch margin to the edge and no powdered glass at the center, can be filled with resin in about 30 minutes.',
      'Office workers in Bishop Ranch can have the repair done in the parking lot during the workday, where permitted, and drive home normally. At home, a driveway or garage is perfect. Because the glass stays in place, the camera mounting behind it is not disturbed, so there is no calibration to plan around, an advantage in a town where so many cars carry driver-assist cameras.',
      'Summer is the season when chips spread fastest in the valley. A windshield that heats up all day in an open lot and then meets cold air conditioning on the drive home is under real stress, so it pays to fill the chip before July. Plenty of policies cover a resin repair with no deductible, and we handle that billing with the insurer.',
    ],
    faqs: [
      {
        question: 'Can you repair a chip in a Bishop Ranch office lot while I am at work?',
        answer:
          'Usually, yes, if the lot owner or your building allows it and the van can park nearby. Leave the keys with reception or meet the technician briefly. About half an hour later the car is yours to drive.',
      },
      {
        question: 'Will repairing the chip affect my lane-keeping camera?',
        answer:
          'No. The windshield stays where it is, so the camera does not move and needs no calibration. If the chip spreads into a crack and the glass is replaced, the camera would then need calibration, which is one more reason to fix chips early.',
      },
    ],
  },
  'door-glass-replacement/san-ramon': {
    paragraphs: [
      'Door glass in San Ramon tends to break in parking lots: shopping centers, trailhead parking near the open spaces, sports fields on a busy weekend. A bag or a laptop left visible is all it takes. At home, the usual causes are accidents, such as a ball from a driveway game, a garage door lowered onto an open door, or a regulator failure on an older car.',
      "Newer SUVs and luxury cars in town sometimes use laminated side glass, which cracks but stays in the frame; others use tempered glass, which breaks into thousands of pieces. We order glass to match your car's type and factory tint. With the door panel off, the technician clears glass from inside the door and from the seats, carpet and rails, makes sure the regulator and motor still work, and then mounts the new window. It is cycled up and down to make sure it tracks and seals, and one-touch and anti-pinch functions are reset where needed.",
      'Moving windows are mounted mechanically, so there is no waiting for adhesive, and the car is usually ready one to two hours after the technician pulls up. Small fixed windows behind the doors are glued in and need roughly an hour to set.',
    ],
    faqs: [
      {
        question: 'What makes laminated side glass different from the usual kind?',
        answer:
          'It has a thin plastic layer between two sheets of glass, which makes the cabin quieter and the window harder to break through. We order the type your car came with and confirm it from the VIN. With comprehensive coverage, a break-in is usually covered; we confirm the details with your insurer and send them the bill.',
      },
      {
        question:
          'My window broke while the car was parked at a sports field. What should I do first?',
        answer:
          'Take out anything valuable, sweep loose glass off the driver seat, and cover the opening with plastic or a trash bag and tape. Drive home carefully and book us there. If the regulator was damaged, avoid using the window switch until we have inspected it.',
      },
    ],
  },
  'back-glass-replacement/san-ramon': {
    paragraphs: [
      'Some San Ramon neighborhoods are built around golf courses, and homes and cars along the fairways occasionally take a hit from a stray ball. When that ball finds the rear window of a car parked in a driveway, the tempered glass breaks completely. Liftgate glass on family SUVs is another common loss, broken by sports gear, strollers or a bike pushing against it as the hatch closes.',
      'Back glass is bonded with urethane, so replacing it follows the same careful steps as a windshield. The technician vacuums the cargo area, the creases of the rear seat and the ledge where the glass sits, cuts the old adhesive down to a thin base, primes any bare spots and lowers the new glass into a fresh bead. We then restore the rear defroster connections and any antenna in the glass, test them, and refit the rear wiper on hatchbacks and SUVs. Attached garages, common in San Ramon, make a good place for this work as long as the liftgate can open fully.',
      'Give the job up to two hours; roughly half of that is the adhesive curing. Under a comprehensive policy that includes full glass coverage, the new back glass can cost $0, though that depends on your policy, which we check before billing the insurer directly.',
    ],
    faqs: [
      {
        question: 'A golf ball broke our rear window. Who pays for it?',
        answer:
          'It depends on your policy and the circumstances. Glass damage from a flying object is often handled under the comprehensive part of your auto policy. We look at your coverage and give you both numbers; if you claim, the insurer gets our bill.',
      },
      {
        question:
          'Can you work in our garage if the liftgate almost touches the ceiling when open?',
        answer:
          'If the liftgate cannot open fully, it is hard to set the glass correctly. In that case we work on the driveway just outside the garage, where the gate has room. Describe the garage when you book so the technician knows where to set up.',
      },
    ],
  },
  'adas-windshield-calibration/san-ramon': {
    paragraphs: [
      'San Ramon driveways are full of late-model SUVs and sedans, and many of them read the road through a camera mounted on the windshield. After a windshield replacement that camera needs recalibration so lane keeping and automatic emergency braking work as designed. The carmaker specifies the method: dynamic, static or both.',
      'A dynamic calibration takes place on the road. With a scan tool connected, the technician drives at the required speeds on I-680, which has wide lanes and clear markings through town, until the camera confirms it is aligned. It works best outside commute hours, when traffic moves steadily, and can be done straight from your home or office after the replacement. Static calibration aims the camera at targets set out at measured distances, which only works on a level surface, under controlled light, with the space ahead left empty. Even a roomy San Ramon garage cannot guarantee the depth and lighting this needs, so this type is performed at the Hayward shop, and the replacement is booked there for the same visit.',
      "At the end, the scan tool has to show the system free of faults, and that result goes into a record for you. A Tesla's cameras recalibrate automatically during ordinary driving.",
    ],
    faqs: [
      {
        question: 'How will I know the calibration worked?',
        answer:
          'The scan tool confirms when the camera has completed its routine and the system reports no faults, and we give you a written record. On the drive home, lane-keeping assistance and warnings should behave as before. If a warning light appears later, call us and we will check it.',
      },
      {
        question: 'My car has a camera and radar. Do both need calibration?',
        answer:
          'The windshield camera needs calibration after a replacement. A front radar in the grille or bumper is usually not affected by new glass, but some carmakers link the two. We check the procedure for your exact model and tell you what is required before booking.',
      },
    ],
  },
  'mobile-service/san-ramon': {
    paragraphs: [
      'San Ramon is built for mobile glass work. Most homes have attached garages and flat driveways, and office lots in Bishop Ranch are large and level. For the technician, that means the main things to arrange are access and permission: who will hand over the keys, whether work can be done in a shared lot, and what your homeowner association allows on the street.',
      'Dougherty Valley, Gale Ranch and Windemere are mostly newer neighborhoods with homeowner associations, and rules there vary about work done in common areas. Work in your own garage or driveway is rarely an issue. At the office, the building manager or lot owner is the one to ask. The van needs a legal place to park nearby, and the car needs a yard or so of free space along each side.',
      "Summer afternoons get hot in the valley, so we shade the work with our canopy or move into the garage. In winter, light rain is handled under the canopy, while heavy rain or wind reschedules the job because urethane needs a dry surface. Bookings often land on the same or the following day; the visit adds no travel fee, and a cancellation needs a day's notice.",
    ],
    faqs: [
      {
        question: 'Can you work at my office in Bishop Ranch instead of at home?',
        answer:
          'Yes, if the lot owner or building management allows it. Tell us the building and which part of the lot the car is in. We need the keys for the duration, and after a replacement the car has to stay in its space for around an hour.',
      },
      {
        question: 'Our garage is full of bikes and storage. Does the car need to be inside?',
        answer:
          'No. A level driveway works well, as long as there is about three feet around the car. We use our canopy for shade or light rain. The garage is only helpful if it already has room for the car and its doors to open fully.',
      },
    ],
  },
  'fleet-services/san-ramon': {
    paragraphs: [
      "Bishop Ranch brings a large number of company vehicles into San Ramon every weekday: sales and service cars assigned to staff, field technicians' trucks from service and installation firms, and the vans and pickups of the service firms that support the offices. They share I-680 with commuters and trucks every day, and chips from the freeway and from Crow Canyon Road and Bollinger Canyon Road are a constant.",
      `Our fleet program is set up for that pattern. Every request lands on the schedule${fleetWithin()}, and the work is done in the office lot or company yard where the vehicles park, with the property manager's permission. Records are kept for each car under its unit number and VIN, camera-equipped vehicles get calibration records, and cars that need static calibration are booked at our Hayward shop. Billing goes on one${fleetTermsBefore()} invoice${fleetInvoiceCycle()}, and insured fleets have their glass claims handled with the carrier.`,
      'For larger accounts, recurring visits to the lot catch chips before they spread, and vehicles that are out all day can be booked for evenings or weekends, set up in advance.',
    ],
    faqs: [
      {
        question: 'Can you work on our vehicles in the Bishop Ranch lot during business hours?',
        answer:
          'Yes, with permission from the lot owner or property manager. We coordinate with your fleet contact on which vehicles need work and where they are parked. Drivers leave keys at the front desk, and each vehicle is back in service once the work and any cure time are done.',
      },
      {
        question:
          'We have both company cars and personal vehicles that employees use for work. Can you handle both?',
        answer: `Company-owned vehicles go on the fleet account with account billing${onFleetTerms()} and per-vehicle records. Employees' personal cars are booked as regular retail appointments, with insurance billed directly where it applies. We can schedule both on the same visit to the lot.`,
      },
    ],
  },

  // Atherton
  'windshield-replacement/atherton': {
    paragraphs: [
      'Windshields on the cars kept in Atherton garages are often far more than plain glass. Many carry acoustic interlayers, rain and light sensors, heated wiper zones, a head-up display area and a camera bracket, and the replacement has to match every one of those options. We identify the exact part from the VIN and install OEM or equivalent glass, telling you in advance when the carmaker or your insurer calls for OEM.',
      'The damage usually comes from outside town. Atherton is almost entirely residential, but its drivers use I-280 to the west and US-101 to the east every day, and both freeways send up stones and debris. El Camino Real, with its steady truck and bus traffic, adds more. Inside town, the great oaks along Middlefield Road, Alameda de las Pulgas and the side streets drop branches and acorns onto cars, especially in winter storms.',
      'We work on the property, usually in the garage or on a level section of the motor court, with the car covered to protect paint and interior. Allow 1 to 2 hours, much of it waiting on the urethane, and more if the camera needs calibration afterward.',
    ],
    faqs: [
      {
        question: "How do you make sure the replacement glass matches all my car's features?",
        answer:
          'We decode your VIN to confirm the options built into the original windshield, from sensors and heated areas to head-up display and acoustic layers. If the carmaker specifies OEM glass for any of them, we order OEM and tell you before booking, so the new windshield behaves exactly like the old one.',
      },
      {
        question: 'Can household staff let the technician in and hand over the keys?',
        answer:
          'Yes. Share the gate code or the name of whoever is letting the technician in, where the car is parked, and who will take it back at the end, so we can go over the waiting time and care for the first day. You do not need to be home.',
      },
    ],
  },
  'windshield-repairs/atherton': {
    paragraphs: [
      "A stone from US-101 or I-280, or a bit of gravel kicked up on Marsh Road or Valparaiso Avenue, usually leaves a small chip rather than a crack. Repairing it early keeps the original factory windshield, which matters on premium cars where the factory glass and its seal are part of the car's quiet ride, and avoids the calibration that a replacement would require for the camera behind the glass.",
      'The repair takes about 30 minutes and is done wherever the car sits, usually in a garage or on the drive near the house. After cleaning the break, the technician pushes resin into it and hardens it under a UV lamp, and the car can be driven straight away. Resin only works on the front windshield, and only for a break that stayed in the outer sheet, measures under half an inch, sits 2 inches or more from the border and is not crushed where the stone struck.',
      'Tree cover in Atherton keeps windshields shaded much of the day, which helps chips stay stable, but winter cold and the defroster still put stress on them. Until the repair, clear tape over the chip keeps it clean. Insurers frequently waive the deductible on a repair like this, and the claim paperwork is ours to handle.',
    ],
    faqs: [
      {
        question: 'Will a chip repair affect the head-up display?',
        answer:
          'Only if the chip sits inside the area where the display projects. A repaired chip there can leave a faint mark that shows in the image. We look at where the damage is before starting and tell you honestly whether repair or replacement is the better choice for that spot.',
      },
      {
        question: 'Can you repair chips on two of our cars in the same visit?',
        answer:
          'Yes. At roughly half an hour per chip, two cars fit comfortably into one appointment. Tell us which vehicles and where they are parked when booking, and make sure the keys are available for both.',
      },
    ],
  },
  'door-glass-replacement/atherton': {
    paragraphs: [
      'Door glass calls from Atherton often involve cars that do not use ordinary tempered side windows. Many luxury sedans and SUVs have laminated side glass for quiet and security, and coupes and convertibles often have frameless doors whose windows drop slightly every time the door opens. Both need the right part and careful setup, because a frameless window that is misaligned by a few millimeters will leak or whistle against the seal.',
      'Causes vary. A branch from an old oak can come down across a door in a storm, a gate or garage door can close on an open car door, and a regulator can wear out and drop the glass. Break-ins can happen here too, especially to a car left outside overnight. Whatever the cause, the technician removes the door panel, clears out fragments, checks the regulator and motor and installs new glass with the factory tint. On frameless doors the window is adjusted and the short-drop function is tested so the glass seals properly against the roof.',
      'Roll-down windows need no cure time, and the visit usually takes 1 to 2 hours. Bonded quarter glass, where a car has it, needs about an hour to cure.',
    ],
    faqs: [
      {
        question: 'My coupe has frameless windows. Can you replace one on site?',
        answer:
          'Yes. The new glass is fitted to the regulator, then adjusted for height and angle so it meets the seal correctly when the door is closed. We also check that the window drops and rises automatically as the door opens and shuts, which is what keeps it sealed and quiet.',
      },
      {
        question: 'The side glass on our SUV cracked but did not fall out. Can it be repaired?',
        answer:
          'No. That behavior means the window is laminated, and a cracked laminated side window has to be replaced, just like a shattered tempered one. We order the matching laminated replacement and confirm it from the VIN. Until then, the cracked glass stays in place and keeps weather out.',
      },
    ],
  },
  'back-glass-replacement/atherton': {
    paragraphs: [
      'The heritage oaks that make Atherton so green can also be what breaks a rear window. Winter storms and wind bring down limbs, and a car parked in an open motor court or along a drive takes the hit. Tempered back glass breaks completely, so there is nothing to repair, and the pieces scatter through the trunk or cargo bay, across the back seat and into the window channel.',
      'The technician vacuums all of that out before the new glass is fitted, including under cargo mats and around folding seats. The old urethane is trimmed, the frame is primed and the new glass is bonded in place. Back glass on many luxury cars carries more than a defroster grid: antennas for radio, satellite radio or keyless entry can be printed in it, and we reconnect and test every lead before the car is handed back. Rear wipers on hatchbacks and SUVs are moved over and checked as well.',
      "From cleanup to handover the job runs between one and two hours, and about an hour of that is simply cure time. When the car's comprehensive policy includes full glass coverage, most insurers can leave you with $0 to pay; we confirm that with the insurer and bill them, not you.",
    ],
    faqs: [
      {
        question:
          "Our car's radio and keyless entry seem weaker since the back glass broke. Is that related?",
        answer:
          'Quite possibly. On some cars, antennas for the radio or the key system are built into the rear glass. New glass comes with the same antenna lines, and we reconnect the leads and test reception and the key functions before we leave.',
      },
      {
        question: 'A large branch is still on the car. Should we remove it before you arrive?',
        answer:
          'If it is safe to do so, have it lifted off carefully, ideally by your landscaper or tree service, to avoid more damage. Do not try to move a heavy limb alone. We need clear access to the rear of the car and about three feet of space around it.',
      },
    ],
  },
  'adas-windshield-calibration/atherton': {
    paragraphs: [
      "Late-model cars in Atherton very often have a camera behind the windshield, and many add a head-up display or other driver aids that rely on the glass. Fitting new glass means resetting that camera to the carmaker's specification so lane keeping, adaptive cruise and automatic emergency braking see the road correctly. Some cars need a dynamic calibration, some a static one, and some both.",
      'In a dynamic calibration the car is driven at prescribed speeds on well-marked lanes while a diagnostic tool follows the camera. Roads inside Atherton are not suited to it: El Camino Real has frequent signals, and residential streets are narrow, shaded and often unmarked. The technician takes the car to I-280 or US-101, where the lines are clear and traffic can move steadily, and that drive can start from your house as soon as the new glass has cured. Static calibration depends on three things at once: a level floor, lighting that does not change, and a clear, uncluttered space ahead of the car for precisely placed targets. A motor court or a residential garage, however large, cannot guarantee all three together, so those cars visit our Hayward shop, where the replacement is booked as well.',
      'Tesla models handle it themselves as they are driven; every other car leaves with a no-fault confirmation and a written record.',
    ],
    faqs: [
      {
        question:
          "Our garage is large and has a flat floor. Why can't static calibration be done there?",
        answer:
          "Static targets need more than a flat floor: even lighting without reflections or bright windows, a specific clear distance in front of the car, and nothing in the camera's view that it might mistake for a target. Our Hayward shop is set up to meet those conditions every time, which is why static work is done there.",
      },
      {
        question: 'Does the head-up display need to be checked after a new windshield?',
        answer:
          'Yes. We check that the projected image is sharp and single, not doubled, which depends on having the correct head-up display glass. Some cars also have a setting to adjust image height or position, and we show you where it is if it needs fine tuning.',
      },
    ],
  },
  'mobile-service/atherton': {
    paragraphs: [
      'Atherton has no shopping district and very few public parking lots, so almost every visit we make here is to a home. That makes the appointment mostly a question of access. Gates, long drives, motor courts and multi-car garages are normal, and the technician needs to know how to get in, where the car will be, and who will hand over the keys.',
      'A level, paved spot with about three feet clear around the car is ideal: a garage bay, a flat part of the motor court, or a service area near the house. Gravel drives and areas under heavy oak canopy are less suitable, because dust and falling leaves get onto a freshly prepared frame, so we move the car to a cleaner spot if needed. The van is self-contained, with its own battery tools, glass vacuum and canopy, so it never needs power or water from the house.',
      "Light rain can be handled under the canopy, but heavy rain or wind moves the appointment to the next dry slot, since urethane needs a dry surface to bond. Nothing is added for travel, and changes need 24 hours' notice.",
    ],
    faqs: [
      {
        question: 'Can you work while we are away if the house staff let you in?',
        answer:
          'Yes. Give us the name of whoever will greet the technician, the gate code or entry instructions, where the keys will be, and who will receive the car at the end. We explain the cure time and aftercare to whoever is there when the job is done.',
      },
      {
        question: 'Our drive is gravel. Can the technician still do the job?',
        answer:
          'Often, yes, if there is a paved or level area close by such as a garage, a motor court or a paved service area. Gravel kicks dust onto the glass and can make the car sit unevenly, so we prefer a hard surface. Tell us the layout when booking and we will pick the spot together.',
      },
    ],
  },
  'fleet-services/atherton': {
    paragraphs: [
      'The business vehicles that work in Atherton belong mostly to the companies that build and maintain its estates: general contractors and trades on new home construction and remodels, landscaping and tree-care crews, pool and property services, and private security patrols that drive the same streets all day. Those trucks and vans take chips from I-280, US-101 and El Camino Real, and they face falling branches and gravel on the job sites themselves.',
      `Our fleet program schedules requests${fleetWithin()}, at your yard or, with permission, at a job site where the vehicle can park on level ground through the cure time. Your files get a per-truck report keyed to unit number and VIN, camera-equipped trucks get calibration records, and billing comes on a consolidated${fleetTermsBefore()} invoice. Because work crews in Atherton are usually on site during the day, many fleets schedule glass work at the yard after hours or on weekends, arranged ahead, so no crew loses time.`,
      'Larger fleets can set up recurring yard visits, where chips across the fleet are repaired before they turn into replacements.',
    ],
    faqs: [
      {
        question: 'Can you service a truck at an Atherton job site instead of our yard?',
        answer:
          "Yes, with the property owner's or general contractor's permission and a level spot away from active work. Keep in mind a new windshield holds the truck in place for about an hour while the urethane sets, so a yard visit is often simpler for replacements, while chip repairs fit easily on site.",
      },
      {
        question:
          'Our security patrol cars are on the road most of the day. When can you fit them in?',
        answer: `Between shifts, in the evening or on weekends, arranged in advance at the location where the cars are kept. We schedule fleet requests${fleetWithin()} and can group several cars into one visit to keep patrols covered.`,
      },
    ],
  },
};
