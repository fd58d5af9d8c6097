// The menu document as HTML for print (issue 22): a header with the customer, diet, plan title, period and delivery
// slot, then every day of the plan (its date, each meal type's dish with calories, protein, carbs and fat, the sides,
// the day's totals; skipped and paused days marked), then the company's contacts. A4, black on white with greys and
// rules only (it prints in black and white), and a day never splits across pages (break-inside: avoid). In Arabic
// the whole document is Arabic and right to left; names a customer typed and Latin contacts sit in <bdi>.
import { planTitle as englishPlanTitle } from '@mealplan/shared/domain';
import { intlLocale, textDirection, type Locale } from '@mealplan/shared/i18n/locale';
import { toDubai } from '@mealplan/shared/time/dateTime';
import { fromThousandths } from '@mealplan/shared/units';
import { escapeHtml } from '../content/escape';
import { embeddedFontCss } from './fonts';
import { menuPdfText, type TextFn } from './texts';

/** A text the catalogue has in English and (maybe) Arabic; '' Arabic falls back to the English. */
export interface Bilingual {
  en: string;
  ar: string;
}

export interface Nutrition {
  /** Thousandths (kcal, g). */
  calories: number;
  protein: number;
  carb: number;
  fat: number;
}

export interface MenuLine extends Nutrition {
  title: Bilingual;
  description: Bilingual;
}

export interface MenuMeal {
  mealType: Bilingual;
  /** null when no dish is chosen for the meal yet. */
  dish: MenuLine | null;
  sides: MenuLine[];
}

export interface MenuDay {
  day: number;
  skippedTo: number | null;
  paused: boolean;
  meals: MenuMeal[];
}

export interface MenuContacts {
  phones: string[];
  email: string;
  whatsapp: string;
  /** Settings texts written in English: shown in the English document only. */
  branchHours: string;
  kitchenHours: string;
  address: string;
}

export interface MenuDocument {
  customerName: string;
  diet: Bilingual;
  plan: { daysCount: number; excludeWeekDay: number[] };
  period: { from: number; to: number };
  slot: Bilingual | null;
  /** 'pending' and 'checkout' plans say so under the title. */
  status: string;
  days: MenuDay[];
  contacts: MenuContacts;
  /** Unix seconds. */
  printedAt: number;
}

const local = (text: Bilingual, locale: Locale) => (locale === 'ar' && text.ar !== '' ? text.ar : text.en);

export interface Formatters {
  text: TextFn;
  /** 'Sunday, 23 November 2026' in the document's language. */
  longDate(day: number): string;
  shortDate(day: number): string;
  number(thousandths: number, decimals: number): string;
}

export function formatters(locale: Locale): Formatters {
  const tag = intlLocale(locale);
  const numbers = [0, 1].map((decimals) => new Intl.NumberFormat(tag, { maximumFractionDigits: decimals, minimumFractionDigits: 0 }));
  return {
    text: menuPdfText(locale),
    longDate: (day) => toDubai(day).setLocale(tag).toLocaleString({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    shortDate: (day) => toDubai(day).setLocale(tag).toLocaleString({ day: 'numeric', month: 'long', year: 'numeric' }),
    number: (thousandths, decimals) => numbers[decimals]!.format(fromThousandths(thousandths)),
  };
}

/** The plan's title: the shared rule's "20 Days - No Fri & Sat" in English, the same parts in Arabic. */
export function localPlanTitle(plan: MenuDocument['plan'], locale: Locale): string {
  if (locale === 'en') return englishPlanTitle(plan.daysCount, plan.excludeWeekDay);
  const text = menuPdfText(locale);
  const days = text('menuPdf.plan.days', { count: plan.daysCount });
  const excluded = [...new Set(plan.excludeWeekDay)].sort((a, b) => a - b);
  if (excluded.length === 0) return text('menuPdf.plan.fullWeek', { days });
  const weekdayName = (weekday: number) =>
    new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + weekday));
  return text('menuPdf.plan.without', { days, weekdays: excluded.map(weekdayName).join(text('menuPdf.plan.and')) });
}

const sum = (lines: readonly Nutrition[]): Nutrition =>
  lines.reduce(
    (total, line) => ({
      calories: total.calories + line.calories,
      protein: total.protein + line.protein,
      carb: total.carb + line.carb,
      fat: total.fat + line.fat,
    }),
    {
      calories: 0,
      protein: 0,
      carb: 0,
      fat: 0,
    },
  );

const h = escapeHtml;

function nutritionCells(line: Nutrition, f: Formatters): string {
  return `<td class="num">${f.number(line.calories, 0)}</td><td class="num">${f.number(line.protein, 1)}</td><td class="num">${f.number(line.carb, 1)}</td><td class="num">${f.number(line.fat, 1)}</td>`;
}

function lineCell(line: MenuLine, locale: Locale, className: string): string {
  const description = local(line.description, locale);
  return `<td class="${className}"><span class="dish-title">${h(local(line.title, locale))}</span>${description ? `<span class="dish-description">${h(description)}</span>` : ''}</td>`;
}

function mealRows(meal: MenuMeal, locale: Locale, f: Formatters): string {
  const rowCount = 1 + meal.sides.length;
  const mealCell = `<th scope="rowgroup" rowspan="${rowCount}" class="meal">${h(local(meal.mealType, locale))}</th>`;
  const main = meal.dish
    ? `<tr class="main">${mealCell}${lineCell(meal.dish, locale, 'dish')}${nutritionCells(meal.dish, f)}</tr>`
    : `<tr class="main">${mealCell}<td class="dish empty" colspan="5">${h(f.text('menuPdf.noDishes'))}</td></tr>`;
  const sides = meal.sides.map((side, index) =>
    `<tr class="side">${lineCell(side, locale, 'dish side-dish')}${nutritionCells(side, f)}</tr>`.replace(
      '<td class="dish side-dish">',
      `<td class="dish side-dish">${index === 0 ? `<span class="sides-label">${h(f.text('menuPdf.sides'))}</span>` : ''}`,
    ),
  );
  return `<tbody class="meal-group">${main}${sides.join('')}</tbody>`;
}

function dayHtml(day: MenuDay, index: number, count: number, locale: Locale, f: Formatters): string {
  const heading = `<header class="day-head"><h2>${h(f.longDate(day.day))}</h2><span class="day-number">${h(f.text('menuPdf.dayNumber', { number: index + 1, count }))}</span></header>`;
  if (day.skippedTo !== null || day.paused) {
    const note = day.paused
      ? f.text('menuPdf.paused')
      : day.skippedTo
        ? f.text('menuPdf.skipped', { date: f.shortDate(day.skippedTo) })
        : f.text('menuPdf.skippedNoDate');
    return `<section class="day marked">${heading}<p class="day-note">${h(note)}</p></section>`;
  }
  const chosen = day.meals.flatMap((meal) => [...(meal.dish ? [meal.dish] : []), ...meal.sides]);
  if (chosen.length === 0) return `<section class="day">${heading}<p class="day-note">${h(f.text('menuPdf.noDishes'))}</p></section>`;
  const head = `<thead><tr><th scope="col" class="meal">${h(f.text('menuPdf.column.meal'))}</th><th scope="col">${h(f.text('menuPdf.column.dish'))}</th><th scope="col" class="num">${h(f.text('menuPdf.column.calories'))}</th><th scope="col" class="num">${h(f.text('menuPdf.column.protein'))}</th><th scope="col" class="num">${h(f.text('menuPdf.column.carbs'))}</th><th scope="col" class="num">${h(f.text('menuPdf.column.fat'))}</th></tr></thead>`;
  const total = `<tfoot><tr class="total"><th scope="row" colspan="2">${h(f.text('menuPdf.dayTotal'))}</th>${nutritionCells(sum(chosen), f)}</tr></tfoot>`;
  return `<section class="day">${heading}<table>${head}${day.meals.map((meal) => mealRows(meal, locale, f)).join('')}${total}</table></section>`;
}

function contactsHtml(contacts: MenuContacts, locale: Locale, f: Formatters): string {
  // Phone numbers and emails keep their left-to-right order inside Arabic, each in its own isolate.
  const latin = (values: string[]) => values.filter(Boolean).map((value) => `<bdi dir="ltr">${h(value)}</bdi>`);
  const plain = (value: string) => (value ? [h(value)] : []);
  const rows: Array<[string, string[]]> = [
    [f.text('menuPdf.contact.phone'), latin(contacts.phones)],
    [f.text('menuPdf.contact.whatsapp'), latin([contacts.whatsapp])],
    [f.text('menuPdf.contact.email'), latin([contacts.email])],
    // Settings texts written in English: in the English document only.
    ...(locale === 'en'
      ? ([
          [f.text('menuPdf.contact.branchHours'), plain(contacts.branchHours)],
          [f.text('menuPdf.contact.kitchenHours'), plain(contacts.kitchenHours)],
          [f.text('menuPdf.contact.address'), plain(contacts.address)],
        ] as Array<[string, string[]]>)
      : []),
  ];
  const items = rows
    .filter(([, values]) => values.length > 0)
    .map(([label, values]) => `<div><dt>${h(label)}</dt><dd>${values.join(' · ')}</dd></div>`)
    .join('');
  return `<section class="contacts"><h2>${h(f.text('menuPdf.contacts'))}</h2><dl>${items}</dl></section>`;
}

const STYLES = `
@page { size: A4; margin: 14mm 13mm 16mm; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; color: #000; font-size: 9pt; line-height: 1.35; font-family: 'Noto Sans', 'Noto Sans Arabic', sans-serif; }
html[lang='ar'] body { font-family: 'Noto Sans Arabic', 'Noto Sans', sans-serif; font-size: 9.5pt; line-height: 1.5; }
.doc-head { border-bottom: 2pt solid #000; padding-bottom: 3mm; margin-bottom: 4mm; }
.brand { font-weight: 700; font-size: 10pt; letter-spacing: 0.08em; text-transform: uppercase; margin: 0; }
h1 { font-size: 18pt; margin: 1mm 0 3mm; }
.status { border: 1pt solid #000; padding: 1.5mm 3mm; display: inline-block; margin: 0 0 3mm; font-weight: 700; }
.facts { display: grid; grid-template-columns: 1fr 1fr; gap: 1.5mm 8mm; margin: 0; }
.facts div { display: flex; gap: 2mm; }
.facts dt { font-weight: 700; min-width: 26mm; }
.facts dd { margin: 0; }
.day { break-inside: avoid; page-break-inside: avoid; border: 0.75pt solid #444; margin: 0 0 3.5mm; }
.day-head { display: flex; justify-content: space-between; align-items: baseline; background: #e6e6e6; border-bottom: 0.75pt solid #444; padding: 1.5mm 2.5mm; }
.day-head h2 { font-size: 10.5pt; margin: 0; }
.day-number { font-size: 8.5pt; }
.day.marked { border-style: dashed; }
.day.marked .day-head { background: #fff; }
.day-note { margin: 0; padding: 2mm 2.5mm; font-weight: 700; }
table { width: 100%; border-collapse: collapse; }
th, td { padding: 1mm 2mm; vertical-align: top; text-align: start; }
thead th { font-size: 7.5pt; font-weight: 700; border-bottom: 0.75pt solid #000; }
th.num, td.num { text-align: end; white-space: nowrap; font-variant-numeric: tabular-nums; width: 15mm; }
thead th.num { white-space: normal; }
th.meal { width: 24mm; font-weight: 700; }
tbody.meal-group { border-top: 0.5pt solid #bbb; }
tbody.meal-group:first-of-type { border-top: 0; }
.dish-title { font-weight: 700; display: block; }
.dish-description { display: block; font-size: 7.5pt; color: #333; }
tr.side .dish-title { font-weight: 400; }
.sides-label { display: block; font-size: 7pt; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; color: #333; }
html[lang='ar'] .sides-label { text-transform: none; letter-spacing: 0; }
td.empty { font-style: italic; }
tr.total th, tr.total td { border-top: 1pt solid #000; font-weight: 700; }
.contacts { break-inside: avoid; border-top: 2pt solid #000; margin-top: 5mm; padding-top: 2mm; }
.contacts h2 { font-size: 11pt; margin: 0 0 2mm; }
.contacts dl { display: grid; grid-template-columns: 1fr 1fr; gap: 1mm 8mm; margin: 0; }
.contacts div { display: flex; gap: 2mm; }
.contacts dt { font-weight: 700; min-width: 30mm; }
.contacts dd { margin: 0; }
.printed { margin-top: 3mm; font-size: 7.5pt; color: #333; }
`;

/** The whole document as one self-contained HTML page (fonts inlined, no script, nothing to fetch). */
export function menuHtml(doc: MenuDocument, locale: Locale): string {
  const f = formatters(locale);
  const facts: Array<[string, string]> = [
    [f.text('menuPdf.customer'), doc.customerName],
    [f.text('menuPdf.diet'), local(doc.diet, locale)],
    [f.text('menuPdf.plan'), localPlanTitle(doc.plan, locale)],
    [f.text('menuPdf.period'), f.text('menuPdf.periodRange', { from: f.shortDate(doc.period.from), to: f.shortDate(doc.period.to) })],
    [f.text('menuPdf.deliverySlot'), doc.slot ? local(doc.slot, locale) : f.text('menuPdf.noSlot')],
  ];
  const status = doc.status === 'pending' ? f.text('menuPdf.status.pending') : doc.status === 'checkout' ? f.text('menuPdf.status.checkout') : '';
  const factList = facts.map(([label, value]) => `<div><dt>${h(label)}</dt><dd><bdi>${h(value)}</bdi></dd></div>`).join('');
  const days = doc.days.map((day, index) => dayHtml(day, index, doc.days.length, locale, f)).join('\n');
  return `<!doctype html>
<html lang="${locale}" dir="${textDirection(locale)}"><head><meta charset="utf-8"><title>${h(f.text('menuPdf.documentTitle'))}</title>
<style>${embeddedFontCss()}\n${STYLES}</style></head>
<body>
<header class="doc-head"><p class="brand">MealPlan</p><h1>${h(f.text('menuPdf.heading'))}</h1>${status ? `<p class="status">${h(status)}</p>` : ''}<dl class="facts">${factList}</dl></header>
<main>${days}</main>
${contactsHtml(doc.contacts, locale, f)}
<p class="printed">${h(f.text('menuPdf.printedOn', { date: f.shortDate(doc.printedAt) }))}</p>
</body></html>`;
}

/** Chromium's footer: the page number and count (digits only, so no font is needed there). */
export const FOOTER_TEMPLATE =
  '<div style="width:100%;font-size:8px;font-family:sans-serif;text-align:center;color:#000"><span class="pageNumber"></span> / <span class="totalPages"></span></div>';
