/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { AreaIntl } from '../../src/i18n/AreaIntl';
import { localeStore } from '../../src/i18n/runtime';
import type { Catalogues } from '../../src/i18n/message';

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
