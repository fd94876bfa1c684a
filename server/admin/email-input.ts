/** An account's email as stored: the site's one email rule (trimmed, checked, lowercased). */
import { emailSchema } from '@/domain/email';

const AccountEmail = emailSchema('Not an email address');

export function email(text: string): string {
  const parsed = AccountEmail.safeParse(text);
  if (!parsed.success) throw new Error(`Not an email address: ${text}`);
  return parsed.data;
}
