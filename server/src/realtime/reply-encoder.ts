// socket.io's packet encoder, with the JSON of shared read-only values written once. Cached reads (settings,
// reference lists, menus, reviews: call-cache.ts) hand the same object to every caller until they expire; the
// default encoder walks each of them twice per reply (looking for binary, then JSON.stringify), which for the larger
// lists costs more than the rest of the call. Here a shared value is stringified on its first reply and its JSON is
// spliced into every later one; and a reply carrying one goes out as a websocket frame made from the value's UTF-8
// bytes, also made once, instead of its text being encoded to UTF-8 again for every reply (writeSharedFrames).
// The bytes on the wire are exactly the default encoder's (the client keeps the default parser); packets with binary
// data, and everything that is not an event or an acknowledgement, take the default path.
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

/** A packet's text in order: plain text, and shared values (their JSON and its bytes memoised). */
type Piece = string | object;

/**
 * The outer levels of a packet (its data array and the reply envelope in it) written by hand, as JSON.stringify
 * writes them (keys in Object.keys order, skipped members left out or written null), into pieces with each shared
 * value kept whole, anything deeper through the marker path below. The usual reply of a cached read,
 * `[{"type":…,"data":<shared>}]`, then costs a few small strings instead of a replacer walk and a search of the
 * whole text for markers. False for a value with toJSON (which JSON.stringify calls with the member's key): such a
 * packet takes the marker path whole.
 */
function writeOuter(value: unknown, depth: number, out: Piece[]): boolean {
  if (typeof value !== 'object' || value === null) {
    const json = JSON.stringify(value) as string | undefined;
    if (json === undefined) return false;
    out.push(json);
    return true;
  }
  if (shared.has(value)) {
    out.push(value);
    return true;
  }
  if (hasToJson(value)) return false;
  if (depth === 0 || (!Array.isArray(value) && !isPlainObject(value))) {
    out.push(stringifyDeep(value));
    return true;
  }
  if (Array.isArray(value)) {
    out.push('[');
    for (let index = 0; index < value.length; index += 1) {
      if (index > 0) out.push(',');
      const item: unknown = value[index];
      if (isSkipped(item)) out.push('null');
      else if (!writeOuter(item, depth - 1, out)) return false;
    }
    out.push(']');
    return true;
  }
  let separator = '{';
  for (const key of Object.keys(value)) {
    const member = (value as Record<string, unknown>)[key];
    if (isSkipped(member)) continue;
    out.push(`${separator}${JSON.stringify(key)}:`);
    separator = ',';
    if (!writeOuter(member, depth - 1, out)) return false;
  }
  out.push(separator === '{' ? '{}' : '}');
  return true;
}

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The text of the pieces, shared values as their JSON (joined without copying the long ones). */
function textOf(pieces: readonly Piece[]): string {
  let text = '';
  for (const piece of pieces) text += typeof piece === 'string' ? piece : jsonOf(piece);
  return text;
}

/** The pieces of data's JSON, or undefined when it takes the marker path whole. */
function piecesOf(data: unknown): Piece[] | undefined {
  const pieces: Piece[] = [];
  return writeOuter(data, 2, pieces) ? pieces : undefined;
}

/** JSON.stringify(data) with each shared value's JSON taken from its memo. */
export function stringifyWithShared(data: unknown): string {
  const pieces = piecesOf(data);
  return pieces ? textOf(pieces) : stringifyDeep(data);
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

/** The default encoder's text format (type, a namespace other than "/" and a comma, id, JSON data), as pieces. */
function packetPieces(packet: Packet): Piece[] {
  let header = String(packet.type);
  if (packet.nsp && packet.nsp !== '/') header += `${packet.nsp},`;
  if (packet.id !== undefined && packet.id !== null) header += String(packet.id);
  if (packet.data === undefined || packet.data === null) return [header];
  const pieces = piecesOf(packet.data);
  return pieces ? [header, ...pieces] : [header, stringifyDeep(packet.data)];
}

/** The UTF-8 bytes of each shared value's JSON, made on its first reply written as a frame. */
const sharedBytes = new WeakMap<object, Buffer>();

function bytesOf(value: object): Buffer {
  let bytes = sharedBytes.get(value);
  if (bytes === undefined) {
    bytes = Buffer.from(jsonOf(value));
    sharedBytes.set(value, bytes);
  }
  return bytes;
}

/**
 * The websocket frame of an Engine.IO message ("4") holding the packet's text, as ws writes a text message from a
 * server (RFC 6455: FIN and opcode 1, no extension bit, unmasked, the shortest length form), with each shared
 * value's bytes copied in rather than its text encoded again. Header and payload in one buffer, made at its exact
 * length (no parts joined afterwards): ws writes a one-buffer frame with a single write, where a header and a payload
 * apart are corked and written together (writev).
 */
function textFrame(pieces: readonly Piece[]): [Buffer] {
  // The frame's parts in order: runs of plain text, and shared values' bytes.
  const parts: Array<string | Buffer> = [];
  let length = 0;
  let text = '4';
  for (const piece of pieces) {
    if (typeof piece === 'string') {
      text += piece;
      continue;
    }
    if (text) {
      parts.push(text);
      length += Buffer.byteLength(text);
    }
    text = '';
    const bytes = bytesOf(piece);
    parts.push(bytes);
    length += bytes.length;
  }
  if (text) {
    parts.push(text);
    length += Buffer.byteLength(text);
  }
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81;
  if (length < 126) frame[1] = length;
  else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  let offset = headerLength;
  for (const part of parts) offset += typeof part === 'string' ? frame.write(part, offset) : part.copy(frame, offset);
  return [frame];
}

/** The packet last encoded with a shared value in it, until its Engine.IO packet is made (synchronously after). */
let pending: { text: string; pieces: Piece[] } | undefined;

export class SharedJsonEncoder extends Encoder {
  override encode(packet: Packet): unknown[] {
    const plain = (packet.type === PacketType.EVENT || packet.type === PacketType.ACK) && !containsBinary(packet.data);
    if (!plain) return super.encode(packet);
    const pieces = packetPieces(packet);
    const text = textOf(pieces);
    pending = pieces.some((piece) => typeof piece !== 'string') ? { text, pieces } : undefined;
    return [text];
  }
}

/** The parser option of the socket.io server: this encoder, the default decoder. */
export const sharedJsonParser = { protocol, Encoder: SharedJsonEncoder, Decoder };

interface EnginePacket {
  type: string;
  data?: unknown;
  options?: { wsPreEncodedFrame?: unknown };
}

/** What writeSharedFrames listens to: an Engine.IO connection (socket.conn). */
export interface EngineConnection {
  on(event: 'packetCreate', listener: (packet: EnginePacket) => void): unknown;
}

function attachFrame(packet: EnginePacket): void {
  const encoded = pending;
  if (encoded === undefined || packet.data !== encoded.text) return;
  pending = undefined;
  // A broadcast arrives with the frame socket.io made for all its recipients.
  if (packet.type !== 'message' || packet.options?.wsPreEncodedFrame !== undefined) return;
  packet.options = { ...packet.options, wsPreEncodedFrame: textFrame(encoded.pieces) };
}

/**
 * Sends each packet of this connection that carries a shared value as a frame made from the value's memoised bytes.
 * socket.io hands the encoded text to Engine.IO at once (Client._packet: encode, then write), and Engine.IO announces
 * the packet it makes of it (packetCreate) before sending it; the websocket transport then writes a frame given in the
 * packet's options as it is (the option socket.io's own broadcasts use), and any other transport the text.
 */
export function writeSharedFrames(connection: EngineConnection): void {
  connection.on('packetCreate', attachFrame);
}
