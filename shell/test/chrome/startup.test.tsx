/** @jest-environment jsdom */
import { act, render, waitFor } from '../intl';
import { MemoryRouter } from 'react-router';
import { FakeSocket } from '../../../shared/test/session/fakeSocket';

const fakeSocket = new FakeSocket();
jest.mock('socket.io-client', () => ({ io: () => fakeSocket }));

import { socketClient } from '@mealplan/shared/session';
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
    const arrays = fakeSocket.sent.find(({ channel }) => channel === 'get_arrays');
    expect(arrays?.payload.data).toMatchObject({ type: expect.arrayContaining(['typeList', 'dietList', 'lang']) });
    act(() => {
      fakeSocket.reply('get_arrays', 'getOk', {});
      fakeSocket.reply('settings', 'get', {}, { status: 'ok' });
    });
  });
});
