// The socket.io encoder that writes a cached value's JSON once (server/src/realtime/reply-encoder.ts): the bytes are
// the default encoder's for every packet, shared or not, and binary packets keep the default path; a packet carrying
// a shared value goes out as a websocket text frame of exactly those bytes, made from the value's memoised UTF-8.
import fc from 'fast-check';
import { Encoder, PacketType, type Packet } from 'socket.io-parser';
import { containsBinary, shareReplyValue, SharedJsonEncoder, writeSharedFrames, type EngineConnection } from '../../src/realtime/reply-encoder';
import { connectClient, startTestServer } from '../support/harness';

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

/** The opcode, payload length and payload of one unmasked websocket frame (RFC 6455 §5.2), given as one buffer. */
function readFrame(buffers: readonly Buffer[]) {
  expect(buffers).toHaveLength(1);
  const [frame] = buffers as [Buffer];
  const lengthByte = frame[1]! & 0x7f;
  const headerLength = lengthByte < 126 ? 2 : lengthByte === 126 ? 4 : 10;
  const length = lengthByte < 126 ? lengthByte : lengthByte === 126 ? frame.readUInt16BE(2) : Number(frame.readBigUInt64BE(2));
  const header = frame.subarray(0, headerLength);
  const payload = frame.subarray(headerLength);
  return {
    fin: header[0]! >> 7,
    rsv: (header[0]! >> 4) & 0x7,
    opcode: header[0]! & 0x0f,
    masked: header[1]! >> 7,
    headerLength,
    length,
    bytes: payload.length,
    text: payload.toString('utf8'),
  };
}

/** A stand-in for an Engine.IO connection: the packets it would make, announced to writeSharedFrames's listener. */
function fakeConnection() {
  let listener: ((packet: { type: string; data?: unknown; options?: Record<string, unknown> }) => void) | undefined;
  const connection: EngineConnection = {
    on: (_event, added) => {
      listener = added;
    },
  };
  writeSharedFrames(connection);
  return (type: string, data: unknown, options: Record<string, unknown> = {}) => {
    const packet = { type, data, options };
    listener!(packet);
    return packet;
  };
}

describe('a packet carrying a shared value, as a websocket frame', () => {
  it('is a final unmasked text frame of the Engine.IO message holding exactly the default text, at every length form', () => {
    for (const size of [10, 120, 500, 70_000]) {
      const lists = shareReplyValue({ areas: 'دبي مارينا '.repeat(size / 10), id: size });
      const sent = packet([{ type: 'getOk', data: lists }], { type: PacketType.ACK, id: 12 });
      const announce = fakeConnection();
      const [text] = ours.encode(sent) as [string];
      const frame = announce('message', text).options.wsPreEncodedFrame as Buffer[];
      const read = readFrame(frame);
      expect(read).toMatchObject({ fin: 1, rsv: 0, opcode: 1, masked: 0, text: `4${standard.encode(sent)[0] as string}` });
      expect(read.length).toBe(Buffer.byteLength(read.text));
      expect(read.bytes).toBe(read.length);
      expect(read.headerLength).toBe(read.length < 126 ? 2 : read.length < 65_536 ? 4 : 10);
    }
  });

  it('is made only for the packet just encoded with a shared value in it, and leaves a frame socket.io made as it is', () => {
    const lists = shareReplyValue({ dishes: [{ id: 1, name: 'سلطة' }] });
    const announce = fakeConnection();
    const [plain] = ours.encode(packet([{ type: 'getOk', data: { not: 'shared' } }], { type: PacketType.ACK, id: 1 })) as [string];
    expect(announce('message', plain).options).not.toHaveProperty('wsPreEncodedFrame');
    const [withShared] = ours.encode(packet([{ type: 'getOk', data: lists }], { type: PacketType.ACK, id: 2 })) as [string];
    expect(announce('message', '3[{"type":"another packet"}]').options).toEqual({});
    expect(readFrame(announce('message', withShared).options.wsPreEncodedFrame as Buffer[]).text).toBe(`4${withShared}`);
    expect(announce('message', withShared).options).toEqual({});
    const broadcastFrame = [Buffer.from('made by socket.io')];
    const [again] = ours.encode(packet(['push', { data: lists }])) as [string];
    expect(announce('message', again, { wsPreEncodedFrame: broadcastFrame }).options.wsPreEncodedFrame).toBe(broadcastFrame);
  });

  it('reaches a socket.io client over a real socket as the text the default encoder writes', async () => {
    const server = await startTestServer();
    const client = await connectClient(server);
    try {
      const messages: unknown[] = [];
      client.socket.io.engine.on('packet', (engineIoPacket: { type: string; data?: unknown }) => {
        if (engineIoPacket.type === 'message') messages.push(engineIoPacket.data);
      });
      // Settings and the reference lists are cached reads: the second of each carries the value the first cached.
      const calls = [
        ['settings', 'get', {}],
        ['settings', 'get', {}],
        ['get_arrays', 'get', { type: ['typeList', 'dietList', 'lang'], language: 'ar' }],
        ['get_arrays', 'get', { type: ['typeList', 'dietList', 'lang'], language: 'ar' }],
      ] as const;
      const replies = [];
      for (const [channel, type, data] of calls) replies.push(await client.call(channel, type, data));
      for (const reply of replies) expect(reply.type).not.toMatch(/Err$/);
      expect(replies[1]).toEqual(replies[0]);
      expect(messages).toHaveLength(4);
      for (const message of messages) {
        expect(typeof message).toBe('string');
        const [, id, json] = /^3(\d+)(.*)$/s.exec(message as string)!;
        const resent = { type: PacketType.ACK, nsp: '/', id: Number(id), data: JSON.parse(json!) as unknown[] } as Packet;
        expect(message).toBe(standard.encode(resent)[0]);
      }
      expect(/[\u0600-\u06ff]/.test(messages[3] as string)).toBe(true);
    } finally {
      client.close();
      await server.close();
    }
  });
});
