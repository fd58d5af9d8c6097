/** @jest-environment jsdom */
import { useState } from 'react';
import { fireEvent, render, screen } from './intl';
import { StarRating } from '../../src/ui/StarRating';

function Controlled({ initial = 0, onChange }: { initial?: number; onChange?: (value: number) => void }) {
  const [value, setValue] = useState(initial);
  return <StarRating label="Food" value={value} onChange={(next) => (setValue(next), onChange?.(next))} />;
}

describe('StarRating', () => {
  it('is a radio group of 5 stars named by its label', () => {
    render(<Controlled />);
    expect(screen.getByRole('radiogroup', { name: 'Food' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getAllByRole('radio').every((radio) => radio.getAttribute('aria-checked') === 'false')).toBe(true);
  });

  it('clicking a star selects that rating', () => {
    const onChange = jest.fn();
    render(<Controlled onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(onChange).toHaveBeenCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 stars' }).getAttribute('aria-checked')).toBe('true');
  });

  it('arrow keys move the rating within 1..5 and focus follows', () => {
    render(<Controlled initial={5} />);
    const group = screen.getByRole('radiogroup');
    fireEvent.keyDown(group, { key: 'ArrowRight' });
    expect(screen.getByRole('radio', { name: '5 stars' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(group, { key: 'ArrowLeft' });
    const four = screen.getByRole('radio', { name: '4 stars' });
    expect(four.getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(four);
    fireEvent.keyDown(group, { key: 'Home' });
    expect(screen.getByRole('radio', { name: '1 star' }).getAttribute('aria-checked')).toBe('true');
  });

  it('only the checked star (or the first) is in the tab order', () => {
    render(<Controlled initial={3} />);
    const tabbable = screen.getAllByRole('radio').filter((radio) => radio.tabIndex === 0);
    expect(tabbable.map((radio) => radio.getAttribute('aria-label'))).toEqual(['3 stars']);
  });

  it('without onChange it is a read-only image', () => {
    render(<StarRating label="Rating" value={3.6} />);
    // Four stars drawn; the label reads the average as it is (one decimal).
    expect(screen.getByRole('img', { name: 'Rating: 3.6 of 5 stars' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
