import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useParams } from '@mealplan/shared/router';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import type { BlogPost } from '@mealplan/shared/protocol';
import { referenceStore } from '@mealplan/shared/session';
import { usePageStore } from '@mealplan/shared/stores';
import { NotFound, Page, Spinner, useText } from '@mealplan/shared/ui';
// Its own entry point: DOMPurify loads with the pages that show server HTML, not with the first page.
import { SafeHtml } from '@mealplan/shared/ui/SafeHtml';
import { articlePath } from './ArticleCard';
import { ArticleStore } from './articleStore';
import type { BlogTextId } from './i18n';
import './blog.css';

type Neighbour = NonNullable<BlogPost['nextPost']>;

function NeighbourCard({ post, label, direction }: { post: Neighbour; label: string; direction: 'previous' | 'next' }) {
  return (
    <Link to={articlePath(post.id)} className={`blog-neighbour blog-neighbour--${direction}`} rel={direction === 'previous' ? 'prev' : 'next'}>
      <img className="blog-neighbour__image" src={post.image} alt="" loading="lazy" width={96} height={72} />
      <span className="blog-neighbour__text">
        <span className="blog-neighbour__label">{label}</span>
        <span className="blog-neighbour__title" data-content>
          {post.title}
        </span>
      </span>
    </Link>
  );
}

/** /nutrition-support/blog/article/:id (spec 3 §2): back arrow, header image, category, the HTML body, previous and next cards. */
export const ArticlePage = observer(function ArticlePage() {
  const t = useText<BlogTextId>();
  const format = useLocaleFormat();
  const { id } = useParams();
  const store = usePageStore(({ client }) => new ArticleStore(client));
  const postId = id !== undefined && /^\d{1,10}$/.test(id) ? Number(id) : undefined;

  useEffect(() => {
    void referenceStore.ensure(['blogCategories']);
  }, []);
  useEffect(() => {
    if (postId !== undefined) void store.open(postId);
  }, [store, postId]);

  const back = (
    <Link to="/nutrition-support/blog" className="blog-back">
      <span className="blog-back__arrow" aria-hidden="true">
        ←
      </span>
      {t('blog.back')}
    </Link>
  );
  const { state } = store;
  if (postId === undefined || state.status === 'missing') return <NotFound />;
  if (state.status === 'loading') {
    return (
      <Page width="narrow" className="blog-article-page">
        {back}
        <Spinner label={t('blog.article.loading')} />
      </Page>
    );
  }
  const { post, html } = state;
  const categoryName = referenceStore.get('blogCategories')?.[String(post.blogCategoryId)];
  return (
    <Page width="narrow" className="blog-article-page">
      {back}
      <article className="blog-article">
        <img className="blog-article__image" src={post.image} alt="" width={800} height={450} />
        <header className="blog-article__header">
          <p className="blog-article__meta">
            {categoryName && (
              <Link to={`/nutrition-support/blog?category=${post.blogCategoryId}`} className="blog-article__category" data-content>
                {categoryName}
              </Link>
            )}
            <time dateTime={new Date(post.createdAt * 1000).toISOString()}>{format.day(post.createdAt, 'd LLLL yyyy')}</time>
          </p>
          <h1 className="blog-article__title" data-content>
            {post.title}
          </h1>
          <p className="blog-article__description" data-content>
            {post.description}
          </p>
        </header>
        <div data-content dir="auto">
          <SafeHtml className="blog-article__body" html={html} />
        </div>
      </article>
      {(post.prevPost || post.nextPost) && (
        <nav className="blog-neighbours" aria-label={t('blog.article.neighbours')}>
          {post.prevPost && <NeighbourCard post={post.prevPost} label={t('blog.article.previous')} direction="previous" />}
          {post.nextPost && <NeighbourCard post={post.nextPost} label={t('blog.article.next')} direction="next" />}
        </nav>
      )}
    </Page>
  );
});
