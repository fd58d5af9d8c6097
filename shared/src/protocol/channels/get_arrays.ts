// get_arrays: the reference lists loaded by name (spec 1 §3, spec 2 §3, spec 3 §3 "Reference lists").
import { z } from 'zod';
import { defineCall } from '../define-call';
import {
  addressField,
  area,
  diet,
  dish,
  emirate,
  id,
  idNameMap,
  ingredient,
  language,
  listedVoucher,
  mealType,
  namedItem,
  optional,
  plan,
  priceRow,
  slot,
} from '../entities';

const dayRange = z.object({ id, from: z.number().int().positive(), to: z.number().int().positive() });

/**
 * Every list a client may ask for, with its element shape. commonVouchers lists the active site-wide vouchers without
 * their codes: a code is checked on the server (order checkVoucher, order set), never handed to the browser.
 */
export const referenceLists = z.object({
  typeList: z.array(mealType),
  dietList: z.array(diet),
  slotsList: z.array(slot),
  planList: z.array(plan),
  priceList: z.array(priceRow),
  ingredientList: z.array(ingredient),
  areasList: z.array(area),
  areasListFull: z.array(area),
  allEmirates: z.array(emirate),
  products: z.array(dish),
  productsList: z.array(dish),
  productsFull: z.array(dish),
  /** The catalogue's names in the requested language, keyed by their English text; a name left out is its own (English: none). */
  lang: z.record(z.string(), z.string()),
  defaultTypes: z.array(id),
  requiredTypes: z.array(id),
  couponTypes: z.array(namedItem),
  commonVouchers: z.array(listedVoucher),
  gender: z.array(namedItem),
  language: z.array(namedItem),
  addressFields: z.array(addressField),
  dietMobileList: z.array(diet),
  planDayRange: z.array(dayRange),
  daysRangeMob: z.array(dayRange),
  /** Meal-type id combinations offered on mobile. */
  mealtypeMobCombinations: z.array(z.array(id)),
  dishLabels: z.array(namedItem),
  medicalConditions: z.array(namedItem),
  companies: z.array(namedItem),
  dishGroups: z.array(namedItem),
  blogCategories: idNameMap,
  forumCategories: idNameMap,
});
export type ReferenceLists = z.infer<typeof referenceLists>;
export type ReferenceListName = keyof ReferenceLists;

export const referenceListName = z.enum(referenceLists.keyof().options);

/** A version of reference lists (referenceListsVersion: a SHA-256 in hex). */
const listsVersion = z.string().min(1).max(64);

const getRequest = z.object({
  type: z.array(referenceListName).min(1).max(referenceListName.options.length),
  language: optional(language),
});

/** The call-cache key of a request: the same lists in any order or repeated are one entry. */
const requestKey = (data: z.infer<typeof getRequest>) => `${[...new Set(data.type)].sort().join(',')}:${data.language ?? 'en'}`;

// The version of a reply lives in a file of its own, free of zod: the session's ReferenceStore computes it on a
// guest's first page, which loads no schema.
export { referenceListsVersion } from '../reference-lists-version';

export const getArrays = {
  get: defineCall({
    access: 'anyone',
    limit: 'read',
    /** The same lists in any order or repeated are one entry. */
    cache: { scope: 'shared', key: ({ data }) => `reference:lists:${requestKey(data)}` },
    request: getRequest,
    /** Only the requested lists are present. */
    ok: referenceLists.partial(),
  }),
  /**
   * The version of the lists `get` would answer (referenceListsVersion), and of each list as `get` would answer it
   * alone (`versions`, by name): a returning browser that kept its copies asks only this, once for the copies it read
   * together, and calls `get` again for a list whose version changed.
   */
  version: defineCall({
    access: 'anyone',
    limit: 'read',
    cache: { scope: 'shared', key: ({ data }) => `reference:version:${requestKey(data)}` },
    request: getRequest,
    ok: z.object({ version: listsVersion, versions: z.partialRecord(referenceListName, listsVersion) }),
  }),
};
