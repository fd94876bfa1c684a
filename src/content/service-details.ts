import type { FleetContent, ServiceDetail, Feature, FaqItem, ProcessStep } from './types';
import type { ServiceSlug } from '@/domain/service-slugs';
import {
  fleetBillingTitle,
  fleetInvoicing,
  fleetSchedulingTitle,
  fleetTermsClause,
  fleetTermsSentences,
  fleetWithin,
  ifFleetInvoiceTerms,
  ifFleetScheduling,
  onFleetTerms,
} from './fleet-terms';
import {
  aWorkmanshipWarranty,
  FREE_RECALIBRATIONS,
  recalibrationCoverage,
  SAME_DAY_VISITS,
  SOONEST_VISIT,
  visitTiming,
  workmanshipTerm,
  workmanshipWarrantyHeading,
  workmanshipWarrantyName,
} from './promise-wording';
import { SERVICE_AREA } from './service-area';

/** 'within 24 hours' → 'Within 24 hours'; undefined stays undefined. */
function capitalized(text: string | undefined): string | undefined {
  return text && `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** Where static calibration is done (docs/decisions/launch-truth.md#calibration). */
const SHOP = SERVICE_AREA.calibrationShop;

export const SERVICE_DETAILS: Record<ServiceSlug, ServiceDetail> = {
  'windshield-replacement': {
    slug: 'windshield-replacement',
    description:
      "Full windshield replacement with OEM or OEE glass, installed wherever your car is parked in the Bay Area. It is the right fix when a crack is too long to repair, a chip sits too close to the edge, or the damage is in the driver's line of sight.",
    details: [
      "A windshield is more than a window. It is laminated safety glass, two layers bonded around a clear plastic interlayer, and it helps support the roof in a rollover and gives the passenger airbag a surface to push against. When a crack is too long to fill, reaches the edge of the glass or blocks the driver's view, replacement is the safe choice. We install OEM or OEE glass matched to your vehicle's options, including rain sensors, heated wiper areas, acoustic interlayers and camera brackets.",
      'The job follows the same steps on every vehicle. Our technician covers the paint and interior, removes the wipers and cowl panel, cuts out the old glass and trims the old urethane down to a thin, even bed. Primer goes on wherever bare metal shows on the frame, a continuous bead of fresh urethane is laid, and the new windshield is set with centering guides so the gaps are even on all sides. Most installs take under an hour of hands-on time.',
      `Once the glass is set, the urethane adhesive needs about an hour to cure before the car can be driven, so plan on 1 to 2 hours for the whole appointment. If your car has a camera behind the windshield for lane keeping or automatic emergency braking, it needs ADAS calibration afterward, which adds 1 to 2 hours. Every installation carries our ${workmanshipWarrantyName()} against water leaks, air leaks that cause wind noise, and installation defects ${workmanshipTerm()}.`,
    ],
    hero: {
      headline: 'Windshield Replacement Where Your Car Is Parked',
      subheadline: `OEM or equivalent glass installed at your home or office, with no travel fee and ${aWorkmanshipWarranty()}.`,
    },
    benefits: [
      {
        title: 'OEM or OEE glass',
        description:
          "Glass matched to your vehicle's options, from rain sensors and heated wiper areas to acoustic interlayers and camera brackets.",
      },
      {
        title: 'We come to you',
        description:
          'Our technicians work in your driveway, office lot or parking garage, with no travel fee within our service area.',
      },
      {
        title: 'Insurance billed directly',
        description:
          'We work with most insurers and bill them directly: $0 with full glass coverage on most comprehensive policies; we check your policy for you.',
      },
      {
        title: 'Camera calibration included when needed',
        description:
          'If a camera sits behind your windshield, we calibrate it after the install so lane keeping and emergency braking work as designed.',
      },
      {
        title: workmanshipWarrantyHeading(),
        description: `Covers water leaks, air leaks and installation defects ${workmanshipTerm()}.`,
      },
      {
        title: 'Free, upfront quote',
        description:
          'Tell us the year, make and model and we quote the glass and labor before anything is scheduled.',
      },
    ],
    process: [
      {
        title: 'Get a free quote',
        description:
          'Send your vehicle details through the quote form. We confirm the correct glass for your options, check your insurance coverage and give you a price.',
      },
      {
        title: 'Pick a time and place',
        description: `Choose a time at your home, work or any safe, level parking spot within about ${SERVICE_AREA.radiusMiles} miles of ${SERVICE_AREA.base}. ${visitTiming()}`,
      },
      {
        title: 'Installation',
        description:
          'The technician removes the old windshield, cleans and primes the frame, sets the new glass in fresh urethane and reinstalls the trim, wipers and sensors.',
      },
      {
        title: 'Cure, calibrate and check',
        description:
          'The adhesive cures for about an hour before you drive. We calibrate the camera if your car needs it, clean the glass and go over aftercare with you.',
      },
    ],
    faqs: [
      {
        question: 'How long does a windshield replacement take?',
        answer:
          'Plan on 1 to 2 hours. Most of the hands-on install takes under an hour, and the urethane adhesive then needs about an hour to cure before the car is safe to drive. If your car needs ADAS calibration, add another 1 to 2 hours.',
      },
      {
        question: 'How soon can I drive after the new windshield is installed?',
        answer:
          'Wait at least 1 hour after the glass is set. The urethane is what holds the windshield in place and lets it support the airbag and roof in a collision, so it needs that time to build strength. Your technician will tell you when the car is ready.',
      },
      {
        question: 'Will my insurance pay for a new windshield?',
        answer:
          'Most comprehensive policies cover windshield replacement, and with full glass coverage most policies have a $0 deductible. Without glass coverage you pay your comprehensive deductible, typically $250 to $1,000, so for some cars paying out of pocket costs less. We check your coverage, show you both options and bill the insurer directly.',
      },
      {
        question: 'What is the difference between OEM and OEE glass?',
        answer:
          "OEM glass is made by the supplier that builds the original windshield for the automaker. OEE glass is made to the same size, thickness and optical standards by another manufacturer. Both fit and perform correctly; some cars with cameras or head-up displays, and some insurers, call for OEM, and we'll tell you if that applies to your car.",
      },
      {
        question: 'Does my car need calibration after a windshield replacement?',
        answer:
          'If a camera is mounted behind the windshield near the rearview mirror, in most cases yes. Lane keeping, lane departure warning, automatic emergency braking and automatic high beams depend on it, and most automakers require calibration whenever the windshield is replaced. We check this when we quote and plan it into your appointment.',
      },
      {
        question: 'What should I do after the windshield is replaced?',
        answer:
          'Leave the retention tape on until the next day and skip the car wash for 24 hours. For the first day, leave a window open about an inch and close the doors gently, which keeps air pressure off the fresh seal. Normal driving is fine once the cure time has passed.',
      },
      {
        question: 'What does your warranty cover?',
        answer: `Our ${workmanshipWarrantyName()} covers water leaks, air leaks that cause wind noise, and installation defects ${workmanshipTerm()}. It applies to the original purchaser and does not transfer if you sell the car. If you notice a leak or a whistle, contact us and we'll come back and fix it.`,
      },
    ],
  },

  'windshield-repairs': {
    slug: 'windshield-repairs',
    description:
      'Resin repair for chips and short cracks in the front windshield, done in about 30 minutes wherever your car is parked. It is for drivers who catch the damage early, while it is still small enough to fill instead of replacing the glass.',
    details: [
      'A chip is damage to the outer layer of the windshield. Left alone, it collects dirt and moisture, and a cold morning, a hot afternoon or a hard pothole can turn it into a crack that runs across the glass. A repair stops that. We clean out the impact point, fill it with clear resin under pressure and cure it with ultraviolet light, which bonds the break back together and restores strength to the glass around it.',
      'Not every chip can be repaired. We repair chips and short cracks on the front windshield only, when the damage is limited to the outer layer of glass, smaller than half an inch, at least 2 inches from any edge of the windshield, and free of crushed glass at the impact point. Side and rear windows are usually tempered glass that shatters instead of chipping, so they are replaced rather than repaired. If damage falls outside these limits, we quote a replacement instead.',
      'A repair takes about 30 minutes, and you can drive as soon as it is finished. Expect the chip to become much less noticeable, though a faint mark usually remains; the goal is strength and stopping the spread, not glass that looks brand new. Many insurers waive the deductible for chip repair because it avoids a replacement, so it often costs you nothing. Until we arrive, cover a fresh chip with clear tape to keep dirt and water out.',
    ],
    hero: {
      headline: 'Fix the Chip Before It Becomes a Crack',
      subheadline:
        'Windshield chip repair in about 30 minutes at your home or work, often at no cost with insurance.',
    },
    benefits: [
      {
        title: 'Done in about 30 minutes',
        description:
          'Most repairs take about half an hour, and you can drive away as soon as we finish.',
      },
      {
        title: 'Stops the damage from spreading',
        description:
          'Resin fills and bonds the break, so heat, cold and road bumps are far less likely to turn the chip into a long crack.',
      },
      {
        title: 'Keeps your factory windshield',
        description:
          'The original glass and its factory seal stay in place, and because the glass never moves, the camera behind it does not need recalibration.',
      },
      {
        title: 'Often $0 with glass coverage',
        description:
          'Many insurers with full glass coverage waive the deductible for chip repair; we check your policy for you and bill the insurer directly, so there is nothing to claim back.',
      },
      {
        title: 'Mobile, with no travel fee',
        description: `We repair the chip in your driveway or parking lot, ${SOONEST_VISIT}.`,
      },
      {
        title: 'An honest assessment',
        description:
          "If a chip is outside repair limits, we tell you up front and quote a replacement rather than a repair that won't hold.",
      },
    ],
    process: [
      {
        title: 'Describe the damage',
        description:
          'Use the quote form to tell us where the chip is, about how big it is and how far it sits from the edge of the windshield.',
      },
      {
        title: 'Inspect and prepare',
        description:
          'The technician confirms the damage is within repair limits, dries the impact point and clears out loose glass and dirt.',
      },
      {
        title: 'Fill and cure',
        description:
          'Clear resin is worked into every leg of the break with alternating pressure and vacuum, then hardened with ultraviolet light.',
      },
      {
        title: 'Finish and review',
        description:
          'Excess resin is scraped flush, the surface is polished smooth, and we show you the finished repair before we leave.',
      },
    ],
    faqs: [
      {
        question: 'Can my chip be repaired?',
        answer:
          'It can if it is on the front windshield, limited to the outer layer of glass, smaller than half an inch, at least 2 inches from any edge, and has no crushed glass at the impact point. If it misses any of these limits, a repair is unlikely to hold and we will recommend a replacement. Describe the chip when you request a quote and we will tell you which applies.',
      },
      {
        question: 'How long does a chip repair take?',
        answer:
          'About 30 minutes from start to finish. The resin is cured with ultraviolet light during the repair, so there is no waiting time afterward and you can drive right away.',
      },
      {
        question: 'Will the chip disappear completely?',
        answer:
          'Usually not completely. A good repair makes the chip much harder to see, but a faint mark or small spot often remains where the impact was. What matters is that the break is sealed and bonded, so it is far less likely to spread.',
      },
      {
        question: 'Does insurance cover windshield chip repair?',
        answer:
          'Often, yes. Many insurers waive the deductible for chip repair because it costs them much less than a replacement, so the repair frequently costs you nothing. We work with most insurers, confirm your coverage and bill them directly. If you prefer to pay yourself, we give you the price before we start.',
      },
      {
        question: 'Can you repair a long crack?',
        answer:
          'No. Once a crack is half an inch or longer, or reaches the edge of the windshield, resin cannot reliably hold it and it will keep spreading. In that case we quote a windshield replacement, which takes 1 to 2 hours at your location.',
      },
      {
        question: 'What should I do until my appointment?',
        answer:
          'Cover the chip with a piece of clear tape to keep out dirt and water, and skip the car wash. Avoid blasting the defroster or air conditioning straight onto the glass, since sudden temperature changes are a common reason chips turn into cracks. Parking in the shade helps on hot days.',
      },
      {
        question: 'Do I need ADAS calibration after a chip repair?',
        answer:
          'Normally no. A repair does not remove or move the windshield, so the camera mounted behind it stays exactly where it was. Calibration is needed after a windshield replacement, not after a chip repair.',
      },
    ],
    insurance: {
      heading: 'Chip Repair and Your Insurance',
      paragraphs: [
        'Many insurers waive the deductible for windshield chip repair, because fixing a small chip today costs them far less than paying for a new windshield later. If your policy includes comprehensive coverage, there is a good chance the repair costs you nothing. Even when a deductible does apply, we give you our price first, so you can compare it with your deductible and choose whichever costs you less.',
        'We work with most insurers and bill them directly, so you do not pay up front and wait for a refund. When you book, give us your insurer, policy number and the date the chip happened. We confirm coverage with the insurer, schedule the repair at your location, and send the invoice to the insurer once the work is done. You pay only a deductible, if your policy has one for repairs.',
      ],
    },
  },

  'door-glass-replacement': {
    slug: 'door-glass-replacement',
    description:
      'Replacement of shattered or cracked side windows, including front and rear door glass and fixed quarter windows, done at your location. It is for drivers dealing with a break-in, vandalism, or a window that came off its track and broke.',
    details: [
      'Most door windows are tempered glass, which is made to break into small, blunt pieces instead of sharp shards. That protects you, but it also means a broken side window cannot be repaired, and many of those pieces end up inside the door, in the seat tracks and across the carpet. Some newer cars use laminated side glass for a quieter cabin and better security; it cracks instead of shattering, but it also has to be replaced once damaged.',
      'A door glass job starts with cleanup. Our technician removes the inner door panel, vacuums the glass out of the door cavity, the seats and the carpet, and checks the window regulator and motor, since a failing regulator is sometimes what broke the glass in the first place. The new window is fastened to the regulator, aligned in its run channels and tested for smooth travel all the way up and down before the door panel goes back on.',
      'Windows that roll up and down are held by the regulator, not by adhesive, so there is no cure time: plan on 1 to 2 hours including cleanup, and you can drive away when we finish. Fixed quarter windows are bonded with urethane and need about an hour to cure. If your window is broken overnight, cover the opening with plastic and tape and park somewhere secure until we arrive.',
    ],
    hero: {
      headline: 'Broken Side Window Replaced Where You Parked',
      subheadline: `Glass cleaned out of the door and cabin, the regulator checked, and a new window installed where the car is parked, ${SOONEST_VISIT}.`,
    },
    benefits: [
      {
        title: 'Thorough glass cleanup',
        description:
          'We vacuum broken glass out of the door cavity, seats, carpet and seat tracks, not just the parts you can see.',
      },
      {
        title: 'Regulator and motor check',
        description:
          'We check that the window regulator and motor work properly, so the new glass moves smoothly and seals when closed.',
      },
      {
        title: 'Glass matched to your car',
        description:
          'OEM or OEE glass with the correct factory tint, and laminated glass where your car came with it.',
      },
      {
        title: 'Drive away right after',
        description:
          'Roll-down windows need no adhesive cure time, so the car is ready as soon as the door panel is back on.',
      },
      {
        title: 'Insurance billed directly',
        description:
          'Break-ins and vandalism usually fall under comprehensive coverage. We work with most insurers and bill them directly.',
      },
      {
        title: workmanshipWarrantyHeading(),
        description: `Covers water leaks, wind noise and installation defects ${workmanshipTerm()}.`,
      },
    ],
    process: [
      {
        title: 'Tell us which window',
        description:
          'Let us know the vehicle and which window broke: front or rear door, left or right, or a fixed quarter window. We confirm the glass and your coverage.',
      },
      {
        title: 'Clean out the glass',
        description:
          'At your location, the technician removes the door panel and vacuums broken glass from the door, seats and carpet.',
      },
      {
        title: 'Install the new window',
        description:
          'The new glass is fastened to the regulator, aligned in its channels and checked against the door seals.',
      },
      {
        title: 'Test and hand off',
        description:
          'We run the window up and down, reset one-touch and anti-pinch functions where the car requires it, and reinstall the door panel.',
      },
    ],
    faqs: [
      {
        question: 'Can a broken door window be repaired?',
        answer:
          'No. Most side windows are tempered glass, which shatters completely when it breaks, and laminated side glass cannot be repaired once it cracks. Chip repair works only on the front windshield, so a damaged door window is always replaced.',
      },
      {
        question: 'How long does door glass replacement take?',
        answer:
          'Plan on 1 to 2 hours, most of it cleanup and door panel work. Windows that roll up and down are not glued in, so you can drive as soon as we finish. Fixed quarter windows are bonded with urethane and need about an hour to cure before driving.',
      },
      {
        question: 'Will you clean up the broken glass?',
        answer:
          'Yes. We remove the inner door panel and vacuum the glass out of the door cavity, then clean the seats, carpet, seat tracks and door pockets. Leftover glass inside the door can rattle or jam the new window, so this step is part of every job.',
      },
      {
        question: "What if my window won't go up or down?",
        answer:
          "We check the regulator and motor before installing the new glass. If either is damaged, we tell you before going further, since new glass on a broken regulator won't move or seal properly, and we explain your options.",
      },
      {
        question: 'Can you match my factory tint?',
        answer:
          'Yes. We order glass with the same factory tint or privacy shade as the rest of your windows. Aftermarket tint film is not part of the glass itself, so if your old window had film applied, it would need to be reapplied by a tint shop.',
      },
      {
        question: 'What should I do before you arrive?',
        answer:
          'Cover the opening with plastic sheeting and tape to keep rain out, and take any valuables out of the car. Avoid running the power window switch for that door, since the regulator can bind or jam on broken glass inside the door.',
      },
    ],
    insurance: {
      heading: 'Using Insurance for a Broken Side Window',
      paragraphs: [
        'A side window broken by a break-in, vandalism or road debris normally falls under the comprehensive part of an auto policy. With full glass coverage, most policies have a $0 deductible. Without it, you pay your comprehensive deductible, typically $250 to $1,000, which for a single door window can be close to the cost of paying yourself, so we quote both ways. The deductible waiver many insurers offer applies to windshield chip repair, not to replacing a door window.',
        'We work with most insurers and bill them directly. To start, give us your insurer, policy number, and the date and cause of the damage; we confirm coverage with the insurer and schedule the visit. After a break-in, some insurers ask for a police report number, so keep it handy. Once the window is installed, the insurer pays us directly and you pay only your deductible, if you have one.',
      ],
    },
  },

  'back-glass-replacement': {
    slug: 'back-glass-replacement',
    description:
      'Replacement of rear windows and liftgate glass, with the defroster grid, antenna and wiper connections restored. It is for drivers whose back glass shattered from a break-in, a falling branch, a slammed hatch or a collision.',
    details: [
      'Back glass is almost always tempered, so when it fails it fails all at once, dropping into the trunk, cargo area and back seat, and it cannot be repaired. It also carries more than glass: the defroster grid is printed on its inside surface, many cars run radio antennas through it, and hatchbacks and SUVs often mount the rear wiper, and sometimes the third brake light, on the glass itself. A correct replacement restores every one of those connections.',
      'Our technician starts by vacuuming shattered glass out of the cabin, cargo area, seat folds and the channel around the opening, then removes what is left of the old glass and adhesive. Most rear windows are bonded with urethane, just like a windshield, so the frame is cleaned and primed and a fresh bead is laid before the new glass is set. The defroster and antenna leads are reconnected, and the wiper, trim and hatch hardware are reinstalled.',
      `Plan on 1 to 2 hours, including about an hour for the urethane to cure before you drive. We test the defroster and rear wiper before leaving, and we order glass that matches your factory tint and options. Back glass is usually covered under the comprehensive part of an auto policy, and we bill your insurer directly. The work carries our ${workmanshipWarrantyName()} against water leaks, wind noise and installation defects ${workmanshipTerm()}.`,
    ],
    hero: {
      headline: 'Rear Window Replaced, Defroster Working Again',
      subheadline:
        'Shattered back glass cleaned up and replaced at your location, with the defroster grid and antenna reconnected.',
    },
    benefits: [
      {
        title: 'Complete glass cleanup',
        description:
          'We vacuum the trunk or cargo area, back seat, seat folds and the window channel, where tempered glass fragments tend to hide.',
      },
      {
        title: 'Defroster and antenna restored',
        description:
          'Electrical leads for the defroster grid and any antenna in the glass are reconnected and tested before we leave.',
      },
      {
        title: 'Factory-matched glass',
        description:
          'OEM or OEE glass with the correct tint, wiper mount and brake light provisions for your exact vehicle.',
      },
      {
        title: 'Insurance billed directly',
        description:
          'Rear glass is usually covered under comprehensive. We work with most insurers and handle the billing for you.',
      },
      {
        title: 'Mobile, with no travel fee',
        description: `We come to your home or work, ${SOONEST_VISIT}, so you do not have to drive with an open rear window.`,
      },
    ],
    process: [
      {
        title: 'Identify the glass',
        description:
          'Tell us the vehicle and whether the glass sits in a trunk-lid body or a liftgate. We confirm the right part, its connections and your coverage.',
      },
      {
        title: 'Clean out',
        description:
          'The technician vacuums shattered glass from the cabin and cargo area and removes the remaining glass and old adhesive from the frame.',
      },
      {
        title: 'Install',
        description:
          'The frame is primed, fresh urethane is applied, the new glass is set, and the defroster, antenna, wiper and trim are reconnected.',
      },
      {
        title: 'Cure and test',
        description:
          'While the urethane cures for about an hour, we test the defroster and wiper and go over aftercare with you.',
      },
    ],
    faqs: [
      {
        question: 'Can back glass be repaired instead of replaced?',
        answer:
          'Almost never. Rear windows are tempered glass on nearly every car, and tempered glass shatters completely rather than chipping. Chip repair is only done on the front windshield.',
      },
      {
        question: 'How long does back glass replacement take?',
        answer:
          'Plan on 1 to 2 hours, including cleanup. Most rear windows are bonded with urethane, so the car needs about an hour of cure time before you drive it.',
      },
      {
        question: 'Will my rear defroster still work?',
        answer:
          'Yes. The new glass comes with its own defroster grid, and we reconnect the electrical leads and test the grid before we leave. The same goes for any antenna built into the glass.',
      },
      {
        question: 'Is back glass covered by insurance?',
        answer:
          'Usually, under the comprehensive part of your policy. With full glass coverage, most policies have a $0 deductible; without it, you pay your comprehensive deductible, typically $250 to $1,000. We check your coverage, quote both ways, and bill the insurer directly.',
      },
      {
        question: 'Is it safe to drive with shattered back glass?',
        answer:
          'It is best kept short. Loose glass can shift into the cabin, and an open rear window lets in rain and road dust. Cover the opening with plastic and tape, keep the trunk or hatch closed, and book a replacement as soon as you can.',
      },
      {
        question: 'Does my backup camera need calibration after back glass replacement?',
        answer:
          'Usually not. Backup cameras are mounted on the trunk lid, liftgate or bumper rather than on the rear glass, so replacing the glass does not move them. Camera calibration is generally needed after a windshield replacement.',
      },
    ],
  },

  'adas-windshield-calibration': {
    slug: 'adas-windshield-calibration',
    description:
      'Calibration of the forward-facing camera behind your windshield after a replacement, so lane keeping, automatic emergency braking and related systems read the road correctly. It is for drivers of most newer cars, which mount that camera on the glass.',
    details: [
      'Advanced driver assistance systems, or ADAS, rely on a camera mounted on the windshield near the rearview mirror. It reads lane lines, vehicles, pedestrians and signs, and its software assumes it is looking through the glass at an exact angle. A new windshield, even one installed perfectly, can shift that view by a fraction of a degree, and far down the road that small error adds up to feet. Calibration teaches the camera again where straight ahead is.',
      `There are two methods, and the automaker decides which one your car needs. Static calibration is done at our ${SHOP} shop, on a level floor with controlled light and a clear background: we place targets at measured distances and heights in front of the vehicle, connect a scan tool and run the camera aiming routine. Dynamic calibration is done on the road: with the scan tool connected, the car is driven at set speeds on well-marked roads until the camera confirms its alignment. Some vehicles need both.`,
      `Calibration takes 1 to 2 hours and is done after the new windshield has cured. When it is finished, we confirm that the system reports no faults and give you a record of the calibration. ${recalibrationCoverage()} Warning lights or a lane system that drifts are signs a camera needs attention.`,
    ],
    hero: {
      headline: "Keep Your Car's Safety Camera Seeing Straight",
      subheadline:
        'Static and dynamic calibration of lane-keeping and emergency-braking cameras after your windshield replacement.',
    },
    benefits: [
      {
        title: 'Static and dynamic methods',
        description: `Dynamic calibration on well-marked local roads, and static calibration with targets at our ${SHOP} shop, whichever the automaker calls for.`,
      },
      {
        title: "Follows the automaker's procedure",
        description:
          'Each calibration follows the steps, target positions and drive conditions specified for your year, make and model.',
      },
      {
        title: 'Done with your windshield',
        description:
          'We schedule calibration with the replacement, so the car leaves with its safety systems working as designed.',
      },
      {
        title: 'A record for your files',
        description:
          'You get documentation showing the calibration was completed and the system reported no faults.',
      },
      {
        title: 'Part of your glass claim',
        description:
          'When calibration is required after a covered replacement, we include it in the claim we bill to your insurer.',
      },
    ],
    process: [
      {
        title: 'Identify the system',
        description:
          'From your year, make, model and options, we determine which camera your car has and whether it needs static, dynamic or both.',
      },
      {
        title: 'Prepare the vehicle',
        description:
          'After the windshield cures, we check tire pressure, clear weight out of the cargo area and position the car on level ground.',
      },
      {
        title: 'Calibrate',
        description: `We set targets at measured distances for static calibration at our ${SHOP} shop, or drive at set speeds on well-marked local roads for dynamic calibration, with the scan tool connected.`,
      },
      {
        title: 'Verify and document',
        description:
          'We confirm the system reports no faults, check that warning lights are clear and give you a record of the calibration.',
      },
    ],
    faqs: [
      {
        question: 'How do I know if my car needs ADAS calibration?',
        answer:
          'Look behind the rearview mirror from outside the car. If there is a camera housing mounted on the glass, your car almost certainly needs calibration after a windshield replacement. Features such as lane departure warning, lane keeping assist, automatic emergency braking and automatic high beams usually rely on that camera.',
      },
      {
        question: 'What is the difference between static and dynamic calibration?',
        answer: `Static calibration is done at our ${SHOP} shop, on a level floor with controlled light and a clear background, aiming the camera at targets placed at measured distances. Dynamic calibration is done by driving at set speeds on well-marked roads while a scan tool watches the camera align itself. The automaker specifies which method your car needs, and some cars need both.`,
      },
      {
        question: 'How long does calibration take?',
        answer:
          'Usually 1 to 2 hours, on top of the windshield replacement itself. Dynamic calibrations can take longer when traffic or faded lane markings keep the camera from completing its routine.',
      },
      {
        question: 'Can you calibrate at my home or office?',
        answer: `Dynamic calibration, yes: it is a drive on nearby roads with clear lane markings. Static calibration, no: it needs a level floor, controlled light and a clear background that no driveway or parking lot can promise, so it is done at our ${SHOP} shop. We tell you which one your car needs when you book.`,
      },
      {
        question: 'What happens if I skip calibration?',
        answer:
          'A camera that is slightly off may misjudge where the lane edges are or how far away the car ahead is. That can mean warnings that come too late or not at all, or braking alerts when nothing is there. Some cars display a warning light, but others give no sign that anything is wrong.',
      },
      {
        question: 'Is recalibration covered by your warranty?',
        answer: `${recalibrationCoverage()}${FREE_RECALIBRATIONS ? ' If the camera was not calibrated when the windshield went in, a later calibration is billed as a separate service.' : ''}`,
      },
      {
        question: 'Do I need calibration after a chip repair?',
        answer:
          'Normally no. A chip repair does not remove or move the windshield, so the camera stays exactly where it was. Calibration is needed when the windshield is replaced or the camera bracket is disturbed.',
      },
    ],
  },

  'mobile-service': {
    slug: 'mobile-service',
    description: `Our technicians bring the glass, tools and equipment to your home, workplace or parking lot within about ${SERVICE_AREA.radiusMiles} miles of ${SERVICE_AREA.base}. There is no travel fee. ${visitTiming()}`,
    details: [
      `Mobile service is the standard way we work. A technician drives a fully stocked service van to wherever your car is parked, whether that is a driveway in Fremont, an office lot in San Jose or a garage in San Francisco, and does the repair or replacement on site. We cover ${SERVICE_AREA.cityCount} cities across ${SERVICE_AREA.counties} counties, within about ${SERVICE_AREA.radiusMiles} miles of our ${SERVICE_AREA.base} base, and we never charge a travel fee.`,
      'The van carries what the job needs: glass racks, urethane and primer, cordless tools with backup power, a vacuum for broken glass, a scan tool for calibration, and a canopy for shade and light rain. A chip repair takes about 30 minutes, and a windshield replacement takes 1 to 2 hours including the time the adhesive needs to cure. The materials, steps and warranty are the same as for any other job, and you keep working or stay home while we do it.',
      "A good spot makes the job go smoothly: level ground, about 3 feet of clear space on each side of the car, and access to the vehicle and its keys. If it rains, we work under the canopy when conditions allow or move your appointment to the next dry slot, because urethane needs a dry surface to bond. We ask for 24 hours' notice if you need to cancel or reschedule.",
    ],
    hero: {
      headline: 'Auto Glass Service That Comes to You',
      subheadline: `Appointments at your home, office or parking lot, ${SOONEST_VISIT}, with no travel fee within our service area.`,
    },
    benefits: [
      {
        title: 'No travel fee',
        description: `Mobile service costs nothing extra within about ${SERVICE_AREA.radiusMiles} miles of ${SERVICE_AREA.base}, across ${SERVICE_AREA.cityCount} Bay Area cities.`,
      },
      {
        title: SAME_DAY_VISITS ? 'Often the same day or the next' : 'At the first open slot',
        description: `${visitTiming()} We confirm the time before you book.`,
      },
      {
        title: 'Your place, your schedule',
        description:
          'We work at your home, office or any parking spot where we have permission, while you get on with your day.',
      },
      {
        title: 'A fully equipped van',
        description:
          'Glass, adhesives, tools, a glass vacuum and calibration equipment travel with the technician.',
      },
      {
        title: 'Same quality and warranty',
        description: `Mobile jobs use the same materials and steps and carry the same ${workmanshipWarrantyName()}.`,
      },
      {
        title: 'Less downtime',
        description:
          'No drive to a shop and no waiting room: most windshield jobs are finished within 1 to 2 hours.',
      },
    ],
    process: [
      {
        title: 'Book and choose a location',
        description: 'Request a quote, pick an open time and tell us where the car will be parked.',
      },
      {
        title: 'We confirm the details',
        description:
          'We confirm the correct glass for your vehicle, your insurance coverage if you are using it, and your appointment window.',
      },
      {
        title: 'On-site work',
        description:
          'The technician parks nearby, protects your car and completes the repair or replacement right where it sits.',
      },
      {
        title: 'Cure and hand-off',
        description:
          'We clean up, tell you when the car is ready to drive, and go over aftercare before we leave.',
      },
    ],
    faqs: [
      {
        question: 'Is there an extra charge for mobile service?',
        answer:
          'No. There is no travel fee within our service area. The price you are quoted for the glass and labor is the same whether we come to your driveway or your office.',
      },
      {
        question: 'How far do you travel?',
        answer: `We serve ${SERVICE_AREA.cityCount} cities in ${SERVICE_AREA.counties} counties, within about ${SERVICE_AREA.radiusMiles} miles (${SERVICE_AREA.radiusKm} km) of our base in ${SERVICE_AREA.base}. If you are near the edge of that area, ask when you request a quote and we will confirm.`,
      },
      {
        question: 'Do I need to be there during the appointment?',
        answer:
          'Not the whole time. We need access to the car and its keys or key fob at the start, and someone to hand the car back to at the end, when we explain the cure time and aftercare. Many customers stay at their desk or inside the house while we work.',
      },
      {
        question: 'How much space do you need?',
        answer:
          'A level parking spot with about 3 feet of clear space on each side of the car, so the technician can open the doors fully and lift the glass into place. The van parks nearby. Driveways, open lots and most parking garages work well.',
      },
      {
        question: 'What happens if it rains?',
        answer:
          'In light rain we can often work under our canopy, which keeps the car and the frame dry. In heavy rain or strong wind we move your appointment to the next dry slot, because urethane needs a dry surface to bond and about an hour to cure before the car can be driven.',
      },
      {
        question: 'Is mobile work as good as work done in a shop?',
        answer: `Yes. We use the same glass, primer and urethane and follow the same steps, and every mobile job carries our ${workmanshipWarrantyName()} against water leaks, air leaks and installation defects ${workmanshipTerm()}.`,
      },
      {
        question: 'What if I need to cancel or reschedule?',
        answer:
          "Please give us 24 hours' notice. That lets us offer your time to another customer and, when needed, hold the glass we ordered for your vehicle for the new date.",
      },
    ],
  },

  'fleet-services': {
    slug: 'fleet-services',
    description: `Scheduled windshield, side and back glass service for company vehicles at your yard, from a small business with five vans to fleets of hundreds.${fleetTermsSentences() && ` ${fleetTermsSentences()}`}`,
    details: [
      `Every day a work vehicle sits with a cracked windshield costs you a driver, a route or a job. Our fleet program is built to keep that downtime short. We bring mobile glass service to your yard, depot or job site${fleetWithin(' of a request')}, and for larger accounts we set up recurring visits where our technicians work through every vehicle that needs attention in a single stop.`,
      `We work with fleets of every size, from small businesses running five to ten vehicles to operations with hundreds of vans, trucks and cars. Each account gets one point of contact, a consolidated invoice${fleetInvoicing()}, and damage reports that list the work done on each vehicle by unit number and VIN. For insured fleets we handle the glass claim with your carrier; for self-insured fleets we bill the company directly at agreed rates.`,
      'Many newer fleet vehicles, including late-model vans and pickups, carry windshield-mounted cameras for lane keeping and emergency braking. We calibrate them after every windshield replacement that requires it and keep a calibration record for each vehicle, which helps with safety audits and compliance files. Chip repair is part of the program too: at about 30 minutes a chip, fixing damage during a routine visit keeps a small problem from turning into a windshield replacement.',
    ],
    hero: {
      headline: 'Glass Service That Keeps Your Fleet Running',
      subheadline: `On-site repair and replacement for company vehicles${fleetTermsClause() ? `, ${fleetTermsClause()}` : ', at your yard, depot or job site'}.`,
    },
    benefits: [
      {
        title: 'Service at your yard',
        description:
          'We work where your vehicles park, so drivers are not pulled off routes to sit at a shop.',
      },
      {
        title: capitalized(fleetSchedulingTitle()) ?? 'Scheduled around your routes',
        description: `Fleet requests are scheduled${fleetWithin()} to keep vehicles on the road.`,
      },
      {
        title: fleetBillingTitle() ?? 'Consolidated billing',
        description: `One consolidated invoice${fleetInvoicing()} instead of a stack of individual receipts.`,
      },
      {
        title: 'Records by vehicle',
        description:
          'Every job is reported by unit number and VIN, including calibration records for camera-equipped vehicles.',
      },
      {
        title: 'Fleets of any size',
        description:
          'From five to ten vehicles up to hundreds, with one point of contact for your account.',
      },
    ],
    process: [
      {
        title: 'Set up your account',
        description:
          'Tell us about your fleet, locations and billing contact, and whether glass is handled through an insurer or self-insured.',
      },
      {
        title: 'Report damage',
        description:
          'Send the unit numbers or VINs and a short note on the damage. We confirm the glass needed for each vehicle.',
      },
      {
        title: 'On-site service',
        description: `${ifFleetScheduling((window) => `${capitalized(window)}, our`) || 'Our'} technicians repair or replace the glass at your yard and calibrate cameras where required.`,
      },
      {
        title: 'Report and invoice',
        description: `You receive a per-vehicle record of the work and a consolidated invoice${fleetInvoicing()}.`,
      },
    ],
    faqs: [
      {
        question: 'What size fleet do you work with?',
        answer:
          'Any fleet from about five to ten vehicles up to several hundred. Small businesses with a few work vans get the same billing and per-vehicle reporting as large operations.',
      },
      {
        question: 'How quickly can you service our vehicles?',
        answer: `${ifFleetScheduling((window) => `Fleet requests are scheduled ${window}. `)}For larger fleets we can also set up recurring visits so chips and cracks are handled before they take a vehicle out of service.`,
      },
      {
        question: 'How does billing work?',
        answer: `Fleet accounts are billed${fleetInvoicing()} with a consolidated invoice that lists each vehicle by unit number and VIN. If a claim goes through your insurance carrier, we bill the carrier directly for the covered work.`,
      },
      {
        question: 'Do you work with self-insured fleets?',
        answer:
          'Yes. Self-insured fleets are billed directly at rates agreed when the account is set up. For insured fleets, we handle the glass claim with your carrier.',
      },
      {
        question: 'Can you provide calibration records?',
        answer:
          'Yes. After every ADAS calibration we provide a record for that vehicle showing the calibration was completed and the system reported no faults, which you can keep in your maintenance and compliance files.',
      },
      {
        question: 'Do you work on trucks and vans?',
        answer:
          'Yes. We service the cars, pickups and vans that make up most Bay Area business fleets, including camera-equipped late-model vehicles. Tell us your makes and models when you set up the account so we can confirm glass availability for each.',
      },
    ],
  },
};

export const FLEET_CONTENT: FleetContent = {
  hero: {
    headline: 'Fleet Auto Glass Without the Downtime',
    subheadline: `On-site windshield repair, replacement and ADAS calibration for company vehicles${fleetTermsClause() ? `, ${fleetTermsClause()}` : ' at your yard, depot or job site'}.`,
  },
  cards: [
    {
      title: 'Scheduled on-site service',
      description:
        'Our technicians come to your yard, depot or job site and work through the vehicles that need glass, so drivers stay on their routes.',
    },
    {
      title:
        ifFleetScheduling(() => `Priority ${fleetSchedulingTitle()}`) ||
        'Scheduled with your dispatcher',
      description: `Fleet requests are scheduled${fleetWithin() || ' around your routes'}, and chips are repaired in about 30 minutes each before they spread.`,
    },
    {
      title: `Consolidated${ifFleetInvoiceTerms((terms) => ` ${terms}`)} invoicing`,
      description: `One invoice${fleetInvoicing()} for all the account's work, with every line tied to a unit number and VIN.`,
    },
    {
      title: 'ADAS calibration for newer vehicles',
      description:
        'Static and dynamic calibration of lane-keeping and emergency-braking cameras after windshield replacement on camera-equipped vehicles.',
    },
    {
      title: 'Damage reporting per vehicle',
      description:
        'A record of the damage found and the work done on each vehicle, by unit number and VIN, for your maintenance files.',
    },
    {
      title: 'After-hours and weekend yard service',
      description:
        'When vehicles are on the road all day, we can schedule work at your yard after hours or on weekends, arranged in advance.',
    },
  ],
  benefits: [
    {
      title: 'Less downtime',
      description:
        'Repairs and replacements happen where the vehicles park, so no one spends half a day driving to and waiting at a shop.',
    },
    {
      title: 'One point of contact',
      description:
        'Your account has a single coordinator for scheduling, billing questions and records.',
    },
    {
      title: 'Predictable billing',
      description: `Agreed rates and consolidated invoices${onFleetTerms()} make glass costs easy to track and approve.`,
    },
    {
      title: 'Safety and compliance records',
      description:
        'Per-vehicle damage reports and calibration records are ready for audits, insurance and maintenance reviews.',
    },
    {
      title: workmanshipWarrantyHeading(),
      description: `Every installation is covered against water leaks, air leaks and installation defects ${workmanshipTerm()}.`,
    },
  ],
  faqs: [
    {
      question: 'How large does our fleet need to be?',
      answer:
        'We work with fleets from five to ten vehicles up to hundreds. A contractor with a handful of vans gets the same scheduling, billing and per-vehicle reporting as a large delivery or service fleet.',
    },
    {
      question: 'How are fleet requests scheduled?',
      answer: `${ifFleetScheduling((window) => `Fleet requests are scheduled ${window}. `)}Larger accounts can also set up recurring yard visits, so chips are repaired early and vehicles are not pulled from service for glass.`,
    },
    {
      question: 'How does fleet billing work?',
      answer: `Work for your account is grouped onto a consolidated invoice${fleetInvoicing()}, with each line tied to a unit number and VIN. Rates are agreed when the account is set up, so there are no surprises on the invoice.`,
    },
    {
      question: 'Do you work with our insurance, or with self-insured fleets?',
      answer: `Both. If your vehicles are insured for glass, we handle the claim and bill the carrier directly. If your company is self-insured, we bill you directly at the agreed rates${onFleetTerms()}.`,
    },
    {
      question: 'Do you provide calibration records for compliance?',
      answer:
        'Yes. Every ADAS calibration we perform is documented for that vehicle, showing the calibration was completed and the system reported no faults. Those records go in your maintenance and safety compliance files alongside the per-vehicle damage report.',
    },
    {
      question: 'How do we get started?',
      answer: `Send us a request through the quote form with your company name, approximate fleet size and where your vehicles are based. We set up the account, agree on rates and billing, and schedule the first yard visit${fleetWithin()}.`,
    },
  ],
};

export const VAN_PAGE: {
  hero: { headline: string; subheadline: string };
  onBoard: Feature[];
  howItWorks: ProcessStep[];
  customerChecklist: string[];
  weatherNote: string;
  faqs: FaqItem[];
} = {
  hero: {
    headline: 'A Fully Equipped Glass Shop on Wheels',
    subheadline:
      'Our service vans carry the glass, adhesives, tools and calibration equipment to do the job right in your driveway or parking lot.',
  },
  onBoard: [
    {
      title: 'Padded glass racks',
      description:
        'Your windshield or window travels upright in padded racks, so it arrives clean and free of edge damage.',
    },
    {
      title: 'Urethane and primer',
      description:
        'Adhesive and primer are carried in the van and checked before use, so the bond is made with fresh material every time.',
    },
    {
      title: 'Calibration scan tool',
      description:
        'A diagnostic scan tool for dynamic calibration of windshield-mounted cameras on local roads; static calibration, which needs a level floor and controlled light, is done at our shop.',
    },
    {
      title: 'Cordless tools with battery backup',
      description:
        'Cut-out tools, a glass vacuum and other equipment run on batteries with spares on board, so we never need your outlet.',
    },
    {
      title: 'Weather canopy',
      description:
        'A canopy that shades the work area in summer and keeps light rain off the car while the glass goes in.',
    },
    {
      title: 'Vacuum for glass fragments',
      description:
        'A powerful vacuum pulls broken glass out of door cavities, seat tracks, carpet and cargo areas.',
    },
    {
      title: 'Protective covers',
      description:
        'Fender, hood and seat covers keep your paint and interior clean and free of scratches during the job.',
    },
  ],
  howItWorks: [
    {
      title: 'Book and tell us where',
      description: 'Request a quote, choose an open time and tell us where the car will be parked.',
    },
    {
      title: 'Arrival and walk-around',
      description:
        'The technician parks nearby, inspects the car with you, notes any existing damage and confirms the glass matches your vehicle.',
    },
    {
      title: 'Work on site',
      description:
        'The car is covered and protected, the repair or replacement is done, and cameras are calibrated when your car requires it.',
    },
    {
      title: 'Cure, clean and hand back',
      description:
        'After a replacement the adhesive cures for about an hour. We vacuum, clean the glass, and go over aftercare before handing back the keys.',
    },
  ],
  customerChecklist: [
    'A level parking spot with about 3 feet of clear space on each side of the car.',
    'Access to the car and its keys or key fob for the whole appointment.',
    'For dynamic calibration, permission for the technician to drive the car on nearby roads with clear lane markings.',
    'Permission to work at the location, such as a note to building security or a guest pass for a gated lot.',
    'Valuables and loose items cleared from the dashboard and the seats near the glass being replaced.',
    'No car wash for 24 hours after a windshield or back glass replacement.',
  ],
  weatherNote:
    'Light rain does not have to stop the job: our canopy keeps the car and the frame dry while the glass goes in. In heavy rain or strong wind we move your appointment to the next dry slot, because urethane needs a clean, dry surface to bond and about an hour to cure before the car can be driven. If the forecast affects your appointment, we contact you ahead of time to reschedule.',
  faqs: [
    {
      question: 'Do you need electricity or water at my location?',
      answer:
        'No. The van is self-contained: our tools and vacuum run on batteries with backups on board, and we bring our own cleaning supplies. All we need is the car, its keys and a suitable place to work.',
    },
    {
      question: 'How much space does the technician need?',
      answer:
        'A level spot with about 3 feet of clear space on each side of the car, so the doors open fully and the glass can be lifted into place. The van parks close by; it does not need to be right next to your car.',
    },
    {
      question: 'Can you work in a parking garage?',
      answer:
        'Usually, yes. A covered garage is a good place to work, especially in wet weather. If the garage has a low height limit for the van, let us know when booking and the technician will park outside and carry the glass and tools in.',
    },
    {
      question: 'Where is ADAS calibration done?',
      answer: `Where the automaker's procedure can be met. Dynamic calibration is a drive on local roads with clear lane markings. Static calibration needs a level floor, controlled light and a clear background, so it is done at our ${SHOP} shop. We follow the automaker procedure either way.`,
    },
    {
      question: 'What if I need to cancel?',
      answer:
        "Please give us 24 hours' notice to cancel or reschedule. If we need to move the appointment because of weather, we reach out to you and find the next dry slot.",
    },
  ],
};
