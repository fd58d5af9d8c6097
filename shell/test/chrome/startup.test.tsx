/** @jest-environment jsdom */
import { act, render, waitFor } from '../intl';
import { MemoryRouter } from 'react-router';
import { FakeSocket } from '../../../shared/test/session/fakeSocket';

const fakeSocket = new FakeSocket();
jest.mock('socket.io-client', () => ({ io: () => fakeSocket }));

import { socketClient, START_REFERENCE_KEYS } from '@mealplan/shared/session';
import { AppFrame } from '../../src/chrome';

afterAll(() => socketClient.disconnect());
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('AppFrame start-up', () => {
  it("loads the settings once connected, and the start reference lists after a second without the page's own calls", async () => {
    socketClient.connect('http://server.test');
    render(
      <MemoryRouter>
        <AppFrame>
          <p>page</p>
        </AppFrame>
      </MemoryRouter>,
    );
    const calls = () => fakeSocket.sent.map(({ channel, payload }) => `${channel}:${payload.type}`);
    await waitFor(() => expect(calls()).toContain('settings:get'));
    // The page makes no call of its own here: the lists wait a second without one (then an idle moment, and the lookup
    // of the browser's kept copies: IndexedDB, none here).
    await act(() => jest.advanceTimersByTimeAsync(999));
    expect(calls()).not.toContain('get_arrays:get');
    await act(() => jest.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(calls()).toContain('get_arrays:get'));
    // Each list on its own: its reply decoded in a task of its own, a short one not held behind a long one (issue 38).
    const asked = () =>
      fakeSocket.sent.filter(({ channel }) => channel === 'get_arrays').map(({ payload }) => (payload.data as { type: string[] }).type);
    await waitFor(() => expect(asked()).toHaveLength(START_REFERENCE_KEYS.length));
    expect(asked()).toEqual(expect.arrayContaining(START_REFERENCE_KEYS.map((name) => [name])));
    act(() => {
      for (let i = 0; i < START_REFERENCE_KEYS.length; i += 1) fakeSocket.reply('get_arrays', 'getOk', {});
      fakeSocket.reply('settings', 'get', {}, { status: 'ok' });
    });
  });
});
