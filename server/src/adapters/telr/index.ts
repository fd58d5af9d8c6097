// Telr's Hosted Payment Page (https://secure.telr.com/gateway/order.json): method 'create' opens an order (store,
// auth key, cart id, amount, currency, description, return URLs, test flag) and answers its ref and the payment
// page's URL; method 'check' answers the order's status by its ref (3 paid; 1 pending, 2 authorised not captured;
// -1 expired, -2 cancelled, -3 declined). After the payment page, Telr's transaction advice service posts the
// transaction to our notification URL (fields tran_*, signed in tran_check). The real gateway when TELR_STORE_ID and
// TELR_AUTH_KEY are set; otherwise the local sandbox (server/src/adapters/telr/sandbox.ts, served at /sandbox/telr,
// loopback only) outside production, and nothing in production (payments are off, the customer is told).
// Telr's Remote API (https://secure.telr.com/gateway/remote.xml, XML in and out): a 'refund' transaction on the
// captured transaction's ref gives money back to the card, answered with an auth status (A authorised; H on hold, D
// declined, E error) and the refund's own transaction ref.
import { createHash, timingSafeEqual } from 'node:crypto';
import { telrCredentials } from '../../config';
import { isProduction, type ProviderMode } from '../providers';
import { readXml, xmlChild, xmlDocument, xmlText } from './remote-xml';

export const TELR_ORDER_URL = 'https://secure.telr.com/gateway/order.json';
export const TELR_REMOTE_URL = 'https://secure.telr.com/gateway/remote.xml';
export const SANDBOX_PATH = '/sandbox/telr';
export const SANDBOX_STORE_ID = '15996';
export const SANDBOX_AUTH_KEY = 'mealplan-sandbox-telr-key';
/** The sandbox's transaction advice secret (the real one is set in Telr's merchant administration). */
export const SANDBOX_ADVICE_SECRET = 'mealplan-sandbox-telr-advice';
/** Where the gateway's transaction advice is posted (the URL configured in Telr's merchant administration). */
export const ADVICE_PATH = '/payments/telr/advice';
export const TELR_CURRENCY = 'AED';

export interface TelrEndpoints {
  mode: Exclude<ProviderMode, 'off'>;
  storeId: string;
  authKey: string;
  /** The order.json endpoint (create, check). */
  orderUrl: string;
  /** The Remote API's remote.xml endpoint (refund). */
  remoteUrl: string;
  /** The Remote API's authentication key: TELR_REMOTE_KEY when Telr gave the store one of its own, else the auth key. */
  remoteKey: string;
  /** Verifies the advice's tran_check when known (always for the sandbox). */
  adviceSecret: string | undefined;
  /** Orders are sent in test mode (always for the sandbox). */
  test: boolean;
}

export function telrMode(env: NodeJS.ProcessEnv): ProviderMode {
  if (telrCredentials(env)) return 'real';
  return isProduction(env) ? 'off' : 'sandbox';
}

/** The start-up log's line for online payment when it is off or a sandbox (undefined when the real gateway is used). */
export function telrReport(env: NodeJS.ProcessEnv): string | undefined {
  const mode = telrMode(env);
  const description = 'online payment (Telr): set TELR_STORE_ID and TELR_AUTH_KEY (TELR_ADVICE_SECRET, TELR_TEST, TELR_REMOTE_KEY)';
  if (mode === 'off') return `OFF: ${description}`;
  return mode === 'sandbox' ? `local sandbox at ${SANDBOX_PATH} (loopback only): ${description}` : undefined;
}

/** The configured gateway, or undefined when payments are off. `loopbackOrigin` is where this process reaches its sandbox. */
export function telrEndpoints(env: NodeJS.ProcessEnv, loopbackOrigin: string): TelrEndpoints | undefined {
  const credentials = telrCredentials(env);
  if (credentials) {
    return {
      mode: 'real',
      storeId: credentials.storeId,
      authKey: credentials.authKey,
      orderUrl: TELR_ORDER_URL,
      remoteUrl: TELR_REMOTE_URL,
      remoteKey: env.TELR_REMOTE_KEY?.trim() || credentials.authKey,
      adviceSecret: credentials.adviceSecret,
      test: credentials.test,
    };
  }
  if (isProduction(env)) return undefined;
  return {
    mode: 'sandbox',
    storeId: SANDBOX_STORE_ID,
    authKey: SANDBOX_AUTH_KEY,
    orderUrl: `${loopbackOrigin}${SANDBOX_PATH}/gateway/order.json`,
    remoteUrl: `${loopbackOrigin}${SANDBOX_PATH}/gateway/remote.xml`,
    remoteKey: SANDBOX_AUTH_KEY,
    adviceSecret: SANDBOX_ADVICE_SECRET,
    test: true,
  };
}

/** Fils as Telr's amount: major units with two decimals (12345 -> '123.45'). */
export function telrAmount(fils: number): string {
  if (!Number.isSafeInteger(fils) || fils <= 0) throw new RangeError(`amount must be a positive whole number of fils, got ${fils}`);
  return `${Math.floor(fils / 100)}.${String(fils % 100).padStart(2, '0')}`;
}

/** Telr's amount as fils ('123.45' -> 12345), undefined when it is not one. */
export function filsOfTelrAmount(amount: unknown): number | undefined {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount;
  if (typeof text !== 'string') return undefined;
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** Telr's order status codes. */
export const TELR_ORDER_STATUS = { pending: 1, authorised: 2, paid: 3, expired: -1, cancelled: -2, declined: -3 } as const;

export interface TelrCreateOrder {
  cartId: string;
  amountFils: number;
  description: string;
  returnUrls: { authorised: string; declined: string; cancelled: string };
  /** Optional customer reference shown in Telr's merchant administration. */
  customerRef?: string;
  language?: 'en' | 'ar';
}

export interface TelrOrderStatus {
  ref: string;
  cartId: string;
  /** Fils, as the gateway holds it. */
  amountFils: number | undefined;
  currency: string;
  /** The order status code (3 paid, 1/2 pending, -1 expired, -2 cancelled, -3 declined). */
  code: number;
  text: string;
  /** The last transaction's ref and status letter (A authorised, H on hold, D declined, C cancelled, E error), when there is one. */
  transaction?: { ref: string; status: string; message: string };
}

/** The gateway answered with an error object, an unexpected shape or an HTTP failure, or could not be reached. */
export class TelrError extends Error {
  constructor(
    message: string,
    /** Telr's error note, when it gave one. */
    readonly note?: string,
  ) {
    super(message);
    this.name = 'TelrError';
  }
}

/** A refund of (part of) a captured transaction, through the Remote API. */
export interface TelrRefundRequest {
  /** The captured transaction's ref (the check's transaction.ref, the advice's tran_ref), not the order's ref. */
  transactionRef: string;
  cartId: string;
  amountFils: number;
  currency: string;
  description: string;
}

/** The gateway's answer to a refund: approved only with auth status A (H on hold, D declined, E error are not). */
export interface TelrRefundResult {
  approved: boolean;
  /** The refund's own transaction ref, when the gateway allocated one. */
  ref: string | undefined;
  /** Telr's auth status letter: A authorised, H on hold, D declined, E error. */
  status: string;
  /** The authorisation code when approved, else the code of why not. */
  code: string;
  message: string;
}

export interface TelrClient {
  readonly endpoints: TelrEndpoints;
  create(order: TelrCreateOrder): Promise<{ ref: string; url: string }>;
  check(ref: string): Promise<TelrOrderStatus>;
  /** Throws TelrError when the gateway cannot be reached or answers something that is not a remote.xml auth. */
  refund(request: TelrRefundRequest): Promise<TelrRefundResult>;
}

const REQUEST_TIMEOUT_MS = 15_000;

type Json = Record<string, unknown>;
const objectAt = (value: unknown): Json | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined);
const textAt = (value: unknown): string | undefined => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);

async function post(endpoints: TelrEndpoints, body: Json): Promise<Json> {
  let response: Response;
  try {
    response = await fetch(endpoints.orderUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new TelrError(`gateway unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  const answer = objectAt(await response.json().catch(() => undefined));
  if (!response.ok || !answer) throw new TelrError(`gateway answered HTTP ${response.status}`);
  const error = objectAt(answer.error);
  if (error) throw new TelrError(textAt(error.message) ?? 'gateway error', textAt(error.note));
  return answer;
}

/** Posts a remote.xml request and answers its <auth> element. */
async function postRemote(endpoints: TelrEndpoints, xml: string): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(endpoints.remoteUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/xml; charset=utf-8', accept: 'application/xml, text/xml' },
      body: xml,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new TelrError(`gateway unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new TelrError(`gateway answered HTTP ${response.status}`);
  const auth = xmlChild(xmlChild(readXml(text), 'remote'), 'auth');
  if (!auth) throw new TelrError('remote answered without an auth element');
  return auth;
}

/**
 * The gateway's client. `pageOrigin` (the sandbox only): the payment page the sandbox answers on its loopback origin
 * is handed out on this origin instead, the one browsers reach the site at.
 */
export function createTelrClient(endpoints: TelrEndpoints, pageOrigin?: string): TelrClient {
  const credentials = { store: Number(endpoints.storeId) || endpoints.storeId, authkey: endpoints.authKey };
  return {
    endpoints,
    async create(order) {
      const answer = await post(endpoints, {
        method: 'create',
        ...credentials,
        framed: 0,
        ...(order.language ? { language: order.language } : {}),
        order: {
          cartid: order.cartId,
          test: endpoints.test ? '1' : '0',
          amount: telrAmount(order.amountFils),
          currency: TELR_CURRENCY,
          description: order.description.slice(0, 63),
          trantype: 'sale',
        },
        ...(order.customerRef ? { customer: { ref: order.customerRef } } : {}),
        return: order.returnUrls,
      });
      const created = objectAt(answer.order);
      const ref = textAt(created?.ref);
      const url = textAt(created?.url);
      if (!ref || !url) throw new TelrError('create answered without order ref and url');
      if (!pageOrigin) return { ref, url };
      const page = new URL(url);
      return { ref, url: new URL(`${page.pathname}${page.search}`, pageOrigin).href };
    },
    async check(ref) {
      const answer = await post(endpoints, { method: 'check', ...credentials, order: { ref } });
      const order = objectAt(answer.order);
      const status = objectAt(order?.status);
      const code = Number(status?.code);
      if (!order || !Number.isInteger(code)) throw new TelrError('check answered without the order status');
      const answeredRef = textAt(order.ref);
      if (answeredRef !== undefined && answeredRef !== ref) throw new TelrError('check answered about another order');
      const transaction = objectAt(order.transaction);
      const transactionRef = textAt(transaction?.ref);
      return {
        ref,
        cartId: textAt(order.cartid) ?? '',
        amountFils: filsOfTelrAmount(order.amount),
        currency: textAt(order.currency) ?? '',
        code,
        text: textAt(status?.text) ?? '',
        ...(transaction && transactionRef
          ? { transaction: { ref: transactionRef, status: textAt(transaction.status) ?? '', message: textAt(transaction.message) ?? '' } }
          : {}),
      };
    },
    async refund(request) {
      const auth = await postRemote(
        endpoints,
        xmlDocument('remote', [
          ['store', endpoints.storeId],
          ['key', endpoints.remoteKey],
          [
            'tran',
            [
              ['type', 'refund'],
              ['class', 'ecom'],
              ['cartid', request.cartId],
              ['description', request.description.slice(0, 63)],
              ['test', endpoints.test ? '1' : '0'],
              ['currency', request.currency],
              ['amount', telrAmount(request.amountFils)],
              ['ref', request.transactionRef],
            ],
          ],
        ]),
      );
      const status = xmlText(auth, 'status');
      if (!status) throw new TelrError('remote answered without an auth status');
      return {
        approved: status === 'A',
        ref: xmlText(auth, 'tranref') || undefined,
        status,
        code: xmlText(auth, 'code') ?? '',
        message: xmlText(auth, 'message') ?? '',
      };
    },
  };
}

/** The transaction advice fields signed by tran_check, in their order. */
export const ADVICE_SIGNED_FIELDS = [
  'tran_store',
  'tran_type',
  'tran_class',
  'tran_test',
  'tran_ref',
  'tran_prevref',
  'tran_firstref',
  'tran_currency',
  'tran_amount',
  'tran_cartid',
  'tran_desc',
  'tran_status',
  'tran_authcode',
  'tran_authmessage',
] as const;

/** tran_check: SHA-1 (hex) of the secret and the signed fields' values (trimmed, absent as empty), joined with ':'. */
export function adviceCheck(secret: string, fields: URLSearchParams): string {
  const text = [secret, ...ADVICE_SIGNED_FIELDS.map((name) => (fields.get(name) ?? '').trim())].join(':');
  return createHash('sha1').update(text, 'utf8').digest('hex');
}

/** Whether an advice's tran_check matches the secret (case-insensitive hex, compared in constant time). */
export function adviceSigned(secret: string, fields: URLSearchParams): boolean {
  const expected = Buffer.from(adviceCheck(secret, fields));
  const given = Buffer.from((fields.get('tran_check') ?? '').trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
