/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { IntlProvider, useIntl } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { AreaRoutes } from '../../src/ui/AreaRoutes';

function AreaText() {
  return <p>{useIntl().formatMessage({ id: 'area.greeting' })}</p>;
}

describe('AreaRoutes brings the kit texts of its own copy of the kit', () => {
  it('in the surrounding language (loaded when first needed), keeping the area messages around it', async () => {
    render(
      <IntlProvider locale="ar-AE-u-nu-latn" messages={{ 'area.greeting': 'أهلًا', 'kit.notFound.title': 'stale shell copy' }}>
        <MemoryRouter initialEntries={['/nowhere']}>
          <AreaRoutes area="test" buildId="b1" upcoming={[]}>
            {null}
          </AreaRoutes>
          <AreaRoutes area="other" buildId="b2" fallback={<AreaText />} />
        </MemoryRouter>
      </IntlProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'الصفحة غير موجودة' })).toBeTruthy();
    expect(screen.getByText('أهلًا')).toBeTruthy();
  });
});
