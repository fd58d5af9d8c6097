/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { AreaIntl } from '../../src/i18n/AreaIntl';
import { localeStore } from '../../src/i18n/runtime';
import type { Catalogues } from '../../src/i18n/message';
import { LazyCatalogues, loadCatalogues } from '../../src/i18n/lazyCatalogues';

const area: Catalogues = { en: { 'area.hello': 'Hello' }, ar: { 'area.hello': 'مرحبا' } };

describe('AreaIntl', () => {
  afterEach(() => act(() => localeStore.choose('en')));

  it('keeps one messages object while the language and the catalogues stay, and builds another when the language changes', () => {
    const seen: Record<string, string>[] = [];
    function Probe() {
      const intl = useIntl();
      seen.push(intl.messages as Record<string, string>);
      return <p>{intl.formatMessage({ id: 'area.hello' })}</p>;
    }
    // The catalogues written inline, as areas do: a new array on every render.
    const page = () => (
      <AreaIntl catalogues={[area]}>
        <Probe />
      </AreaIntl>
    );
    const { rerender, container } = render(page());
    rerender(page());
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
    expect(container.textContent).toBe('Hello');

    act(() => localeStore.choose('ar'));
    expect(container.textContent).toBe('مرحبا');
    expect(seen.at(-1)).not.toBe(seen[0]);
    expect(seen.at(-1)?.['area.hello']).toBe('مرحبا');
  });
});

describe('AreaIntl with a lazily loaded language', () => {
  afterEach(() => act(() => localeStore.choose('en')));

  function deferred() {
    let resolve!: (texts: Record<string, string>) => void;
    const promise = new Promise<Record<string, string>>((done) => (resolve = done));
    return { promise, resolve };
  }

  it('never shows English to an Arabic reader: nothing until the Arabic texts are there', async () => {
    const arabic = deferred();
    const lazy = new LazyCatalogues({ 'area.hello': 'Hello' }, { ar: () => arabic.promise });
    act(() => localeStore.choose('ar'));
    const { container } = render(
      <AreaIntl catalogues={[lazy]}>
        <Hello />
      </AreaIntl>,
    );
    expect(container.textContent).toBe('');
    await act(async () => arabic.resolve({ 'area.hello': 'مرحبا' }));
    expect(container.textContent).toBe('مرحبا');
  });

  it('on a switch keeps the language it showed, and its state, until the new texts are there', async () => {
    const arabic = deferred();
    const lazy = new LazyCatalogues({ 'area.hello': 'Hello' }, { ar: () => arabic.promise });
    const { container } = render(
      <AreaIntl catalogues={[lazy]}>
        <Hello />
        <input defaultValue="" aria-label="typed" />
      </AreaIntl>,
    );
    const input = container.querySelector('input')!;
    input.value = 'kept';
    act(() => localeStore.choose('ar'));
    expect(container.textContent).toBe('Hello');
    await act(async () => arabic.resolve({ 'area.hello': 'مرحبا' }));
    expect(container.textContent).toBe('مرحبا');
    expect(container.querySelector('input')).toBe(input);
    expect(input.value).toBe('kept');
  });

  it("a catalogue made while the page is in Arabic starts loading it at once (beside its area's code); made in English, it waits", async () => {
    const loader = jest.fn(() => Promise.resolve({ default: { 'area.hello': 'مرحبا' } }));
    const english = new LazyCatalogues({ 'area.hello': 'Hello' }, { ar: loader });
    expect(loader).not.toHaveBeenCalled();
    expect(english.texts('ar')).toBeUndefined();

    act(() => localeStore.choose('ar'));
    const arabic = new LazyCatalogues({ 'area.hello': 'Hello' }, { ar: loader });
    expect(loader).toHaveBeenCalledTimes(1);
    // The page's own ask (the shell's loadCatalogues, AreaIntl) waits for that download rather than starting another.
    await arabic.load('ar');
    expect(loader).toHaveBeenCalledTimes(1);
    expect(arabic.texts('ar')).toEqual({ 'area.hello': 'مرحبا' });
  });

  it('a failed early download is tried again, and reported, by the load that needs the texts', async () => {
    const loader = jest
      .fn<Promise<{ default: Record<string, string> }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: { 'area.hello': 'مرحبا' } });
    act(() => localeStore.choose('ar'));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const catalogue = new LazyCatalogues({ 'area.hello': 'Hello' }, { ar: loader });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
      expect(catalogue.texts('ar')).toBeUndefined();
      await catalogue.load('ar');
      expect(loader).toHaveBeenCalledTimes(2);
      expect(catalogue.texts('ar')).toEqual({ 'area.hello': 'مرحبا' });
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('loadCatalogues loads a language for every lazy catalogue made', async () => {
    const lazy = new LazyCatalogues({ 'area.hello': 'Hello' }, { ar: () => Promise.resolve({ default: { 'area.hello': 'مرحبا' } }) });
    expect(lazy.texts('ar')).toBeUndefined();
    await loadCatalogues('ar');
    expect(lazy.texts('ar')).toEqual({ 'area.hello': 'مرحبا' });
  });
});

function Hello() {
  return <p>{useIntl().formatMessage({ id: 'area.hello' })}</p>;
}
