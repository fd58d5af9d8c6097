// The kit's address form helpers: saveAddressInfo's fields land on the form's own address names.
import { addressFormFieldOf } from '../../src/ui/AddressFields';

it("puts the home address's fields on the first address and the work_ fields on the second", () => {
  const checkout = { home: 'main', work: 'second' };
  expect(addressFormFieldOf('street', checkout)).toBe('main.street');
  expect(addressFormFieldOf('work_locationlink', checkout)).toBe('second.locationlink');
  expect(addressFormFieldOf('work_area', { home: 'home', work: 'work' })).toBe('work.area');
});

it('ignores a field that is no address field', () => {
  expect(addressFormFieldOf('deliverTo', { home: 'home', work: 'work' })).toBeNull();
  expect(addressFormFieldOf('work_phone', { home: 'home', work: 'work' })).toBeNull();
});
