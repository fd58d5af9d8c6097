// The customer's receipt by mail after every capture and every refund (issue 37), in the customer's language: the
// plan (diet and days), its first and last delivery day, the amount, the offer and its discount, the bag deposit, the
// payment reference and a link to the menu PDF; a refund says what is given back and why. The payments side calls
// sendReceipt once the money moved: a receipt that cannot be made or sent is logged and never fails the payment.
import { DEFAULT_LOCALE, intlLocale, normaliseLanguage, textDirection, type Locale } from '@mealplan/shared/i18n/locale';
import { toDubai } from '@mealplan/shared/time/dateTime';
import { filsToAed, formatNumber } from '@mealplan/shared/units';
import { findUserById } from '../../accounts/users';
import type { MailMessage, Mailer } from '../../adapters/mail';
import { voucherById } from '../../catalog/lookups';
import { menuTexts } from '../../catalog/menu-texts';
import { escapeHtml } from '../../content/escape';
import type { Db } from '../../db';
import { formatServerText, type ServerMessageId } from '../../i18n';
import { MAILED_MENU_LINK_LIFETIME_SECONDS, signMenuLink } from '../../menu-pdf/links';
import { log } from '../../ops/log';
import type { OrderDeps } from '../deps';
import { receiptOrder } from '../store/orders-table';

export type ReceiptReason = 'paidTwice' | 'planChanged' | 'amountMismatch' | 'orderClosed' | 'cancelled';

export interface Receipt {
  kind: 'capture' | 'refund';
  /** Fils captured, or refunded. */
  amountFils: number;
  /** The gateway's reference of the payment (the captured transaction's ref). */
  paymentReference: string;
  /** Why a refund gives money back (a refund without one says only what is refunded). */
  reason?: ReceiptReason;
  /** A refund's own reference at the gateway, when it has one. */
  refundReference?: string | undefined;
}

/** What a receipt needs besides the order core's deps: the mailer, and the site's origin for the menu link. */
export interface ReceiptMailDeps {
  mail: { mailer: Mailer; publicOrigin: string };
}

/** An order as its receipt shows it. */
export interface ReceiptOrderRow {
  id: number;
  status: string;
  diet_id: number;
  days_count: number;
  start_date: number;
  end_date: number;
  bag_price: number;
  discount_price: number;
  voucher_id: number | null;
  coupon_code: string | null;
  first_day: number | null;
  last_day: number | null;
}

/** A placed plan has a menu to print; a plan cancelled or never placed has none worth a link. */
const HAS_MENU = new Set(['pending', 'active']);

const REASON_TEXTS: Record<ReceiptReason, ServerMessageId> = {
  paidTwice: 'receipt.refund.paidTwice',
  planChanged: 'receipt.refund.planChanged',
  amountMismatch: 'receipt.refund.amountMismatch',
  orderClosed: 'receipt.refund.orderClosed',
  cancelled: 'receipt.refund.cancelled',
};

/** AED as the site writes it in its texts: "AED {amount}" with 1,234.50 (Latin digits in both languages). */
const aedAmount = (fils: number) => formatNumber(filsToAed(fils), 2);

const dayText = (day: number, locale: Locale) =>
  toDubai(day).setLocale(intlLocale(locale)).toLocaleString({ day: 'numeric', month: 'long', year: 'numeric' });

/** The offer the order holds: the voucher's or coupon's code and the discount it gave, or undefined. */
async function offerOf(db: Db, order: ReceiptOrderRow): Promise<{ code: string; discountFils: number } | undefined> {
  if (order.voucher_id !== null) {
    const voucher = await voucherById(db, order.voucher_id);
    return { code: voucher?.code ?? '-', discountFils: order.discount_price };
  }
  if (order.coupon_code !== null) return { code: order.coupon_code, discountFils: order.discount_price };
  return undefined;
}

interface ReceiptContent {
  subject: string;
  /** The paragraphs before the details. */
  opening: string[];
  details: string[];
  menuLink: { label: string; url: string } | undefined;
  signature: string;
}

async function receiptContent(
  deps: OrderDeps & ReceiptMailDeps,
  user: { id: number; first_name: string | null },
  order: ReceiptOrderRow | undefined,
  orderId: number,
  receipt: Receipt,
  locale: Locale,
): Promise<ReceiptContent> {
  const text = (id: ServerMessageId, values?: Record<string, string | number>) => formatServerText(values ? { id, values } : { id }, locale);
  const amount = aedAmount(receipt.amountFils);
  const name = user.first_name?.trim() ?? '';
  const opening = [text('receipt.greeting', { hasName: name ? 'yes' : 'no', name })];
  if (receipt.kind === 'capture') {
    opening.push(text('receipt.capture.intro', { orderId }));
  } else {
    opening.push(text('receipt.refund.intro', { orderId }));
    opening.push(text(receipt.reason ? REASON_TEXTS[receipt.reason] : 'receipt.refund.other', { amount }));
    opening.push(text('receipt.refund.bank'));
  }
  const details: string[] = [];
  if (order) {
    const diet = (await menuTexts(deps.db, { dishIds: [], dietId: order.diet_id, slotId: null })).diet;
    const dietName = (locale === 'ar' ? diet?.ar || diet?.en : diet?.en) ?? '';
    details.push(text('receipt.plan', { diet: dietName, days: order.days_count }));
    details.push(
      text('receipt.dates', { first: dayText(order.first_day ?? order.start_date, locale), last: dayText(order.last_day ?? order.end_date, locale) }),
    );
  }
  details.push(text(receipt.kind === 'capture' ? 'receipt.amountPaid' : 'receipt.amountRefunded', { amount }));
  if (order) {
    const offer = await offerOf(deps.db, order);
    details.push(offer ? text('receipt.offer', { code: offer.code, discount: aedAmount(offer.discountFils) }) : text('receipt.offerNone'));
    details.push(text('receipt.bagDeposit', { amount: aedAmount(order.bag_price) }));
  }
  details.push(text('receipt.reference', { reference: receipt.paymentReference }));
  if (receipt.kind === 'refund' && receipt.refundReference) details.push(text('receipt.refundReference', { reference: receipt.refundReference }));
  const menuLink =
    order && HAS_MENU.has(order.status)
      ? {
          label: text('receipt.menu'),
          url: new URL(
            await signMenuLink(
              deps.db,
              { userId: user.id, orderId: order.id, arabic: locale === 'ar' },
              deps.now(),
              MAILED_MENU_LINK_LIFETIME_SECONDS,
            ),
            deps.mail.publicOrigin,
          ).href,
        }
      : undefined;
  const subject = receipt.kind === 'capture' ? text('receipt.capture.subject', { orderId }) : text('receipt.refund.subject', { amount });
  return { subject, opening, details, menuLink, signature: text('email.signature') };
}

function receiptMessage(to: string, content: ReceiptContent, locale: Locale): MailMessage {
  const { opening, details, menuLink, signature } = content;
  const text = [opening.join('\n\n'), details.join('\n'), ...(menuLink ? [`${menuLink.label}\n${menuLink.url}`] : []), signature].join('\n\n');
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const html =
    `<div lang="${locale}" dir="${textDirection(locale)}">${paragraphs(opening)}` +
    `<ul>${details.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
    (menuLink ? `<p>${escapeHtml(menuLink.label)}<br><a href="${escapeHtml(menuLink.url)}" dir="ltr">${escapeHtml(menuLink.url)}</a></p>` : '') +
    `${paragraphs([signature])}</div>`;
  return { to, subject: content.subject, text, html };
}

/**
 * Mails customer `userId` the receipt of a capture or a refund of their order `orderId`, in their language. Never
 * throws: a receipt that cannot be made or sent (mail off, no such customer, the mail provider failing) is logged.
 */
export async function sendReceipt(deps: OrderDeps & ReceiptMailDeps, userId: number, orderId: number, receipt: Receipt): Promise<void> {
  try {
    const user = await findUserById(deps.db, userId);
    if (!user) {
      log().warn({ userId, orderId }, `orders: no receipt of order ${orderId}: customer ${userId} not found`);
      return;
    }
    if (!deps.mail.mailer.available) {
      log().warn({ userId, orderId }, `orders: no receipt of order ${orderId}: email is off`);
      return;
    }
    const locale = normaliseLanguage(user.language) ?? DEFAULT_LOCALE;
    const order = await receiptOrder(deps.db, userId, orderId);
    const content = await receiptContent(deps, user, order, orderId, receipt, locale);
    await deps.mail.mailer.send(receiptMessage(user.email, content, locale));
  } catch (error) {
    log().error({ err: error, userId, orderId, kind: receipt.kind }, `orders: the ${receipt.kind} receipt of order ${orderId} could not be sent`);
  }
}
