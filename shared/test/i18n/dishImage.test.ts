import { localDishImage } from '../../src/i18n/dishImage';

describe('localDishImage', () => {
  it("asks a generated dish picture in Arabic on an Arabic page (the server writes the dish's Arabic name)", () => {
    expect(localDishImage('/media/dishes/1001.webp', 'ar')).toBe('/media/dishes/1001.webp?lang=ar');
    expect(localDishImage('/media/dishes/1001.webp', 'en')).toBe('/media/dishes/1001.webp');
    expect(localDishImage('/media/dishes/1001.svg', 'ar')).toBe('/media/dishes/1001.svg?lang=ar');
  });

  it('leaves other pictures, and a path already in Arabic, as they are', () => {
    expect(localDishImage('/media/dishes/1001.webp?lang=ar', 'ar')).toBe('/media/dishes/1001.webp?lang=ar');
    expect(localDishImage('/media/dishes/1001.png', 'ar')).toBe('/media/dishes/1001.png');
    expect(localDishImage('/uploads/avatar/3.jpg', 'ar')).toBe('/uploads/avatar/3.jpg');
  });
});
