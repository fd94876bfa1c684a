import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { MessageId } from './catalogues/en';
import type { FormMessageId } from './catalogues/forms-en';
import type { QuoteMessageId } from './catalogues/quote-en';

/** A catalogue compiled by scripts/compile-messages.ts: what the browser loads. */
export type CompiledCatalogue = Record<MessageId, CompiledMessage>;

/** The lead form's part, compiled: loaded only with a form (docs/decisions/spanish.md#the-lead-form-in-spanish). */
export type CompiledFormCatalogue = Record<FormMessageId, CompiledMessage>;

/** The quote flow's part, compiled: loaded only with the flow (docs/decisions/spanish.md#the-quote-flow-in-spanish). */
export type CompiledQuoteCatalogue = Record<QuoteMessageId, CompiledMessage>;
