// Issue 39, "Arabic everywhere": get_arrays in Arabic names the emirates in Arabic, gives the delivery windows as the
// printed menu has them ('5:00 ص - 8:00 ص'), the dishes' Arabic descriptions and pictures that write the Arabic name.
import getArrays from '../../src/channels/get_arrays';
import dishImages from '../../src/http/routes/dish-images';
import { connectClient, startTestServer, type TestClient, type TestServer } from '../support/harness';

interface Lists {
  allEmirates: { id: number; name: string }[];
  slotsList: { id: number; display_name: string; emirate_id: number }[];
  products: { id: number; title: string; title_ar: string; description: string; image: string }[];
}

describe('reference lists in Arabic', () => {
  let server: TestServer;
  let client: TestClient;
  const lists = async (language: string) =>
    (await client.call('get_arrays', 'get', { type: ['allEmirates', 'slotsList', 'products'], language })).data as Lists;

  beforeAll(async () => {
    server = await startTestServer({ channels: [getArrays], routes: [dishImages] });
    client = await connectClient(server);
  }, 120_000);
  afterAll(async () => {
    client?.close();
    await server?.close();
  });

  it('names every emirate in the requested language', async () => {
    const [arabic, english] = [await lists('ar'), await lists('en')];
    expect(arabic.allEmirates).toContainEqual(expect.objectContaining({ id: 1, name: 'دبي' }));
    expect(arabic.allEmirates).toContainEqual(expect.objectContaining({ id: 6, name: 'رأس الخيمة' }));
    expect(english.allEmirates).toContainEqual(expect.objectContaining({ id: 1, name: 'Dubai' }));
    expect(arabic.allEmirates.filter(({ name }) => /[A-Za-z]/.test(name))).toEqual([]);
  });

  it('writes the delivery windows with ص and م in Arabic, with AM and PM in English', async () => {
    const [arabic, english] = [await lists('ar'), await lists('en')];
    const dubaiEarly = (list: Lists) => list.slotsList.find((slot) => slot.emirate_id === 1 && slot.display_name.startsWith('5:00'))?.display_name;
    expect(dubaiEarly(arabic)).toBe('5:00 ص - 8:00 ص');
    expect(dubaiEarly(english)).toBe('5:00 AM - 8:00 AM');
    expect(arabic.slotsList.filter(({ display_name }) => /AM|PM/.test(display_name))).toEqual([]);
    expect(arabic.slotsList.some(({ display_name }) => display_name.endsWith(' م'))).toBe(true);
  });

  it("gives each dish its Arabic description, and a picture with the dish's Arabic name", async () => {
    const [arabic, english] = [await lists('ar'), await lists('en')];
    const shakshuka = (list: Lists) => list.products.find((dish) => dish.id === 1001)!;
    expect(shakshuka(arabic).description).toMatch(/^بيض مطهو/);
    expect(shakshuka(english).description).toMatch(/^[A-Z][a-z]/);
    expect(arabic.products.filter(({ description }) => !/[\u0600-\u06FF]/.test(description)).map(({ id }) => id)).toEqual([]);

    expect(shakshuka(english).image).toBe('/media/dishes/1001.webp');
    expect(shakshuka(arabic).image).toBe('/media/dishes/1001.webp?lang=ar');
    // The WebP is drawn from the SVG of the same path: its text is read there.
    const picture = async (path: string) => (await fetch(`${server.url}${path.replace('.webp', '.svg')}`)).text();
    const [arabicPicture, englishPicture] = [await picture(shakshuka(arabic).image), await picture(shakshuka(english).image)];
    expect(arabicPicture).toContain(`<title>${shakshuka(arabic).title_ar}</title>`);
    expect(arabicPicture).toContain('direction="rtl"');
    expect(arabicPicture).not.toContain(shakshuka(english).title);
    expect(englishPicture).toContain(`<title>${shakshuka(english).title}</title>`);
  });
});
