import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useSearchParams } from '@mealplan/shared/router';
import { ALL_ARTICLES_CATEGORY_ID } from '@mealplan/shared/protocol';
import { referenceStore } from '@mealplan/shared/session';
import { usePageStore } from '@mealplan/shared/stores';
import { EmptyState, Page, PageHeader, Spinner, Tabs, useText, type TabItem } from '@mealplan/shared/ui';
import { sortedCategories } from '../../common/categories';
import { useNearEnd } from '../../common/useNearEnd';
import { ArticleCard } from './ArticleCard';
import { BlogStore, initialCategory } from './blogStore';
import type { BlogTextId } from './i18n';
import './blog.css';

/** /nutrition-support/blog (spec 3 §2): 'All articles' and the categories, article cards, infinite scroll. */
export const BlogPage = observer(function BlogPage() {
  const t = useText<BlogTextId>();
  const store = usePageStore(({ client }) => new BlogStore(client));
  const { list } = store;
  const [params, setParams] = useSearchParams();
  const [categoriesLoaded, setCategoriesLoaded] = useState(() => referenceStore.has('blogCategories'));
  const categories = sortedCategories(referenceStore.get('blogCategories'));
  const asked = params.get('category');
  const askedCategory = asked !== null && /^\d+$/.test(asked) ? Number(asked) : undefined;

  // spec 3 §7 "External": the categories are requested when missing.
  useEffect(() => {
    let active = true;
    void referenceStore.ensure(['blogCategories']).then(() => active && setCategoriesLoaded(true));
    return () => {
      active = false;
    };
  }, []);

  const categoryIds = categories.map((category) => category.id).join(',');
  useEffect(() => {
    if (!categoriesLoaded) return;
    void store.select(initialCategory(categoryIds ? categoryIds.split(',').map(Number) : [], askedCategory));
  }, [store, categoriesLoaded, categoryIds, askedCategory]);

  const nearEnd = useNearEnd(list.loadMore);
  const tabs: TabItem<number>[] = [
    { key: ALL_ARTICLES_CATEGORY_ID, label: t('blog.allArticles') },
    ...categories.map((category) => ({ key: category.id, label: <span data-content>{category.name}</span> })),
  ];
  const choose = (category: number) => setParams({ category: String(category) }, { replace: true });

  return (
    <Page className="blog-page">
      <PageHeader title={t('blog.title')} subtitle={t('blog.subtitle')} />
      {store.category === null ? (
        <Spinner label={t('blog.loading')} />
      ) : (
        <Tabs items={tabs} selected={store.category} onSelect={choose} label={t('blog.categories')}>
          {!list.loadedFirstPage ? (
            <Spinner label={t('blog.loading')} />
          ) : list.items.length === 0 ? (
            <EmptyState title={t('blog.empty')} />
          ) : (
            <div className="blog-list">
              {list.items.map((post, index) => (
                <ArticleCard key={post.id} post={post} cardRef={index === list.items.length - 1 ? nearEnd : undefined} />
              ))}
            </div>
          )}
          {list.loadedFirstPage && list.loading && (
            <div className="blog-list__more">
              <Spinner size="sm" label={t('blog.loadingMore')} />
            </div>
          )}
          {list.complete && list.items.length > 0 && <p className="blog-list__end">{t('blog.end')}</p>}
        </Tabs>
      )}
    </Page>
  );
});
