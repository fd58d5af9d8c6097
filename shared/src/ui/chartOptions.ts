// What the site's charts share of their react-apexcharts options, so that they look and read alike. Plain values,
// typed by the charts that spread them into their ApexOptions: shared does not depend on apexcharts.

/**
 * The design tokens' colours (tokens.css) the charts draw with, as values: apexcharts writes them into SVG attributes,
 * where a CSS variable does not work. A test keeps them equal to the tokens.
 */
export const CHART_COLORS = {
  primary: '#1f6b45', // --color-primary
  accent: '#b34a12', // --color-accent
  onAccent: '#ffffff', // --color-on-accent
  border: '#d5dbd3', // --color-border
} as const;

/**
 * The options every chart starts from: no toolbar, zoom or animation, the height given and no more, the page's font (tokens.css --font-family),
 * lines of 3px with a marker at each point and no labels on them. `label` says what the chart shows, in the page's
 * language: the chart names itself with it, not with apexcharts' English "area chart with 1 data series".
 */
export function baseChartOptions(type: 'line' | 'area', label: string, curve: 'straight' | 'smooth') {
  return {
    chart: {
      type,
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: false },
      fontFamily: 'inherit',
      accessibility: { description: label },
      // The chart takes the height it is given and no more: apexcharts otherwise makes its wrapper 15px taller than that,
      // and the space a page reserves for a chart (its height, drawn as the chart's code loads) grew under the reader.
      parentHeightOffset: 0,
    },
    stroke: { width: 3, curve },
    markers: { size: 4 },
    dataLabels: { enabled: false },
    grid: { borderColor: CHART_COLORS.border },
  };
}
