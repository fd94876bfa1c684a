/**
 * The last step, beside the Send button: who pays ("I will pay myself" chosen when it
 * opens, so the estimate shows at once), the estimate or how the insurer is billed, a time
 * window and optional photos (docs/decisions/quote-flow.md, 'Four screens', 'The estimate',
 * 'Photos on a phone').
 */
import { Camera, ImagePlus, X } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { INSURERS } from '@/content/insurers';
import { QUOTE_PRICES } from '@/content/quote-settings';
import { estimateQuote, formatPriceRange, MAX_QUOTE_PHOTOS, PAYMENT_CHOICES } from '@/domain/quote';
import type { OpenWindow } from '@/lib/quote-api-client';
import { Button, buttonStyle } from '@/ui/button';
import { ChoiceCards } from '@/ui/form-fields';
import { SelectField } from '@/ui/select-field';
import { SampleTag } from '@/ui/truth/sample-tag';
import { useFormMessages } from '../../form-messages';
import { leadFromQuote, type AttachedPhoto } from '../quote-flow-state';
import { estimateLineText, quoteErrorTexts, useQuoteMessages } from '../quote-messages';
import { windowLabel } from '../quote-window-label';
import {
  checkStep,
  StepFields,
  type QuoteStepDefinition,
  type StepFieldsProps,
} from './quote-step';

export const SEND_STEP: QuoteStepDefinition = {
  title: 'quote.send.title',
  submitLabel: 'quote.send.submit',
  showsCollectionNotice: true,
  check: checkStep('send'),
};

/**
 * The insurer choice for one not listed: its value is the English words the inbox reads, its
 * label the page's language.
 */
const ANOTHER_INSURER = 'Another insurer';

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
  errors: englishErrors,
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
  const { locale, t, zeroWithGlassCoverage } = useQuoteMessages();
  const { t: formT } = useFormMessages();
  const errors = quoteErrorTexts(t, formT, englishErrors);
  const paymentChoices = PAYMENT_CHOICES.map(({ value }) => ({
    value,
    label: t(`quote.choice.payment.${value}`),
  }));
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
        legend={t('quote.send.payment')}
        options={paymentChoices}
        value={values.payment}
        onChange={(value) => setValue('payment', value)}
        error={errors.payment}
      />
      {values.payment === 'insurance' && (
        <SelectField
          id={`${id}-insurer`}
          name="insurer"
          label={t('quote.send.insurer')}
          value={values.insurer}
          onChange={onInput}
        >
          <option value="">{t('quote.send.insurerLater')}</option>
          {INSURERS.map((insurer) => (
            <option key={insurer.name}>{insurer.name}</option>
          ))}
          <option value={ANOTHER_INSURER}>{t('quote.send.anotherInsurer')}</option>
        </SelectField>
      )}
      {values.payment === 'insurance' ? (
        <>
          <p>
            <strong>{t('quote.send.billInsurer')}</strong>
            {values.insurer && values.insurer !== ANOTHER_INSURER
              ? ` (${values.insurer})`
              : ''}: {zeroWithGlassCoverage}.
          </p>
          <p className="flow-note">{t('quote.send.insuranceNote')}</p>
        </>
      ) : estimate ? (
        <>
          <p className="flow-price">
            {formatPriceRange(estimate)}
            {QUOTE_PRICES?.sample && <SampleTag kind="priceTable" />}
          </p>
          <p>{t('quote.send.beforeInsurance')}</p>
          {/* Folded, so the time and the Send button stay near on a phone. */}
          <details className="flow-details">
            <summary>{t('quote.send.estimateDetails')}</summary>
            <p>{t('quote.send.includes')}</p>
            <ul className="flow-list">
              {estimate.includes.map((line) => (
                <li key={line}>{estimateLineText(t, line)}</li>
              ))}
            </ul>
            <p>{t('quote.send.couldChange')}</p>
            <p>{t('quote.send.dependsOn')}</p>
            <ul className="flow-list">
              {estimate.dependsOn.map((line) => (
                <li key={line}>{estimateLineText(t, line)}</li>
              ))}
            </ul>
          </details>
        </>
      ) : (
        <p>{t('quote.send.noPrice')}</p>
      )}
      <h4 className="flow-subheading">{t('quote.send.when')}</h4>
      <p className="flow-note">{t('quote.send.whenNote')}</p>
      {windows === undefined ? (
        <p aria-busy="true">{t('quote.send.windowsLoading')}</p>
      ) : (
        <>
          <ChoiceCards
            name="appointmentWindow"
            legend={t('quote.send.window')}
            options={[
              { value: '', label: t('quote.send.callToArrange') },
              ...shownWindows.map((window) => ({
                value: window.id,
                label: windowLabel(window, locale, t),
              })),
            ]}
            value={values.appointmentWindow}
            onChange={(value) => setValue('appointmentWindow', value)}
            error={errors.appointmentWindow}
          />
          {shownWindows.length < offered.length && (
            <Button type="button" variant="outline" size="md" onClick={onShowAllWindows}>
              {t('quote.send.laterWindows', { count: offered.length - shownWindows.length })}
            </Button>
          )}
        </>
      )}
      {windows === 'unreachable' && (
        <p className="flow-note">{t('quote.send.windowsUnreachable')}</p>
      )}
      <h4 className="flow-subheading">{t('quote.send.photos')}</h4>
      <p className="flow-note">{t('quote.send.photosNote', { max: MAX_QUOTE_PHOTOS })}</p>
      {photos.length + pendingPhotos.filter((photo) => photo.status === 'sending').length <
        MAX_QUOTE_PHOTOS && (
        <div className="flow-photo-pickers">
          {/* The phone's camera at once, or photos already taken: two buttons, one
              hidden file input each (the label is the button). */}
          <label htmlFor={`${id}-camera`} css={buttonStyle('secondary', 'md')}>
            <Camera size={18} aria-hidden="true" /> {t('quote.send.takePhoto')}
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
            <ImagePlus size={18} aria-hidden="true" /> {t('quote.send.choosePhotos')}
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
            {t('quote.send.photoAttached', { name: photo.name })}
            <Button
              type="button"
              variant="ghost"
              size="md"
              aria-label={t('quote.send.removePhoto', { name: photo.name })}
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
                {t('quote.send.photoSending', { name: photo.name })}
                <progress aria-label={t('quote.send.photoSendingLabel', { name: photo.name })} />
              </>
            ) : (
              t('quote.send.photoFailed', { name: photo.name, message: photo.message ?? '' })
            )}
          </li>
        ))}
      </ul>
    </StepFields>
  );
}
