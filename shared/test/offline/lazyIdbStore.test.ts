import { createStore } from 'idb-keyval';
import { lazyIdbStore } from '../../src/offline/lazyIdbStore';

jest.mock('idb-keyval', () => ({ createStore: jest.fn(() => jest.fn()) }));

const createStoreMock = jest.mocked(createStore);

describe('lazyIdbStore', () => {
  beforeEach(() => createStoreMock.mockClear());

  it('opens nothing until the store is first asked for, then opens it once', () => {
    const opened = lazyIdbStore('mealplan-test', 'copies');
    expect(createStoreMock).not.toHaveBeenCalled();
    const store = opened();
    expect(opened()).toBe(store);
    expect(createStoreMock).toHaveBeenCalledTimes(1);
    expect(createStoreMock).toHaveBeenCalledWith('mealplan-test', 'copies');
  });
});
