// Storage scales of the product and the only place values are converted between stored integers and display values.
// Money is stored in fils (1/100 AED), nutrition and weight in thousandths (grams for kg), waist in tenths of cm,
// SMM and BFM in hundredths.
import { cachedNumberFormat } from './i18n/cachedFormat';
import { groupedDecimal } from './i18n/groupedDecimal';

export const FILS_PER_AED = 100;
const NUTRITION_SCALE = 1000;
export const GRAMS_PER_KG = 1000;
export const WAIST_SCALE = 10;
export const BODY_ANALYSIS_SCALE = 100;

/** Stored integer -> display value for a given scale (e.g. 1234, 1000 -> 1.234). */
function fromScaled(stored: number, scale: number): number {
  return stored / scale;
}

/** Display value -> stored integer for a given scale, rounded to the nearest unit. */
function toScaled(display: number, scale: number): number {
  return Math.round(display * scale);
}

export const filsToAed = (fils: number): number => fromScaled(fils, FILS_PER_AED);
export const aedToFils = (aed: number): number => toScaled(aed, FILS_PER_AED);

export const fromThousandths = (stored: number): number => fromScaled(stored, NUTRITION_SCALE);
export const toThousandths = (display: number): number => toScaled(display, NUTRITION_SCALE);

export const gramsToKg = (grams: number): number => fromScaled(grams, GRAMS_PER_KG);
export const kgToGrams = (kg: number): number => toScaled(kg, GRAMS_PER_KG);

export const tenthsToCm = (tenths: number): number => fromScaled(tenths, WAIST_SCALE);
export const cmToTenths = (cm: number): number => toScaled(cm, WAIST_SCALE);

export const fromHundredths = (stored: number): number => fromScaled(stored, BODY_ANALYSIS_SCALE);
export const toHundredths = (display: number): number => toScaled(display, BODY_ANALYSIS_SCALE);

/**
 * Formats a number with thousands separators and a fixed count of decimals: 1234.5, 2 -> "1,234.50". Written as en-US
 * writes it, without making an Intl formatter where the number allows (groupedDecimal.ts says why).
 */
export function formatNumber(value: number, decimals = 0): string {
  return (
    groupedDecimal(value, decimals) ?? cachedNumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value)
  );
}

/** Fils -> "AED 1,234.50". */
export function formatAed(fils: number): string {
  return `AED ${formatNumber(filsToAed(fils), 2)}`;
}
