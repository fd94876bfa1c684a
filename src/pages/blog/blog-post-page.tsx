/**
 * A blog post: header band with category chips, title and
 * excerpt; the article (author, relative date with the full date as tooltip, categories,
 * featured image, markdown body, tags, author bio); related articles when there are any.
 * An unknown slug redirects to /blog, replacing the history entry.
 */
import styled from '@emotion/styled';
import { Link, Navigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthorAvatar } from '@/features/blog/author-avatar';
import { SampleTag } from '@/ui/truth/sample-tag';
import {
  findAuthor,
  findCategory,
  findPostBySlug,
  relatedPosts,
} from '@/features/blog/blog-queries';
import { PostCard } from '@/features/blog/post-card';
import { PostCover } from '@/features/blog/post-cover';
import { RelativeTime } from '@/features/blog/relative-time';
import { LazyMarkdownContent } from '@/ui/markdown/lazy-markdown-content';
import { blogPostingJsonLd } from '@/seo/blog-posting-json-ld';
import { Breadcrumbs, trail } from '@/seo/breadcrumbs';
import { PageMeta } from '@/seo/page-meta';
import { socialImagePath } from '@/seo/social-images';
import { breadcrumbJsonLd } from '@/seo/structured-data';
import { CallToAction } from '@/features/site-shell/call-to-action';
import { Container, Section, SectionHeading } from '@/ui/layout';
import { PageHero } from '@/ui/page-hero';
import { mq } from '@/ui/theme/theme';
import { StaticContent } from '@/hydration/static-content';

const ChipLinks = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[1],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  a: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: theme.size.inlineLink,
    padding: `0 ${theme.space[1.5]}`,
    borderRadius: theme.radius.pill,
    fontSize: theme.fontSize.sm,
    fontWeight: 600,
    textDecoration: 'none',
  },
  '&.on-dark a': { background: theme.color.bgOnBrandSubtle, color: theme.color.fgOnBrand },
  '&.on-light a': { background: theme.color.bgBrandSoft, color: theme.color.brand },
}));

const Article = styled.article(({ theme }) => ({
  maxWidth: theme.measure.lg,
  marginInline: 'auto',
  paddingBlock: theme.space[5],
  '.byline': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.space[1.5],
    marginBottom: theme.space[2],
  },
  '.byline p': { margin: 0 },
  '.byline .role': { color: theme.color.fgMuted, fontSize: theme.fontSize.sm },
  '.cover': {
    display: 'block',
    width: '100%',
    height: 'auto',
    borderRadius: theme.radius.lg,
    marginBlock: theme.space[3],
  },
  '.tags': { marginTop: theme.space[4] },
  '.tags h2': { margin: `0 0 ${theme.space[1]}`, fontSize: theme.fontSize.md },
  '.bio': {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: theme.space[2],
    marginTop: theme.space[5],
    padding: theme.space[3],
    borderRadius: theme.radius.lg,
    background: theme.color.bgMuted,
    h2: { margin: 0, fontSize: theme.fontSize.lg },
    p: { margin: `${theme.space[0.5]} 0 0`, color: theme.color.fgMuted },
  },
}));

const RelatedGrid = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[3],
  gridTemplateColumns: '1fr',
  [mq.md]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  [mq.lg]: { gridTemplateColumns: 'repeat(3, 1fr)' },
}));

export function Component() {
  const { slug = '' } = useParams();
  const post = findPostBySlug(slug);
  if (!post) return <Navigate to={paths.blog()} replace />;

  const author = findAuthor(post.author);
  const related = relatedPosts(post);
  const path = paths.blogPost(post.slug);
  const crumbs = trail({ name: 'Blog', path: paths.blog() }, { name: post.title, path });
  const categoryLinks = (tone: 'on-dark' | 'on-light', label: string) => (
    <ChipLinks className={tone} aria-label={label}>
      {post.categories.map((categorySlug) => (
        <li key={categorySlug}>
          <Link to={paths.blogCategory(categorySlug)}>
            {findCategory(categorySlug)?.name ?? categorySlug}
          </Link>
        </li>
      ))}
    </ChipLinks>
  );

  return (
    <>
      <PageMeta
        title={post.searchTitle ?? post.title}
        description={post.searchDescription ?? post.excerpt}
        path={path}
        type="article"
        image={socialImagePath(post.slug)}
        keywords={post.tags}
        jsonLd={[blogPostingJsonLd(post, author), breadcrumbJsonLd(crumbs)]}
      />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        title={post.title}
        intro={post.excerpt}
        actions={categoryLinks('on-dark', 'Post categories')}
      />
      <Container>
        <Article aria-labelledby="post-body-start">
          <div className="byline" id="post-body-start">
            {author && <AuthorAvatar author={author} size={48} />}
            <div>
              <p>
                <strong>{author?.name}</strong>
                {author && <span className="role"> · {author.role}</span>}
                {author?.sample && <SampleTag kind="credentials" />}
              </p>
              {/* One line each: the dates turn into "3 months ago" after hydration, and a
                  shorter label must not reflow the byline and shift the post below it. */}
              <p className="role">
                Published <RelativeTime iso={post.publishedAt} />
              </p>
              {post.updatedAt && (
                <p className="role">
                  Updated <RelativeTime iso={post.updatedAt} />
                </p>
              )}
            </div>
          </div>
          {/* The post itself hydrates nothing: no markdown is parsed again on load. */}
          <StaticContent name="post-body">
            {categoryLinks('on-light', 'Categories')}
            <PostCover post={post} className="cover" />
            <LazyMarkdownContent markdown={post.content} />
            <div className="tags">
              <h2>Tags</h2>
              <ChipLinks className="on-light">
                {post.tags.map((tag) => (
                  <li key={tag}>
                    <Link to={paths.blogTag(tag)}>#{tag}</Link>
                  </li>
                ))}
              </ChipLinks>
            </div>
            {author && (
              <section className="bio" aria-label="About the author">
                <AuthorAvatar author={author} size={56} />
                <div>
                  <h2>About {author.name}</h2>
                  <p>
                    {author.bio}
                    {author.credentials.length > 0 && ` ${author.credentials.join('. ')}.`}
                    {author.sample && <SampleTag kind="credentials" />}
                  </p>
                </div>
              </section>
            )}
          </StaticContent>
        </Article>
      </Container>
      {related.length > 0 && (
        <StaticContent name="related-posts">
          <Section tone="muted" labelledBy="related-title">
            <SectionHeading id="related-title" title="Related Articles" />
            <RelatedGrid>
              {related.map((relatedPost) => (
                <PostCard key={relatedPost.id} post={relatedPost} headingLevel={3} />
              ))}
            </RelatedGrid>
          </Section>
        </StaticContent>
      )}
      <CallToAction
        placement="blog-post"
        title="Need a windshield fixed?"
        text="We come to your home or office in the Bay Area cities we serve and bill your insurer directly."
      />
    </>
  );
}
