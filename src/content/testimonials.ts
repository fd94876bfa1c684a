import type { Testimonial } from './types';

/** Customer reviews shown on the home, service and brand pages. */
export const TESTIMONIALS: Testimonial[] = [
  {
    id: 't1',
    quote:
      'A rock off a gravel truck on 880 put a long crack right across my Model Y windshield. I called in the morning and the technician was in my driveway within 2 hours. He showed me that the new glass came with the camera bracket already bonded on, and he told me Autopilot would calibrate itself after some driving. It was back to normal by the next afternoon.',
    author: 'Kevin L.',
    location: 'Fremont',
    rating: 5,
    service: 'windshield-replacement',
    brandId: 'tesla',
  },
  {
    id: 't2',
    quote:
      'Someone smashed the rear glass on my Model 3 while it was parked near Dolores Park. The glass took an extra day to come in, which was the only hiccup, but the install itself was done in my garage in about an hour and a half. The technician vacuumed every bit of glass out of the trunk and the seat seams.',
    author: 'Hannah W.',
    location: 'San Francisco',
    rating: 4,
    service: 'back-glass-replacement',
    brandId: 'tesla',
  },
  {
    id: 't3',
    quote:
      'I manage twenty-two Transit vans, and windshield damage used to cost us a driver for half a day at a shop. Now I send a list in the afternoon and the work is done in our yard before the vans roll out. Billing comes on one invoice each month on net-30 terms, which makes my accounting person happy.',
    author: 'Darnell J.',
    location: 'Hayward',
    rating: 5,
    service: 'fleet-services',
  },
  {
    id: 't4',
    quote:
      "We run a plumbing company with service trucks spread across the South Bay. When one of our trucks gets a cracked windshield, they schedule it within a day or two and meet the tech at whatever job site he's on. Our guys keep working while the glass gets replaced, and I haven't had to chase down a single invoice.",
    author: 'Teresa G.',
    location: 'San Jose',
    rating: 5,
    service: 'fleet-services',
  },
  {
    id: 't5',
    quote:
      'As the facilities coordinator for a property management company, I look after a dozen pickups and a couple of vans. Every invoice lists each vehicle by its unit number, so I always know which truck had what done. Once we had to move an appointment because of a site inspection, and they rescheduled without any fuss.',
    author: 'Brian O.',
    location: 'Sunnyvale',
    rating: 5,
    service: 'fleet-services',
  },
  {
    id: 't6',
    quote:
      "I had a small star chip on the passenger side and wanted it fixed before it spread. The technician met me in my office lot at lunch, filled it in about half an hour, and you can barely see where it was. My insurance covered the whole repair, so I didn't pay anything.",
    author: 'Rosa M.',
    location: 'Pleasanton',
    rating: 5,
    service: 'windshield-repairs',
  },
  {
    id: 't7',
    quote:
      'I honestly assumed I needed a whole new windshield, but the technician measured the chip and said it was small enough and far enough from the edge to repair. He was upfront that it would look much better but not completely invisible, and he was right. It saved me a lot of money and a lot of time.',
    author: 'Michael S.',
    location: 'Daly City',
    rating: 5,
    service: 'windshield-repairs',
  },
  {
    id: 't8',
    quote:
      'Two chips from one trip on 680, both repaired in my driveway on a Saturday morning. The repair on one of them is still a little visible if the sun hits it just right, but neither has spread in the months since. Scheduling was easy, and the technician explained the whole process while he worked.',
    author: 'Janet K.',
    location: 'Walnut Creek',
    rating: 4,
    service: 'windshield-repairs',
  },
  {
    id: 't9',
    quote:
      "My car was broken into overnight outside my apartment near Lake Merritt and the driver's window was completely shattered. They came out the same afternoon, cleared the glass out of the door panel and the carpet, and installed the new window. They even checked that the power window ran smoothly all the way up and down before leaving.",
    author: 'Andre B.',
    location: 'Oakland',
    rating: 5,
    service: 'door-glass-replacement',
  },
  {
    id: 't10',
    quote:
      'Second break-in this year, this time the rear passenger window. I was dreading a trip to a shop, but the technician came to my street the next morning and had the new glass in within an hour. He took the door panel off, vacuumed every bit of glass out of it and the back seat, and walked me through filing it with my insurance.',
    author: 'Leah F.',
    location: 'Berkeley',
    rating: 5,
    service: 'door-glass-replacement',
  },
  {
    id: 't11',
    quote:
      'My Outback has EyeSight, and I was worried about it after getting a new windshield. The technician explained that the stereo cameras have to be recalibrated every time the glass is replaced, then did it right there and showed me the results on his scan tool. Lane keeping and adaptive cruise have worked perfectly since.',
    author: 'Gary P.',
    location: 'Concord',
    rating: 5,
    service: 'adas-windshield-calibration',
    brandId: 'subaru',
  },
  {
    id: 't12',
    quote:
      'After another shop replaced the windshield on my CR-V, the lane-keeping warning stayed lit on the dash. They set up targets in front of the car, recalibrated the Honda Sensing camera, and then took it for a short road test to confirm. The technician explained the difference between static and dynamic calibration in plain English.',
    author: 'Mei C.',
    location: 'Palo Alto',
    rating: 5,
    service: 'adas-windshield-calibration',
    brandId: 'honda',
  },
  {
    id: 't13',
    quote:
      "I couldn't take time off work, so they came to the parking garage at my office. I handed over the keys in the morning and by lunchtime the windshield was done. The technician left a note on the dash about how long to wait before driving and not to run it through a car wash for a couple of days.",
    author: 'Priyanka D.',
    location: 'Cupertino',
    rating: 5,
    service: 'mobile-service',
  },
  {
    id: 't14',
    quote:
      "Living out on the coast, most services won't drive over the hill, but they came to my house without charging extra. The fog rolled in halfway through, so the technician set up a canopy and kept going. The appointment window was a little wide, but the work itself was excellent.",
    author: 'Tom R.',
    location: 'Half Moon Bay',
    rating: 4,
    service: 'mobile-service',
  },
  {
    id: 't15',
    quote:
      'I gave them my insurance information on the phone and they took care of the claim directly with my insurer. With glass coverage on my policy, I paid nothing out of pocket for a new windshield on my Camry. The whole thing, from first call to finished car, took two days.',
    author: 'Luis H.',
    location: 'San Leandro',
    rating: 5,
    service: 'windshield-replacement',
    brandId: 'toyota',
  },
  {
    id: 't16',
    quote:
      'They replaced the windshield on my F-150 on a Thursday afternoon, and it poured all day Friday. I checked the edges and the cab floor that evening and there was no sign of a leak and no whistling on the freeway either. The technician even moved my FasTrak tag to the same spot on the new glass.',
    author: 'Chris N.',
    location: 'Redwood City',
    rating: 5,
    service: 'windshield-replacement',
    brandId: 'ford',
  },
  {
    id: 't17',
    quote:
      'A tree branch came down in a windstorm and took out the rear slider on my RAM. The technician had the right glass with the defroster lines, installed it in our driveway, and made sure the defroster worked before leaving. He also explained how long to keep the truck parked while the adhesive set.',
    author: 'Stephanie V.',
    location: 'Livermore',
    rating: 5,
    service: 'back-glass-replacement',
    brandId: 'ram',
  },
  {
    id: 't18',
    quote:
      'The crack on my windshield spread from the corner all the way across in one hot afternoon. They got me in the next morning at my apartment complex, and the new glass looks and fits like the original. The technician pointed out the lifetime workmanship warranty and told me exactly what it covers.',
    author: 'Linh T.',
    location: 'Milpitas',
    rating: 5,
    service: 'windshield-replacement',
  },
];
