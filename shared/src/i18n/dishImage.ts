// A dish picture in the page's language (issue 39): the server draws the dish's name into its picture, in Arabic at
// '/media/dishes/<id>.svg?lang=ar' (get_arrays in Arabic sends that path; replies with the English path use this).
import type { Locale } from './locale';

const DISH_PICTURE = /^\/media\/dishes\/\d+\.svg$/;

/** The Arabic picture of a generated dish picture on an Arabic page; any other path as it is. */
export function localDishImage(path: string, locale: Locale): string {
  return locale === 'ar' && DISH_PICTURE.test(path) ? `${path}?lang=ar` : path;
}
