// A dish picture in the page's language (issue 39): the server draws the dish's name into its picture, in Arabic at
// '/media/dishes/<id>.webp?lang=ar' (get_arrays in Arabic sends that path; replies with the English path use this). The
// SVG the WebP is drawn from ('.svg', the path before issue 38) has its Arabic one too.
import type { Locale } from './locale';

const DISH_PICTURE = /^\/media\/dishes\/\d+\.(webp|svg)$/;

/** The Arabic picture of a generated dish picture on an Arabic page; any other path as it is. */
export function localDishImage(path: string, locale: Locale): string {
  return locale === 'ar' && DISH_PICTURE.test(path) ? `${path}?lang=ar` : path;
}
