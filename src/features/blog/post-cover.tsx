/**
 * A post's pictures, generated from its data (docs/decisions.md#pictures-without-a-stock-photo-service). The sharing
 * card (`PostSocialCard`, rendered to PNG at build time by scripts/social-images.tsx)
 * carries the title, because it is seen away from the page. On the site itself the cover
 * (`PostCover`) is the same art with only the category: the title is already written
 * right beside it, and a card that showed it twice in two fonts read as clutter.
 */
import { CATEGORIES } from '@/content/categories';
import type { BlogPost } from '@/content/types';
// Art may use the raw palette (docs/design.md): pictures are not themed by role.
import { palette } from '@/ui/theme/tokens';

const PALETTES = [
  [palette.navy900, palette.navy600],
  [palette.navy950, palette.navy700],
  [palette.navy800, palette.navy600],
] as const;

/** Splits a title into lines of about `width` characters. */
function wrapTitle(title: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/\W*\w*$/, '')}…`;
    return kept;
  }
  return lines;
}

/** The card design: an eyebrow and a title on a branded background, 1200×630. */
export function SocialCardArt({
  eyebrow,
  title,
  seed,
  className,
  label,
}: {
  eyebrow?: string;
  /** Left out on the site, where the title is text beside the picture. */
  title?: string;
  seed: string;
  className?: string;
  /** Without a label the picture is decorative. */
  label?: string;
}) {
  const [from, to] = PALETTES[seed.length % PALETTES.length]!;
  const lines = title ? wrapTitle(title, 24, 4) : [];
  const gradientId = `cover-${seed}`;
  return (
    <svg
      className={className}
      viewBox="0 0 1200 630"
      width="1200"
      height="630"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="1200" height="630" fill={`url(#${gradientId})`} />
      <path d="M760 630 C820 420 980 300 1200 280 V630Z" fill={palette.navy100} opacity="0.12" />
      <circle cx="1060" cy="150" r="70" fill={palette.amber500} opacity="0.9" />
      {eyebrow && (
        <text
          x="80"
          y="130"
          fill={palette.amber200}
          fontFamily="system-ui, sans-serif"
          fontSize="34"
          fontWeight="700"
          letterSpacing="3"
        >
          {eyebrow.toUpperCase()}
        </text>
      )}
      {lines.map((line, index) => (
        <text
          key={line}
          x="80"
          y={230 + index * 80}
          fill={palette.white}
          fontFamily="system-ui, sans-serif"
          fontSize="64"
          fontWeight="800"
        >
          {line}
        </text>
      ))}
    </svg>
  );
}

function categoryName(post: BlogPost): string | undefined {
  return CATEGORIES.find((candidate) => candidate.slug === post.categories[0])?.name;
}

/** The cover on the site: the post's art and category, decorative (the title is text nearby). */
export function PostCover({ post, className }: { post: BlogPost; className?: string }) {
  return <SocialCardArt className={className} seed={post.slug} eyebrow={categoryName(post)} />;
}

/** The sharing card: the same art with the title, for link previews. */
export function PostSocialCard({ post }: { post: BlogPost }) {
  return (
    <SocialCardArt
      seed={post.slug}
      eyebrow={categoryName(post)}
      title={post.title}
      label={`Cover image: ${post.title}`}
    />
  );
}
