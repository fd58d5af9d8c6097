// A chart's value axis with round steps (issue 39: the progress charts' labels read '81 81 81' or '43 56 69'): a step
// of 1, 2, 2.5 or 5 times a power of ten; the axis starts at the chart's minimum (doc 3 §9: weight 30, body charts 10),
// or at a multiple of the step below the lowest value, and holds every value in at most `maxIntervals` steps, so every
// label is a different, round number at any width. Plain numbers: the charts pass them to apexcharts (min, max, tickAmount).

export interface NiceAxis {
  min: number;
  max: number;
  step: number;
  /** How many steps from min to max (apexcharts' tickAmount). */
  intervals: number;
  /** Decimals a label needs to show the step (0 for whole steps, 1 for 0.5 …). */
  decimals: number;
}

export interface NiceAxisInput {
  /** Every value the axis must hold (points, a target line); none gives null. */
  values: readonly number[];
  /** The axis starts here (the chart's minimum), or lower when a value is lower. */
  floor?: number | undefined;
  /** At most this many steps (labels = steps + 1). */
  maxIntervals?: number;
}

const MULTIPLIERS = [1, 2, 2.5, 5] as const;
/** The finest step: the charts show at most 2 decimals. */
const SMALLEST_STEP = 0.01;

/** Decimals of a step such as 0.25 or 20 (0), from its text (steps are short decimals by construction). */
function decimalsOf(step: number): number {
  const text = String(Number(step.toPrecision(6)));
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** A round axis holding the values (and the floor), or null without values. */
export function niceAxis({ values, floor, maxIntervals = 5 }: NiceAxisInput): NiceAxis | null {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return null;
  let low = Math.min(...finite, ...(floor === undefined ? [] : [floor]));
  let high = Math.max(...finite);
  // Every value is above the chart's minimum: the axis starts there, whatever the step.
  const anchored = floor !== undefined && low === floor;
  // A flat series (or a lone target line) gets an axis around it: 5 % of its value each side, one unit at least
  // (a calorie target of 1,829 reads 1,700 to 1,950, not 1,828.5 to 1,830).
  if (high === low) {
    const pad = Math.max(1, Math.abs(high) * 0.05);
    high += pad;
    if (floor === undefined || low - pad >= floor) low -= pad;
  }
  const rough = Math.max(SMALLEST_STEP, (high - low) / maxIntervals);
  // From the step just under the rough one up: a larger power of ten always fits (it ends at one step for any range).
  for (let exponent = Math.floor(Math.log10(rough)); ; exponent += 1) {
    for (const multiplier of MULTIPLIERS) {
      const step = Number((multiplier * 10 ** exponent).toPrecision(6));
      const min = anchored ? low : Math.floor(low / step + 1e-9) * step;
      // At least one step, even over a range finer than the finest step.
      const max = min + Math.max(1, Math.ceil((high - min) / step - 1e-9)) * step;
      const intervals = Math.round((max - min) / step);
      if (intervals <= maxIntervals && intervals >= 1) {
        const decimals = decimalsOf(step);
        const shown = Math.max(decimals, anchored ? decimalsOf(min) : 0);
        return { min: Number(min.toFixed(shown)), max: Number(max.toFixed(shown)), step, intervals, decimals: shown };
      }
    }
  }
}

/** The axis's labels, lowest first (what the chart draws at each step). */
export function niceAxisTicks(axis: NiceAxis): number[] {
  return Array.from({ length: axis.intervals + 1 }, (_, index) => Number((axis.min + index * axis.step).toFixed(axis.decimals)));
}
