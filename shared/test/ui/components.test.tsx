/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from './intl';
import { MemoryRouter } from 'react-router';
import { observable, runInAction } from 'mobx';
import { DishCard } from '../../src/ui/DishCard';
import { Carousel, slidesPerPage } from '../../src/ui/Carousel';
import { NotFound, EmptyState } from '../../src/ui/layout';
import { Button, LinkButton } from '../../src/ui/Button';
import { BusyOverlay } from '../../src/ui/Spinner';
import { Tabs } from '../../src/ui/Tabs';

const dish = {
  title: 'Grilled salmon',
  preview: '/img/salmon.jpg',
  calories: 512_345,
  fat: 20_500,
  protein: 35_000,
  carb: 41_250,
  spicy: true,
  rating: 4,
};

describe('DishCard', () => {
  it('shows title, rating, kcal and grams converted from thousandths, and the spicy flag', () => {
    render(<DishCard dish={dish} />);
    expect(screen.getByRole('heading', { name: 'Grilled salmon' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rating: 4 of 5 stars' })).toBeTruthy();
    expect(screen.getByText('512 kcal')).toBeTruthy();
    expect(screen.getByText('20.5 g')).toBeTruthy();
    expect(screen.getByText('35.0 g')).toBeTruthy();
    expect(screen.getByText('41.3 g')).toBeTruthy();
    expect(screen.getByText(/Spicy/)).toBeTruthy();
  });

  it('falls back to an inline SVG placeholder (no emoji text) when the image is missing or fails', () => {
    const { rerender } = render(<DishCard dish={{ ...dish, preview: '', image: '' }} />);
    const placeholder = screen.getByRole('img', { name: 'Grilled salmon' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder.querySelector('svg path')).not.toBeNull();
    expect(placeholder.textContent).toBe('');
    rerender(<DishCard dish={{ ...dish, title: 'Soup' }} />);
    const image = screen.getByRole('img', { name: 'Soup' });
    expect(image.tagName).toBe('IMG');
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'Soup' }).tagName).toBe('DIV');
  });

  it('is selectable and shows its selected state', () => {
    const onSelect = jest.fn();
    render(<DishCard dish={dish} selected onSelect={onSelect} />);
    const button = screen.getByRole('button', { pressed: true });
    fireEvent.click(button);
    expect(onSelect).toHaveBeenCalled();
  });
});

describe('Carousel', () => {
  it('fits as many slides as the width allows, at least one', () => {
    expect(slidesPerPage(1000, 240)).toBe(4);
    expect(slidesPerPage(100, 240)).toBe(1);
    expect(slidesPerPage(1400, 240, 4)).toBe(4);
    expect(slidesPerPage(100, 240, 4)).toBe(1);
    expect(slidesPerPage(0, 240)).toBe(1);
  });

  it('pages with Previous/Next and the arrow keys', () => {
    render(
      <Carousel label="Dishes">
        <span>one</span>
        <span>two</span>
        <span>three</span>
      </Carousel>,
    );
    const prev = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(screen.getByText('one').closest('li')?.hidden).toBe(false);
    expect(screen.getByText('two').closest('li')?.hidden).toBe(true);
    expect(prev.disabled).toBe(true);
    fireEvent.click(next);
    expect(screen.getByText('two').closest('li')?.hidden).toBe(false);
    fireEvent.keyDown(screen.getByRole('region', { name: 'Dishes' }), { key: 'ArrowRight' });
    expect(screen.getByText('three').closest('li')?.hidden).toBe(false);
    expect(next.disabled).toBe(true);
    fireEvent.keyDown(screen.getByRole('region', { name: 'Dishes' }), { key: 'ArrowLeft' });
    expect(screen.getByText('two').closest('li')?.hidden).toBe(false);
  });
});

describe('small pieces', () => {
  it('NotFound says 404 and Not found', () => {
    render(
      <MemoryRouter>
        <NotFound />
      </MemoryRouter>,
    );
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('EmptyState shows its text', () => {
    render(<EmptyState>You will be able to leave a review about the dishes after they are delivered to you.</EmptyState>);
    expect(screen.getByText(/after they are delivered/)).toBeTruthy();
  });

  it('a loading Button is disabled and busy', () => {
    render(<Button loading>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('LinkButton is a router link styled as a button', () => {
    render(
      <MemoryRouter>
        <LinkButton to="/modify" variant="secondary">
          View / Modify my menu
        </LinkButton>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'View / Modify my menu' });
    expect(link.getAttribute('href')).toBe('/modify');
    expect(link.className).toContain('ui-button--secondary');
  });

  it('BusyOverlay shows a spinner while busy > 0', async () => {
    const counter = observable({ busy: 0 });
    render(<BusyOverlay busy={counter} />);
    expect(screen.queryByRole('status')).toBeNull();
    await act(() => runInAction(() => (counter.busy = 1)));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  it('Tabs select with click and arrow keys', () => {
    const onSelect = jest.fn();
    render(
      <Tabs
        label="Dish types"
        items={[
          { key: 1, label: 'Breakfast' },
          { key: 3, label: 'Lunch' },
        ]}
        selected={1}
        onSelect={onSelect}
      />,
    );
    expect(screen.getByRole('tab', { name: 'Breakfast' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Lunch' }));
    expect(onSelect).toHaveBeenLastCalledWith(3);
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowLeft' });
    expect(onSelect).toHaveBeenLastCalledWith(3);
  });

  it('Tabs point aria-controls at their panel only when they render one', () => {
    const items = [
      { key: 1, label: 'Breakfast' },
      { key: 3, label: 'Lunch' },
    ];
    const { unmount } = render(<Tabs label="Dish types" items={items} selected={1} onSelect={jest.fn()} />);
    expect(screen.getByRole('tab', { name: 'Breakfast' }).hasAttribute('aria-controls')).toBe(false);
    unmount();
    render(
      <Tabs label="Dish types" items={items} selected={1} onSelect={jest.fn()}>
        Dishes
      </Tabs>,
    );
    const controls = screen.getByRole('tab', { name: 'Breakfast' }).getAttribute('aria-controls');
    expect(screen.getByRole('tabpanel', { name: 'Breakfast' }).id).toBe(controls);
  });
});
