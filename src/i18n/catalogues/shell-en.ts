/**
 * The catalogue's part for the site shell around every page: the menus, the phone's action
 * bar, the footer with its newsletter sign-up, the cookie banner, the page hero's label, the
 * labels on demo values and the not-found page (docs/decisions/spanish.md#the-shell-in-spanish).
 * Spread into `en.ts`; the shell's first strings (skip link, menu button, breadcrumb label) are
 * there already.
 */
export const shellEn = {
  // The header's links, on wide screens and in the phone's menu.
  'shell.nav.label': 'Main',
  'shell.nav.home': 'Home',
  'shell.nav.services': 'Services',
  'shell.nav.allServices': 'View All Services',
  'shell.nav.about': 'About',
  // The wide header's label for the locations menu; the page itself is 'locations.name'.
  'shell.nav.locations': 'Locations',
  'shell.nav.allLocations': 'All Locations',
  'shell.nav.blog': 'Blog',
  'shell.nav.contact': 'Contact',
  'shell.nav.warranty': 'Warranty',

  // The phone's action bar: short, so both buttons fit side by side at 320 px.
  'shell.bar.label': 'Quick actions',
  'shell.bar.call': 'Call',
  'shell.bar.quote': 'Free Quote',

  // The footer.
  'shell.footer.since':
    'Mobile windshield repair, replacement and ADAS calibration across the Bay Area since {year}',
  'shell.footer.promise':
    'We come to you, bill your insurer directly and back every installation with {warranty}.',
  // The warranty named without its length, where the length's wording is not loaded.
  'shell.footer.ourWarranty': 'our workmanship warranty',
  'shell.footer.opensInNewTab': '{network} (opens in a new tab)',
  'shell.footer.quickLinks': 'Quick Links',
  'shell.footer.allServices': 'All Services',
  'shell.footer.serviceAreas': 'Service Areas',
  'shell.footer.van': 'Our Service Van',
  'shell.footer.legal': 'Legal',
  'shell.footer.privacyPolicy': 'Privacy Policy',
  'shell.footer.termsOfService': 'Terms of Service',
  'shell.footer.serviceLocations': 'Bay Area service locations',
  'shell.footer.copyright': '© {year} {name}. All rights reserved.',

  // The footer's newsletter sign-up.
  'newsletter.title': 'Newsletter',
  'newsletter.intro': 'Glass care tips, twice a month at most',
  'newsletter.email': 'Email address',
  'newsletter.consent': 'I agree to receive marketing emails. I can unsubscribe at any time.',
  'newsletter.subscribe': 'Subscribe',
  'newsletter.subscribing': 'Subscribing…',
  'newsletter.successTitle': 'Subscription successful!',
  'newsletter.successText': 'Thank you for subscribing to our newsletter.',
  'newsletter.failureTitle': 'Subscription failed',
  'newsletter.failureText':
    'There was an error subscribing you to our newsletter. Please try again.',
  // The field errors, by the key of NEWSLETTER_MESSAGES (src/domain/newsletter.schema.ts), whose
  // English they are: the schema and the lead service write that English, the form shows
  // these (docs/decisions/spanish.md#newsletter-errors-in-the-pages-language).
  'newsletter.error.email': 'Please enter a valid email address',
  'newsletter.error.consent': 'Please confirm you agree to receive marketing emails',
  // The link after a form's notice at collection (src/ui/collection-notice.tsx).
  'notice.details': 'Details:',
  'notice.privacyPolicy': 'privacy policy',

  // The cookie banner. The Spanish privacy policy quotes the Spanish buttons' words.
  'cookies.title': 'Cookies and privacy',
  'cookies.text': 'Analytics cookies run only if you choose Accept All.',
  'cookies.privacyPolicy': 'Privacy policy',
  'cookies.accept': 'Accept All',
  'cookies.decline': 'Decline',
  'cookies.close': 'Close',

  // The label on a demo value of the business profile, by its kind (src/ui/truth/sample-tag.tsx;
  // docs/decisions/spanish.md#sample-labels-in-the-pages-language).
  'sample.review': 'Sample review',
  'sample.rating': 'Sample rating',
  'sample.credentials': 'Sample credentials',
  'sample.foundingYear': 'Sample founding year',
  'sample.certification': 'Sample certification',
  'sample.offer': 'Sample offer',
  'sample.priceTable': 'Sample price table',

  // The dark band that opens a page (src/ui/page-hero.tsx), for screen readers.
  'shell.pageIntroduction': 'Page introduction',

  // The not-found page.
  'notFound.title': 'Page Not Found',
  'notFound.description': "The page you're looking for doesn't exist or has been moved.",
  'notFound.text':
    "The page you're looking for doesn't exist or has been moved. Let's get you back on track.",
  'notFound.home': 'Back to Home',
} as const;
