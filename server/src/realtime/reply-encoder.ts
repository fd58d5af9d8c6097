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

const hasToJson = (value: object) => typeof (value as { toJSON?: unknown }).toJSON === 'function';

/** Whether JSON.stringify leaves this member out of an object (and writes null for it in an array). */
const isSkipped = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol';

/**
 * The outer levels of a packet (its data array and the reply envelope in it) written by hand, as JSON.stringify
 * writes them (keys in Object.keys order, skipped members left out or written null), with a shared value's memo
 * spliced in directly and anything deeper through the marker path below. The usual reply of a cached read,
 * `[{"type":…,"data":<shared>}]`, then costs a few concatenations instead of a replacer walk and a search of the
 * whole text for markers. Undefined for a value with toJSON (which JSON.stringify calls with the member's key):
 * such a packet takes the marker path whole.
 */
function writeOuter(value: unknown, depth: number): string | undefined {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  if (shared.has(value)) return jsonOf(value);
  if (hasToJson(value)) return undefined;
  if (depth === 0 || (!Array.isArray(value) && !isPlainObject(value))) return stringifyDeep(value);
  const parts: string[] = [];
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) {
      const json = isSkipped(item) ? 'null' : writeOuter(item, depth - 1);
      if (json === undefined) return undefined;
      parts.push(json);
    }
    return `[${parts.join(',')}]`;
  }
  for (const key of Object.keys(value)) {
    const member = (value as Record<string, unknown>)[key];
    if (isSkipped(member)) continue;
    const json = writeOuter(member, depth - 1);
    if (json === undefined) return undefined;
    parts.push(`${JSON.stringify(key)}:${json}`);
  }
  return `{${parts.join(',')}}`;
}

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** JSON.stringify(data) with each shared value's JSON taken from its memo. */
export function stringifyWithShared(data: unknown): string {
  return writeOuter(data, 2) ?? stringifyDeep(data);
}

/** JSON.stringify(data) with each shared value's JSON spliced in through a marker. */
function stringifyDeep(data: unknown): string {
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
