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

function runLoader(main: string | null = MAIN) {
  const tag = document.createElement('script');
  if (main) tag.setAttribute('data-main', main);
  Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
  window.eval(SOURCE);
}

const started = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

beforeEach(() => {
  jest.useFakeTimers();
  paintCallbacks = [];
  disconnected = 0;
  document.head.replaceChildren();
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

  it('starts it anyway when no paint is reported within a second', () => {
    runLoader();
    jest.advanceTimersByTime(999);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toEqual([MAIN]);
  });

  it('starts it at once for a signed-in customer (whose page is not the guest HTML) and in a hidden tab', () => {
    localStorage.setItem('token', 'a-session-token');
    runLoader();
    expect(started()).toEqual([MAIN]);

    localStorage.clear();
    document.head.replaceChildren();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    runLoader();
    expect(started()).toEqual([MAIN]);
  });

  it("drops a signed-in customer's guest HTML before it is painted, and keeps a guest's", () => {
    const prerendered = () => {
      document.body.innerHTML = '<div id="root" data-prerendered="en" data-prerendered-area="account"><main><h1>Eat well</h1></main></div>';
      return document.getElementById('root')!;
    };
    let root = prerendered();
    runLoader();
    expect(root.childNodes).toHaveLength(1);
    expect(root.getAttribute('data-prerendered')).toBe('en');

    localStorage.setItem('token', 'a-session-token');
    document.head.replaceChildren();
    root = prerendered();
    runLoader();
    expect(root.childNodes).toHaveLength(0);
    expect(root.hasAttribute('data-prerendered')).toBe(false);
    expect(root.hasAttribute('data-prerendered-area')).toBe(false);
    expect(started()).toEqual([MAIN]);

    // The plain index.html (an empty root, no attributes) is left as it is.
    document.body.innerHTML = '<div id="root"></div>';
    document.head.replaceChildren();
    runLoader();
    expect(document.getElementById('root')!.outerHTML).toBe('<div id="root"></div>');
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
});
