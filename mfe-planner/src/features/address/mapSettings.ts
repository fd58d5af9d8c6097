// The address map's settings (spec 2 §9: default centre 24.434712, 54.408945, zoom 11), read from the site settings
// map_centre, map_zoom, map_tile_url and map_tile_attribution; anything missing or malformed falls back to the default.
import type { PageSetting } from '@mealplan/shared/protocol';

export const DEFAULT_MAP_CENTRE = { lat: 24.434712, lng: 54.408945 } as const;
export const DEFAULT_MAP_ZOOM = 11;

export interface MapSettings {
  centre: { lat: number; lng: number };
  zoom: number;
  /** Empty when no tile source is configured: the map shows its frame and markers only. */
  tileUrl: string;
  attribution: string;
}

const isLatitude = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 90;
const isLongitude = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 180;

/** `setting(alias)` gives a setting's value (undefined when missing). */
export function mapSettings(setting: (alias: PageSetting) => unknown): MapSettings {
  const centre = setting('map_centre');
  const zoom = setting('map_zoom');
  const tileUrl = setting('map_tile_url');
  const attribution = setting('map_tile_attribution');
  return {
    centre: Array.isArray(centre) && isLatitude(centre[0]) && isLongitude(centre[1]) ? { lat: centre[0], lng: centre[1] } : { ...DEFAULT_MAP_CENTRE },
    zoom: typeof zoom === 'number' && Number.isInteger(zoom) && zoom >= 1 && zoom <= 19 ? zoom : DEFAULT_MAP_ZOOM,
    tileUrl: typeof tileUrl === 'string' && /^https?:\/\/|^\//.test(tileUrl) ? tileUrl : '',
    // Leaflet writes the attribution as HTML: the setting is plain text, escaped here.
    attribution: typeof attribution === 'string' ? attribution.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`) : '',
  };
}
