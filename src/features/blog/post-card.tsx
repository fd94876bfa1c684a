/** A post in a grid: cover, up to two category links, title, excerpt, author, date, 'Read more'. */
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { VisuallyHidden } from '@/ui/layout';
import { mq } from '@/ui/theme/theme';
import { paths } from '@/config/paths';
import type { BlogPost } from '@/content/types';
import { AuthorAvatar } from './author-avatar';
import { findAuthor, findCategory } from './blog-queries';
import { PostCover } from './post-cover';
import { RelativeTime } from './relative-time';

const Card = styled.article<{ featured: boolean }>(({ theme, featured }) => ({
  display: 'flex',
  flexDirection: 'column',
  background: theme.color.bg,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.lg,
  overflow: 'hidden',
  boxShadow: theme.shadow.sm,
  gridColumn: featured ? '1 / -1' : undefined,
  ...(featured && {
    [mq.lg]: { display: 'grid', gridTemplateColumns: '1.15fr 1fr', alignItems: 'stretch' },
  }),
  '.cover': { display: 'block', width: '100%', height: 'auto', aspectRatio: '1200 / 630' },
  '.body': {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space[1],
    padding: theme.space[2],
    flex: 1,
  },
  '.chips': { display: 'flex', flexWrap: 'wrap', gap: theme.space[1] },
  '.chips a': {
    fontSize: theme.fontSize.sm,
    fontWeight: 600,
    padding: `${theme.space[0.25]} ${theme.space[1]}`,
    borderRadius: theme.radius.pill,
    background: theme.color.bgBrandSoft,
    color: theme.color.brand,
    textDecoration: 'none',
    minHeight: theme.size.inlineLink,
    display: 'inline-flex',
    alignItems: 'center',
  },
  h2: {
    margin: 0,
    fontSize: featured ? theme.fontSize['2xl'] : theme.fontSize.xl,
    lineHeight: 1.3,
  },
  'h2 a': { color: theme.color.fg, textDecoration: 'none' },
  'h2 a:hover': { textDecoration: 'underline' },
  '.excerpt': { margin: 0, color: theme.color.fgMuted },
  '.excerpt a': { color: 'inherit', textDecoration: 'none' },
  '.meta': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.space[1],
    fontSize: theme.fontSize.sm,
    marginTop: 'auto',
  },
  '.read-more': {
    fontWeight: 700,
    minHeight: theme.touchTarget,
    display: 'inline-flex',
    alignItems: 'center',
  },
}));

export function PostCard({
  post,
  featured = false,
  headingLevel = 2,
}: {
  post: BlogPost;
  featured?: boolean;
  headingLevel?: 2 | 3;
}) {
  const author = findAuthor(post.author);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card featured={featured} data-featured={featured || undefined}>
      <Link to={paths.blogPost(post.slug)} tabIndex={-1} aria-hidden="true">
        <PostCover post={post} className="cover" />
      </Link>
      <div className="body">
        <div className="chips">
          {post.categories.slice(0, 2).map((slug) => (
            <Link key={slug} to={paths.blogCategory(slug)}>
              {findCategory(slug)?.name ?? slug}
            </Link>
          ))}
        </div>
        <Heading>
          <Link to={paths.blogPost(post.slug)}>{post.title}</Link>
        </Heading>
        <p className="excerpt">{post.excerpt}</p>
        <div className="meta">
          {author && <AuthorAvatar author={author} size={32} />}
          <span>
            {author?.name} · <RelativeTime iso={post.publishedAt} />
          </span>
        </div>
        <Link className="read-more" to={paths.blogPost(post.slug)}>
          Read more<VisuallyHidden>: {post.title}</VisuallyHidden>
        </Link>
      </div>
    </Card>
  );
}
