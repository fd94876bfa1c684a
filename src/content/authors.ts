import type { Author } from './types';

export const AUTHORS: Author[] = [
  {
    id: 'marcus-alvarez',
    name: 'Marcus Alvarez',
    role: 'Senior Auto Glass Technician',
    bio: 'Marcus has installed windshields on everything from work trucks to electric sedans for more than fifteen years. He trains every new technician on urethane handling and cure times, and still runs a full route two days a week.',
  },
  {
    id: 'dana-whitfield',
    name: 'Dana Whitfield',
    role: 'Operations Manager',
    bio: 'Dana runs scheduling, parts ordering and insurance billing for the whole team. She spent eight years on the claims side of an insurer before joining us, so she knows exactly what adjusters ask for.',
  },
  {
    id: 'kevin-tran',
    name: 'Kevin Tran',
    role: 'ADAS Calibration Specialist',
    bio: 'Kevin leads our calibration program, from static target setups to road-test dynamic calibrations. He keeps our equipment current with manufacturer procedures and signs off every calibration report we hand to customers.',
  },
  {
    id: 'priya-raman',
    name: 'Priya Raman',
    role: 'Mobile Service & Fleet Coordinator',
    bio: 'Priya plans the daily van routes and manages our fleet accounts, from delivery vans in Hayward to rideshare sedans in San Francisco. She makes sure a cracked windshield costs a business hours, not days.',
  },
  {
    id: 'luis-ortega',
    name: 'Luis Ortega',
    role: 'Quality Assurance Manager',
    bio: 'Luis inspects completed installs, handles warranty claims and audits the glass we buy. If a windshield whistles or leaks, he is the person who makes it right.',
  },
];
