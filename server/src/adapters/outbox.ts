// The local outbox: mail and SMS written as JSON files when no real provider is configured,
// read by the developer page GET /dev/outbox and by tests.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type OutboxKind = 'mail' | 'sms';

/** A mail's attached file as the outbox keeps it: its bytes in base64 in the message's own file. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  size: number;
  contentBase64: string;
}

export interface OutboxMessage {
  id: string;
  kind: OutboxKind;
  to: string;
  subject?: string;
  text: string;
  html?: string;
  attachments?: OutboxAttachment[];
  /** Unix milliseconds. */
  createdAt: number;
}

export type NewOutboxMessage = Omit<OutboxMessage, 'id' | 'createdAt' | 'attachments'> & {
  attachments?: Array<{ filename: string; contentType: string; content: Buffer }>;
};

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
    const { attachments, ...rest } = message;
    const stored: OutboxMessage = {
      id,
      createdAt,
      ...rest,
      ...(attachments?.length
        ? {
            attachments: attachments.map((file) => ({
              filename: file.filename,
              contentType: file.contentType,
              size: file.content.length,
              contentBase64: file.content.toString('base64'),
            })),
          }
        : {}),
    };
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
