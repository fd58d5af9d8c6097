import { localDishImage } from '../../src/i18n/dishImage';

describe('localDishImage', () => {
  it("asks a generated dish picture in Arabic on an Arabic page (the server writes the dish's Arabic name)", () => {
    expect(localDishImage('/media/dishes/1001.svg', 'ar')).toBe('/media/dishes/1001.svg?lang=ar');
    expect(localDishImage('/media/dishes/1001.svg', 'en')).toBe('/media/dishes/1001.svg');
  });

  it('leaves other pictures, and a path already in Arabic, as they are', () => {
    expect(localDishImage('/media/dishes/1001.svg?lang=ar', 'ar')).toBe('/media/dishes/1001.svg?lang=ar');
    expect(localDishImage('/uploads/avatar/3.jpg', 'ar')).toBe('/uploads/avatar/3.jpg');
  });
});
