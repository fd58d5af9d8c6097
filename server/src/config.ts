import path from 'node:path';
import { schedulingOrigins } from './http/headers';

export const SERVER_ROOT = path.resolve(__dirname, '..');
export const REPO_ROOT = path.resolve(SERVER_ROOT, '..');

export const REMOTE_NAMES = ['account', 'planner', 'checkout', 'modify', 'health', 'content'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Where a remote's own build lands: ../mfe-<name>/dist. */
export const remoteDistDir = (remote: string) => path.join(REPO_ROOT, `mfe-${remote}`, 'dist');

export interface ServerConfig {
  port: number;
  /** HOST: the interface to listen on (default 127.0.0.1, loopback only). */
  host?: string;
  databaseUrl?: string;
  dataDir: string;
  redisUrl?: string;
  releasesDir: string;
  shellDir: string;
  /** Origins allowed to open the socket; empty means this server's own origin on localhost and 127.0.0.1. */
  allowedOrigins: string[];
  /** Origins a staging preview build may be loaded from; empty means this server's own origin. */
  previewOrigins: string[];
  /** Origins of a real scheduling provider the site may frame (SCHEDULING_ORIGINS). */
  schedulingOrigins: string[];
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const optional = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const databaseUrl = optional(env.DATABASE_URL);
  const redisUrl = optional(env.REDIS_URL);
  const host = optional(env.HOST);
  return {
    port,
    ...(host ? { host } : {}),
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(redisUrl ? { redisUrl } : {}),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(SERVER_ROOT, 'data')),
    releasesDir: path.resolve(env.RELEASES_DIR ?? path.join(SERVER_ROOT, 'releases')),
    shellDir: path.resolve(env.SHELL_DIR ?? path.join(REPO_ROOT, 'shell', 'dist')),
    allowedOrigins: list(env.ALLOWED_ORIGINS),
    previewOrigins: list(env.PREVIEW_ORIGINS),
    schedulingOrigins: schedulingOrigins(env),
  };
}

/** The origins a server listening on port answers as. */
export const ownOrigins = (port: number) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
