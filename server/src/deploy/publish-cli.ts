// npm run publish-remote --workspace server -- <remote> [<distDir>] [--version v] [--share percent]
// Into the site's release store (cli-store.ts): served to everyone at once, or with --share as a canary to that percent
// of browsers (promote-remote and rollback-remote end it; release-cli.ts).
import path from 'node:path';
import { remoteDistDir } from '../config';
import { withReleaseStore, runCommand } from './cli-store';
import { publishRelease } from './publish';

const USAGE = 'Usage: publish-remote <remote> [<distDir>] [--version v] [--share percent]';

function parseArgs(argv: string[]): { remote: string; distDir?: string; version?: string; share?: number } {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const option = /^--(version|share)(?:=(.*))?$/.exec(arg);
    if (option) options[option[1]!] = option[2] ?? argv[++i] ?? '';
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}. ${USAGE}`);
    else positional.push(arg);
  }
  const [remote, distDir, extra] = positional;
  if (!remote || extra !== undefined) throw new Error(USAGE);
  const share = options.share === undefined ? undefined : Number(options.share);
  if (share !== undefined && !/^\d+$/.test(options.share ?? ''))
    throw new Error(`--share must be a whole percent from 1 to 99, got ${options.share}`);
  return {
    remote,
    ...(distDir ? { distDir } : {}),
    ...(options.version ? { version: options.version } : {}),
    ...(share !== undefined ? { share } : {}),
  };
}

runCommand(async () => {
  const args = parseArgs(process.argv.slice(2));
  const distDir = args.distDir ? path.resolve(process.env.INIT_CWD ?? process.cwd(), args.distDir) : remoteDistDir(args.remote);
  await withReleaseStore(async (store, where) => {
    const result = await publishRelease(store, { ...args, distDir });
    const audience =
      args.share === undefined ? 'every browser now' : `${args.share} % of browsers now (a canary: promote-remote or rollback-remote ends it)`;
    console.log(`Published ${result.remote} version ${result.version} to ${where}; every server process serves it to ${audience}`);
  });
});
