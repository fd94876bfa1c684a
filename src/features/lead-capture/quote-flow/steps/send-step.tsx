/**
 * The last step, beside the Send button: who pays ("I will pay myself" chosen when it
 * opens, so the estimate shows at once), the estimate or how the insurer is billed, a time
 * window and optional photos (docs/decisions/quote-flow.md, 'Four screens', 'The estimate',
 * 'Photos on a phone').
 */
import { Camera, ImagePlus, X } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { ZERO_WITH_GLASS_COVERAGE } from '@/content/claim-wording';
import { INSURERS } from '@/content/insurers';
import { QUOTE_PRICES } from '@/content/quote-settings';
import {
  ESTIMATE_COULD_CHANGE_WITH,
  estimateQuote,
  formatPriceRange,
  MAX_QUOTE_PHOTOS,
  PAYMENT_CHOICES,
} from '@/domain/quote';
import type { OpenWindow } from '@/lib/quote-api-client';
import { Button, buttonStyle } from '@/ui/button';
import { ChoiceCards } from '@/ui/form-fields';
import { SelectField } from '@/ui/select-field';
import { SampleTag } from '@/ui/truth/sample-tag';
import { leadFromQuote, type AttachedPhoto } from '../quote-flow-state';
import {
  checkStep,
  StepFields,
  type QuoteStepDefinition,
  type StepFieldsProps,
} from './quote-step';

export const SEND_STEP: QuoteStepDefinition = {
  title: 'Your estimate and a time',
  submitLabel: 'Send my request',
  showsCollectionNotice: true,
  check: checkStep('send'),
};

/** Time windows listed before "Show later times": about two days of mornings and afternoons. */
export const FIRST_WINDOWS_SHOWN = 4;

/** A photo being uploaded, or one the service refused (it takes no place among the three). */
export interface PhotoInProgress {
  key: string;
  name: string;
  status: 'sending' | 'failed';
  message?: string;
}

export function SendStep({
  id,
  values,
  errors,
  setValue,
  onInput,
  focus,
  windows,
  allWindowsShown,
  onShowAllWindows,
  photos,
  pendingPhotos,
  previews,
  onFilesChosen,
  onRemovePhoto,
}: StepFieldsProps & {
  /** The open windows; undefined while they load. */
  windows: OpenWindow[] | undefined | 'unreachable';
  allWindowsShown: boolean;
  onShowAllWindows: () => void;
  photos: AttachedPhoto[];
  pendingPhotos: PhotoInProgress[];
  /** Thumbnails (object URLs) of the photos attached in this visit, by photo id. */
  previews: Record<string, string>;
  onFilesChosen: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemovePhoto: (photoId: string) => void;
}) {
  // The same answers the lead carries, with the facts filled in, so the range shown is the
  // one the lead service stores.
  const answers = leadFromQuote(values, photos).quote;
  const estimate =
    QUOTE_PRICES && values.payment === 'self' && answers?.glass && answers.vehicleClass
      ? estimateQuote(QUOTE_PRICES, {
          glass: answers.glass,
          vehicleClass: answers.vehicleClass,
          features: answers.features,
        })
      : undefined;
  const offered = windows === 'unreachable' ? [] : (windows ?? []).filter((w) => w.available);
  // The first few times, so Send stays within reach of a thumb; the rest on request, and
  // always the one chosen ('Four screens').
  const chosenIndex = offered.findIndex((window) => window.id === values.appointmentWindow);
  const shownWindows =
    allWindowsShown || chosenIndex >= FIRST_WINDOWS_SHOWN
      ? offered
      : offered.slice(0, FIRST_WINDOWS_SHOWN);

  return (
    <StepFields focus={focus}>
      <ChoiceCards
        name="payment"
        legend="Who pays for the glass?"
        options={PAYMENT_CHOICES}
        value={values.payment}
        onChange={(value) => setValue('payment', value)}
        error={errors.payment}
      />
      {values.payment === 'insurance' && (
        <SelectField
          id={`${id}-insurer`}
          name="insurer"
          label="Your insurer (optional)"
          value={values.insurer}
          onChange={onInput}
        >
          <option value="">Choose, or leave for later</option>
          {INSURERS.map((insurer) => (
            <option key={insurer.name}>{insurer.name}</option>
          ))}
          <option>Another insurer</option>
        </SelectField>
      )}
      {values.payment === 'insurance' ? (
        <>
          <p>
            <strong>We bill your insurer directly</strong>
            {values.insurer && values.insurer !== 'Another insurer'
              ? ` (${values.insurer})`
              : ''}: {ZERO_WITH_GLASS_COVERAGE}.
          </p>
          <p className="flow-note">
            What you pay depends on your policy&apos;s glass coverage and deductible, so we show no
            price here. We confirm it with your insurer before any work.
          </p>
        </>
      ) : estimate ? (
        <>
          <p className="flow-price">
            {formatPriceRange(estimate)}
            {QUOTE_PRICES?.sample && <SampleTag kind="priceTable" />}
          </p>
          <p>Estimate before insurance. We confirm the exact price before any work.</p>
          {/* Folded, so the time and the Send button stay near on a phone. */}
          <details className="flow-details">
            <summary>What it includes and what could change it</summary>
            <p>It includes:</p>
            <ul className="flow-list">
              {estimate.includes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p>
              {`It could change with ${ESTIMATE_COULD_CHANGE_WITH.slice(0, -1).join(', ')} or ${ESTIMATE_COULD_CHANGE_WITH.at(-1)!}.`}
            </p>
            <p>It depends on:</p>
            <ul className="flow-list">
              {estimate.dependsOn.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </details>
        </>
      ) : (
        <p>
          We price each job from the exact glass for your vehicle, so we will call or text you with
          a price shortly.
        </p>
      )}
      <h4 className="flow-subheading">When suits you</h4>
      <p className="flow-note">
        Pick a time, or leave it to a call. It is a request: we confirm it by phone or text.
      </p>
      {windows === undefined ? (
        <p aria-busy="true">Loading the open times…</p>
      ) : (
        <>
          <ChoiceCards
            name="appointmentWindow"
            legend="Time window"
            options={[
              { value: '', label: 'Call me to arrange a time' },
              ...shownWindows.map((window) => ({ value: window.id, label: window.label })),
            ]}
            value={values.appointmentWindow}
            onChange={(value) => setValue('appointmentWindow', value)}
            error={errors.appointmentWindow}
          />
          {shownWindows.length < offered.length && (
            <Button type="button" variant="outline" size="md" onClick={onShowAllWindows}>
              {`Show ${offered.length - shownWindows.length} later times`}
            </Button>
          )}
        </>
      )}
      {windows === 'unreachable' && (
        <p className="flow-note">
          The open times could not be loaded. Go on, and we will call you to arrange a time.
        </p>
      )}
      <h4 className="flow-subheading">Photos of the damage</h4>
      <p className="flow-note">
        Optional: up to {MAX_QUOTE_PHOTOS} photos of the damage help us bring the right glass. Only
        our team sees them; location data is removed.
      </p>
      {photos.length + pendingPhotos.filter((photo) => photo.status === 'sending').length <
        MAX_QUOTE_PHOTOS && (
        <div className="flow-photo-pickers">
          {/* The phone's camera at once, or photos already taken: two buttons, one
              hidden file input each (the label is the button). */}
          <label htmlFor={`${id}-camera`} css={buttonStyle('secondary', 'md')}>
            <Camera size={18} aria-hidden="true" /> Take a photo
          </label>
          <input
            id={`${id}-camera`}
            className="flow-file"
            type="file"
            accept="image/*"
            capture="environment"
            onChange={onFilesChosen}
          />
          <label htmlFor={`${id}-photos`} css={buttonStyle('outline', 'md')}>
            <ImagePlus size={18} aria-hidden="true" /> Choose photos
          </label>
          <input
            id={`${id}-photos`}
            className="flow-file"
            type="file"
            accept="image/*"
            multiple
            onChange={onFilesChosen}
          />
        </div>
      )}
      <ul className="flow-list flow-photos" aria-live="polite">
        {photos.map((photo) => (
          <li key={photo.id}>
            {previews[photo.id] && <img src={previews[photo.id]} alt="" width={64} height={64} />}
            {`${photo.name}: attached `}
            <Button
              type="button"
              variant="ghost"
              size="md"
              aria-label={`Remove ${photo.name}`}
              onClick={() => onRemovePhoto(photo.id)}
            >
              <X size={16} aria-hidden="true" />
            </Button>
          </li>
        ))}
        {pendingPhotos.map((photo) => (
          <li key={photo.key} data-tone={photo.status === 'failed' ? 'warning' : undefined}>
            {photo.status === 'sending' ? (
              <>
                {`${photo.name}: sending…`}
                <progress aria-label={`Sending ${photo.name}`} />
              </>
            ) : (
              `${photo.name}: ${photo.message}`
            )}
          </li>
        ))}
      </ul>
    </StepFields>
  );
}
