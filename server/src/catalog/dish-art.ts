// An illustrated plate for a dish, as SVG: the dish's ingredients become the food on the plate (colours and
// shapes by ingredient), the background tint comes from its group, and the title is written underneath.
import type { DishSeed } from './seed/dishes';
import { GROUP } from './seed/dish-groups';
import { ingredients } from './seed/ingredients';

const WIDTH = 480;
const HEIGHT = 360;
const PLATE = { x: 240, y: 158, r: 128 };
const MAX_FOOD_ITEMS = 7;

type Shape = 'fillet' | 'grain' | 'leaf' | 'round' | 'sauce' | 'slice';

const LOOKS: Record<string, [color: string, shape: Shape]> = {
  chicken: ['#e3b47c', 'fillet'],
  beef: ['#8c4a32', 'fillet'],
  lamb: ['#9b5a3c', 'fillet'],
  turkey: ['#e8c095', 'fillet'],
  salmon: ['#f08a5d', 'fillet'],
  tuna: ['#c8505a', 'fillet'],
  shrimp: ['#f4a07a', 'round'],
  hammour: ['#f1e2cc', 'fillet'],
  seabass: ['#efe4d2', 'fillet'],
  egg: ['#ffd44f', 'round'],
  eggwhite: ['#fbf8ef', 'sauce'],
  milk: ['#fbfaf5', 'sauce'],
  yogurt: ['#f7f5ee', 'sauce'],
  labneh: ['#f6f1e4', 'sauce'],
  feta: ['#fcfbf6', 'slice'],
  halloumi: ['#f3dfb0', 'slice'],
  mozzarella: ['#fdfbf2', 'round'],
  parmesan: ['#f3e3a6', 'slice'],
  cottage: ['#fbf9f1', 'grain'],
  oats: ['#d9c39a', 'grain'],
  bread: ['#c98b4f', 'slice'],
  pasta: ['#e8c77a', 'grain'],
  bulgur: ['#c9a66b', 'grain'],
  quinoa: ['#e9dcb6', 'grain'],
  brownrice: ['#c7a47a', 'grain'],
  basmati: ['#f6f0de', 'grain'],
  sweetpotato: ['#e67e36', 'slice'],
  potato: ['#e9c98a', 'round'],
  lentils: ['#c0713d', 'grain'],
  chickpeas: ['#dfba7c', 'round'],
  blackbeans: ['#3b2f33', 'round'],
  tofu: ['#f4efdc', 'slice'],
  soysauce: ['#5a3420', 'sauce'],
  edamame: ['#7cb342', 'round'],
  tahini: ['#d8bf8e', 'sauce'],
  sesame: ['#f2e6c4', 'grain'],
  almonds: ['#b57a4a', 'round'],
  walnuts: ['#8d6040', 'round'],
  cashews: ['#e3c98f', 'round'],
  peanutbutter: ['#b9773d', 'sauce'],
  chia: ['#5d5a58', 'grain'],
  avocado: ['#8dbb4c', 'slice'],
  spinach: ['#3f7d3a', 'leaf'],
  kale: ['#2f6b3a', 'leaf'],
  broccoli: ['#4f8f3a', 'round'],
  zucchini: ['#7fae52', 'slice'],
  cauliflower: ['#f2eddc', 'round'],
  mushroom: ['#b49a7e', 'round'],
  tomato: ['#e0483a', 'round'],
  cucumber: ['#9ccc65', 'slice'],
  bellpepper: ['#e85d3a', 'slice'],
  onion: ['#e6d3e6', 'slice'],
  garlic: ['#f5f0e1', 'round'],
  carrot: ['#f08a24', 'slice'],
  beetroot: ['#9c2748', 'round'],
  eggplant: ['#5b3b6b', 'slice'],
  lettuce: ['#8bc34a', 'leaf'],
  rocket: ['#4c8c2b', 'leaf'],
  parsley: ['#3e8e41', 'leaf'],
  mint: ['#52b05b', 'leaf'],
  lemon: ['#f7dc4a', 'slice'],
  berries: ['#7b2d5b', 'round'],
  banana: ['#f6de7a', 'slice'],
  apple: ['#d6453d', 'slice'],
  mango: ['#f7a928', 'slice'],
  dates: ['#6b3a1f', 'round'],
  honey: ['#f0b429', 'sauce'],
  oliveoil: ['#c9b84a', 'sauce'],
  chili: ['#d3261f', 'slice'],
  mustard: ['#d9a520', 'sauce'],
  celery: ['#a5c96a', 'slice'],
  coconut: ['#f8f4ea', 'grain'],
  cocoa: ['#5b3a29', 'sauce'],
  cinnamon: ['#a0522d', 'grain'],
  zaatar: ['#7d8a3a', 'grain'],
  sumac: ['#8e2a3a', 'grain'],
  harissa: ['#c0392b', 'sauce'],
  pomegranate: ['#c2185b', 'round'],
  corn: ['#f7d046', 'grain'],
  peas: ['#6fbf4a', 'round'],
  greenbeans: ['#5e9e3c', 'slice'],
  ginger: ['#e0c07a', 'slice'],
  turmeric: ['#e3a21a', 'sauce'],
  coconutmilk: ['#faf7ef', 'sauce'],
  pumpkin: ['#ee8a2a', 'sauce'],
  olives: ['#3f3d2a', 'round'],
  proteinpowder: ['#efe7da', 'sauce'],
  almondmilk: ['#f6efe3', 'sauce'],
  buckwheat: ['#9c7a55', 'grain'],
  ricenoodles: ['#f7f2e4', 'grain'],
};

const BACKGROUND_BY_GROUP: Record<number, string> = {
  [GROUP.poultry]: '#fbeee0',
  [GROUP.redMeat]: '#f6e2dc',
  [GROUP.seafood]: '#e3f0f4',
  [GROUP.vegetarian]: '#eaf4e2',
  [GROUP.vegan]: '#e5f3e6',
  [GROUP.dairy]: '#f4f1ea',
  [GROUP.gluten]: '#f6eedc',
  [GROUP.nuts]: '#f3e8dc',
  [GROUP.eggs]: '#fdf4d8',
  [GROUP.soups]: '#fbe9dc',
  [GROUP.salads]: '#e9f5df',
  [GROUP.desserts]: '#f7e6ee',
  [GROUP.smoothies]: '#f1e6f6',
  [GROUP.spicy]: '#fbe1da',
};

const keyById = new Map(ingredients.map((ingredient) => [ingredient.id, ingredient.key]));

/** Deterministic pseudo-random numbers in [0, 1) seeded by the dish id (mulberry32). */
function randomFor(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

function shapeSvg(shape: Shape, color: string, x: number, y: number, size: number, angle: number, random: () => number): string {
  const rotate = `transform="rotate(${round(angle)} ${round(x)} ${round(y)})"`;
  switch (shape) {
    case 'fillet':
      return (
        `<ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(size * 1.25)}" ry="${round(size * 0.72)}" fill="${color}" stroke="#00000022" stroke-width="2" ${rotate}/>` +
        `<path d="M${round(x - size * 0.7)} ${round(y - size * 0.15)} q${round(size * 0.7)} ${round(-size * 0.3)} ${round(size * 1.4)} 0" stroke="#00000026" stroke-width="3" fill="none" ${rotate}/>`
      );
    case 'grain':
      return (
        Array.from({ length: 14 }, () => {
          const dx = (random() - 0.5) * size * 1.8;
          const dy = (random() - 0.5) * size * 1.2;
          return `<ellipse cx="${round(x + dx)}" cy="${round(y + dy)}" rx="${round(size * 0.16)}" ry="${round(size * 0.08)}" fill="${color}" stroke="#0000001a" transform="rotate(${round(random() * 180)} ${round(x + dx)} ${round(y + dy)})"/>`;
        }).join('') + `<ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(size)}" ry="${round(size * 0.62)}" fill="${color}" opacity="0.55"/>`
      );
    case 'leaf':
      return Array.from({ length: 3 }, (_, index) => {
        const a = angle + index * 50;
        return `<path d="M${round(x)} ${round(y)} q${round(size * 0.5)} ${round(-size * 0.9)} ${round(size * 1.1)} 0 q${round(-size * 0.6)} ${round(size * 0.5)} ${round(-size * 1.1)} 0z" fill="${color}" transform="rotate(${round(a)} ${round(x)} ${round(y)})"/>`;
      }).join('');
    case 'round':
      return Array.from({ length: 4 }, () => {
        const dx = (random() - 0.5) * size * 1.3;
        const dy = (random() - 0.5) * size * 0.9;
        return `<circle cx="${round(x + dx)}" cy="${round(y + dy)}" r="${round(size * 0.3)}" fill="${color}" stroke="#00000022" stroke-width="1.5"/>`;
      }).join('');
    case 'sauce':
      return `<path d="M${round(x - size)} ${round(y)} c${round(size * 0.2)} ${round(-size * 0.9)} ${round(size * 1.7)} ${round(-size * 0.9)} ${round(size * 2)} ${round(-size * 0.1)} c${round(size * 0.2)} ${round(size * 0.8)} ${round(-size * 1.5)} ${round(size)} ${round(-size * 2)} ${round(size * 0.1)}z" fill="${color}" opacity="0.9"/>`;
    case 'slice':
      return Array.from(
        { length: 3 },
        (_, index) =>
          `<rect x="${round(x - size * 0.5 + index * size * 0.35)}" y="${round(y - size * 0.35)}" width="${round(size * 0.55)}" height="${round(size * 0.7)}" rx="${round(size * 0.18)}" fill="${color}" stroke="#00000022" stroke-width="1.5" transform="rotate(${round(angle + index * 12)} ${round(x)} ${round(y)})"/>`,
      ).join('');
  }
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Title lines of at most ~30 characters, at most two lines. */
function titleLines(title: string): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 30) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > 2 ? [lines[0]!, `${lines.slice(1).join(' ').slice(0, 28)}…`] : lines;
}

/** The name written under the plate: the Arabic title in an Arabic picture (when the dish has one), else the English. */
const pictureTitle = (dish: DishSeed, language: PictureLanguage) => (language === 'ar' && dish.titleAr ? dish.titleAr : dish.title);

export type PictureLanguage = 'en' | 'ar';

const TEXT_STYLE: Record<PictureLanguage, string> = {
  en: `font-family="Georgia, 'Times New Roman', serif"`,
  ar: `font-family="'Noto Naskh Arabic', 'Noto Sans Arabic', Tahoma, 'Segoe UI', sans-serif" direction="rtl"`,
};

export function dishSvg(dish: DishSeed, language: PictureLanguage = 'en'): string {
  const random = randomFor(dish.id * 7919);
  const background = BACKGROUND_BY_GROUP[dish.groupId] ?? '#f4efe6';
  const looks = dish.ingredients
    .map((id) => LOOKS[keyById.get(id) ?? ''])
    .filter((look): look is [string, Shape] => look !== undefined)
    .slice(0, MAX_FOOD_ITEMS);
  const food = looks
    .map(([color, shape], index) => {
      const angle = (index / Math.max(looks.length, 1)) * 360 + random() * 30;
      const distance = index === 0 ? 0 : PLATE.r * (0.42 + random() * 0.12);
      const x = PLATE.x + Math.cos((angle * Math.PI) / 180) * distance;
      const y = PLATE.y + Math.sin((angle * Math.PI) / 180) * distance * 0.85;
      const size = index === 0 ? 54 : 34 + random() * 8;
      return shapeSvg(shape, color, x, y, size, random() * 90 - 45, random);
    })
    .join('');
  const spicy = dish.spicy
    ? `<g class="spicy-mark" transform="translate(418 30)"><path d="M0 8 q14 -6 22 10 q-10 18 -30 22 q14 -12 8 -32z" fill="#d3261f"/><path d="M0 8 q-2 -6 4 -10" stroke="#3e8e41" stroke-width="3" fill="none"/></g>`
    : '';
  const title = pictureTitle(dish, language);
  const textLanguage: PictureLanguage = title === dish.title ? 'en' : 'ar';
  const lines = titleLines(title);
  const text = lines
    .map(
      (line, index) =>
        `<text x="${WIDTH / 2}" y="${318 + index * 24 - (lines.length - 1) * 12}" text-anchor="middle" ${TEXT_STYLE[textLanguage]} font-size="21" fill="#3b2f2a">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeXml(title)}" xml:lang="${textLanguage}">` +
    `<title>${escapeXml(title)}</title>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${background}"/>` +
    `<ellipse cx="${PLATE.x + 6}" cy="${PLATE.y + 12}" rx="${PLATE.r + 6}" ry="${PLATE.r * 0.9}" fill="#00000014"/>` +
    `<circle cx="${PLATE.x}" cy="${PLATE.y}" r="${PLATE.r}" fill="#ffffff" stroke="#e6e0d6" stroke-width="3"/>` +
    `<circle cx="${PLATE.x}" cy="${PLATE.y}" r="${PLATE.r * 0.78}" fill="#fbfaf7" stroke="#efe9df" stroke-width="2"/>` +
    food +
    spicy +
    text +
    '</svg>'
  );
}
