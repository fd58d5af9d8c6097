// The PDF engine: the system Chromium's print-to-PDF (HarfBuzz shapes Arabic, the bidi algorithm orders mixed text),
// driven by playwright-core (no browser download: CHROMIUM_PATH, default /usr/bin/chromium, which the README's
// commands and .ci/run install). One browser per process, launched on first use and kept warm, with one context
// (JavaScript off, every request blocked: the fonts are inlined) and at most `concurrency` pages, reused: each
// document replaces the page's whole content (a new page costs a renderer process, most of a print's time); a page
// that fails is closed and a new one made. A browser that cannot start or has died answers EngineUnavailable, which
// the calls turn into a clear Err; the next document tries to start it again.
// Bounded (issue 40): the pages are sized by the memory free at start (pdfConcurrency, PDF_CONCURRENCY), at most
// `queueLimit` documents wait for a page (one more answers EngineBusy at once, with the seconds to wait), and one
// customer ("owner") has at most `customer.inFlight` documents waiting or printing and `customer.perWindow` prints a
// window (CustomerPrintLimit): one customer cannot fill the queue another's document waits in.
import { existsSync } from 'node:fs';
import { availableParallelism, freemem } from 'node:os';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { log } from '../ops/log';
import { CustomerAllowance, type CustomerAllowanceRules } from './customer-allowance';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
/** Memory one printing page takes at most (its renderer printing a 90-day menu, with the browser's share). */
export const PRINT_MEMORY_BYTES = 300 * 2 ** 20;
/** The most pages a process prints on at once, however much memory is free (and no more than its CPUs: a print is CPU-bound). */
export const MAX_PDF_CONCURRENCY = 4;
/** Documents that may wait for a page, per page. */
export const QUEUE_PER_PAGE = 4;
/** A customer's documents waiting or printing at once, and prints per window (per process). */
export const DEFAULT_CUSTOMER_RULES: CustomerAllowanceRules = { inFlight: 2, perWindow: 20, windowSeconds: 10 * 60 };
/** A print that takes longer is abandoned (a 90-day menu prints in a few seconds). */
const PRINT_TIMEOUT_MS = 60_000;
const LAUNCH_TIMEOUT_MS = 30_000;
/** The first guess of a print's time, before one is measured (the wait a busy answer names). */
const FIRST_PRINT_ESTIMATE_MS = 2_000;

/** Memory this process may still use: the machine's available memory, or less under a cgroup limit. */
function availableMemoryBytes(): number {
  const constrained = typeof process.constrainedMemory === 'function' ? (process.constrainedMemory() ?? 0) : 0;
  return constrained > 0 ? Math.min(freemem(), constrained) : freemem();
}

/**
 * Pages printing at once: PDF_CONCURRENCY when set, else one per PRINT_MEMORY_BYTES of free memory, at least 1 and at
 * most 4 or the number of CPUs.
 */
export function pdfConcurrency(env: NodeJS.ProcessEnv = process.env, freeBytes = availableMemoryBytes(), cpus = availableParallelism()): number {
  const set = env.PDF_CONCURRENCY;
  if (set !== undefined && set !== '') {
    const value = Number(set);
    if (Number.isSafeInteger(value) && value >= 1) return value;
    log().warn(`menu-pdf: PDF_CONCURRENCY=${set} is not a whole number of 1 or more; sizing by memory`);
  }
  return Math.max(1, Math.min(MAX_PDF_CONCURRENCY, cpus, Math.floor(freeBytes / PRINT_MEMORY_BYTES)));
}

/** Documents waiting for a page at most: PDF_QUEUE_LIMIT when set (0 or more), else QUEUE_PER_PAGE per page. */
export function pdfQueueLimit(concurrency: number, env: NodeJS.ProcessEnv = process.env): number {
  const set = env.PDF_QUEUE_LIMIT;
  if (set !== undefined && set !== '') {
    const value = Number(set);
    if (Number.isSafeInteger(value) && value >= 0) return value;
    log().warn(`menu-pdf: PDF_QUEUE_LIMIT=${set} is not a whole number of 0 or more; using ${QUEUE_PER_PAGE} per page`);
  }
  return concurrency * QUEUE_PER_PAGE;
}

/** Prints per customer and window: PDF_CUSTOMER_PRINTS (per 10 minutes) when set, else 20. */
export function pdfCustomerRules(env: NodeJS.ProcessEnv = process.env): CustomerAllowanceRules {
  const value = Number(env.PDF_CUSTOMER_PRINTS);
  return env.PDF_CUSTOMER_PRINTS && Number.isSafeInteger(value) && value >= 1
    ? { ...DEFAULT_CUSTOMER_RULES, perWindow: value }
    : DEFAULT_CUSTOMER_RULES;
}

export class EngineUnavailable extends Error {
  constructor(reason: string) {
    super(`PDF engine unavailable: ${reason}`);
    this.name = 'EngineUnavailable';
  }
}

/** The queue is full: the document is refused at once; try again after `retryAfterSeconds`. */
export class EngineBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`PDF engine busy: try again in ${retryAfterSeconds} s`);
    this.name = 'EngineBusy';
  }
}

/** The customer has as many documents printing as allowed, or has printed their share of the window. */
export class CustomerPrintLimit extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`menu PDF prints per customer: try again in ${retryAfterSeconds} s`);
    this.name = 'CustomerPrintLimit';
  }
}

export interface PdfEngineOptions {
  executablePath?: string;
  /** Pages printing at once (default: sized by free memory, pdfConcurrency). */
  concurrency?: number;
  /** Documents waiting for a page at most (default QUEUE_PER_PAGE per page). */
  queueLimit?: number;
  /** Per customer: documents waiting or printing, and prints per window. */
  customer?: CustomerAllowanceRules;
}

/** Page header and footer of the printed document (Chromium's templates: pageNumber / totalPages are filled in). */
export interface PrintOptions {
  footerTemplate: string;
  /** Whose document it is (the customer's id): counted against the customer's allowance. */
  owner?: string;
}

export class PdfEngine {
  readonly executablePath: string;
  readonly concurrency: number;
  readonly queueLimit: number;
  private readonly allowance: CustomerAllowance;
  /** A recent print's time (moving average), for the wait a busy answer names. */
  private printMs = FIRST_PRINT_ESTIMATE_MS;
  private browser: Promise<Browser> | undefined;
  private context: Promise<BrowserContext> | undefined;
  /** Warm pages not printing now (at most `concurrency` pages exist). */
  private idlePages: Page[] = [];
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private closed = false;

  constructor(opts: PdfEngineOptions = {}) {
    this.executablePath = opts.executablePath ?? DEFAULT_CHROMIUM_PATH;
    this.concurrency = Math.max(1, opts.concurrency ?? pdfConcurrency({}));
    this.queueLimit = Math.max(0, opts.queueLimit ?? this.concurrency * QUEUE_PER_PAGE);
    this.allowance = new CustomerAllowance(opts.customer ?? DEFAULT_CUSTOMER_RULES);
  }

  /** Documents waiting for a page now. */
  get queueLength(): number {
    return this.waiting.length;
  }

  /** Whether a document asked for now would be refused as busy (every page printing and the queue full). */
  get busy(): boolean {
    return this.running >= this.concurrency && this.waiting.length >= this.queueLimit;
  }

  /** Seconds until a page is likely free: the documents ahead, a recent print's time each, over the pages. */
  get retryAfterSeconds(): number {
    const ahead = this.waiting.length + 1;
    return Math.min(60, Math.max(1, Math.ceil((ahead * this.printMs) / this.concurrency / 1000)));
  }

  /** Starts the browser if it is not running; rejects with EngineUnavailable when it cannot. */
  async ready(): Promise<void> {
    await this.launched();
  }

  /**
   * The HTML document printed to an A4 PDF. Rejects at once with CustomerPrintLimit when the owner is over their
   * allowance, EngineBusy when the queue is full.
   */
  async print(html: string, options: PrintOptions): Promise<Buffer> {
    const { owner } = options;
    if (owner !== undefined) {
      const wait = this.allowance.take(owner, Date.now());
      if (wait !== undefined) throw new CustomerPrintLimit(wait);
    }
    try {
      await this.slot();
    } catch (error) {
      if (owner !== undefined) this.allowance.giveBack(owner);
      throw error;
    }
    const started = Date.now();
    try {
      const pdf = await this.render(html, options);
      this.printMs = Math.round(0.7 * this.printMs + 0.3 * (Date.now() - started));
      return pdf;
    } finally {
      this.release();
      if (owner !== undefined) this.allowance.done(owner);
    }
  }

  /** Prints on a warm page (the caller holds a slot). */
  protected async render(html: string, options: PrintOptions): Promise<Buffer> {
    const page = await this.page();
    try {
      await page.setContent(html, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready).catch(() => undefined);
      const pdf = await page.pdf({
        format: 'A4',
        printBackground: true,
        preferCSSPageSize: true,
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate: options.footerTemplate,
      });
      this.idlePages.push(page);
      return pdf;
    } catch (error) {
      await page.close().catch(() => undefined);
      if (!page.context().browser()?.isConnected()) throw this.lost(error);
      throw error;
    }
  }

  /** An idle warm page, or a new one in the engine's context. */
  private async page(): Promise<Page> {
    const idle = this.idlePages.pop();
    if (idle && !idle.isClosed()) return idle;
    const browser = await this.launched();
    this.context ??= browser.newContext({ javaScriptEnabled: false, offline: true }).then(async (context) => {
      await context.route('**/*', (route) => route.abort('blockedbyclient'));
      return context;
    });
    try {
      const page = await (await this.context).newPage();
      page.setDefaultTimeout(PRINT_TIMEOUT_MS);
      return page;
    } catch (error) {
      throw this.lost(error);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser;
    this.forget();
    if (browser) await browser.then((b) => b.close()).catch(() => undefined);
  }

  private launched(): Promise<Browser> {
    if (this.closed) return Promise.reject(new EngineUnavailable('closed'));
    if (!this.browser) {
      const launching = this.launch();
      this.browser = launching;
      // A failed start is not kept: the next document tries again.
      launching.catch(() => {
        if (this.browser === launching) this.browser = undefined;
      });
    }
    return this.browser;
  }

  private async launch(): Promise<Browser> {
    if (!existsSync(this.executablePath))
      throw new EngineUnavailable(`no Chromium at ${this.executablePath} (install chromium or set CHROMIUM_PATH)`);
    let browser: Browser;
    try {
      // Loaded with the first document, not with the process: playwright-core is the largest library the server has
      // (about a quarter of a second of a start), and most processes never print.
      const { chromium } = await import('playwright-core');
      browser = await chromium.launch({
        executablePath: this.executablePath,
        timeout: LAUNCH_TIMEOUT_MS,
        args: ['--disable-gpu', '--disable-dev-shm-usage', '--font-render-hinting=none'],
      });
    } catch (error) {
      throw new EngineUnavailable(error instanceof Error ? error.message.split('\n', 1)[0]! : String(error));
    }
    browser.on('disconnected', () => {
      if (this.browser) void this.browser.then((current) => current === browser && this.forget()).catch(() => undefined);
    });
    return browser;
  }

  /** A browser that died while in use: forgotten, so the next document starts a new one. */
  private lost(error: unknown): Error {
    this.forget();
    return new EngineUnavailable(error instanceof Error ? error.message.split('\n', 1)[0]! : String(error));
  }

  /** Drops the browser, its context and pages (closed, died, or failed): the next document starts anew. */
  private forget(): void {
    this.browser = undefined;
    this.context = undefined;
    this.idlePages = [];
  }

  private slot(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.queueLimit) return Promise.reject(new EngineBusy(this.retryAfterSeconds));
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}

let processEngine: PdfEngine | undefined;

/**
 * The process's engine, created on first use: CHROMIUM_PATH (default /usr/bin/chromium), PDF_CONCURRENCY (default by
 * free memory), PDF_QUEUE_LIMIT, PDF_CUSTOMER_PRINTS.
 */
export function menuPdfEngine(env: NodeJS.ProcessEnv = process.env): PdfEngine {
  if (!processEngine) {
    const concurrency = pdfConcurrency(env);
    processEngine = new PdfEngine({
      executablePath: env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH,
      concurrency,
      queueLimit: pdfQueueLimit(concurrency, env),
      customer: pdfCustomerRules(env),
    });
  }
  return processEngine;
}

/** Closes the process's engine (server shutdown). */
export async function closeMenuPdfEngine(): Promise<void> {
  const engine = processEngine;
  processEngine = undefined;
  await engine?.close();
}
