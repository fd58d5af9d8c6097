/** @jest-environment jsdom */
import { act, render, waitFor } from '../intl';
import { MemoryRouter } from 'react-router';
import { FakeSocket } from '../../../shared/test/session/fakeSocket';

const fakeSocket = new FakeSocket();
jest.mock('socket.io-client', () => ({ io: () => fakeSocket }));

import { socketClient, START_REFERENCE_KEYS } from '@mealplan/shared/session';
import { AppFrame } from '../../src/chrome';

afterAll(() => socketClient.disconnect());

describe('AppFrame start-up', () => {
  it('loads the settings and the start reference lists once connected', async () => {
    socketClient.connect('http://server.test');
    render(
      <MemoryRouter>
        <AppFrame>
          <p>page</p>
        </AppFrame>
      </MemoryRouter>,
    );
    const calls = () => fakeSocket.sent.map(({ channel, payload }) => `${channel}:${payload.type}`);
    // The lists are asked once the browser's kept copies have been looked up (IndexedDB, none here).
    await waitFor(() => expect(calls()).toEqual(expect.arrayContaining(['settings:get', 'get_arrays:get'])));
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
