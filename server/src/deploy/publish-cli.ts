// npm run publish-remote --workspace server -- <remote> [<distDir>] [--version v]
import path from 'node:path';
import { loadConfig, remoteDistDir } from '../config';
import { publishRemote } from './publish';

function parseArgs(argv: string[]): { remote: string; distDir?: string; version?: string } {
  const positional: string[] = [];
  let version: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--version') version = argv[++i];
    else if (arg?.startsWith('--version=')) version = arg.slice('--version='.length);
    else if (arg !== undefined) positional.push(arg);
  }
  const [remote, distDir] = positional;
  if (!remote) throw new Error('Usage: publish-remote <remote> [<distDir>] [--version v]');
  return { remote, ...(distDir ? { distDir } : {}), ...(version ? { version } : {}) };
}

try {
  const args = parseArgs(process.argv.slice(2));
  const result = publishRemote({
    remote: args.remote,
    distDir: args.distDir ? path.resolve(process.env.INIT_CWD ?? process.cwd(), args.distDir) : remoteDistDir(args.remote),
    releasesDir: loadConfig().releasesDir,
    ...(args.version ? { version: args.version } : {}),
  });
  console.log(`Published ${result.remote} version ${result.version} to ${result.dir}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
