// The address step's map (spec 2 §4.3, §5.5, §9): Leaflet through react-leaflet, tiles from the map_tile_url setting.
// One marker per address block; only the block being edited has a draggable marker and takes map clicks. Without
// tiles (no internet) the map keeps its frame and markers, and a note says the images are missing.
import { useMemo, useState } from 'react';
import L, { type LeafletMouseEvent } from 'leaflet';
import { MapContainer, Marker, TileLayer, Tooltip, useMapEvents } from 'react-leaflet';
import { useText, type TextId } from '@mealplan/shared/ui';
import 'leaflet/dist/leaflet.css';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import type { AddressBlock } from './addressForm';
import type en from './i18n/en.json';

const MARKER_ICON = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  tooltipAnchor: [14, -28],
  shadowSize: [41, 41],
});

export interface MapPosition {
  lat: number;
  lng: number;
}

export interface DeliveryMapProps {
  positions: Record<AddressBlock, MapPosition | null>;
  labels: Record<AddressBlock, string>;
  editing: AddressBlock;
  onEdit: (block: AddressBlock) => void;
  onPlace: (block: AddressBlock, position: MapPosition) => void;
  centre: MapPosition;
  zoom: number;
  tileUrl: string;
  attribution: string;
}

/** Six decimals (about 0.1 m) are enough for a delivery. */
const rounded = (value: number) => Math.round(value * 1e6) / 1e6;

function ClickToPlace({ onClick }: { onClick: (event: LeafletMouseEvent) => void }) {
  useMapEvents({ click: onClick });
  return null;
}

function BlockMarker({
  block,
  position,
  label,
  editable,
  onEdit,
  onPlace,
}: {
  block: AddressBlock;
  position: MapPosition;
  label: string;
  editable: boolean;
  onEdit: (block: AddressBlock) => void;
  onPlace: (block: AddressBlock, position: MapPosition) => void;
}) {
  const t = useText<TextId<typeof en>>();
  const handlers = useMemo(
    () => ({
      click: () => onEdit(block),
      dragend: (event: L.DragEndEvent) => {
        const { lat, lng } = (event.target as L.Marker).getLatLng();
        onPlace(block, { lat: rounded(lat), lng: rounded(lng) });
      },
    }),
    [block, onEdit, onPlace],
  );
  const name = t('planner.address.map.marker', { address: label });
  return (
    <Marker
      position={[position.lat, position.lng]}
      icon={MARKER_ICON}
      draggable={editable}
      opacity={editable ? 1 : 0.6}
      zIndexOffset={editable ? 1000 : 0}
      alt={name}
      title={name}
      eventHandlers={handlers}
    >
      <Tooltip direction="right" permanent className={editable ? 'planner-map__tip planner-map__tip--editing' : 'planner-map__tip'}>
        {label}
      </Tooltip>
    </Marker>
  );
}

export default function DeliveryMap({ positions, labels, editing, onEdit, onPlace, centre, zoom, tileUrl, attribution }: DeliveryMapProps) {
  const t = useText<TextId<typeof en>>();
  const [tilesMissing, setTilesMissing] = useState(false);
  const tileEvents = useMemo(() => ({ tileerror: () => setTilesMissing(true), tileload: () => setTilesMissing(false) }), []);
  const start = positions[editing] ?? centre;
  return (
    <div className="planner-map" role="region" aria-label={t('planner.address.map.label')}>
      <MapContainer className="planner-map__canvas" center={[start.lat, start.lng]} zoom={zoom} scrollWheelZoom={false}>
        {tileUrl && <TileLayer url={tileUrl} attribution={attribution} eventHandlers={tileEvents} />}
        <ClickToPlace onClick={(event) => onPlace(editing, { lat: rounded(event.latlng.lat), lng: rounded(event.latlng.lng) })} />
        {(Object.keys(positions) as AddressBlock[]).map((block) => {
          const position = positions[block];
          return position ? (
            <BlockMarker
              key={block}
              block={block}
              position={position}
              label={labels[block]}
              editable={block === editing}
              onEdit={onEdit}
              onPlace={onPlace}
            />
          ) : null;
        })}
      </MapContainer>
      {(tilesMissing || !tileUrl) && (
        <p className="planner-map__offline" role="status">
          {t('planner.address.map.offline')}
        </p>
      )}
    </div>
  );
}
