// A dish's picture as the pages show it: the generated illustration (dish-art.ts) drawn once per dish and language into
// a WebP of twice its size, so that it stays sharp on a phone's screen.
//
// Why not the SVG itself (issue 38): a browser makes each SVG picture a document of its own (loaded, parsed, laid out
// and painted on the page's thread), 12-65 ms per picture in a signed-in dashboard's cold start on this host. A WebP is
// decoded off that thread.
import { createHash } from 'node:crypto';
import { dishSvg, type PictureLanguage } from './dish-art';
import type { DishSeed } from './seed/dishes';

/** Pixels per SVG unit: the illustration's 480 by 360 becomes 960 by 720. */
const SCALE = 2;
const QUALITY = 80;

export interface DishPicture {
  body: Buffer;
  etag: string;
}

/** A strong ETag of a picture's bytes. */
export const etagOf = (body: string | Buffer): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** The pictures drawn so far, by dish and language: each is drawn once per process (about 12 KB; a few hundred dishes). */
const drawn = new Map<string, Promise<DishPicture>>();

async function draw(dish: DishSeed, language: PictureLanguage): Promise<DishPicture> {
  // Loaded with the first picture, not with the process (sharp's native library is no start-up work).
  const { default: sharp } = await import('sharp');
  // sharp reads an SVG at 72 dpi by default, a pixel per unit; twice that density draws twice the pixels.
  const body = await sharp(Buffer.from(dishSvg(dish, language)), { density: 72 * SCALE })
    .webp({ quality: QUALITY })
    .toBuffer();
  return { body, etag: etagOf(body) };
}

export function dishPicture(dish: DishSeed, language: PictureLanguage): Promise<DishPicture> {
  const key = `${dish.id}:${language}`;
  let picture = drawn.get(key);
  if (!picture) {
    picture = draw(dish, language);
    drawn.set(key, picture);
    // A failed drawing is not kept: the next request tries again.
    picture.catch(() => drawn.delete(key));
  }
  return picture;
}
