// The local Telr gateway used by default outside production and in tests: the same order.json (method 'create' and
// 'check', JSON in and out, Telr's error objects), a hosted payment page with test cards, the redirect to the return
// URL of the outcome, and the transaction advice (form post, signed tran_check) to the site's notification URL. Its
// orders live in the database (telr_sandbox_orders), so every server process of a development site answers the same.
//
// Test cards (any future expiry MM/YY, any 3-digit CVV, any name):
//   4111 1111 1111 1111  authorised (order status 3 Paid, transaction A)
//   4000 0000 0000 0002  declined  (order status -3 Declined, transaction D 31 Not authorised)
// The page's Cancel button cancels (order status -2 Cancelled). An order left open for 30 minutes expires (-1).
//
// The Remote API's remote.xml takes 'refund' transactions (XML in and out, Telr's auth answer): on the captured
// transaction's ref, up to the captured amount less what was refunded before (beyond it: declined, status D). Each
// approved refund is kept (telr_sandbox_refunds) and shown on the order's payment page.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db';
import {
  adviceCheck,
  filsOfTelrAmount,
  telrAmount,
  SANDBOX_ADVICE_SECRET,
  SANDBOX_AUTH_KEY,
  SANDBOX_PATH,
  SANDBOX_STORE_ID,
  TELR_CURRENCY,
  TELR_ORDER_STATUS,
} from './index';
import { readXml, xmlChild, xmlDocument, xmlText } from './remote-xml';
import { sandboxLanguage, type SandboxLanguage } from './sandbox-texts';

export const SANDBOX_ORDER_LIFETIME_SECONDS = 30 * 60;

export const SANDBOX_TEST_CARDS = {
  authorised: '4111111111111111',
  declined: '4000000000000002',
} as const;

const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface SandboxAnswer {
  status: number;
  body: Record<string, unknown>;
}

interface SandboxOrderRow {
  ref: string;
  store_id: string;
  cart_id: string;
  amount: string;
  currency: string;
  description: string;
  test: boolean;
  return_authorised: string;
  return_declined: string;
  return_cancelled: string;
  status: number;
  transaction_ref: string | null;
  transaction_status: string | null;
  transaction_code: string | null;
  transaction_message: string | null;
  card_last4: string | null;
  created_at: number;
  decided_at: number | null;
}

const ORDER_COLUMNS = `ref, store_id, cart_id, amount, currency, description, test, return_authorised, return_declined, return_cancelled,
  status, transaction_ref, transaction_status, transaction_code, transaction_message, card_last4, created_at, decided_at`;

const STATUS_TEXTS: Record<number, string> = { 1: 'Pending', 2: 'Authorised', 3: 'Paid', [-1]: 'Expired', [-2]: 'Cancelled', [-3]: 'Declined' };

type Json = Record<string, unknown>;
const objectAt = (value: unknown): Json | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined);
const textAt = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

const telrError = (method: string, message: string, note: string): SandboxAnswer => ({ status: 200, body: { method, error: { message, note } } });

function httpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** An order still pending past its lifetime has expired (as the real gateway's do). */
function effectiveStatus(order: SandboxOrderRow): number {
  return order.status === TELR_ORDER_STATUS.pending && nowSeconds() - Number(order.created_at) > SANDBOX_ORDER_LIFETIME_SECONDS
    ? TELR_ORDER_STATUS.expired
    : order.status;
}

async function orderByRef(db: Db, ref: string): Promise<SandboxOrderRow | undefined> {
  return db.one<SandboxOrderRow>(`SELECT ${ORDER_COLUMNS} FROM telr_sandbox_orders WHERE ref = $1`, [ref]);
}

/** POST order.json: 'create' or 'check', with the sandbox store's credentials, in test mode only. */
export async function sandboxOrderRequest(db: Db, body: unknown, pageOrigin: string): Promise<SandboxAnswer> {
  const request = objectAt(body);
  const method = textAt(request?.method);
  if (!request || (method !== 'create' && method !== 'check')) return telrError(method, 'E01:Invalid request', 'method must be create or check');
  if (textAt(request.store) !== SANDBOX_STORE_ID) return telrError(method, 'E04:Invalid store ID', `The sandbox store is ${SANDBOX_STORE_ID}`);
  if (textAt(request.authkey) !== SANDBOX_AUTH_KEY) return telrError(method, 'E01:Invalid request', 'Authentication key not valid');
  const order = objectAt(request.order);
  if (method === 'check') return checkAnswer(db, textAt(order?.ref));
  return createAnswer(db, order, objectAt(request.return), pageOrigin, sandboxLanguage(request.language));
}

async function createAnswer(
  db: Db,
  order: Json | undefined,
  returns: Json | undefined,
  pageOrigin: string,
  language: SandboxLanguage,
): Promise<SandboxAnswer> {
  const cartId = textAt(order?.cartid);
  const amount = textAt(order?.amount);
  const currency = textAt(order?.currency);
  const description = textAt(order?.description);
  const returnUrls = { authorised: textAt(returns?.authorised), declined: textAt(returns?.declined), cancelled: textAt(returns?.cancelled) };
  if (!cartId || cartId.length > 63) return telrError('create', 'E03:Cart ID not set', 'cartid is required (63 characters at most)');
  if (!amount || !currency) return telrError('create', 'E02:Transaction cost or currency not supplied', 'amount and currency are required');
  const fils = filsOfTelrAmount(amount);
  if (!fils || currency !== TELR_CURRENCY) return telrError('create', 'E05:Transaction cost or currency not valid', 'amount like 123.45 in AED');
  if (textAt(order?.test) !== '1') return telrError('create', 'E06:Invalid transaction mode', 'The sandbox takes test orders only (test: "1")');
  if (!description) return telrError('create', 'E01:Invalid request', 'description is required');
  if (!Object.values(returnUrls).every(httpUrl))
    return telrError('create', 'E01:Invalid request', 'return authorised, declined and cancelled must be absolute URLs');
  const ref = randomBytes(32).toString('hex').toUpperCase();
  const inserted = await db.one<{ ref: string }>(
    `INSERT INTO telr_sandbox_orders (ref, store_id, cart_id, amount, currency, description, test, return_authorised, return_declined, return_cancelled, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, true, $7, $8, $9, $10) ON CONFLICT (cart_id) DO NOTHING RETURNING ref`,
    [
      ref,
      SANDBOX_STORE_ID,
      cartId,
      amount,
      currency,
      description.slice(0, 63),
      returnUrls.authorised,
      returnUrls.declined,
      returnUrls.cancelled,
      nowSeconds(),
    ],
  );
  if (!inserted) return telrError('create', 'E56:Duplicate transaction', 'Cart ID must be unique');
  return {
    status: 200,
    body: { method: 'create', trace: `sandbox/${ref.slice(0, 8)}`, order: { ref, url: sandboxPageUrl(pageOrigin, ref, language) } },
  };
}

/** The hosted page of an order, in the language its create asked for (Telr's page speaks English or Arabic). */
export const sandboxPageUrl = (origin: string, ref: string, language: SandboxLanguage = 'en') =>
  `${origin}${SANDBOX_PATH}/gateway/process.html?o=${encodeURIComponent(ref)}${language === 'ar' ? '&l=ar' : ''}`;

async function checkAnswer(db: Db, ref: string): Promise<SandboxAnswer> {
  const order = ref ? await orderByRef(db, ref) : undefined;
  if (!order) return telrError('check', 'E01:Invalid request', 'Order not found');
  const status = effectiveStatus(order);
  return {
    status: 200,
    body: {
      method: 'check',
      trace: `sandbox/${order.ref.slice(0, 8)}`,
      order: {
        ref: order.ref,
        cartid: order.cart_id,
        test: 1,
        amount: order.amount,
        currency: order.currency,
        description: order.description,
        status: { code: status, text: STATUS_TEXTS[status] ?? 'Unknown' },
        ...(order.transaction_ref
          ? {
              transaction: {
                ref: order.transaction_ref,
                type: 'sale',
                class: 'ECom',
                status: order.transaction_status,
                code: order.transaction_code,
                message: order.transaction_message,
              },
              card: { type: 'Visa', last4: order.card_last4, country: 'AE' },
            }
          : {}),
      },
    },
  };
}

/** A refund the sandbox approved, as its payment page lists it. */
export interface SandboxRefund {
  ref: string;
  amount: string;
  currency: string;
  description: string;
  createdAt: number;
}

/** A captured order's payment and its refunds, on its (closed) payment page. */
export interface SandboxCapture {
  amount: string;
  currency: string;
  transactionRef: string;
  refunds: SandboxRefund[];
}

/** What the hosted payment page shows: the order, or why it cannot be paid (with the capture and its refunds once paid). */
export type SandboxPage =
  | { kind: 'pay'; ref: string; amount: string; currency: string; description: string; returnOrigins: string[] }
  | { kind: 'closed'; message: string; capture?: SandboxCapture };

async function refundsOf(db: Db, orderRef: string): Promise<SandboxRefund[]> {
  const rows = await db.query<{ tran_ref: string; amount_fils: string | number; currency: string; description: string; created_at: string | number }>(
    'SELECT tran_ref, amount_fils, currency, description, created_at FROM telr_sandbox_refunds WHERE order_ref = $1 ORDER BY created_at, tran_ref',
    [orderRef],
  );
  return rows.map((row) => ({
    ref: row.tran_ref,
    amount: telrAmount(Number(row.amount_fils)),
    currency: row.currency,
    description: row.description,
    createdAt: Number(row.created_at),
  }));
}

export async function sandboxPage(db: Db, ref: string): Promise<SandboxPage> {
  const order = ref ? await orderByRef(db, ref) : undefined;
  if (!order) return { kind: 'closed', message: 'This payment request was not found.' };
  const status = effectiveStatus(order);
  if (status === TELR_ORDER_STATUS.paid && order.transaction_ref) {
    const capture = {
      amount: order.amount,
      currency: order.currency,
      transactionRef: order.transaction_ref,
      refunds: await refundsOf(db, order.ref),
    };
    return { kind: 'closed', message: 'This payment request is closed (Paid).', capture };
  }
  if (status !== TELR_ORDER_STATUS.pending) return { kind: 'closed', message: `This payment request is closed (${STATUS_TEXTS[status] ?? status}).` };
  const returnOrigins = [...new Set([order.return_authorised, order.return_declined, order.return_cancelled].map((url) => new URL(url).origin))];
  return { kind: 'pay', ref: order.ref, amount: order.amount, currency: order.currency, description: order.description, returnOrigins };
}

export interface CardEntry {
  number: string;
  expiry: string;
  cvv: string;
  name: string;
}

/** The decision on the payment page: where the browser goes, the advice to post, or the card problem to show. */
export type SandboxDecision =
  | { kind: 'done'; redirect: string; advice: URLSearchParams | undefined }
  | { kind: 'invalid'; message: string }
  | { kind: 'closed'; message: string };

/** A future MM/YY. */
function validExpiry(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

export function cardProblem(card: CardEntry): string | undefined {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!card.name.trim()) return 'Enter the name on the card.';
  if (!/^\d{12,19}$/.test(digits)) return 'Enter the card number.';
  if (digits !== SANDBOX_TEST_CARDS.authorised && digits !== SANDBOX_TEST_CARDS.declined) {
    return 'This sandbox takes its test cards only: 4111 1111 1111 1111 (authorised) or 4000 0000 0000 0002 (declined).';
  }
  if (!validExpiry(card.expiry, new Date())) return 'Enter a future expiry date as MM/YY.';
  if (!/^\d{3}$/.test(card.cvv.trim())) return 'Enter the 3-digit security code (CVV).';
  return undefined;
}

/** Pays with a test card or cancels; a decided order is closed (a second post changes nothing). */
export async function decideSandboxOrder(
  db: Db,
  ref: string,
  decision: { action: 'pay'; card: CardEntry } | { action: 'cancel' },
): Promise<SandboxDecision> {
  const order = ref ? await orderByRef(db, ref) : undefined;
  if (!order || effectiveStatus(order) !== TELR_ORDER_STATUS.pending) return { kind: 'closed', message: 'This payment request is closed.' };
  if (decision.action === 'cancel') {
    const cancelled = await db.one<SandboxOrderRow>(
      `UPDATE telr_sandbox_orders SET status = $2, transaction_status = 'C', transaction_message = 'Cancelled', decided_at = $3
       WHERE ref = $1 AND status = 1 RETURNING ${ORDER_COLUMNS}`,
      [ref, TELR_ORDER_STATUS.cancelled, nowSeconds()],
    );
    if (!cancelled) return { kind: 'closed', message: 'This payment request is closed.' };
    return { kind: 'done', redirect: cancelled.return_cancelled, advice: undefined };
  }
  const problem = cardProblem(decision.card);
  if (problem) return { kind: 'invalid', message: problem };
  const digits = decision.card.number.replace(/[\s-]/g, '');
  const authorised = digits === SANDBOX_TEST_CARDS.authorised;
  const transactionRef = String(Date.now()).slice(-8) + randomBytes(2).readUInt16BE(0).toString().padStart(4, '0');
  const decided = await db.one<SandboxOrderRow>(
    `UPDATE telr_sandbox_orders SET status = $2, transaction_ref = $3, transaction_status = $4, transaction_code = $5, transaction_message = $6,
       card_last4 = $7, decided_at = $8
     WHERE ref = $1 AND status = 1 RETURNING ${ORDER_COLUMNS}`,
    [
      ref,
      authorised ? TELR_ORDER_STATUS.paid : TELR_ORDER_STATUS.declined,
      transactionRef,
      authorised ? 'A' : 'D',
      authorised ? String(100000 + randomBytes(2).readUInt16BE(0)) : '31',
      authorised ? 'Authorised' : 'Not authorised',
      digits.slice(-4),
      nowSeconds(),
    ],
  );
  if (!decided) return { kind: 'closed', message: 'This payment request is closed.' };
  return { kind: 'done', redirect: authorised ? decided.return_authorised : decided.return_declined, advice: sandboxAdvice(decided) };
}

/** The transaction advice of a decided order, as Telr's advice service posts it (signed with the sandbox's secret). */
export function sandboxAdvice(order: SandboxOrderRow): URLSearchParams {
  const authorised = order.transaction_status === 'A';
  const fields = new URLSearchParams({
    tran_store: order.store_id,
    tran_type: 'sale',
    tran_class: 'ecom',
    tran_test: '1',
    tran_ref: order.transaction_ref ?? '',
    tran_prevref: '',
    tran_firstref: order.transaction_ref ?? '',
    tran_currency: order.currency,
    tran_amount: order.amount,
    tran_cartid: order.cart_id,
    tran_desc: order.description,
    tran_status: order.transaction_status ?? '',
    tran_authcode: authorised ? (order.transaction_code ?? '') : '',
    tran_authmessage: order.transaction_message ?? '',
  });
  fields.set('tran_check', adviceCheck(SANDBOX_ADVICE_SECRET, fields));
  fields.set('card_code', 'VC');
  fields.set('card_payment', 'Visa');
  fields.set('card_number', order.card_last4 ?? '');
  return fields;
}

/** The Remote API's answer: HTTP 200 with a <remote><auth> document, as the gateway answers every request it read. */
export interface SandboxRemoteAnswer {
  status: number;
  body: string;
}

interface RemoteAuth {
  status: 'A' | 'D' | 'E';
  code: string;
  message: string;
  tranref?: string;
}

function remoteAnswer(auth: RemoteAuth): SandboxRemoteAnswer {
  const trace = `sandbox/${randomBytes(4).toString('hex')}`;
  return {
    status: 200,
    body: xmlDocument('remote', [
      [
        'auth',
        [
          ['status', auth.status],
          ['code', auth.code],
          ['message', auth.message],
          ['tranref', auth.tranref ?? ''],
          ['cvv', 'X'],
          ['avs', 'X'],
          ['trace', trace],
        ],
      ],
    ]),
  };
}

const remoteError = (code: string, message: string) => remoteAnswer({ status: 'E', code, message });

/** A new 12-digit transaction ref, as the gateway's look. */
const newTransactionRef = () => String(Date.now()).slice(-8) + randomBytes(2).readUInt16BE(0).toString().padStart(4, '0').slice(-4);

/**
 * POST remote.xml: a 'refund' transaction (class ecom, test mode) of the sandbox store, on a captured sandbox
 * transaction's ref. Approved up to the captured amount less the refunds approved before; declined beyond it.
 */
export async function sandboxRemoteRequest(db: Db, xml: string): Promise<SandboxRemoteAnswer> {
  const remote = xmlChild(readXml(xml), 'remote');
  const tran = xmlChild(remote, 'tran');
  if (!remote || !tran) return remoteError('E01', 'Invalid request: a <remote> document with one <tran> is expected');
  if (xmlText(remote, 'store') !== SANDBOX_STORE_ID) return remoteError('E04', `Invalid store ID (the sandbox store is ${SANDBOX_STORE_ID})`);
  if (xmlText(remote, 'key') !== SANDBOX_AUTH_KEY) return remoteError('E01', 'Invalid request: authentication key not valid');
  if (xmlText(tran, 'test') !== '1') return remoteError('E06', 'Invalid transaction mode: the sandbox takes test transactions only (test 1)');
  if (xmlText(tran, 'type')?.toLowerCase() !== 'refund') return remoteError('E01', 'Invalid request: the sandbox takes refund transactions only');
  if (xmlText(tran, 'class')?.toLowerCase() !== 'ecom') return remoteError('E01', 'Invalid request: the transaction class must be ecom');
  const fils = filsOfTelrAmount(xmlText(tran, 'amount'));
  const currency = xmlText(tran, 'currency') ?? '';
  if (!fils || currency !== TELR_CURRENCY) return remoteError('E05', 'Transaction cost or currency not valid (an amount like 123.45 in AED)');
  const transactionRef = xmlText(tran, 'ref') ?? '';
  if (!transactionRef) return remoteError('E01', 'Invalid request: the original transaction ref is required');
  const cartId = (xmlText(tran, 'cartid') ?? '').slice(0, 63);
  const description = (xmlText(tran, 'description') ?? '').slice(0, 63);
  return db.tx(async (tx) => {
    // The captured order, locked so two refunds at once cannot both take what is left.
    const order = await tx.one<SandboxOrderRow>(`SELECT ${ORDER_COLUMNS} FROM telr_sandbox_orders WHERE transaction_ref = $1 FOR UPDATE`, [
      transactionRef,
    ]);
    if (!order) return remoteError('E01', 'Invalid request: transaction reference not found');
    if (order.status !== TELR_ORDER_STATUS.paid || order.transaction_status !== 'A') {
      return remoteAnswer({
        status: 'D',
        code: '31',
        message: 'Not authorised: the original transaction was not captured',
        tranref: newTransactionRef(),
      });
    }
    const captured = filsOfTelrAmount(order.amount) ?? 0;
    const refunded = await tx.one<{ total: string | number | null }>(
      'SELECT sum(amount_fils) AS total FROM telr_sandbox_refunds WHERE order_ref = $1',
      [order.ref],
    );
    const available = captured - Number(refunded?.total ?? 0);
    if (fils > available) {
      const left = available > 0 ? `${TELR_CURRENCY} ${telrAmount(available)}` : 'nothing';
      return remoteAnswer({
        status: 'D',
        code: '51',
        message: `Declined: the refund exceeds what is left to refund of the original transaction (${left})`,
        tranref: newTransactionRef(),
      });
    }
    const tranref = newTransactionRef();
    await tx.query(
      `INSERT INTO telr_sandbox_refunds (tran_ref, order_ref, amount_fils, currency, cart_id, description, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [tranref, order.ref, fils, currency, cartId, description, nowSeconds()],
    );
    return remoteAnswer({ status: 'A', code: String(100000 + randomBytes(2).readUInt16BE(0)), message: 'Authorised', tranref });
  });
}
