import { INTL_LOCALES } from '@mealplan/shared/i18n';
import { answeringSiteTags, SITE_INTL_TAGS } from '../src/siteLocales';

describe("Intl's supported locales for the site's own tags", () => {
  it('are the tags the site formats with', () => {
    expect([...SITE_INTL_TAGS].sort()).toEqual(Object.values(INTL_LOCALES).sort());
  });

  it('are answered as the platform answers them, without asking it', () => {
    for (const tag of SITE_INTL_TAGS) {
      const platform = jest.fn(Intl.NumberFormat.supportedLocalesOf.bind(Intl.NumberFormat));
      const supportedLocalesOf = answeringSiteTags(platform);
      expect(supportedLocalesOf(tag)).toEqual(Intl.NumberFormat.supportedLocalesOf(tag));
      expect(supportedLocalesOf([tag, tag])).toEqual(Intl.DateTimeFormat.supportedLocalesOf([tag, tag]));
      expect(platform).not.toHaveBeenCalled();
    }
  });

  it('leaves every other question to the platform', () => {
    const platform = jest.fn((locales?: string | readonly string[]) => [`asked:${String(locales)}`]);
    const supportedLocalesOf = answeringSiteTags(platform as unknown as typeof Intl.NumberFormat.supportedLocalesOf);
    expect(supportedLocalesOf('fr-FR')).toEqual(['asked:fr-FR']);
    expect(supportedLocalesOf(['en-AE', 'fr'])).toEqual(['asked:en-AE,fr']);
    expect(supportedLocalesOf([])).toEqual(['asked:']);
    expect(supportedLocalesOf(undefined)).toEqual(['asked:undefined']);
    expect(platform).toHaveBeenCalledTimes(4);
  });
});
