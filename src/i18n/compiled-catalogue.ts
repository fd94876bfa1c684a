import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { MessageId } from './catalogues/en';

/** A catalogue compiled by scripts/compile-messages.ts: what the browser loads. */
export type CompiledCatalogue = Record<MessageId, CompiledMessage>;
