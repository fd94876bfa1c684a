import { ifFleetInvoiceTerms } from './fleet-terms';
import type { Service } from './types';

export const SERVICES: Service[] = [
  {
    slug: 'windshield-replacement',
    title: 'Windshield Replacement',
    shortDescription:
      'OEM or equivalent windshields installed at your home or work, with the camera recalibrated when your car needs it.',
    icon: 'windshield',
  },
  {
    slug: 'windshield-repairs',
    title: 'Windshield Repairs',
    shortDescription:
      'Chips and small cracks filled with resin in about 30 minutes, before they spread across the glass.',
    icon: 'repair',
  },
  {
    slug: 'door-glass-replacement',
    title: 'Door Glass Replacement',
    shortDescription:
      'Shattered side windows replaced, broken glass vacuumed out of the door and cabin, the window regulator checked.',
    icon: 'door',
  },
  {
    slug: 'back-glass-replacement',
    title: 'Back Glass Replacement',
    shortDescription:
      'Rear windows replaced with the defroster grid and antenna connections restored.',
    icon: 'rear-window',
  },
  {
    slug: 'adas-windshield-calibration',
    title: 'ADAS Windshield Calibration',
    shortDescription:
      'Static and dynamic calibration of lane-keeping and emergency-braking cameras after a windshield replacement.',
    icon: 'calibration',
  },
  {
    slug: 'mobile-service',
    title: 'Mobile Service',
    shortDescription:
      'We come to your driveway, office or parking lot in the Bay Area cities we serve, with no travel fee.',
    icon: 'van',
  },
  {
    slug: 'fleet-services',
    title: 'Fleet Services',
    shortDescription: `Scheduled glass service at your yard for company vehicles, from five vans to hundreds${ifFleetInvoiceTerms((terms) => `, with ${terms} billing`)}.`,
    icon: 'fleet',
  },
];
