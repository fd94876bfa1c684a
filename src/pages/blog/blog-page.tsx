/**
 * The blog listing: page, category, search and tag
 * parameters; search box; category chips; the first card on page 1 featured; empty
 * states; pagination. Changing the query scrolls to the top (the root layout does this).
 */
import styled from '@emotion/styled';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { CATEGORIES } from '@/content/categories';
import { paths } from '@/config/paths';
import {
  blogListingTitle,
  findCategory,
  listBlogPosts,
  paginationItems,
  readBlogQuery,
} from '@/features/blog/blog-queries';
import { PostCard } from '@/features/blog/post-card';
import { Breadcrumbs, trail } from '@/seo/breadcrumbs';
import { PageMeta } from '@/seo/page-meta';
import { breadcrumbJsonLd } from '@/seo/structured-data';
import { Button } from '@/ui/button';
import { Grid, Section, VisuallyHiddenLabel } from '@/ui/layout';
import { PageHero } from '@/ui/page-hero';
import { mq } from '@/ui/theme/theme';

const SearchForm = styled.form(({ theme }) => ({
  display: 'flex',
  gap: theme.space[1],
  flex: '1 1 100%',
  minWidth: 0,
  width: '100%',
  maxWidth: theme.measure.sm,
  marginTop: theme.space[3],
  input: {
    flex: 1,
    // An input's intrinsic width is about 20 characters; without this the search button
    // was pushed past the edge of a 360px phone.
    minWidth: 0,
    minHeight: theme.size.control,
    padding: `0 ${theme.space[1.5]}`,
    borderRadius: theme.radius.md,
    border: '1px solid transparent',
    font: 'inherit',
  },
}));

/**
 * Category chips: one row that scrolls sideways on phones (eleven wrapped chips used to
 * push the first post 270px down), wrapped rows from the `md` width up.
 */
const Chips = styled.nav(({ theme }) => ({
  marginBottom: theme.space[4],
  marginInline: `calc(-1 * ${theme.space[2]})`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  [mq.md]: { marginInline: 0, overflowX: 'visible' },
  ul: {
    display: 'flex',
    flexWrap: 'nowrap',
    gap: theme.space[1],
    listStyle: 'none',
    margin: 0,
    padding: `0 ${theme.space[2]} ${theme.space[0.5]}`,
    [mq.md]: { flexWrap: 'wrap', padding: 0 },
  },
  li: { flexShrink: 0 },
  a: {
    display: 'inline-flex',
    alignItems: 'center',
    whiteSpace: 'nowrap',
    minHeight: theme.touchTarget,
    padding: `0 ${theme.space[1.5]}`,
    borderRadius: theme.radius.pill,
    border: `1px solid ${theme.color.border}`,
    color: theme.color.fg,
    textDecoration: 'none',
    fontWeight: 600,
    fontSize: theme.fontSize.sm,
  },
  'a[aria-current="page"]': {
    background: theme.color.brand,
    borderColor: theme.color.brand,
    color: theme.color.fgOnBrand,
  },
}));

const Pagination = styled.nav(({ theme }) => ({
  marginTop: theme.space[5],
  ul: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.space[1],
    justifyContent: 'center',
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  'a, span': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: theme.touchTarget,
    minHeight: theme.touchTarget,
    padding: `0 ${theme.space[1]}`,
    borderRadius: theme.radius.md,
    fontWeight: 600,
  },
  a: { border: `1px solid ${theme.color.border}`, color: theme.color.fg, textDecoration: 'none' },
  'a[aria-current="page"]': {
    background: theme.color.brand,
    color: theme.color.fgOnBrand,
    borderColor: theme.color.brand,
  },
}));

const Empty = styled.div(({ theme }) => ({
  textAlign: 'center',
  paddingBlock: theme.space[8],
  h2: { margin: `0 0 ${theme.space[1]}` },
  p: { color: theme.color.fgMuted },
}));

function SearchBox({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return; // Blank or whitespace-only search does nothing.
    navigate(paths.blogSearch(trimmed));
  };
  return (
    <SearchForm role="search" action={paths.blog()} method="get" onSubmit={onSubmit}>
      <VisuallyHiddenLabel htmlFor="blog-search">Search articles</VisuallyHiddenLabel>
      <input
        id="blog-search"
        name="search"
        type="search"
        placeholder="Search articles..."
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="primary">
        <Search size={18} aria-hidden="true" />
        Search
      </Button>
    </SearchForm>
  );
}

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = readBlogQuery(params);
  const listing = listBlogPosts(query);
  const title = blogListingTitle(query);
  const crumbs = trail({ name: 'Blog', path: paths.blog() });
  const activeCategory = query.category && findCategory(query.category);

  return (
    <>
      <PageMeta
        title={query.page > 1 ? `${title}, page ${query.page}` : title}
        description="Practical advice on windshield repair, replacement, ADAS calibration, insurance claims and glass care for Bay Area drivers, from our technicians."
        path={paths.blog()}
        noindex={Boolean(query.search || query.tag)}
        jsonLd={[breadcrumbJsonLd(crumbs)]}
      />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow="Auto glass advice"
        title={title}
        intro="Straight answers from the technicians who fix windshields across the Bay Area every day."
        actions={<SearchBox key={query.search ?? ''} initial={query.search ?? ''} />}
      />
      <Section>
        <Chips aria-label="Categories" data-scroller="">
          <ul>
            <li>
              <Link to={paths.blog()} aria-current={!query.category ? 'page' : undefined}>
                All Posts
              </Link>
            </li>
            {CATEGORIES.map((category) => (
              <li key={category.slug}>
                <Link
                  to={paths.blogCategory(category.slug)}
                  aria-current={activeCategory === category ? 'page' : undefined}
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </Chips>
        {listing.posts.length === 0 ? (
          <Empty>
            <h2>No articles found</h2>
            <p>
              {query.search
                ? `We couldn't find any articles matching "${query.search}".`
                : 'There are no articles in this category yet.'}
            </p>
            <Button variant="secondary" onClick={() => navigate(-1)}>
              Go Back
            </Button>
          </Empty>
        ) : (
          <Grid min="300px">
            {listing.posts.map((post, index) => (
              <PostCard
                key={post.id}
                post={post}
                featured={listing.currentPage === 1 && index === 0}
              />
            ))}
          </Grid>
        )}
        {listing.totalPages > 1 && (
          <Pagination aria-label="Pagination">
            <ul>
              {listing.currentPage > 1 && (
                <li>
                  <Link to={paths.blogPage(params, listing.currentPage - 1)} rel="prev">
                    Previous
                  </Link>
                </li>
              )}
              {paginationItems(listing.currentPage, listing.totalPages).map((item) =>
                item.type === 'ellipsis' ? (
                  <li key={item.key}>
                    <span aria-hidden="true">…</span>
                  </li>
                ) : (
                  <li key={item.page}>
                    <Link
                      to={paths.blogPage(params, item.page)}
                      aria-current={item.page === listing.currentPage ? 'page' : undefined}
                      aria-label={`Page ${item.page}`}
                    >
                      {item.page}
                    </Link>
                  </li>
                ),
              )}
              {listing.currentPage < listing.totalPages && (
                <li>
                  <Link to={paths.blogPage(params, listing.currentPage + 1)} rel="next">
                    Next
                  </Link>
                </li>
              )}
            </ul>
          </Pagination>
        )}
      </Section>
    </>
  );
}
