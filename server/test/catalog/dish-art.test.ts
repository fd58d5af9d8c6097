import { JSDOM } from 'jsdom';
import { dishes } from '../../src/catalog/seed/dishes';
import { dishSvg, escapeXml } from '../../src/catalog/dish-art';

const { DOMParser } = new JSDOM('').window;

describe('dish illustrations', () => {
  it('draws a well-formed SVG with a plate and food for every dish', () => {
    for (const dish of dishes) {
      const svg = new DOMParser().parseFromString(dishSvg(dish), 'image/svg+xml');
      expect(svg.getElementsByTagName('parsererror')).toHaveLength(0);
      expect(svg.querySelector('title')?.textContent).toBe(dish.title);
      expect(svg.querySelectorAll('circle, ellipse, path, rect').length).toBeGreaterThan(6);
    }
  });

  it('draws the same picture every time and different pictures for different dishes', () => {
    const [first, second] = dishes;
    expect(dishSvg(first!)).toBe(dishSvg(first!));
    expect(dishSvg(first!)).not.toBe(dishSvg(second!));
  });

  it('marks spicy dishes with a chili', () => {
    const spicy = dishes.find((dish) => dish.spicy)!;
    const mild = dishes.find((dish) => !dish.spicy)!;
    expect(dishSvg(spicy)).toContain('class="spicy-mark"');
    expect(dishSvg(mild)).not.toContain('class="spicy-mark"');
  });

  it('escapes markup in text', () => {
    expect(escapeXml(`Tom & Jerry's <b>"pie"</b>`)).toBe('Tom &#38; Jerry&#39;s &#60;b&#62;&#34;pie&#34;&#60;/b&#62;');
  });
});
