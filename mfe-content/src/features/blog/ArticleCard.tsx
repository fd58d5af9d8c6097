import { Link } from '@mealplan/shared/router';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import type { BlogPost } from '@mealplan/shared/protocol';
import { useText } from '@mealplan/shared/ui';
import type { BlogTextId } from './i18n';

export const articlePath = (id: number): string => `/nutrition-support/blog/article/${id}`;

/** A card of the list (spec 3 §2): image, date, title (the link), description and tags. */
export function ArticleCard({ post, cardRef }: { post: BlogPost; cardRef?: ((element: HTMLElement | null) => void) | undefined }) {
  const format = useLocaleFormat();
  const t = useText<BlogTextId>();
  return (
    <article className="blog-card" ref={cardRef}>
      <img className="blog-card__image" src={post.image} alt="" loading="lazy" width={400} height={300} />
      <div className="blog-card__body">
        <time className="blog-card__date" dateTime={new Date(post.createdAt * 1000).toISOString()}>
          {format.day(post.createdAt, 'd LLLL yyyy')}
        </time>
        <h2 className="blog-card__title" data-content>
          <Link to={articlePath(post.id)} className="blog-card__link">
            {post.title}
          </Link>
        </h2>
        <p className="blog-card__description" data-content>
          {post.description}
        </p>
        {post.tags.length > 0 && (
          <ul className="blog-tags" aria-label={t('blog.tags')} data-content>
            {post.tags.map((tag) => (
              <li key={tag} className="blog-tags__tag">
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
