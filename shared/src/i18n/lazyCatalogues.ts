// An area's catalogues with only English in its bundle: another language is loaded when the page is or becomes that
// language (issue 23: only the current language's texts on the first page). Each area's loaders name one chunk per
// language (`webpackChunkName: "texts-ar"`), so an Arabic page asks for an area's texts in one request, not one per
// catalogue. Part of the i18n runtime (a Module Federation singleton), so the shell can wait for every area's texts
// before it hydrates a prerendered page.
import { observable, runInAction } from 'mobx';
import type { Locale } from './locale';
import type { Catalogues, CatalogueTexts } from './message';

type Loader = () => Promise<CatalogueTexts | { default: CatalogueTexts }>;

/** Every lazy catalogue made on this page, so `loadCatalogues` can load a language for all of them. */
const made = new Set<LazyCatalogues>();

/** The page's language as a catalogue is made (the i18n runtime connects it to the locale store: runtime.ts). */
let pageLocale: () => Locale = () => 'en';

/**
 * Connects the page's language: a catalogue made while the page is in another language than English starts loading
 * it at once. An area's catalogues are made as its code arrives, so their texts then download beside the rest of the
 * area's code (its page's chunk) rather than after it, when the page first renders or the shell asks for them.
 */
export function followPageLocale(locale: () => Locale): void {
  pageLocale = locale;
}

export class LazyCatalogues {
  private readonly loaded = observable.map<Locale, CatalogueTexts>({}, { deep: false });
  private readonly pending = new Map<Locale, Promise<void>>();

  constructor(
    en: CatalogueTexts,
    private readonly loaders: Readonly<Partial<Record<Locale, Loader>>>,
  ) {
    this.loaded.set('en', en);
    made.add(this);
    const locale = pageLocale();
    // A failure is reported by the load that needs the texts (AreaIntl, loadCatalogues), which tries again.
    if (locale !== 'en' && loaders[locale]) this.load(locale).catch(() => undefined);
  }

  /** The texts of `locale` once loaded (English always); observable, so a MobX observer renders again when they arrive. */
  texts(locale: Locale): CatalogueTexts | undefined {
    return this.loaded.get(locale);
  }

  /** Loads the texts of `locale` (once; a failed load is tried again on the next call). */
  load(locale: Locale): Promise<void> {
    if (this.loaded.has(locale)) return Promise.resolve();
    const loader = this.loaders[locale];
    if (!loader) return Promise.reject(new Error(`No ${locale} catalogue`));
    let loading = this.pending.get(locale);
    if (!loading) {
      loading = loader().then(
        (module) => {
          // A JSON module's namespace, or the texts themselves (whose text of an id "default" is a string or a syntax tree).
          const namespace = 'default' in module && typeof module.default === 'object' && !Array.isArray(module.default);
          const texts = namespace ? module.default : (module as CatalogueTexts);
          runInAction(() => this.loaded.set(locale, texts));
        },
        (error: unknown) => {
          this.pending.delete(locale);
          throw error;
        },
      );
      this.pending.set(locale, loading);
    }
    return loading;
  }
}

/** Catalogues as an area passes them to AreaIntl: bundled whole, or English with the other languages loaded lazily. */
export type AreaCatalogues = Catalogues | LazyCatalogues;

export function catalogueTexts(catalogue: AreaCatalogues, locale: Locale): CatalogueTexts | undefined {
  return catalogue instanceof LazyCatalogues ? catalogue.texts(locale) : catalogue[locale];
}

/** Loads `locale` for every lazy catalogue made so far (the shell awaits this before hydrating a prerendered page). */
export function loadCatalogues(locale: Locale): Promise<void> {
  return Promise.all([...made].map((catalogue) => catalogue.load(locale))).then(() => undefined);
}
