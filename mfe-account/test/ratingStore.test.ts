import { toDeliveredDishes, type CatalogDish } from '../src/features/feedback/ratingStore';

const catalogDish = (id: number, preview: string, image: string): CatalogDish => ({
  id,
  title: `Dish ${id}`,
  preview,
  image,
  calories: 300000,
  fat: 9000,
  protein: 20000,
  carb: 30000,
  type: [3],
});

describe('toDeliveredDishes', () => {
  it('joins the delivered dish ids with the catalog and the customer feedback', () => {
    const dishes = toDeliveredDishes({ '1': { rating: 4, feedback: 'Nice' }, '2': null }, [
      catalogDish(1, '/p1.png', '/i1.png'),
      catalogDish(2, '', '/i2.png'),
    ]);
    expect(dishes).toEqual([
      expect.objectContaining({ id: 1, preview: '/p1.png', rating: 4, feedback: 'Nice', types: [3] }),
      expect.objectContaining({ id: 2, preview: '/i2.png', rating: 0, feedback: '' }),
    ]);
  });

  it('leaves out dishes missing from the catalog', () => {
    expect(toDeliveredDishes({ '9': null }, [catalogDish(1, '', '')])).toEqual([]);
  });
});
