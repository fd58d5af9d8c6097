// The six areas of the site, named once in shared/areas.json (read by the shell, the server, the build, e2e and scripts).
// Each area is one remote: workspace mfe-<area>, federation container mfe_<area>, releases under /remotes/<area>/.
import areasFile from '../../areas.json';

export type Area = keyof typeof areasFile.areas;

export const AREAS = Object.keys(areasFile.areas) as Area[];

export function isArea(value: string): value is Area {
  return Object.prototype.hasOwnProperty.call(areasFile.areas, value);
}

/** Federation container name of an area ("planner" -> "mfe_planner"); shared/build/webpack.js applies the same rule. */
export function federationName(area: Area): string {
  return `mfe_${area}`;
}
