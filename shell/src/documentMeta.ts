// The page's description (<meta name="description">) in the page's language: index.html carries the English text,
// the shell swaps it when the locale is Arabic (and back), as it does for <html lang dir>.
import { reaction } from 'mobx';
import type { Locale, LocaleStore } from '@mealplan/shared/i18n';
import { catalogueText } from '@mealplan/shared/ui';
import { shellMessages } from './i18n';

const DESCRIPTION_KEY = 'shell.meta.description';

/** The page's description in `locale`, once the shell's texts in that language are loaded (the prerender's too). */
export function pageDescription(locale: Locale): string | undefined {
  const texts = shellMessages.texts(locale);
  return texts && catalogueText(texts, DESCRIPTION_KEY, locale);
}

/** Keeps the description meta element (created when index.html has none) in step with the locale; returns the stop function. */
export function reflectDescriptionOn(doc: Document, store: LocaleStore): () => void {
  return reaction(
    // The shell's Arabic texts load lazily: the description changes once they are there (until then it stays as it was).
    () => pageDescription(store.locale),
    (description) => {
      if (description === undefined) {
        shellMessages.load(store.locale).catch(() => undefined);
        return;
      }
      let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = doc.createElement('meta');
        meta.name = 'description';
        doc.head.appendChild(meta);
      }
      meta.content = description;
    },
    { fireImmediately: true },
  );
}
