import type { CallKey, Channel } from '@mealplan/shared/protocol';
import type { ChannelDefinition, Handler } from '../../src/realtime/channel';

/**
 * A channel with only the handlers a test needs. The server's own channels use defineChannel, whose type requires a
 * handler for every call the protocol declares.
 */
export function testChannel<C extends Channel>(channel: C, handlers: { [K in CallKey<C>]?: Handler<C, K> }): ChannelDefinition {
  return { channel, handlers: handlers as ChannelDefinition['handlers'] };
}
