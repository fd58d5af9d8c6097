// The menu as a PDF in English or Arabic (issue 22; spec 1 §2, §6, §7; 2 §2.3, §7; 3 §1, §2, §7): one module makes
// the document for every call and page that offers it. The plan comes from the orders module (the owner's order
// only), the names from the catalog, the customer from accounts, the contacts from the settings; the engine prints it.
//   menuPdfLink   a short-lived signed link to the PDF of an order the customer owns (order exportPdf,
//                 mobile_checkout viewmenupdf)
//   exportMenuPdf the link to the customer's current plan ('active') or renewal ('future')
//   mailMenuPdf   the PDF mailed to the customer as an attachment
//   renderMenuPdf the PDF's bytes (the link's HTTP route, the mail): printed once per menu version and language
//                 (printed-menus.ts), within the customer's allowance and the engine's bounded queue (engine.ts)
import { log } from '../ops/log';
import { countMenuPdf } from '../ops/metrics';
import { sharedFlight } from './shared-flight';
import { normaliseLanguage, textDirection, type Locale } from '@mealplan/shared/i18n/locale';
import type { Mailer } from '../adapters/mail';
import { findUserById } from '../accounts/users';
import { menuTexts, type MenuDish, type MenuTexts } from '../catalog/menu-texts';
import { settingValue } from '../catalog/settings';
import type { Db } from '../db';
import { escapeHtml } from '../content/escape';
import { ClientError } from '../errors';
import { ORDER_MESSAGES } from '../orders/messages';
import { orderIdOf } from '../orders/reads/order-view';
import { planDocument, type PlanDocument, type PlanDocumentDay } from '../orders/reads/plan-document';
import { FOOTER_TEMPLATE, menuHtml, type MenuContacts, type MenuDay, type MenuDocument, type MenuLine, type MenuMeal } from './document';
import { CustomerPrintLimit, EngineBusy, EngineUnavailable, menuPdfEngine, type PdfEngine } from './engine';
import { signMenuLink } from './links';
import { MENU_PDF_MESSAGES } from './messages';
import { printedMenu } from './printed-menus';
import { menuPdfText } from './texts';

export interface MenuPdfDeps {
  db: Db;
  /** Unix seconds. */
  now(): number;
  engine: PdfEngine;
}

/** The deps of a call's context: its database and clock, and the engine its services name (else the process's own). */
export function menuPdfDepsOf({ db, now, services }: { db: Db; now(): number; services: { menuPdf?: PdfEngine | undefined } }): MenuPdfDeps {
  return { db, now, engine: services.menuPdf ?? menuPdfEngine() };
}

export interface MenuPdfRequest {
  orderId: number;
  arabic: boolean;
}

const documentLocale = (arabic: boolean): Locale => (arabic ? 'ar' : 'en');

function line(dish: MenuDish): MenuLine {
  return { title: dish.title, description: dish.description, calories: dish.calories, protein: dish.protein, carb: dish.carb, fat: dish.fat };
}

/** A day's meals in the catalogue's order: each main meal type with its dish and the dishes of its side types. */
function mealsOf(day: PlanDocumentDay, texts: MenuTexts): MenuMeal[] {
  const types = [...new Set(day.dishes.map((dish) => dish.mealTypeId))]
    .map((id) => texts.mealTypes.get(id))
    .filter((type) => type !== undefined)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  const dishesOf = (typeId: number) =>
    day.dishes
      .filter((dish) => dish.mealTypeId === typeId)
      .sort((a, b) => a.sideSlot - b.sideSlot)
      .map((dish) => texts.dishes.get(dish.dishId))
      .filter((dish) => dish !== undefined)
      .map(line);
  const mains = types.filter((type) => type.parentId === 0 || !types.some((main) => main.id === type.parentId));
  return mains.map((main) => {
    const own = dishesOf(main.id);
    const sideTypes = main.parentId === 0 ? types.filter((type) => type.parentId === main.id) : [];
    const sides = sideTypes.flatMap((type) => dishesOf(type.id));
    // A side type whose main meal is not on the day stands as its own meal, its dishes listed as sides.
    return main.parentId === 0
      ? { mealType: main.title, dish: own[0] ?? null, sides: [...own.slice(1), ...sides] }
      : { mealType: main.title, dish: null, sides: own };
  });
}

async function contacts(db: Db): Promise<MenuContacts> {
  const [phones, email, whatsapp, branchHours, kitchenHours, address] = await Promise.all(
    ['contact_phones', 'contact_email', 'contact_whatsapp', 'contact_branch_hours', 'contact_kitchen_delivery_hours', 'contact_address'].map(
      (alias) => settingValue(db, alias),
    ),
  );
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    phones: Array.isArray(phones) ? phones.filter((phone): phone is string => typeof phone === 'string') : [],
    email: text(email),
    whatsapp: text(whatsapp),
    branchHours: text(branchHours),
    kitchenHours: text(kitchenHours),
    address: text(address),
  };
}

/** Everything the document shows of the owner's order; ClientError(order.noOrder) for an order that is not theirs. */
export async function menuDocument({ db, now }: Pick<MenuPdfDeps, 'db' | 'now'>, userId: number, orderId: number): Promise<MenuDocument> {
  const plan: PlanDocument = await planDocument({ db }, userId, orderId);
  const [user, texts, contactList] = await Promise.all([
    findUserById(db, userId),
    menuTexts(db, { dishIds: plan.days.flatMap((day) => day.dishes.map((dish) => dish.dishId)), dietId: plan.dietId, slotId: plan.slotId }),
    contacts(db),
  ]);
  if (!user) throw new ClientError(ORDER_MESSAGES.noOrder);
  const days: MenuDay[] = plan.days.map((day) => ({ day: day.day, skippedTo: day.skippedTo, paused: day.paused, meals: mealsOf(day, texts) }));
  return {
    customerName: [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email,
    diet: texts.diet ?? { en: '', ar: '' },
    plan: { daysCount: plan.daysCount, excludeWeekDay: plan.excludeWeekDay },
    period: { from: plan.startDate, to: plan.endDate },
    slot: texts.slot ?? null,
    status: plan.status,
    days,
    contacts: contactList,
    printedAt: now(),
  };
}

/**
 * The owner's menu as PDF bytes; ClientError when the order is not theirs (order.noOrder), the engine cannot print
 * (menuPdf.engineUnavailable), the customer is over their allowance (menuPdf.tooMany) or the engine's queue is full
 * (menuPdf.busy); the last two carry `retryAfter` (seconds) in their data.
 */
export function renderMenuPdf(deps: MenuPdfDeps, userId: number, request: MenuPdfRequest): Promise<Buffer> {
  const key = `${userId}:${request.orderId}:${documentLocale(request.arabic)}`;
  const mine = underWay.get(deps.db) ?? new Map<string, Promise<Buffer>>();
  underWay.set(deps.db, mine);
  return sharedFlight(mine, key, () => menuPdf(deps, userId, request));
}

/**
 * The owner's requests for one order and language under way in this process, per database (tests run several): a
 * request that comes while one is under way shares its answer instead of reading and rendering the document again.
 */
const underWay = new WeakMap<Db, Map<string, Promise<Buffer>>>();

async function menuPdf(deps: MenuPdfDeps, userId: number, { orderId, arabic }: MenuPdfRequest): Promise<Buffer> {
  const doc = await menuDocument(deps, userId, orderId);
  const language = documentLocale(arabic);
  try {
    return await printedMenu(deps, { userId, orderId, language, html: menuHtml(doc, language), print: { footerTemplate: FOOTER_TEMPLATE } });
  } catch (error) {
    if (error instanceof EngineUnavailable) {
      log().error(`menu-pdf: ${error.message}`);
      throw new ClientError(MENU_PDF_MESSAGES.engineUnavailable);
    }
    if (error instanceof EngineBusy) throw busy(error.retryAfterSeconds);
    if (error instanceof CustomerPrintLimit) {
      countMenuPdf('limited');
      throw new ClientError(MENU_PDF_MESSAGES.tooMany, undefined, undefined, { retryAfter: error.retryAfterSeconds });
    }
    throw error;
  }
}

function busy(retryAfter: number): ClientError {
  countMenuPdf('busy');
  return new ClientError(MENU_PDF_MESSAGES.busy, undefined, undefined, { retryAfter });
}

/**
 * Whether the engine can print; ClientError(menuPdf.engineUnavailable) when it cannot start, menuPdf.busy when its
 * queue is full now (the page says so at once instead of opening a tab that would).
 */
async function engineReady(engine: PdfEngine): Promise<void> {
  try {
    await engine.ready();
  } catch (error) {
    if (!(error instanceof EngineUnavailable)) throw error;
    log().error(`menu-pdf: ${error.message}`);
    throw new ClientError(MENU_PDF_MESSAGES.engineUnavailable);
  }
  if (engine.busy) throw busy(engine.retryAfterSeconds);
}

/**
 * A short-lived link (10 minutes, signed for this owner, order and language) to the PDF of an order the customer
 * owns: their active, future or pending plan, or a plan in checkout (checkoutId = orders.id). Refuses another
 * customer's order (order.noOrder) and answers menuPdf.engineUnavailable when the engine cannot start, menuPdf.busy
 * when its queue is full. The PDF starts printing at once (the first PDF is ready sooner).
 */
export async function menuPdfLink(deps: MenuPdfDeps, userId: number, { orderId, arabic }: MenuPdfRequest): Promise<{ url: string }> {
  await planDocument(deps, userId, orderId);
  await engineReady(deps.engine);
  const url = await signMenuLink(deps.db, { userId, orderId, arabic }, deps.now());
  // Printed now, while the page opens the link: the link's request shares this print or finds it stored. A refusal
  // here is answered to that request again, in its own words.
  renderMenuPdf(deps, userId, { orderId, arabic }).catch(() => undefined);
  return { url };
}

/** The customer's plan ('active': the current one; 'future': the renewal) and its order id, or order.noOrder. */
async function planOrderId(deps: Pick<MenuPdfDeps, 'db' | 'now'>, userId: number, orderType: 'active' | 'future'): Promise<number> {
  const orderId = await orderIdOf(deps, userId, orderType);
  if (orderId === undefined) throw new ClientError(ORDER_MESSAGES.noOrder);
  return orderId;
}

/** order exportPdf: the link to the customer's plan's menu. */
export async function exportMenuPdf(
  deps: MenuPdfDeps,
  userId: number,
  input: { orderType: 'active' | 'future'; arabic: boolean },
): Promise<{ url: string }> {
  return menuPdfLink(deps, userId, { orderId: await planOrderId(deps, userId, input.orderType), arabic: input.arabic });
}

/** order mailPdf: the menu PDF mailed to the customer, the mail in the customer's language (else `mailLocale`, the socket's). */
export async function mailMenuPdf(
  deps: MenuPdfDeps & { mailer: Mailer },
  userId: number,
  input: { orderType: 'active' | 'future'; arabic: boolean },
  mailLocale: Locale,
): Promise<{ message: typeof MENU_PDF_MESSAGES.mailed }> {
  const orderId = await planOrderId(deps, userId, input.orderType);
  const user = await findUserById(deps.db, userId);
  if (!user) throw new ClientError(ORDER_MESSAGES.noOrder);
  const bytes = await renderMenuPdf(deps, userId, { orderId, arabic: input.arabic });
  const locale = normaliseLanguage(user.language) ?? mailLocale;
  const text = menuPdfText(locale);
  const language = documentLocale(input.arabic);
  const body = text('menuPdf.mail.body', { name: user.first_name ?? '' });
  const paragraphs = body.split(/\n{2,}/).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`);
  await deps.mailer.send({
    to: user.email,
    subject: text('menuPdf.mail.subject'),
    text: body,
    html: `<div lang="${locale}" dir="${textDirection(locale)}">${paragraphs.join('')}</div>`,
    attachments: [{ filename: `${menuPdfText(language)('menuPdf.fileName')}-${language}.pdf`, contentType: 'application/pdf', content: bytes }],
  });
  return { message: MENU_PDF_MESSAGES.mailed };
}
