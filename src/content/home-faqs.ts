/**
 * The questions shown at the end of the home page. A module of their
 * own: only the closing section reads them, and it loads after the page,
 * so the text stays out of the home page's first load (test/e2e/budget.e2e.ts).
 */
import { workmanshipTerm, workmanshipWarrantyName } from './promise-wording';
import { SERVICE_AREA } from './service-area';
import type { FaqItem } from './types';

export const HOME_FAQS: FaqItem[] = [
  {
    question: 'Do you really come to me?',
    answer: `Yes. Our technicians replace and repair glass at your home, office or any safe parking spot in the ${SERVICE_AREA.cityCount} cities we serve, with no travel fee. We need a level spot with about three feet of room around the car. Static camera calibration is the exception: it needs a level floor and controlled light, so it is done at our ${SERVICE_AREA.calibrationShop} shop.`,
  },
  {
    question: 'Will my insurance pay for a new windshield?',
    answer:
      'Most comprehensive policies with full glass coverage pay for a windshield replacement with a $0 deductible; we check your policy for you and bill the insurer directly. Without glass coverage your deductible, typically $250 to $1,000, applies.',
  },
  {
    question: 'How long does it take?',
    answer:
      'A chip repair takes about 30 minutes. A replacement takes one to two hours in all, including about an hour for the adhesive to cure before you drive. ADAS camera calibration adds one to two hours when your car needs it.',
  },
  {
    question: 'Is the work guaranteed?',
    answer: `Every installation carries our ${workmanshipWarrantyName()} against water leaks, air leaks and installation defects ${workmanshipTerm()}.`,
  },
];
