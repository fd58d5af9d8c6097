import fc from 'fast-check';
import {
  addressEmirateMessage,
  deliveredToBlock,
  domainCatalogues,
  emirateIdOf,
  emiratesDisagree,
  slotEmirateMessage,
  type DomainMessageId,
} from '../../src/domain';
import { english } from './english';

const DUBAI = 1;
const ABU_DHABI = 2;
const arabic = (id: DomainMessageId | null) => (id === null ? null : domainCatalogues.ar[id]);

describe('slot and address agree (issue 37 item 8)', () => {
  it('refuses a Dubai slot for an Abu Dhabi address, on the slot, in English and Arabic', () => {
    const message = slotEmirateMessage(DUBAI, ABU_DHABI);
    expect(english(message)).toBe('This delivery time is not available in the emirate of your address.');
    expect(arabic(message)).toBe('وقت التوصيل هذا غير متاح في إمارة عنوانك.');
  });

  it('refuses an Abu Dhabi address for a plan delivered at a Dubai time, on the emirate, in English and Arabic', () => {
    const message = addressEmirateMessage(ABU_DHABI, [DUBAI]);
    expect(english(message)).toBe('Your delivery time is for another emirate: choose an address in that emirate, or change your delivery time.');
    expect(arabic(message)).toBe('وقت التوصيل الخاص بك لإمارة أخرى: اختر عنوانًا في تلك الإمارة، أو غيّر وقت التوصيل.');
  });

  it('accepts the same emirate, whether given as a number or as a form text', () => {
    expect(slotEmirateMessage(DUBAI, DUBAI)).toBeNull();
    expect(slotEmirateMessage(DUBAI, '1')).toBeNull();
    expect(slotEmirateMessage('2', ABU_DHABI)).toBeNull();
    expect(addressEmirateMessage('1', [DUBAI, DUBAI])).toBeNull();
    expect(english(slotEmirateMessage(DUBAI, '2'))).toBe('This delivery time is not available in the emirate of your address.');
  });

  it('compares nothing while either side is unknown', () => {
    for (const unknown of [null, undefined, '', '  ', 0, 'x']) {
      expect(slotEmirateMessage(DUBAI, unknown)).toBeNull();
      expect(slotEmirateMessage(unknown, ABU_DHABI)).toBeNull();
      expect(addressEmirateMessage(unknown, [DUBAI])).toBeNull();
    }
    expect(addressEmirateMessage(ABU_DHABI, [])).toBeNull();
    expect(emirateIdOf(' 3 ')).toBe(3);
  });

  it('refuses an address when any of the plan slots is in another emirate', () => {
    expect(addressEmirateMessage(DUBAI, [DUBAI, ABU_DHABI])).not.toBeNull();
    expect(addressEmirateMessage(DUBAI, [null, DUBAI])).toBeNull();
  });

  it('disagrees exactly when two known emirates differ, in either order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 }), (slot, address) => {
        expect(emiratesDisagree(slot, address)).toBe(slot !== address);
        expect(emiratesDisagree(address, slot)).toBe(emiratesDisagree(slot, address));
        expect(slotEmirateMessage(slot, String(address)) === null).toBe(slot === address);
      }),
    );
  });

  it('delivers to the work address only when it alone is the default', () => {
    expect(deliveredToBlock({ default: false }, { default: true })).toBe('work');
    expect(deliveredToBlock({ default: true }, { default: true })).toBe('home');
    expect(deliveredToBlock({ default: true }, { default: false })).toBe('home');
    expect(deliveredToBlock(null, null)).toBe('home');
    expect(deliveredToBlock(undefined, { default: true })).toBe('work');
  });
});
