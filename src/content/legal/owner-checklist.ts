/**
 * The owner's legal checklist: questions for the owner and their lawyer about the legal pages,
 * which used to sit in the pages as "For the owner's lawyer" notes. They are decisions to take
 * before launch, not copy: `npm run launch-check` prints them and no page imports this module
 * (docs/decisions/launch-truth.md#drafting-notes).
 */

export interface OwnerChecklistItem {
  /** The page the question is about. */
  page: '/terms-of-service' | '/privacy-policy' | '/warranty' | '/es/privacy-policy';
  /** The heading of the section it is about, as on the page; absent for the whole page. */
  section?: string;
  question: string;
}

export const OWNER_LEGAL_CHECKLIST: readonly OwnerChecklistItem[] = [
  {
    page: '/terms-of-service',
    section: 'Quotes and estimates',
    question:
      'Auto glass work is likely "automotive repair" under California\'s Automotive Repair Act, which the Bureau of Automotive Repair (BAR) enforces. Please confirm that the work authorization and invoice meet its rules (written estimate, consent before going over it, itemized invoice, BAR registration number on documents, replaced parts offered back on request) and that this section matches them.',
  },
  {
    page: '/terms-of-service',
    section: 'Camera calibration (ADAS)',
    question:
      'Please decide whether the business should ever release a camera-equipped vehicle without the calibration the automaker requires, and if it may, review the written decline form. A skipped calibration is a foreseeable safety risk, and a signed decline may not protect the business against a negligence claim.',
  },
  {
    page: '/terms-of-service',
    section: 'What these terms never limit',
    question:
      'This section is written to respect California Civil Code 1668. Please confirm that the indirect-loss sentence is enforceable for consumer jobs and worth keeping, given that a windshield is a safety part and courts look hard at limits of liability in services that affect public safety.',
  },
  {
    page: '/terms-of-service',
    section: 'Arbitration, only if you signed it',
    question:
      "Please decide whether to use an arbitration agreement at all. If you do, it belongs in the signed work authorization as its own clearly marked section with a separate signature or initials, never on the website alone. Also confirm: the AAA's requirement to register a consumer clause with it before use; California's rule that a business that pays its arbitration fees late loses the right to arbitrate; and the carve-out for public injunctive relief required by the California Supreme Court's McGill decision.",
  },
  {
    page: '/terms-of-service',
    section: 'Other Terms',
    question:
      'Before the Spanish pages go live, please have a lawyer who reads Spanish review the Spanish warranty (/es/warranty) and terms of service (/es/terms-of-service) against the English. They are faithful translations and say nothing about which version controls if the two ever differ: please decide whether they should, and where (a line on each Spanish page, or a term in this section). If jobs are agreed in Spanish, also confirm whether California Civil Code 1632 requires the signed work authorization and any arbitration agreement in it to be given in Spanish as well.',
  },
  {
    page: '/privacy-policy',
    section: 'Call Recording',
    question:
      'Please confirm which lines record calls, and that the announcement plays at the start of every recorded call, including calls to the flyer tracking number and calls our team makes to customers. If no calls are recorded, this section can say so instead.',
  },
  {
    page: '/privacy-policy',
    section: 'Text Messages',
    question:
      "Please confirm that this text program matches the business's registration with its text-message provider and the carriers, and that the marketing checkbox on our forms meets the federal Telephone Consumer Protection Act's standard for prior express written consent to marketing calls and texts.",
  },
  {
    page: '/privacy-policy',
    section: 'Who Receives Your Information',
    question:
      'Please confirm the actual provider in each category and that each has a contract limiting its use of the data (a "service provider" contract in California\'s terms); that the analytics tool runs with its advertising features and data sharing turned off; that the payment setup never stores full card numbers; and that no advertising pixel (for example from Meta or LinkedIn) is placed on the ad landing pages. Adding one would count as "sharing" and would require a "Do Not Sell or Share" link and changes to this policy.',
  },
  {
    page: '/privacy-policy',
    section: 'How Long We Keep Information',
    question:
      "These periods are reasonable defaults, not yet the owner's decisions. Please confirm each one with the owner and the accountant, in particular whether job records should be kept longer than 7 years because the warranty lasts as long as the customer owns the vehicle, and set the analytics tool's retention to match. The lead service does not delete quote requests by itself: they stay until deleted from the inbox's privacy page, so the 24 months for requests that did not become a job (also stated in the notice beside every quote form) is kept only if someone deletes them on a schedule.",
  },
  {
    page: '/privacy-policy',
    section: "The categories, in the law's terms",
    question:
      'The California Consumer Privacy Act, as amended by the CPRA, applies only to businesses above its revenue or data thresholds, which a local glass business may not meet. This section commits the business to honor these rights anyway, which matches its GPC practice and is simpler to run. Please confirm the business is comfortable with that commitment, or narrow the wording.',
  },
  {
    page: '/es/privacy-policy',
    question:
      'Before the Spanish pages launch, please have a lawyer who reads Spanish review the Spanish privacy policy against the English one. It is written as a faithful, complete translation (every right, period and exception of the English, nothing added), and it does not say which version controls if the two differ: please decide that, and whether the page should say so. The CCPA regulations ask that privacy notices be available in the languages in which the business gives consumers its contracts and other information (11 CCR 7003), so the Spanish policy is needed once the site markets in Spanish.',
  },
  {
    page: '/warranty',
    section: 'Camera calibration (ADAS)',
    question:
      'Please confirm with the owner: (1) that a calibration needed because we reinstall glass under this warranty is part of the free warranty repair and does not use up the one-time recalibration; (2) whether water damage inside the vehicle from a covered leak (carpets, electronics) is covered, since the limit on incidental and consequential losses below would otherwise exclude it; (3) that "original purchaser" should include someone who leases the vehicle, and a fleet customer for its own vehicles.',
  },
  {
    page: '/warranty',
    section: 'Chip repair',
    question:
      'The earlier version of this page gave no time limit for the chip repair credit. It is written here as lasting while the original purchaser owns the vehicle. Please confirm, or set a fixed period.',
  },
  {
    page: '/warranty',
    section: 'If You Are Not Satisfied',
    question:
      "This warranty is written to meet the federal Magnuson-Moss Warranty Act and the FTC's rules: disclosure of terms (16 CFR 701), no binding arbitration (16 CFR 703), and the warranty available to read before purchase (16 CFR 702), so keep this page public and give the customer a copy with the invoice. Please confirm: whether Magnuson-Moss applies to a workmanship warranty on an installation (it is written to comply either way); that it also meets the Bureau of Automotive Repair's rules for written guarantees by repair shops; that the incidental and consequential loss limit is enforceable under California law; and that the owner can meet the 30-day review promise.",
  },
];
