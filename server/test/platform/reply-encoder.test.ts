// The socket.io encoder that writes a cached value's JSON once (server/src/realtime/reply-encoder.ts): the bytes are
// the default encoder's for every packet, shared or not, and binary packets keep the default path.
import fc from 'fast-check';
import { Encoder, PacketType, type Packet } from 'socket.io-parser';
import { containsBinary, shareReplyValue, SharedJsonEncoder } from '../../src/realtime/reply-encoder';

const ours = new SharedJsonEncoder();
const standard = new Encoder();

function packet(data: unknown, extra: Partial<Packet> = {}): Packet {
  return { type: PacketType.EVENT, nsp: '/', data, ...extra } as Packet;
}

describe('shared-JSON reply encoder', () => {
  it('writes exactly what the default encoder writes, for events and acknowledgements with and without shared values', () => {
    const settings = shareReplyValue([{ alias: 'phone', value: '+971 4 000 0000', old_value: null }]);
    const lists = shareReplyValue({ areasListFull: [{ id: 101, name: 'دبي مارينا', emirate_id: 1 }], lang: { 'Say "hi"\n': 'قل \u2028' } });
    const packets: Packet[] = [
      packet(['settings', { status: 'ok', data: settings, rid: 'r1' }]),
      packet([{ type: 'getOk', data: lists }], { type: PacketType.ACK, id: 42 }),
      packet(['get_arrays', { type: 'getOk', data: { nested: [lists, settings, lists] } }], { nsp: '/admin', id: 7 }),
      packet(['login', { type: 'logoutOk', data: { browserId: 'ABCDEFGHIJKLMNOP' } }]),
      { type: PacketType.CONNECT, nsp: '/', data: { sid: 'x' } } as Packet,
      { type: PacketType.DISCONNECT, nsp: '/' } as Packet,
    ];
    for (const sent of packets) expect(ours.encode(sent)).toEqual(standard.encode(sent));
  });

  it('matches the default encoder on any JSON data, shared or not (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), fc.boolean(), (first, second, shareFirst) => {
        const value = shareFirst && typeof first === 'object' && first !== null ? shareReplyValue(structuredClone(first)) : first;
        const sent = packet(['channel', { type: 'getOk', data: { value, again: value, other: second } }]);
        expect(ours.encode(sent)).toEqual(standard.encode(sent));
      }),
      { numRuns: 300 },
    );
  });

  it('writes the outer levels by hand exactly as JSON.stringify does: skipped members, toJSON, class instances, odd keys', () => {
    const lists = shareReplyValue({ dishes: [{ id: 1, name: 'سلطة' }] });
    class Point {
      constructor(
        public x: number,
        public y: number,
      ) {}
    }
    const withToJson = { toJSON: (key: string) => `key:${key}`, value: lists };
    const odd: unknown[] = [
      [{ type: 'getOk', data: lists, rid: undefined, skipped: () => 1, symbol: Symbol('s') }],
      [{ type: 'getOk', data: [undefined, () => 1, lists, Number.NaN, -0, Infinity] }],
      [{ type: 'getOk', data: withToJson }],
      [{ type: 'getOk', data: { when: new Date(0), lists } }],
      [{ type: 'getOk', data: new Point(1, 2) }],
      [{ type: 'getOk', data: { 2: 'two', 1: 'one', b: 'b', a: lists, '\u2028"': 'quoted' } }],
      [Object.assign(Object.create(null) as object, { type: 'getOk', data: lists })],
      [{ type: 'getOk', data: { deep: { deeper: { deepest: lists, again: [lists] } } } }],
      ['channel', { type: 'getOk', status: 'ok', data: lists, rid: 'r-9' }],
    ];
    for (const data of odd) {
      const sent = packet(data, { type: PacketType.ACK, id: 3 });
      expect(ours.encode(sent)).toEqual(standard.encode(sent));
    }
  });

  it('stringifies a shared value once, however many replies carry it', () => {
    let stringified = 0;
    const value = shareReplyValue({
      get dishes() {
        stringified += 1;
        return [1, 2, 3];
      },
    });
    const texts = [1, 2, 3].map((id) => ours.encode(packet([{ type: 'getOk', data: value }], { type: PacketType.ACK, id })));
    expect(texts[2]).toEqual(['33[{"type":"getOk","data":{"dishes":[1,2,3]}}]']);
    expect(stringified).toBe(1);
  });

  it('keeps the default binary path for buffers, and does not look for binary inside shared values', () => {
    const withBuffer = packet(['file', { data: Buffer.from('abc') }]);
    expect(containsBinary(withBuffer.data)).toBe(true);
    expect(ours.encode(withBuffer)).toEqual(standard.encode(withBuffer));
    expect(containsBinary(shareReplyValue({ big: Array.from({ length: 1000 }, (_, index) => ({ index })) }))).toBe(false);
    expect(containsBinary({ when: new Date(0), list: [1, 'two', null] })).toBe(false);
  });
});
