import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * One process owns an embedded database folder: takes <dataDir>.lock (stale locks of dead processes are
 * taken over) and returns its release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  mkdirSync(path.dirname(dataDir), { recursive: true });
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(lockFile, 'utf8'));
    if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
      throw new Error(`The database folder ${dataDir} is in use by process ${owner}; stop it or set DATA_DIR to another folder`);
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}
