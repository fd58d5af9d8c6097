// The PDF engine: the system Chromium's print-to-PDF (HarfBuzz shapes Arabic, the bidi algorithm orders mixed text),
// driven by playwright-core (no browser download: CHROMIUM_PATH, default /usr/bin/chromium, which the README's
// commands and .ci/run install). One browser per process, launched on first use and kept warm, with one context
// (JavaScript off, every request blocked: the fonts are inlined) and at most `concurrency` pages, reused: each
// document replaces the page's whole content (a new page costs a renderer process, most of a print's time); a page
// that fails is closed and a new one made. A browser that cannot start or has died answers EngineUnavailable, which
// the calls turn into a clear Err; the next document tries to start it again.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
/** Documents printed at once per process (each holds a renderer process while it prints). */
export const DEFAULT_PDF_CONCURRENCY = 2;
/** A print that takes longer is abandoned (a 90-day menu prints in a few seconds). */
const PRINT_TIMEOUT_MS = 60_000;
const LAUNCH_TIMEOUT_MS = 30_000;

export class EngineUnavailable extends Error {
  constructor(reason: string) {
    super(`PDF engine unavailable: ${reason}`);
    this.name = 'EngineUnavailable';
  }
}

export interface PdfEngineOptions {
  executablePath?: string;
  concurrency?: number;
}

/** Page header and footer of the printed document (Chromium's templates: pageNumber / totalPages are filled in). */
export interface PrintOptions {
  footerTemplate: string;
}

export class PdfEngine {
  readonly executablePath: string;
  private readonly concurrency: number;
  private browser: Promise<Browser> | undefined;
  private context: Promise<BrowserContext> | undefined;
  /** Warm pages not printing now (at most `concurrency` pages exist). */
  private idlePages: Page[] = [];
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private closed = false;

  constructor(opts: PdfEngineOptions = {}) {
    this.executablePath = opts.executablePath ?? DEFAULT_CHROMIUM_PATH;
    this.concurrency = Math.max(1, opts.concurrency ?? DEFAULT_PDF_CONCURRENCY);
  }

  /** Starts the browser if it is not running; rejects with EngineUnavailable when it cannot. */
  async ready(): Promise<void> {
    await this.launched();
  }

  /** The HTML document printed to an A4 PDF. */
  async print(html: string, options: PrintOptions): Promise<Buffer> {
    await this.slot();
    try {
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
    } finally {
      this.release();
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
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}

let processEngine: PdfEngine | undefined;

/** The process's engine (CHROMIUM_PATH, default /usr/bin/chromium), created on first use. */
export function menuPdfEngine(env: NodeJS.ProcessEnv = process.env): PdfEngine {
  processEngine ??= new PdfEngine({ executablePath: env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH });
  return processEngine;
}

/** Closes the process's engine (server shutdown). */
export async function closeMenuPdfEngine(): Promise<void> {
  const engine = processEngine;
  processEngine = undefined;
  await engine?.close();
}
