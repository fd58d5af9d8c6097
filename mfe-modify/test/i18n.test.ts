// The modify area's texts (issue 38): only English is in the area's bundle, the signed-in customer's first page; Arabic
// is the area's one chunk of Arabic texts, loaded when the page is or becomes Arabic (as the account area's, issue 23).
import { catalogueTexts, LazyCatalogues } from '@mealplan/shared/i18n';
import { modifyCatalogues } from '../src/i18n';
import { payNowCatalogues } from '../src/common/pay-now/i18n';
import { planActionCatalogues } from '../src/common/plan-actions/i18n';
import { creditCatalogues } from '../src/features/credit/i18n';
import { dashboardCatalogues } from '../src/features/dashboard/i18n';
import { uploadsCatalogues } from '../src/features/dashboard/uploads/i18n';
import { modifyAddressCatalogues } from '../src/features/modify-address/i18n';
import { modifySummaryCatalogues } from '../src/features/modify-summary/i18n';
import { modifyPageCatalogues } from '../src/features/modify/i18n';
import { profileCatalogues } from '../src/features/profile/i18n';
import { renewRequestCatalogues } from '../src/features/renew-request/i18n';
import { viewMenuCatalogues } from '../src/features/viewmenu/i18n';

const CATALOGUES = {
  modifyCatalogues,
  payNowCatalogues,
  planActionCatalogues,
  creditCatalogues,
  dashboardCatalogues,
  uploadsCatalogues,
  modifyAddressCatalogues,
  modifySummaryCatalogues,
  modifyPageCatalogues,
  profileCatalogues,
  renewRequestCatalogues,
  viewMenuCatalogues,
};

describe("the modify area's catalogues", () => {
  it.each(Object.entries(CATALOGUES))('%s has English at once and loads Arabic when asked, every text of it', async (_name, catalogue) => {
    expect(catalogue).toBeInstanceOf(LazyCatalogues);
    const english = catalogueTexts(catalogue, 'en');
    expect(Object.keys(english ?? {}).length).toBeGreaterThan(0);
    expect(catalogueTexts(catalogue, 'ar')).toBeUndefined();
    await (catalogue as LazyCatalogues).load('ar');
    expect(Object.keys(catalogueTexts(catalogue, 'ar') ?? {}).sort()).toEqual(Object.keys(english ?? {}).sort());
  });
});
