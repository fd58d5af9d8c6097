import { Link } from '@mealplan/shared/router';
import { Page, PageHeader, useText } from '@mealplan/shared/ui';
import type { LandingTextId } from './i18n';
import './landing.css';

const SECTIONS: { path: string; icon: string; heading: LandingTextId; text: LandingTextId; link: LandingTextId }[] = [
  { path: '/nutrition-support/blog', icon: 'blog', heading: 'landing.blog.title', text: 'landing.blog.text', link: 'landing.blog.link' },
  { path: '/nutrition-support/forum', icon: 'forum', heading: 'landing.forum.title', text: 'landing.forum.text', link: 'landing.forum.link' },
];

/** /nutrition-support (spec 3 §2): the 'Nutrition support' landing with links to the blog and to the discussions. */
export function LandingPage() {
  const t = useText<LandingTextId>();
  return (
    <Page className="landing-page">
      <PageHeader title={t('landing.title')} subtitle={t('landing.subtitle')} />
      <ul className="landing-sections" aria-label={t('landing.sections')}>
        {SECTIONS.map((section) => (
          <li key={section.path} className={`landing-section landing-section--${section.icon}`}>
            <span className="landing-section__icon" aria-hidden="true" />
            <h2 className="landing-section__title">{t(section.heading)}</h2>
            <p className="landing-section__text">{t(section.text)}</p>
            <Link to={section.path} className="landing-section__link">
              {t(section.link)}
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
