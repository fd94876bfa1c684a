/**
 * The English catalogue's part for the quote flow and the plain quote form
 * (src/features/lead-capture/quote-flow/): step titles and buttons, questions, the choices by
 * value, hints, the estimate's lines, the time windows, photos, the finish and the validation
 * messages by key. A part of its own, compiled into `src/i18n/compiled/quote-*.ts`, because
 * only a page that shows the quote flow needs it: the lead form's words are the `forms` part,
 * which the flow's contact step shares (docs/decisions/spanish.md#the-quote-flow-in-spanish).
 * The Spanish part, `quote-es.ts`, has every id of this one.
 *
 * The English choices, the estimate's lines and `quote.error.*` are the domain's own words
 * (src/domain/quote.ts): the catalogue may not import the domain, so
 * `src/features/lead-capture/quote-flow/quote-messages.test.ts` holds them equal. The inbox and
 * the server keep the domain's English; a Spanish page shows the choice of the same value.
 */
import { quoteChoicesEn, underPrefix } from './quote-choices';
export const quoteEn = {
  // The shell (quote-flow.tsx).
  'quote.progress': 'Step {step} of {count}',
  'quote.back': 'Back',
  'quote.sending': 'Sending…',
  'quote.continue': 'Continue',
  'quote.change': 'Change',
  'quote.choose': 'Choose',
  'quote.sendRefused':
    'We could not send your request yet: {message}. Your other answers are kept.',
  'quote.done.sentTitle': 'Request sent: thank you',
  'quote.done.savedTitle': 'Saved on this device',
  'quote.done.windowRequested':
    'We will call or text you to confirm the time you asked for; it is a request until we confirm it.',
  'quote.done.callToArrange': 'We will call or text you to arrange a time.',
  'quote.done.savedOffline':
    'Your request is saved on this device and will be sent automatically when the connection is back.',
  // The phone link goes after it.
  'quote.done.talkNowBeforePhone': 'To talk to us now, call',

  // What the thank-you page lists of a request just sent.
  'quote.receipt.vehicle': 'Vehicle',
  'quote.receipt.vehicleByVin': 'VIN {vin}',
  'quote.receipt.glass': 'Glass',
  'quote.receipt.where': 'Where',
  'quote.receipt.payment': 'Who pays',
  'quote.receipt.photos': 'Photos',
  'quote.receipt.noPhotos': 'none',
  // The requested window's calendar event on the thank-you page (quote-receipt.ts), written
  // when the request is sent.
  'quote.calendar.summary': 'Auto glass visit (requested), {business}',
  'quote.calendar.description':
    'Reference {reference}. A requested time until we confirm it. Questions: {phone}',

  // The vehicle step.
  'quote.vehicle.title': 'Your vehicle',
  'quote.vehicle.identifyBy': 'How would you like to tell us?',
  'quote.vehicle.byModel': 'Year, make and model',
  'quote.vehicle.byVin': 'The VIN, 17 characters',
  'quote.vehicle.year': 'Year',
  'quote.vehicle.make': 'Make',
  'quote.vehicle.anotherMake': 'Another make',
  'quote.vehicle.model': 'Model',
  'quote.vehicle.anotherModel': 'Another model',
  'quote.vehicle.vin': 'VIN',
  'quote.vehicle.vinHint':
    'At the bottom of the windshield on the driver side, or on your registration. {typed} of 17 characters.',
  'quote.vehicle.vinReads': 'This VIN reads as a {vehicle}. We will check the exact glass from it.',
  'quote.vehicle.vinLookedUp': 'We will look up the exact glass from this VIN.',
  'quote.vehicle.vinModel': '{make} model (optional)',
  'quote.vehicle.notSure': 'Not sure',
  // What the model's recorded facts decide; the Change button follows.
  'quote.vehicle.derivedClass': '{vehicle}: {vehicleClass}. ',
  'quote.vehicle.kind': 'What kind of vehicle is it?',

  // The glass step.
  'quote.glass.title': 'The glass',
  'quote.glass.what': 'What needs fixing?',
  'quote.glass.whichDoor': 'Which door?',
  'quote.glass.featuresNote':
    'These change the glass and the work. If you are not sure, say so: we check from the VIN or a photo.',
  // The features the model's facts decide, each `quote.glass.derivedFeature`, joined by commas.
  'quote.glass.derived': '{vehicle}: {features}, from our records for this model. ',
  'quote.glass.derivedFeature': '{answer, select, yes {{feature}} other {no {feature}}}',

  // The contact step (its fields' and consents' words are the forms part's).
  'quote.contact.title': 'Where the car is, and who to call',
  'quote.contact.submit': 'See my estimate',
  'quote.contact.zipCode': 'ZIP code where the car will be',
  'quote.contact.zipUnknown':
    'We do not recognize this ZIP code as a Bay Area one. Check it, or go on: we will call you to confirm where the car is.',
  'quote.contact.zipInside':
    '{city}, {county} County: inside our service area. We come to you there.',
  'quote.contact.zipOutside':
    '{city}, {county} County, is outside our usual service area. Send your request anyway: we will tell you honestly whether we can come.',

  // The send step.
  'quote.send.title': 'Your estimate and a time',
  'quote.send.submit': 'Send my request',
  'quote.send.payment': 'Who pays for the glass?',
  'quote.send.insurer': 'Your insurer (optional)',
  'quote.send.insurerLater': 'Choose, or leave for later',
  'quote.send.anotherInsurer': 'Another insurer',
  // The insurer's name, when one is chosen, and the $0 condition (content, with its condition:
  // docs/decisions/launch-truth.md#insurance-wording) follow.
  'quote.send.billInsurer': 'We bill your insurer directly',
  'quote.send.insuranceNote':
    "What you pay depends on your policy's glass coverage and deductible, so we show no price here. We confirm it with your insurer before any work.",
  'quote.send.beforeInsurance':
    'Estimate before insurance. We confirm the exact price before any work.',
  'quote.send.estimateDetails': 'What it includes and what could change it',
  'quote.send.includes': 'It includes:',
  'quote.send.couldChange':
    'It could change with the exact part for your VIN, trim options or damage found at the visit.',
  'quote.send.dependsOn': 'It depends on:',
  'quote.send.noPrice':
    'We price each job from the exact glass for your vehicle, so we will call or text you with a price shortly.',
  'quote.send.when': 'When suits you',
  'quote.send.whenNote':
    'Pick a time, or leave it to a call. It is a request: we confirm it by phone or text.',
  'quote.send.windowsLoading': 'Loading the open times…',
  'quote.send.window': 'Time window',
  'quote.send.callToArrange': 'Call me to arrange a time',
  'quote.send.laterWindows': '{count, plural, one {Show # later time} other {Show # later times}}',
  'quote.send.windowsUnreachable':
    'The open times could not be loaded. Go on, and we will call you to arrange a time.',
  'quote.send.photos': 'Photos of the damage',
  'quote.send.photosNote':
    'Optional: up to {max} photos of the damage help us bring the right glass. Only our team sees them; location data is removed.',
  'quote.send.takePhoto': 'Take a photo',
  'quote.send.choosePhotos': 'Choose photos',
  'quote.send.photoAttached': '{name}: attached ',
  'quote.send.removePhoto': 'Remove {name}',
  'quote.send.photoSending': '{name}: sending…',
  'quote.send.photoSendingLabel': 'Sending {name}',
  'quote.send.photoFailed': '{name}: {message}',

  // A photo the service refused, by the reason its answer names (src/domain/photo-refusals.ts),
  // or by its error code when it names none; `notSent` when no answer came. The English is the
  // service's own (server/quotes/photo-image.ts, photo-quota.ts, server/http/rate-limit.ts,
  // api-error-handler.ts), which server/http/refused-post-words.test.ts holds it to.
  'quote.refusal.notAnImage': 'This file is not a photo. Attach a JPEG, PNG or WebP picture.',
  'quote.refusal.heic':
    'This photo is in HEIC format, which we cannot open. Attach it as a JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible), or attach a screenshot of it.',
  'quote.refusal.unreadable':
    'This photo could not be read: the file looks damaged or incomplete. Attach it again, or attach another photo.',
  'quote.refusal.tooLarge':
    'This photo is larger than 12 MB. Attach a smaller photo, or a screenshot of it.',
  'quote.refusal.tooManyPixels':
    'This picture is too large (more than 50 megapixels). Attach a smaller photo, or a screenshot of it.',
  'quote.refusal.tooManyFromAddress':
    'Too many photos were sent from this connection. Please wait an hour and try again, or send your request without photos.',
  'quote.refusal.tooManyWithForm':
    'This form has taken all the photos it can. Send your request; we will ask for more photos if we need them.',
  'quote.refusal.storageFull':
    'We cannot take photos right now. Send your request without photos and we will ask for them when we call you, or call us at {phone}.',
  'quote.refusal.noFormToken': 'The photo could not be sent: reload the page and try again.',
  'quote.refusal.rateLimited':
    'Too many requests. Please wait a minute and try again, or call us at {phone}.',
  'quote.refusal.formTooLarge': 'The form is too large to send.',
  'quote.refusal.notSent': 'The photo could not be sent. Check the connection and try again.',

  // A time window, formatted from its date and hours (the English page shows the service's label).
  'quote.window.hours': '{day}, {start} – {end}',

  // What the estimate covers and depends on, by line (estimateQuote in src/domain/quote.ts).
  'quote.estimate.exactGlass': 'the exact glass for your vehicle',
  'quote.estimate.glass': 'the glass',
  'quote.estimate.mobileVisit': 'the mobile visit: we come to you',
  'quote.estimate.glassFor.forwardCamera': 'the glass for a camera behind the mirror',
  'quote.estimate.glassFor.rainSensor': 'the glass for a rain sensor',
  'quote.estimate.glassFor.heatedArea': 'the glass for heated glass',
  'quote.estimate.glassFor.headUpDisplay': 'the glass for a head-up display',
  'quote.estimate.whetherItHas.forwardCamera': 'whether it has a camera behind the mirror',
  'quote.estimate.whetherItHas.rainSensor': 'whether it has a rain sensor',
  'quote.estimate.whetherItHas.heatedArea': 'whether it has heated glass',
  'quote.estimate.whetherItHas.headUpDisplay': 'whether it has a head-up display',
  'quote.estimate.whetherRecalibrating': 'whether the camera needs recalibrating',
  'quote.estimate.recalibrating': 'recalibrating the camera after the new glass is in',
  'quote.estimate.recalibratingIfAny': 'recalibrating the camera, if it has one',

  // The choices, by value (the lists of src/domain/quote.ts).
  ...underPrefix('quote.choice.', quoteChoicesEn),
  'quote.featureHint.forwardCamera':
    'For lane keeping or emergency braking. It is recalibrated after a new windshield.',
  'quote.featureHint.rainSensor': 'Wipers that start on their own when it rains.',
  'quote.featureHint.heatedArea': 'Fine wires at the bottom of the glass, or a heated wiper rest.',
  'quote.featureHint.headUpDisplay':
    'Speed or directions shown on the windshield in front of the driver.',

  // The notice at collection beside the steps that ask for or send personal data, and the
  // plain form's button (COLLECTION_NOTICE.quote; docs/decisions/launch-truth.md#notice-at-collection).
  'quote.notice':
    'We collect your name, email, phone, ZIP code, your car, the glass, who pays and the insurer, the time you ask for and any photos, with the page you sent it from and your IP address, to prepare your quote, contact you about it and email you a receipt, to learn which ads and pages bring in requests and to block spam. Once you have given your contact details, what you entered is sent to us even if you leave before the end, so we can call you back. Our team and the companies that host, store and deliver your request receive it; a request that does not become a job is kept up to 24 months.',

  // The plain form (quote-plain-form.tsx), for a browser without JavaScript.
  'quote.plain.title': 'Your quote request',
  'quote.plain.photosAgain':
    'Photos are not kept when a form is sent back: please attach your photos again.',
  'quote.plain.vinInstead': 'Or the VIN, instead of year, make and model',
  'quote.plain.whichDoor': 'For a door window: which door?',
  'quote.plain.notADoor': 'Not a door window',
  'quote.plain.featuresNote': 'For a new windshield: these change the glass and the work.',
  'quote.plain.whereAndWho': 'Where and who',
  'quote.plain.insurer': 'Your insurer, if insurance pays (optional)',
  'quote.plain.photosAndTime': 'Photos and time',
  'quote.plain.photos': 'Photos of the damage (optional, up to {max})',
  'quote.plain.photosNote':
    'Only our team sees the photos; location data is removed. We call or text you to arrange a time, and with a price once we have checked the glass for your vehicle.',

  // The validation messages, by QUOTE_MESSAGES' keys, and the VIN's letters as typed.
  'quote.error.vehicle': 'Please choose the year, make and model, or enter your VIN',
  'quote.error.year': 'Please choose the model year',
  'quote.error.make': 'Please choose the make',
  'quote.error.model': 'Please choose or type the model',
  'quote.error.vehicleClass': 'Please choose the kind of vehicle',
  'quote.error.glass': 'Please choose the glass that needs work',
  'quote.error.door': 'Please choose which door',
  'quote.error.payment': 'Please choose who pays',
  'quote.error.insurer': 'Please type the name of your insurance company',
  'quote.error.window': 'Please choose a time window, or ask us to call you',
  'quote.error.windowFull':
    'That time window has just been booked up. Please choose another one, or ask us to call you.',
  'quote.error.windowGone': 'That time window is no longer offered. Please choose another one.',
  'quote.error.serviceMismatch': 'The service does not match the glass chosen',
  'quote.error.vinLetters': 'A VIN never uses the letters I, O or Q: check for the digits 1 and 0',
} as const;

/** The id of a quote flow message. */
export type QuoteMessageId = keyof typeof quoteEn;

/** The quote flow's part in one language: every id. */
export type QuoteCatalogue = Record<QuoteMessageId, string>;
