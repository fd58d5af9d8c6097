import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import { log } from '../ops/log';

type RedisClient = ReturnType<typeof createClient>;

export interface RedisAdapterHandle {
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

/**
 * Redis Streams adapter: several server processes serve one site, with connection-state recovery.
 * The adapter duplicates the client for its blocking stream reads; those copies are tracked so that
 * close() ends them at once instead of after their current read times out (the adapter's own later
 * disconnect of an ended copy is then a no-op).
 */
export async function connectRedisAdapter(url: string): Promise<RedisAdapterHandle> {
  const client = createClient({ url });
  client.on('error', (error: unknown) => log().warn({ err: error, component: 'redis adapter' }, 'redis error'));
  const copies: RedisClient[] = [];
  const duplicate = client.duplicate.bind(client);
  client.duplicate = ((...args: Parameters<RedisClient['duplicate']>) => {
    const copy = duplicate(...args) as RedisClient;
    const disconnect = copy.disconnect.bind(copy);
    copy.disconnect = () => (copy.isOpen ? disconnect() : Promise.resolve());
    copies.push(copy);
    return copy;
  }) as RedisClient['duplicate'];
  await client.connect();
  return {
    adapter: createAdapter(client),
    async close() {
      for (const copy of copies) if (copy.isOpen) copy.destroy();
      await client.close();
    },
  };
}
