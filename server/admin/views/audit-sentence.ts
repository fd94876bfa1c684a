/**
 * An audit entry as the owner reads it: "Status changed from new to contacted by
 * kim@example.com", not `lead.status`. The log keeps its codes (they are what the CLI and
 * the tests match); only the page puts them into words. An action without a sentence here
 * still shows, as its code, so a new action is never hidden.
 * See docs/decisions/owner-inbox.md#history-in-words.
 */
import type { AuditEntry } from '../admin.repository';

type Sentence = (detail: string | undefined) => string;

const SENTENCES: Record<string, Sentence> = {
  'lead.status': (detail) => {
    const [from, to] = (detail ?? '').split(' → ');
    return from && to ? `Status changed from ${from} to ${to}` : 'Status changed';
  },
  'lead.note': () => 'Note added',
  'lead.job-value': (detail) => `Job value recorded${detail ? `: ${detail}` : ''}`,
  'lead.resend': (detail) =>
    `${detail ? `The ${detail} notification` : 'A notification'} sent again`,
  'privacy.delete': (detail) =>
    detail ? `Data deleted on request (${detail})` : 'Data deleted on request',
  'privacy.export': () => 'Data exported on request',
  export: (detail) => (detail ? `Exported ${detail}` : 'Exported leads'),
  'sign-in': () => 'Signed in',
  'sign-out': () => 'Signed out',
  'sign-in.failed': () => 'Sign-in refused: wrong email or password',
  'sign-in.throttled': () => 'Sign-in refused: too many failed attempts',
  'csrf.refused': () => 'A form post was refused (missing or wrong security token)',
  'user.add': (detail) => `Account added${detail ? `: ${detail}` : ''}`,
  'user.reset-password': (detail) => `Password reset${detail ? `: ${detail}` : ''}`,
  'user.enable': (detail) => `Account enabled${detail ? `: ${detail}` : ''}`,
  'user.disable': (detail) => `Account disabled${detail ? `: ${detail}` : ''}`,
};

/** The entry as one sentence, naming who did it ("… by kim@example.com") when someone did. */
export function auditSentence(entry: Pick<AuditEntry, 'action' | 'detail' | 'userEmail'>): string {
  const sentence = SENTENCES[entry.action];
  const what = sentence
    ? sentence(entry.detail)
    : `${entry.action}${entry.detail ? ` (${entry.detail})` : ''}`;
  return entry.userEmail ? `${what} by ${entry.userEmail}` : what;
}
