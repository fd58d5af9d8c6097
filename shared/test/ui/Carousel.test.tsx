/** @jest-environment jsdom */
// The carousel's arrows (issue 39 "carousel arrows that point the right way in RTL"): drawn, not typed, so the page's
// direction mirrors them once (the stylesheet's rtl rule) and not twice (a typed ‹ › is also mirrored by the browser).
import { render, screen } from '@testing-library/react';
import { Carousel } from '../../src/ui/Carousel';

it('draws Previous towards the start and Next towards the end, with no mirrored text characters', () => {
  render(
    <Carousel label="Dishes">
      <span>One</span>
      <span>Two</span>
    </Carousel>,
  );
  const previous = screen.getByRole('button', { name: 'Previous' });
  const next = screen.getByRole('button', { name: 'Next' });
  expect(previous.textContent).toBe('');
  expect(next.textContent).toBe('');
  expect(previous.querySelector('svg')?.getAttribute('data-towards')).toBe('start');
  expect(next.querySelector('svg')?.getAttribute('data-towards')).toBe('end');
});
