/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The prerendered pages' loader (scripts/paint-first.js), run as the browser runs it: as a classic script whose tag
// names the shell's script in data-main.
const SOURCE = readFileSync(path.join(__dirname, '..', 'scripts', 'paint-first.js'), 'utf8');
const MAIN = '/main.0123abcd.js';

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void;
let paintCallbacks: PaintCallback[];
let disconnected: number;

class FakePaintObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  constructor(private readonly callback: PaintCallback) {}
  observe() {
    paintCallbacks.push(this.callback);
  }
}

function paint(name: string) {
  for (const callback of paintCallbacks)
    callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect: () => (disconnected += 1) });
}

function runLoader(main: string | null = MAIN, startup: string[] = []) {
  const tag = document.createElement('script');
  if (main) tag.setAttribute('data-main', main);
  if (startup.length > 0) tag.setAttribute('data-startup', startup.join(' '));
  Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
  window.eval(SOURCE);
}

const started = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

beforeEach(() => {
  jest.useFakeTimers();
  paintCallbacks = [];
  disconnected = 0;
  document.head.replaceChildren();
  document.body.replaceChildren();
  Object.defineProperty(window, 'PerformanceObserver', { value: FakePaintObserver, configurable: true, writable: true });
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});
afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

describe('the paint-first loader', () => {
  it('starts the shell script once the page has painted its content, not before', () => {
    runLoader();
    expect(started()).toEqual([]);
    paint('first-paint');
    expect(started()).toEqual([]);
    paint('first-contentful-paint');
    expect(started()).toEqual([MAIN]);
    expect(disconnected).toBe(1);
    // Once only, whatever comes after.
    jest.advanceTimersByTime(5000);
    expect(started()).toEqual([MAIN]);
  });

  it("adds the shell's start-up chunks before its script, one per task, each once", () => {
    const chunks = ['/1.aaaa1111.js', '/2.bbbb2222.js', '/3.cccc3333.js'];
    runLoader(MAIN, chunks);
    expect(started()).toEqual([]);
    // One the shell's runtime has asked for already is left as it is.
    const asked = document.createElement('script');
    asked.setAttribute('src', '/2.bbbb2222.js');
    document.head.appendChild(asked);
    paint('first-contentful-paint');
    expect(started()).toEqual(['/2.bbbb2222.js', '/1.aaaa1111.js']);
    // The next task skips the chunk the page has and adds the one after it.
    jest.advanceTimersToNextTimer();
    expect(started()).toEqual(['/2.bbbb2222.js', '/1.aaaa1111.js', '/3.cccc3333.js']);
    jest.advanceTimersToNextTimer();
    expect(started()).toEqual(['/2.bbbb2222.js', '/1.aaaa1111.js', '/3.cccc3333.js', MAIN]);
    jest.advanceTimersByTime(5000);
    expect(started()).toHaveLength(4);
  });

  it("puts a guest page's whole sheets in place of the rules it used, one per task, before the shell's scripts", () => {
    const sheet = (href: string, css: string) => {
      const style = Object.assign(document.createElement('style'), { textContent: css });
      style.setAttribute('data-href', href);
      return style;
    };
    const shell = sheet('/main.css', '.a{color:red}');
    const area = sheet('4449.css', '.b{color:blue}');
    document.head.replaceChildren(shell, area);
    const whole = (href: string, css: string) => {
      const script = Object.assign(document.createElement('script'), { type: 'text/css', textContent: css });
      script.setAttribute('data-full-style', href);
      return script;
    };
    document.body.replaceChildren(whole('/main.css', '.a{color:red}.z{color:green}'), whole('4449.css', '.b{color:blue}.y{margin:0}'));
    const texts = () => [shell.textContent, area.textContent];
    runLoader(MAIN, ['/1.aaaa1111.js']);
    expect(texts()).toEqual(['.a{color:red}', '.b{color:blue}']);
    paint('first-contentful-paint');
    expect([texts(), started()]).toEqual([['.a{color:red}.z{color:green}', '.b{color:blue}'], []]);
    jest.advanceTimersToNextTimer();
    expect([texts(), started()]).toEqual([['.a{color:red}.z{color:green}', '.b{color:blue}.y{margin:0}'], []]);
    expect(document.querySelectorAll('script[data-full-style]')).toHaveLength(0);
    jest.advanceTimersToNextTimer();
    expect(started()).toEqual(['/1.aaaa1111.js']);
    jest.advanceTimersToNextTimer();
    expect(started()).toEqual(['/1.aaaa1111.js', MAIN]);
  });

  it('puts a sheet carried in parts in place a part per task: the used rules stay last until the last part takes their place', () => {
    const used = Object.assign(document.createElement('style'), { textContent: '.a{color:red}' });
    used.setAttribute('data-href', '/main.css');
    document.head.replaceChildren(used);
    const parts = ['.a{color:red}', '.y{margin:0}', '.z{color:green}'];
    document.body.replaceChildren(
      ...parts.map((css) => {
        const script = Object.assign(document.createElement('script'), { type: 'text/css', textContent: css });
        script.setAttribute('data-full-style', '/main.css');
        return script;
      }),
    );
    const sheets = () => [...document.head.querySelectorAll('style')].map((style) => [style.getAttribute('data-part-of'), style.textContent]);
    runLoader(MAIN);
    paint('first-contentful-paint');
    expect(sheets()).toEqual([
      ['/main.css', '.a{color:red}'],
      [null, '.a{color:red}'],
    ]);
    jest.advanceTimersToNextTimer();
    expect(sheets()).toEqual([
      ['/main.css', '.a{color:red}'],
      ['/main.css', '.y{margin:0}'],
      [null, '.a{color:red}'],
    ]);
    expect(started()).toEqual([]);
    jest.advanceTimersToNextTimer();
    // The parts, in order, are the whole sheet; the one the runtimes look up by its name holds the last.
    expect(sheets()).toEqual([
      ['/main.css', '.a{color:red}'],
      ['/main.css', '.y{margin:0}'],
      [null, '.z{color:green}'],
    ]);
    expect(used.textContent).toBe('.z{color:green}');
    expect(document.querySelectorAll('script[data-full-style]')).toHaveLength(0);
    jest.advanceTimersToNextTimer();
    expect(started()).toEqual([MAIN]);
  });

  it('takes its next task from scheduler.postTask where the browser has it', () => {
    const posted: (() => void)[] = [];
    Object.defineProperty(window, 'scheduler', { value: { postTask: (run: () => void) => posted.push(run) }, configurable: true });
    try {
      runLoader(MAIN, ['/1.aaaa1111.js']);
      paint('first-contentful-paint');
      expect(started()).toEqual(['/1.aaaa1111.js']);
      jest.advanceTimersByTime(5000);
      expect(started()).toEqual(['/1.aaaa1111.js']);
      posted.shift()?.();
      expect(started()).toEqual(['/1.aaaa1111.js', MAIN]);
    } finally {
      Reflect.deleteProperty(window, 'scheduler');
    }
  });

  it('starts it anyway when no paint is reported within a second', () => {
    runLoader();
    jest.advanceTimersByTime(999);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toEqual([MAIN]);
  });

  it('starts it at once in a hidden tab', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    runLoader();
    expect(started()).toEqual([MAIN]);
  });

  it("drops a page made for another visitor before it is painted and starts at once; keeps a visitor's own page until it has painted", () => {
    const prerendered = (audience: 'guest' | 'signedIn') => {
      document.body.innerHTML = `<div id="root" data-prerendered="en" data-prerendered-area="${audience === 'guest' ? 'account' : 'modify'}" data-prerendered-for="${audience}"><main><h1>Eat well</h1></main></div>`;
      return document.getElementById('root')!;
    };
    const dropped = (root: HTMLElement) =>
      root.childNodes.length === 0 && !['data-prerendered', 'data-prerendered-area', 'data-prerendered-for'].some((name) => root.hasAttribute(name));
    const visit = (audience: 'guest' | 'signedIn') => {
      document.head.replaceChildren();
      paintCallbacks = [];
      const root = prerendered(audience);
      runLoader();
      return root;
    };

    // A guest on the guest page, a signed-in customer on their dashboard: kept, and the script waits (for the guest's
    // first reach or idle time, for the customer's paint).
    let root = visit('guest');
    expect([dropped(root), started()]).toEqual([false, []]);
    // The guest's page answers from its HTML; the customer's cannot until React has it, and is inert until then.
    expect(root.hasAttribute('inert')).toBe(false);
    window.mealplanKeptInput?.();
    localStorage.setItem('token', 'a-session-token');
    root = visit('signedIn');
    expect([dropped(root), started()]).toEqual([false, []]);
    expect(root.hasAttribute('inert')).toBe(true);
    paint('first-contentful-paint');
    expect(started()).toEqual([MAIN]);

    // A signed-in customer on the guest page, a browser without a session on the dashboard: dropped, started at once.
    root = visit('guest');
    expect([dropped(root), started()]).toEqual([true, [MAIN]]);
    localStorage.clear();
    root = visit('signedIn');
    expect([dropped(root), started()]).toEqual([true, [MAIN]]);
    expect(root.hasAttribute('inert')).toBe(false);

    // The plain index.html (an empty root, no attributes) is left as it is.
    document.body.innerHTML = '<div id="root"></div>';
    document.head.replaceChildren();
    runLoader();
    expect(document.getElementById('root')!.outerHTML).toBe('<div id="root"></div>');
  });

  it("holds a customer's page but for the cookie notice, whose Ok it does at the tap; until React's render takes its place", () => {
    localStorage.setItem('token', 'a-session-token');
    document.body.innerHTML =
      '<div id="root" data-prerendered="en" data-prerendered-area="modify" data-prerendered-for="signedIn"><div class="frame">' +
      '<header><button type="button" class="profile">Profile</button></header><main><h1>Welcome</h1></main>' +
      '<section id="cookie-notice"><p>Read our <a href="/privacy-policy">privacy policy</a>.</p>' +
      '<button type="button" disabled data-until-script data-sets-cookie="showCookieMessage=false; max-age=864000000; path=/; SameSite=Lax" data-hides="cookie-notice">Ok</button>' +
      '</section></div></div>';
    const root = document.getElementById('root')!;
    runLoader();
    const inert = (selector: string) => root.querySelector(selector)!.closest('[inert]') !== null;
    // Everything beside the notice is inert (it has no handlers until React's render), the notice answers as HTML.
    expect([inert('header'), inert('main'), inert('.profile')]).toEqual([true, true, true]);
    expect([root.hasAttribute('inert'), inert('#cookie-notice'), inert('a'), inert('#cookie-notice button')]).toEqual([false, false, false, false]);
    expect(root.hasAttribute('data-holds-input')).toBe(true);
    const ok = root.querySelector<HTMLButtonElement>('#cookie-notice button')!;
    expect([ok.disabled, ok.hasAttribute('data-until-script')]).toEqual([false, false]);
    expect(started()).toEqual([]);

    ok.click();
    expect(document.cookie).toContain('showCookieMessage=false');
    expect(getComputedStyle(root.querySelector('#cookie-notice')!).display).toBe('none');
    expect(started()).toEqual([MAIN]);

    // React's own notice (its render took the HTML's place) is React's: the loader does nothing at its tap.
    document.cookie = 'showCookieMessage=; max-age=0; path=/';
    root.innerHTML = '<section id="cookie-notice"><button type="button" data-sets-cookie="showCookieMessage=false; path=/">Ok</button></section>';
    root.querySelector<HTMLButtonElement>('button')!.click();
    expect(document.cookie).not.toContain('showCookieMessage');
  });

  it("makes a customer's page without the notice inert as a whole", () => {
    localStorage.setItem('token', 'a-session-token');
    document.body.innerHTML =
      '<div id="root" data-prerendered="en" data-prerendered-area="modify" data-prerendered-for="signedIn"><main><h1>Welcome</h1></main></div>';
    runLoader();
    const root = document.getElementById('root')!;
    expect([root.hasAttribute('inert'), root.hasAttribute('data-holds-input')]).toEqual([true, false]);
  });

  it('waits for the next frame where paints are not observable, and does nothing without a script to start', () => {
    Object.defineProperty(window, 'PerformanceObserver', { value: undefined, configurable: true, writable: true });
    runLoader();
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(100);
    expect(started()).toEqual([MAIN]);

    document.head.replaceChildren();
    runLoader(null);
    jest.advanceTimersByTime(5000);
    expect(started()).toEqual([]);
  });

  describe("on a guest's page", () => {
    const guestPage = () => {
      document.body.innerHTML = `<div id="root" data-prerendered="en" data-prerendered-area="account" data-prerendered-for="guest"><main>
        <a href="/sign-up">Sign up</a>
        <button type="button" class="lang">العربية</button>
        <form><fieldset disabled data-until-script><input name="email" value=""><button type="submit">Sign In</button></fieldset></form>
        <button type="button" disabled class="tile">My menu</button>
      </main></div>`;
      return document.getElementById('root')!;
    };
    afterEach(() => window.mealplanKeptInput?.());

    it('answers from its HTML: enables what waits for the script, leaves other disabled controls, and keeps taps and submissions for the shell', () => {
      const root = guestPage();
      runLoader();
      expect(root.hasAttribute('data-keeps-input')).toBe(true);
      expect(root.querySelector('fieldset')!.disabled).toBe(false);
      expect(root.querySelector('[data-until-script]')).toBeNull();
      expect(root.querySelector<HTMLButtonElement>('.tile')!.disabled).toBe(true);
      expect(started()).toEqual([]);

      // A tap on a button: kept (not passed on to the page), and the shell starts.
      const language = root.querySelector<HTMLButtonElement>('.lang')!;
      const seen: string[] = [];
      language.addEventListener('click', () => seen.push('click'));
      expect(language.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false);
      expect(seen).toEqual([]);
      expect(started()).toEqual([MAIN]);
      // The page shows it is on it.
      expect(root.getAttribute('aria-busy')).toBe('true');
      expect(language.hasAttribute('data-kept')).toBe(true);

      // A submission (Enter in a field): kept, never sent as a plain form.
      const form = root.querySelector('form')!;
      const submitted = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(submitted);
      expect(submitted.defaultPrevented).toBe(true);

      // A click on a link is the browser's (it navigates).
      const link = new MouseEvent('click', { bubbles: true, cancelable: true });
      root.querySelector('a')!.dispatchEvent(link);
      expect(link.defaultPrevented).toBe(false);

      // The shell takes what was kept, once; from then on the page's events are React's.
      expect(window.mealplanKeptInput!()).toEqual([
        { kind: 'click', target: language },
        { kind: 'submit', target: form },
      ]);
      expect(window.mealplanKeptInput).toBeUndefined();
      expect(root.hasAttribute('data-keeps-input')).toBe(false);
      expect(root.hasAttribute('aria-busy')).toBe(false);
      expect(language.hasAttribute('data-kept')).toBe(false);
      expect(language.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true);
      expect(seen).toEqual(['click']);
      expect(started()).toEqual([MAIN]);
    });

    it("does a button that sets a cookie (the cookie notice's Ok) at the tap instead of keeping it, and hides what it answers", () => {
      const root = guestPage();
      root.insertAdjacentHTML(
        'beforeend',
        `<section id="cookie-notice"><button type="button" disabled data-until-script data-sets-cookie="showCookieMessage=false; max-age=864000000; path=/; SameSite=Lax" data-hides="cookie-notice">Ok</button></section>`,
      );
      runLoader();
      const ok = root.querySelector<HTMLButtonElement>('#cookie-notice button')!;
      expect(ok.disabled).toBe(false);
      expect(document.cookie).not.toContain('showCookieMessage');
      ok.click();
      // Written now: a link followed before React has the page asks for the next one with it.
      expect(document.cookie).toContain('showCookieMessage=false');
      // Off the screen at once, still in the page for React to hydrate as it came.
      expect(getComputedStyle(root.querySelector('#cookie-notice')!).display).toBe('none');
      expect(root.querySelector('#cookie-notice')).not.toBeNull();
      // Not kept: nothing to replay, the page is not shown busy; and the shell starts.
      expect(ok.hasAttribute('data-kept')).toBe(false);
      expect(root.hasAttribute('aria-busy')).toBe(false);
      expect(started()).toEqual([MAIN]);
      expect(window.mealplanKeptInput!()).toEqual([]);
      document.cookie = 'showCookieMessage=; max-age=0; path=/';
    });

    it.each(['pointerdown', 'touchstart', 'keydown', 'focusin'])('starts the shell at the first %s, not at the paint', (type) => {
      guestPage();
      runLoader();
      paint('first-contentful-paint');
      jest.advanceTimersByTime(1000);
      expect(started()).toEqual([]);
      document.querySelector('input')!.dispatchEvent(new Event(type, { bubbles: true }));
      expect(started()).toEqual([MAIN]);
    });

    it('starts the shell when the page has loaded and the browser is then idle, if no one reached for it', () => {
      const idle: (() => void)[] = [];
      Object.defineProperty(window, 'requestIdleCallback', { value: (callback: () => void) => idle.push(callback), configurable: true });
      guestPage();
      runLoader();
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(2999);
      expect(idle).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(started()).toEqual([]);
      idle.forEach((callback) => callback());
      expect(started()).toEqual([MAIN]);
    });
  });
});
