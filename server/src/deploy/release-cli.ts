// npm run releases -- <remote>                    the kept versions: when, from which build, which is served, each one's share
// npm run rollback-remote -- <remote> [version]   ends a canary; else serves `version` (default: the one before the served one)
// npm run promote-remote -- <remote>              serves the canary to every browser
// On the site's release store (cli-store.ts): every server process serves the change at once.
import { REMOTE_NAMES } from '../config';
import { runCommand, withReleaseStore } from './cli-store';
import { releasesTable, type ServedPointer } from './release-rules';

const COMMANDS = ['releases', 'rollback-remote', 'promote-remote'] as const;
type Command = (typeof COMMANDS)[number];

const USAGE: Record<Command, string> = {
  releases: 'Usage: releases <remote>',
  'rollback-remote': 'Usage: rollback-remote <remote> [version]',
  'promote-remote': 'Usage: promote-remote <remote>',
};

/** What a pointer serves, in a sentence. */
const servedSentence = (remote: string, pointer: ServedPointer) =>
  pointer.canary
    ? `${remote} serves ${pointer.served} to ${100 - pointer.canary.share} % and ${pointer.canary.version} to ${pointer.canary.share} % of browsers`
    : `${remote} serves ${pointer.served} to every browser`;

runCommand(async () => {
  const [command, remote, version, extra] = process.argv.slice(2);
  if (!(COMMANDS as readonly (string | undefined)[]).includes(command)) throw new Error(`Usage: release-cli ${COMMANDS.join('|')} <remote> …`);
  const usage = USAGE[command as Command];
  if (!remote || extra !== undefined || (command !== 'rollback-remote' && version !== undefined)) throw new Error(usage);
  if (!(REMOTE_NAMES as readonly string[]).includes(remote)) throw new Error(`Unknown remote ${remote}; one of ${REMOTE_NAMES.join(', ')}`);
  await withReleaseStore(async (store, where) => {
    if (command === 'releases') {
      console.log(releasesTable(remote, await store.history(remote)));
      return;
    }
    const pointer = command === 'promote-remote' ? await store.promote(remote) : await store.rollback(remote, version);
    console.log(`${servedSentence(remote, pointer)} (${where}); every server process serves it now`);
  });
});
