// The local outbox: mail and SMS written as JSON files when no real provider is configured,
// read by the developer page GET /dev/outbox and by tests.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type OutboxKind = 'mail' | 'sms';

export interface OutboxMessage {
  id: string;
  kind: OutboxKind;
  to: string;
  subject?: string;
  text: string;
  html?: string;
  /** Unix milliseconds. */
  createdAt: number;
}

export type NewOutboxMessage = Omit<OutboxMessage, 'id' | 'createdAt'>;

export const DEFAULT_OUTBOX_DIR = path.resolve(__dirname, '../../outbox');

export class Outbox {
  private sequence = 0;

  constructor(readonly dir: string = DEFAULT_OUTBOX_DIR) {}

  async write(message: NewOutboxMessage): Promise<OutboxMessage> {
    await mkdir(this.dir, { recursive: true });
    const createdAt = Date.now();
    this.sequence += 1;
    const stamp = `${String(createdAt).padStart(15, '0')}-${String(this.sequence).padStart(6, '0')}`;
    const id = `${stamp}-${message.kind}-${randomBytes(4).toString('hex')}`;
    const stored: OutboxMessage = { id, createdAt, ...message };
    await writeFile(path.join(this.dir, `${id}.json`), JSON.stringify(stored, null, 2));
    return stored;
  }

  /** Every message, newest first. */
  async list(): Promise<OutboxMessage[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return [];
    }
    const files = names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse();
    const messages = await Promise.all(files.map(async (name) => JSON.parse(await readFile(path.join(this.dir, name), 'utf8')) as OutboxMessage));
    return messages;
  }
}
