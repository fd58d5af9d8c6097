/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { useNearViewport } from '../../src/ui';

function Part() {
  const [ref, near] = useNearViewport('300px');
  return <div ref={ref}>{near ? 'drawn' : 'waiting'}</div>;
}

/** A stand-in IntersectionObserver: records what it observes and lets the test say when the element comes near. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

describe('useNearViewport', () => {
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    FakeObserver.last = undefined;
  });

  it('waits until the element comes within the margin of the viewport, then stays near and stops observing', () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    render(<Part />);
    const observer = FakeObserver.last!;
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(observer.options.rootMargin).toBe('300px');
    expect(observer.observed).toEqual([screen.getByText('waiting')]);
    act(() => observer.report(false));
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => observer.report(true));
    expect(screen.getByText('drawn')).toBeTruthy();
    expect(observer.disconnected).toBe(true);
  });

  it('is near at once where the browser has no IntersectionObserver', () => {
    render(<Part />);
    expect(screen.getByText('drawn')).toBeTruthy();
  });
});
