/**
 * A delivery failure no retry can fix: the provider refused the message for good (an
 * invalid phone number), or the send may have happened and a retry could send it twice.
 * The outbox worker marks the message failed at once; the lead page shows why, and the
 * owner can resend it by hand (docs/decisions/text-messages.md).
 */
export class PermanentDeliveryError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PermanentDeliveryError';
  }
}
