import { warmIntl } from '../src/warmIntl';

describe('warming Intl up before the start-up', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for the supported locales of NumberFormat and DateTimeFormat later, each in a task of its own', () => {
    const numberFormat = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dateTimeFormat = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const tasks: (() => void)[] = [];
    warmIntl((task) => tasks.push(task));
    // Nothing runs in the shell's first script itself.
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateTimeFormat).not.toHaveBeenCalled();
    expect(tasks).toHaveLength(2);
    tasks[0]!();
    expect(numberFormat).toHaveBeenCalledTimes(1);
    expect(dateTimeFormat).not.toHaveBeenCalled();
    tasks[1]!();
    expect(dateTimeFormat).toHaveBeenCalledTimes(1);
  });
});
