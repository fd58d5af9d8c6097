// Loading an area is three pieces of work for the main thread once its files are in: evaluating its remoteEntry.js,
// starting its container (registering and matching its shared modules against the page's), and evaluating the
// exposed module with the area's code. Run back to back they make one long task, which a phone cannot interrupt to
// answer a tap (issue 23: 63 ms of a desktop CPU on the guest landing, four times that on a mid-range phone). This
// federation runtime plugin gives the browser the main thread back before and after the container's start.

import { nextTask } from '../nextTask';

/** A federation runtime plugin: a task break before a remote's container starts, and another before its module runs. */
export function taskBreaksPlugin(breakTask: () => Promise<void> = nextTask) {
  const afterBreak = async <Args>(args: Args): Promise<Args> => {
    await breakTask();
    return args;
  };
  return { name: 'mealplan-task-breaks', beforeInitContainer: afterBreak, initContainer: afterBreak };
}
