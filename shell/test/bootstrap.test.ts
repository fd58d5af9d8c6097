// The shell's start-up stages (src/bootstrap.tsx): each shared library is evaluated in a task of its own, in order,
// and the session starts before React DOM and the shell's components are evaluated (issue 38).
const evaluated: string[] = [];
const record = (name: string, exports: Record<string, unknown> = {}) => {
  evaluated.push(name);
  return exports;
};

jest.mock('mobx', () => record('mobx'));
jest.mock('react-intl', () => record('react-intl'));
jest.mock('@mealplan/shared/i18n', () => record('i18n'));
jest.mock('@mealplan/shared/session', () => record('session'));
jest.mock('../src/startSession', () => record('startSession module', { startSession: () => evaluated.push('startSession()') }));
jest.mock('react-dom/client', () => record('react-dom/client'));
jest.mock('mobx-react-lite', () => record('mobx-react-lite'));
jest.mock('@mealplan/shared/router', () => record('router'));
jest.mock('@mealplan/shared/ui', () => record('kit'));
jest.mock('@mealplan/shared/federation', () => record('federation'));
jest.mock('../src/startShell', () => record('startShell module', { startShell: () => evaluated.push('startShell()') }));

/** Lets every promise settled so far run its callbacks (a dynamic import resolves over a few microtasks). */
const settle = async () => {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
};

describe('bootstrap', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('evaluates each shared library in a task of its own, then starts the session, React DOM and the shell', async () => {
    await jest.isolateModulesAsync(async () => {
      await import('../src/bootstrap');
    });
    const tasks: string[][] = [];
    for (let task = 0; task < 20 && !evaluated.includes('startShell()'); task += 1) {
      await settle();
      tasks.push(evaluated.splice(0));
      jest.runOnlyPendingTimers();
    }
    await settle();
    tasks.push(evaluated.splice(0));
    expect(tasks.filter((task) => task.length > 0)).toEqual([
      ['mobx'],
      ['react-intl'],
      ['i18n'],
      ['session'],
      ['startSession module'],
      ['startSession()'],
      ['react-dom/client'],
      ['mobx-react-lite'],
      ['router'],
      ['kit'],
      ['federation'],
      ['startShell module', 'startShell()'],
    ]);
  });
});
