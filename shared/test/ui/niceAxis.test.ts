// The charts' value axis (issue 39): round steps, every value held, the chart's minimum kept, distinct labels.
import fc from 'fast-check';
import { niceAxis, niceAxisTicks } from '../../src/ui/niceAxis';

const ROUND = new Set([1, 2, 2.5, 5]);

/** The step's significant part (1, 2, 2.5 or 5). */
const mantissa = (step: number) => Number((step / 10 ** Math.floor(Math.log10(step))).toPrecision(6));

describe('niceAxis', () => {
  it('gives the weight chart round labels from its minimum 30 (not 30, 42.8, 55.6 shown as 30, 43, 56)', () => {
    const axis = niceAxis({ values: [80.5, 81.2, 79.9], floor: 30 })!;
    expect(niceAxisTicks(axis)).toEqual([30, 50, 70, 90]);
    expect(axis.decimals).toBe(0);
  });

  it('labels a narrow waist series in whole or half centimetres, each label different', () => {
    expect(niceAxisTicks(niceAxis({ values: [80.4, 81.1] })!)).toEqual([80.4, 80.6, 80.8, 81, 81.2]);
    expect(niceAxisTicks(niceAxis({ values: [78, 84] })!)).toEqual([78, 80, 82, 84]);
  });

  it('holds a flat series and a calorie target line', () => {
    expect(niceAxisTicks(niceAxis({ values: [2000, 2000] })!)).toEqual([1900, 1950, 2000, 2050, 2100]);
    expect(niceAxisTicks(niceAxis({ values: [1829] })!)).toEqual([1700, 1750, 1800, 1850, 1900, 1950]);
    expect(niceAxisTicks(niceAxis({ values: [1650, 2310, 1900] })!)).toEqual([1600, 1800, 2000, 2200, 2400]);
  });

  it('is null without values', () => {
    expect(niceAxis({ values: [], floor: 30 })).toBeNull();
  });

  it('always: a round step, at most 5 steps, every value and the floor inside, distinct labels at its decimals', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 5000, noNaN: true }), { minLength: 1, maxLength: 40 }),
        fc.option(fc.constantFrom(10, 30), { nil: undefined }),
        (values, floor) => {
          const axis = niceAxis({ values, floor })!;
          expect(ROUND.has(mantissa(axis.step))).toBe(true);
          expect(axis.intervals).toBeGreaterThanOrEqual(1);
          expect(axis.intervals).toBeLessThanOrEqual(5);
          for (const value of values) {
            expect(axis.min).toBeLessThanOrEqual(value + 1e-9);
            expect(axis.max).toBeGreaterThanOrEqual(value - 1e-9);
          }
          if (floor !== undefined) expect(axis.min).toBe(Math.min(floor, axis.min));
          if (floor !== undefined && values.every((value) => value >= floor)) expect(axis.min).toBe(floor);
          const labels = niceAxisTicks(axis).map((tick) => tick.toFixed(axis.decimals));
          expect(new Set(labels).size).toBe(labels.length);
        },
      ),
    );
  });
});
