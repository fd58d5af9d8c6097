/** The six remotes; each owns one area of the site and exposes './Routes'. */
export const AREAS = ['account', 'planner', 'checkout', 'modify', 'health', 'content'] as const;
export type Area = (typeof AREAS)[number];

export function isArea(value: string): value is Area {
  return (AREAS as readonly string[]).includes(value);
}

/** Federation container name of an area; the same rule as federationName in shared/build/webpack.js. */
export function federationName(area: Area): string {
  return `mfe_${area}`;
}
