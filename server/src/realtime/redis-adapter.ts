import { createAdapter } from '@socket.io/redis-streams-adapter';
import { countRedisFallback } from '../ops/metrics';
import { RedisLink, type RedisClient, type RedisSettings } from '../ops/redis';

export interface RedisAdapterHandle {
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

/** The stream, pub/sub channel and session key names of the adapter, under REDIS_PREFIX. */
export function adapterNames(prefix: string) {
  return { streamName: `${prefix}socket.io`, channelPrefix: `${prefix}socket.io`, sessionKeyPrefix: `${prefix}sio:session:` };
}

/**
 * The client the adapter publishes with: each of its commands bounded by the link's timeout, failing at once while
 * Redis does not answer. An emit then still reaches this process's sockets (the adapter broadcasts locally when its
 * append fails), a reconnecting socket starts a new session instead of waiting for its old one, and a lookup of the
 * sockets in a room counts this process only. What the adapter sends without waiting (publish, set) is given an
 * empty answer when Redis fails, so no failure goes unhandled.
 */
function boundedClient(link: RedisLink): RedisClient {
  const client = link.client;
  const failed = (error: unknown, answer: unknown) => {
    countRedisFallback('adapter');
    return answer === undefined ? Promise.reject(error instanceof Error ? error : new Error(String(error))) : answer;
  };
  const bounded: Record<string, (...args: never[]) => unknown> = {
    xAdd: (...args: Parameters<RedisClient['xAdd']>) => link.run((c) => c.xAdd(...args)).catch((error: unknown) => failed(error, undefined)),
    xRange: (...args: Parameters<RedisClient['xRange']>) => link.run((c) => c.xRange(...args)).catch((error: unknown) => failed(error, undefined)),
    publish: (...args: Parameters<RedisClient['publish']>) => link.run((c) => c.publish(...args)).catch((error: unknown) => failed(error, 0)),
    set: (...args: Parameters<RedisClient['set']>) => link.run((c) => c.set(...args)).catch((error: unknown) => failed(error, null)),
    // PUBSUB NUMSUB (how many processes listen): without Redis, this process alone.
    sendCommand: (args: string[]) =>
      link.run((c) => c.sendCommand(args)).catch((error: unknown) => failed(error, args[0] === 'PUBSUB' ? [args[2], 1] : undefined)),
    multi: () => {
      const multi = client.multi();
      const exec = multi.exec.bind(multi);
      multi.exec = (() => link.run(() => exec()).catch((error: unknown) => failed(error, undefined))) as typeof multi.exec;
      return multi;
    },
  };
  return new Proxy(client, {
    get(target, property, receiver) {
      if (typeof property === 'string' && property in bounded) return bounded[property];
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Redis Streams adapter: several server processes serve one site, with connection-state recovery.
 * The adapter duplicates the client for its blocking stream reads; those copies keep an offline queue (a read
 * waits for the connection instead of failing in a loop) and are tracked so that close() ends them at once instead
 * of after their current read times out (the adapter's own later disconnect of an ended copy is then a no-op).
 */
export async function connectRedisAdapter(settings: RedisSettings): Promise<RedisAdapterHandle> {
  const link = await RedisLink.open(settings, 'redis adapter');
  const client = link.client;
  const copies: RedisClient[] = [];
  const duplicate = client.duplicate.bind(client);
  client.duplicate = ((overrides?: Parameters<RedisClient['duplicate']>[0]) => {
    const copy = duplicate({ ...overrides, disableOfflineQueue: false }) as RedisClient;
    const disconnect = copy.disconnect.bind(copy);
    copy.disconnect = () => (copy.isOpen ? disconnect() : Promise.resolve());
    copies.push(copy);
    return copy;
  }) as RedisClient['duplicate'];
  return {
    adapter: createAdapter(boundedClient(link), adapterNames(link.prefix)),
    async close() {
      for (const copy of copies) if (copy.isOpen) copy.destroy();
      await link.close();
    },
  };
}
