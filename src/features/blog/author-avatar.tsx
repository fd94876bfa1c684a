/** An author's photo when the business provided one, else initials on a colour. */
import type { Author } from '@/content/types';
// Art may use the raw palette (docs/design.md): pictures are not themed by role.
import { palette } from '@/ui/theme/tokens';

const COLOURS = [
  palette.navy700,
  palette.green700,
  palette.yellow800,
  palette.navy800,
  palette.red700,
];

export function AuthorAvatar({ author, size = 40 }: { author: Author; size?: number }) {
  if (author.avatar) {
    return (
      <img src={author.avatar} width={size} height={size} alt="" style={{ borderRadius: '50%' }} />
    );
  }
  const initials = author.name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
  const colour = COLOURS[author.id.length % COLOURS.length];
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
      <circle cx="20" cy="20" r="20" fill={colour} />
      <text
        x="20"
        y="25.5"
        textAnchor="middle"
        fill={palette.white}
        fontFamily="system-ui, sans-serif"
        fontSize="15"
        fontWeight="700"
      >
        {initials}
      </text>
    </svg>
  );
}
