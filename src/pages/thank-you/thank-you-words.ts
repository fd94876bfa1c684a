/** The thank-you page's English words (thank-you-view.tsx). */
import { businessProfile, openingHoursRows } from '@/content/business-profile';
import { replyHours } from '@/content/reply-wording';
import { paths } from '@/config/paths';
import { trail } from '@/seo/breadcrumbs';
import { breadcrumbJsonLd } from '@/seo/structured-data';
import type { ThankYouWords } from './thank-you-view';

const CRUMBS = trail({ name: 'Thank You', path: paths.thankYou() });

export const ENGLISH_THANK_YOU: ThankYouWords = {
  path: paths.thankYou(),
  meta: {
    title: 'Thank You for Your Request',
    description: `We received your auto glass quote request. ${businessProfile.name} will contact you during business hours.`,
    jsonLd: [breadcrumbJsonLd(CRUMBS)],
  },
  crumbs: CRUMBS,
  hero: {
    eyebrow: 'Request received',
    title: 'Thank You!',
    intro: 'Your quote request is on its way to our team. Here is what happens next.',
  },
  links: [
    { label: 'Back to the main site', to: paths.home() },
    { label: 'Read our blog', to: paths.blog() },
  ],
  next: {
    eyebrow: 'Next steps',
    title: 'What Happens Next',
    intro: 'Need us sooner? Call us during business hours and mention your quote request.',
  },
  steps: [
    {
      title: 'We review your request',
      description:
        'A member of our team reads the details you sent and checks which glass fits your vehicle.',
    },
    {
      title: 'We contact you',
      description: `${replyHours()} We bring your quote and answer any insurance questions.`,
    },
    {
      title: 'We come to you',
      description:
        'Pick a time and place. Our technician brings the glass and tools to your home, office or parking lot, with no travel fee.',
    },
  ],
  hours: { title: 'Our hours', rows: openingHoursRows() },
  reference: { before: 'Your reference: ', after: '. Mention it when you call us.' },
  receipt: {
    title: 'Your request',
    timeAskedFor: 'Time asked for',
    windowRequested: (window) => `${window} (a request until we confirm it)`,
    noWindow: 'We call you to arrange a time',
    addToCalendar: 'Add the requested time to your calendar',
  },
};
