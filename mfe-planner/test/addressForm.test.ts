import {
  ADDRESS_OUTSIDE_SLOT_MESSAGE,
  blankFieldMessage,
  BOTH_DEFAULT_MESSAGE,
  domainCatalogues,
  SELECT_AREA_MESSAGE,
  tooLongMessage,
  withLabel,
} from '@mealplan/shared/domain';
import type { AddressField } from '@mealplan/shared/protocol';
import type { ServerMessage } from '@mealplan/shared/ui';
import {
  addressInput,
  areasOf,
  deliveryPayload,
  deliveryReference,
  exclusiveDefaults,
  initialDeliveryValues,
  nestedErrors,
  slotEmirateErrors,
  validateDeliveryValues,
  type AddressValues,
  type DeliveryValues,
  type FieldMessage,
} from '../src/features/address/addressForm';
import { DEFAULT_MAP_CENTRE, DEFAULT_MAP_ZOOM, mapSettings } from '../src/features/address/mapSettings';

// The server's addressFields list (server/src/catalog/seed/reference-lists.ts).
const FIELDS: AddressField[] = [
  { name: 'emirate', label: 'Emirate', type: 'select', placeholder: 'Select emirate', props: {} },
  { name: 'area', label: 'Area', type: 'select', placeholder: 'Select area', props: {} },
  { name: 'street', label: 'Street', type: 'text', placeholder: '', props: { max: 120 } },
  { name: 'apartments', label: 'Apartment or Villa', type: 'text', placeholder: '', props: { max: 60 } },
  { name: 'landmark', label: 'Landmark', type: 'text', placeholder: '', props: { max: 120 } },
  { name: 'locationlink', label: 'Google Maps link', type: 'text', placeholder: '', props: { max: 255 } },
  { name: 'deliveryInstructions', label: 'Delivery instructions', type: 'textarea', placeholder: '', props: { max: 500 } },
];
const EMIRATES = [
  { id: 1, name: 'Abu Dhabi' },
  { id: 2, name: 'Dubai' },
];
const AREAS = [
  { id: 10, name: 'Al Reem Island', emirate_id: 1 },
  { id: 20, name: 'Jumeirah', emirate_id: 2 },
  { id: 21, name: 'Al Barsha', emirate_id: 2 },
];
const REFERENCE = deliveryReference(FIELDS, EMIRATES, AREAS);

const EMPTY: AddressValues = initialDeliveryValues({}).homeAddress;
const HOME: AddressValues = {
  ...EMPTY,
  emirate: '2',
  area: '20',
  street: 'Jumeirah Beach Road 12',
  apartments: 'Villa 4',
  latitude: 25.2,
  longtitude: 55.25,
  default: true,
};
const values = (patch: Partial<DeliveryValues> = {}): DeliveryValues => ({
  homeAddress: HOME,
  workAddress: EMPTY,
  publicAddress: EMPTY,
  deliveryInstructions: '',
  ...patch,
});

describe('the address step payload (spec 2 §2.2 step 5, profile set scenario delivery)', () => {
  it('sends ids as numbers, the map position as latitude/longtitude and empty blocks as null', () => {
    expect(deliveryPayload(values({ deliveryInstructions: 'Ring twice' }), FIELDS)).toEqual({
      scenario: 'delivery',
      homeAddress: {
        emirate: 2,
        area: 20,
        street: 'Jumeirah Beach Road 12',
        apartments: 'Villa 4',
        landmark: '',
        locationlink: '',
        latitude: 25.2,
        longtitude: 55.25,
        default: true,
      },
      workAddress: null,
      publicAddress: null,
      deliveryInstructions: 'Ring twice',
    });
  });

  it('keeps a block that only has a map position', () => {
    expect(addressInput({ ...EMPTY, latitude: 24.4, longtitude: 54.4 }, FIELDS)).toMatchObject({ latitude: 24.4, longtitude: 54.4, street: '' });
  });

  it("cuts text at the field's max length (§5.5)", () => {
    const payload = deliveryPayload(values({ homeAddress: { ...HOME, apartments: 'x'.repeat(80) }, deliveryInstructions: 'y'.repeat(600) }), FIELDS);
    expect(payload.homeAddress?.apartments).toHaveLength(60);
    expect(payload.deliveryInstructions).toHaveLength(500);
  });

  it('starts from the saved addresses', () => {
    const start = initialDeliveryValues({
      homeAddress: { emirate: 2, area: 21, street: 'A', latitude: 25, longtitude: 55 },
      deliveryInstructions: 'Gate 3',
    });
    expect(start.homeAddress).toMatchObject({ emirate: '2', area: '21', street: 'A', latitude: 25, longtitude: 55, default: false });
    expect(start.workAddress).toEqual(EMPTY);
    expect(start.deliveryInstructions).toBe('Gate 3');
  });
});

describe('the address step rules (spec 2 §4.3, §5.5)', () => {
  it("offers only the chosen emirate's areas", () => {
    expect(areasOf(AREAS, '2').map((area) => area.id)).toEqual([20, 21]);
    expect(areasOf(AREAS, '')).toEqual([]);
  });

  it('makes home and work defaults mutually exclusive; the public default is independent', () => {
    const both = values({ workAddress: { ...HOME, default: true } });
    expect(exclusiveDefaults(both, 'homeAddress')).toEqual({ workAddress: false });
    expect(exclusiveDefaults(both, 'workAddress')).toEqual({ homeAddress: false });
    expect(exclusiveDefaults(values({ publicAddress: { ...HOME, default: true } }), 'publicAddress')).toEqual({});
    expect(validateDeliveryValues(both, REFERENCE)).toEqual({ 'workAddress.default': BOTH_DEFAULT_MESSAGE });
  });

  it("an empty home address shows '<label> cannot be blank' on every field", () => {
    expect(validateDeliveryValues(values({ homeAddress: EMPTY }), REFERENCE)).toEqual({
      'homeAddress.emirate': blankFieldMessage('Emirate'),
      'homeAddress.area': blankFieldMessage('Area'),
      'homeAddress.street': blankFieldMessage('Street'),
      'homeAddress.apartments': blankFieldMessage('Apartment or Villa'),
      'homeAddress.landmark': blankFieldMessage('Landmark'),
      'homeAddress.locationlink': blankFieldMessage('Google Maps link'),
    });
  });

  it('a started work address needs its required fields; an area of another emirate is refused', () => {
    expect(validateDeliveryValues(values({ workAddress: { ...EMPTY, street: 'Office tower' } }), REFERENCE)).toEqual({
      'workAddress.emirate': blankFieldMessage('Emirate'),
      'workAddress.area': blankFieldMessage('Area'),
      'workAddress.apartments': blankFieldMessage('Apartment or Villa'),
    });
    expect(validateDeliveryValues(values({ homeAddress: { ...HOME, area: '10' } }), REFERENCE)).toEqual({ 'homeAddress.area': SELECT_AREA_MESSAGE });
  });

  it("puts '<block>.<field>' errors on the form's nested fields, through the page's translation", () => {
    const shown = (message: FieldMessage) => (typeof message === 'string' ? message : 'id' in message ? message.id : message.message);
    expect(
      nestedErrors(
        { 'homeAddress.street': blankFieldMessage('Street'), deliveryInstructions: { message: 'Too long' } },
        (message, field) => `${field}: ${shown(message)}`,
      ),
    ).toEqual({
      homeAddress: { street: 'street: profileStep.blank' },
      deliveryInstructions: 'deliveryInstructions: Too long',
    });
  });

  it('puts the page’s own label into a rule’s or the server’s message that names the field, and leaves the others', () => {
    expect(withLabel(blankFieldMessage('Street'), 'الشارع')).toEqual({ id: 'profileStep.blank', values: { label: 'الشارع' } });
    const server = {
      message: 'Street must be at most 120 characters',
      messageId: 'profileStep.tooLong',
      values: tooLongMessage('Street', 120).values,
    };
    expect(withLabel(server, 'الشارع')).toEqual({ ...server, values: { label: 'الشارع', max: 120 } });
    expect(withLabel(SELECT_AREA_MESSAGE, 'المنطقة')).toBe(SELECT_AREA_MESSAGE);
    const serverText: ServerMessage = { message: 'لا يمكن ترك الحقل فارغًا' };
    expect(withLabel(serverText, 'الشارع')).toBe(serverText);
  });
});

describe('the map settings (spec 2 §9)', () => {
  it('defaults to 24.434712, 54.408945 at zoom 11 and no tiles', () => {
    expect(mapSettings(() => undefined)).toEqual({ centre: DEFAULT_MAP_CENTRE, zoom: DEFAULT_MAP_ZOOM, tileUrl: '', attribution: '' });
    expect(DEFAULT_MAP_CENTRE).toEqual({ lat: 24.434712, lng: 54.408945 });
    expect(DEFAULT_MAP_ZOOM).toBe(11);
  });

  it('reads the centre, zoom, tile URL and attribution (escaped: Leaflet writes it as HTML)', () => {
    const settings: Record<string, unknown> = {
      map_centre: [25.2, 55.27],
      map_zoom: 13,
      map_tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      map_tile_attribution: '© <b>OSM</b>',
    };
    expect(mapSettings((alias) => settings[alias])).toEqual({
      centre: { lat: 25.2, lng: 55.27 },
      zoom: 13,
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© &#60;b&#62;OSM&#60;/b&#62;',
    });
  });

  it('ignores malformed values', () => {
    const settings: Record<string, unknown> = { map_centre: [200, 'x'], map_zoom: 40, map_tile_url: 'javascript:alert(1)' };
    expect(mapSettings((alias) => settings[alias])).toMatchObject({ centre: DEFAULT_MAP_CENTRE, zoom: DEFAULT_MAP_ZOOM, tileUrl: '' });
  });
});

describe('the address the meals go to and the delivery time of step 1 (issue 37 item 8)', () => {
  const ABU_DHABI = 1;
  const DUBAI = 2;
  const values = (home: Partial<AddressValues>, work: Partial<AddressValues> = {}): DeliveryValues => ({
    ...initialDeliveryValues({}),
    homeAddress: { ...EMPTY, ...home },
    workAddress: { ...EMPTY, ...work },
  });

  it("puts the message on the home address's emirate when it is not the delivery time's", () => {
    expect(slotEmirateErrors(values({ emirate: String(ABU_DHABI), default: true }), DUBAI)).toEqual({
      'homeAddress.emirate': ADDRESS_OUTSIDE_SLOT_MESSAGE,
    });
    expect(domainCatalogues.en[ADDRESS_OUTSIDE_SLOT_MESSAGE]).toBe(
      'Your delivery time is for another emirate: choose an address in that emirate, or change your delivery time.',
    );
    expect(slotEmirateErrors(values({ emirate: String(DUBAI) }), DUBAI)).toEqual({});
  });

  it('checks the work address instead when the meals go there', () => {
    expect(slotEmirateErrors(values({ emirate: String(DUBAI) }, { emirate: String(ABU_DHABI), default: true }), DUBAI)).toEqual({
      'workAddress.emirate': ADDRESS_OUTSIDE_SLOT_MESSAGE,
    });
    expect(slotEmirateErrors(values({ emirate: String(ABU_DHABI) }, { emirate: String(DUBAI), default: true }), DUBAI)).toEqual({});
  });

  it('compares nothing before an emirate or a delivery time is chosen', () => {
    expect(slotEmirateErrors(values({}), DUBAI)).toEqual({});
    expect(slotEmirateErrors(values({ emirate: String(ABU_DHABI) }), null)).toEqual({});
  });
});
