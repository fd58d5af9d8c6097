// What a socket request addresses (its call key and the protocol's declaration of the call), worked out once per
// request when it arrives and handed to both the dispatcher and the call observer (log line, metrics), rather than
// each of them, and the request parse, looking the call up again (issue 38).
import { callKey, findCall, isSubtyped, type Call } from '@mealplan/shared/protocol';

export interface CallAddress {
  /** The request's type as the dispatcher reads it: the envelope's type when it is a string of at most 64 characters, else ''. */
  type: string;
  /** The key of the call in the channel's declarations: the type, or '<type>:<subtype>' for a sub-typed request. */
  key: string;
  /** The declared call, or undefined when the protocol has none under this channel and key. */
  call: Call | undefined;
  /** A sub-typed request (profile getForDashboard) sent without its subtype: refused before its data is read. */
  subtypeMissing: boolean;
}

const MAX_TYPE = 64;

function typeOf(payload: unknown): string {
  const type = (payload as { type?: unknown } | null)?.type;
  return typeof type === 'string' && type.length <= MAX_TYPE ? type : '';
}

/**
 * The addresses of the declared calls requested so far, by channel and then by type (and key, for a sub-typed
 * request): at most a few per declared call, since a request the protocol does not declare is never kept.
 */
const declared = new Map<string, Map<string, CallAddress>>();

/** What the request (the payload received on the channel, not yet checked) addresses. */
export function addressOf(channel: string, payload: unknown): CallAddress {
  const type = typeOf(payload);
  const key = callKey(channel, type, (payload as { data?: unknown } | null)?.data);
  const memo = key === type ? type : `${type}\n${key}`;
  let ofChannel = declared.get(channel);
  const known = ofChannel?.get(memo);
  if (known !== undefined && known.type === type && known.key === key) return known;
  const call = findCall(channel, key);
  const address: CallAddress = { type, key, call, subtypeMissing: key === type && isSubtyped(channel, type) };
  if (call === undefined) return address;
  if (!ofChannel) declared.set(channel, (ofChannel = new Map<string, CallAddress>()));
  ofChannel.set(memo, address);
  return address;
}
