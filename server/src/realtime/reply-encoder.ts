// socket.io's packet encoder, with the JSON of shared read-only values written once. Cached reads (settings,
// reference lists, menus, reviews: call-cache.ts) hand the same object to every caller until they expire; the
// default encoder walks each of them twice per reply (looking for binary, then JSON.stringify), which for the larger
// lists costs more than the rest of the call. Here a shared value is stringified on its first reply and its JSON is
// spliced into every later one. The bytes on the wire are exactly the default encoder's (the client keeps the
// default parser); packets with binary data, and everything that is not an event or an acknowledgement, take the
// default path.
import { randomBytes } from 'node:crypto';
import { Decoder, Encoder, PacketType, protocol, type Packet } from 'socket.io-parser';

const shared = new WeakSet<object>();
const sharedJson = new WeakMap<object, string>();

/**
 * Marks `value` as shared and never changed from now on (a cached read): its JSON is computed once for every
 * reply that carries it. Whoever calls this promises not to mutate the value afterwards.
 */
export function shareReplyValue<T>(value: T): T {
  if (typeof value === 'object' && value !== null) shared.add(value);
  return value;
}

function jsonOf(value: object): string {
  let json = sharedJson.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    sharedJson.set(value, json);
  }
  return json;
}

const isBinary = (value: object) =>
  ArrayBuffer.isView(value) || value instanceof ArrayBuffer || (typeof Blob !== 'undefined' && value instanceof Blob);

/** Whether the data holds binary (as socket.io-parser's hasBinary), not looking inside shared values (plain JSON). */
export function containsBinary(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || shared.has(value)) return false;
  if (isBinary(value)) return true;
  const withJson = value as { toJSON?: unknown };
  if (typeof withJson.toJSON === 'function') return containsBinary((withJson.toJSON as () => unknown).call(value));
  return (Array.isArray(value) ? value : Object.values(value)).some(containsBinary);
}

/** A marker no real string carries (a per-process random nonce), replaced by the shared value's JSON. */
const MARKER = `shared-${randomBytes(12).toString('hex')}:`;
const MARKER_PATTERN = new RegExp(`"${MARKER}(\\d+)"`, 'g');

/** JSON.stringify(data) with each shared value's JSON taken from its memo. */
export function stringifyWithShared(data: unknown): string {
  const pieces: string[] = [];
  const json = JSON.stringify(data, (_key, value: unknown) => {
    if (typeof value !== 'object' || value === null || !shared.has(value)) return value;
    pieces.push(jsonOf(value));
    return `${MARKER}${pieces.length - 1}`;
  });
  return pieces.length === 0 ? json : json.replace(MARKER_PATTERN, (_match, index: string) => pieces[Number(index)]!);
}

/** The default encoder's text format (type, a namespace other than "/" and a comma, id, JSON data). */
function encodePlain(packet: Packet): string {
  let text = String(packet.type);
  if (packet.nsp && packet.nsp !== '/') text += `${packet.nsp},`;
  if (packet.id !== undefined && packet.id !== null) text += String(packet.id);
  if (packet.data !== undefined && packet.data !== null) text += stringifyWithShared(packet.data);
  return text;
}

export class SharedJsonEncoder extends Encoder {
  override encode(packet: Packet): unknown[] {
    const plain = (packet.type === PacketType.EVENT || packet.type === PacketType.ACK) && !containsBinary(packet.data);
    return plain ? [encodePlain(packet)] : super.encode(packet);
  }
}

/** The parser option of the socket.io server: this encoder, the default decoder. */
export const sharedJsonParser = { protocol, Encoder: SharedJsonEncoder, Decoder };
