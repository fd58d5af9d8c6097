import { LocaleStore } from '@mealplan/shared/i18n';
import { reflectDescriptionOn } from '../src/documentMeta';
import en from '../src/i18n/en.json';
import ar from '../src/i18n/ar.json';
import { shellMessages } from '../src/i18n';

describe('reflectDescriptionOn', () => {
  it("keeps the page's description in the page's language", async () => {
    document.head.innerHTML = `<meta name="description" content="${en['shell.meta.description']}">`;
    const store = new LocaleStore();
    store.choose('en');
    const stop = reflectDescriptionOn(document, store);
    const content = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
    expect(content()).toBe(en['shell.meta.description']);
    store.choose('ar');
    // The shell's Arabic texts load lazily: the English description stays until they are there.
    expect(content()).toBe(en['shell.meta.description']);
    await shellMessages.load('ar');
    expect(content()).toBe(ar['shell.meta.description']);
    expect(content()).not.toBe(en['shell.meta.description']);
    store.choose('en');
    expect(content()).toBe(en['shell.meta.description']);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    stop();
  });

  it('adds the description when the page has none', async () => {
    document.head.innerHTML = '';
    const store = new LocaleStore();
    store.choose('ar');
    const stop = reflectDescriptionOn(document, store);
    await shellMessages.load('ar');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(ar['shell.meta.description']);
    stop();
  });
});
