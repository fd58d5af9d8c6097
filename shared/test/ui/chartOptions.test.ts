import { readFileSync } from 'node:fs';
import path from 'node:path';
import { baseChartOptions, CHART_COLORS } from '../../src/ui/chartOptions';

const TOKENS = readFileSync(path.join(__dirname, '..', '..', 'src', 'ui', 'tokens.css'), 'utf8');

/** A design token's value as tokens.css writes it. */
const token = (name: string): string | undefined => new RegExp(`--${name}:\\s*([^;]+);`).exec(TOKENS)?.[1]?.trim();

describe('chart options', () => {
  it('draws with the design tokens’ colours', () => {
    expect(CHART_COLORS).toEqual({
      primary: token('color-primary'),
      accent: token('color-accent'),
      onAccent: token('color-on-accent'),
      border: token('color-border'),
    });
  });

  it('names the chart with its own label and draws it as asked', () => {
    const options = baseChartOptions('area', 'Weight, last 10 months', 'smooth');
    expect(options.chart).toMatchObject({ type: 'area', fontFamily: 'inherit', accessibility: { description: 'Weight, last 10 months' } });
    expect(options.stroke).toEqual({ width: 3, curve: 'smooth' });
    expect(options.grid).toEqual({ borderColor: CHART_COLORS.border });
  });

  it('keeps the chart to the height it is given, the height its page reserves (no layout shift as it draws)', () => {
    expect(baseChartOptions('line', 'Weight', 'straight').chart.parentHeightOffset).toBe(0);
  });
});
