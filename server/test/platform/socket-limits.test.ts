import { testChannel } from '../support/test-channel';
import { MAX_MESSAGE_BYTES } from '../../src/realtime/socket-server';
import { connectClient, startTestServer, type TestServer } from '../support/harness';

const echo = testChannel('restore_password', { check: async (data) => ({ message: data.token }) });

describe('socket connection rules', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ channels: [echo], seed: false });
  });
  afterAll(() => server.close());

  it('accepts the server’s own origin, at localhost and at 127.0.0.1', async () => {
    for (const origin of [`http://localhost:${server.port}`, `http://127.0.0.1:${server.port}`]) {
      const client = await connectClient(server, { origin });
      expect([origin, client.socket.connected]).toEqual([origin, true]);
      client.close();
    }
  });

  it('accepts the public origin by default (a LAN name the site is opened at), besides localhost', async () => {
    const lan = await startTestServer({ channels: [echo], seed: false, publicOrigin: 'http://kitchen-laptop.lan:8080' });
    try {
      for (const origin of ['http://kitchen-laptop.lan:8080', `http://localhost:${lan.port}`]) {
        const client = await connectClient(lan, { origin });
        expect([origin, client.socket.connected]).toEqual([origin, true]);
        client.close();
      }
      await expect(connectClient(lan, { origin: 'http://other-laptop.lan:8080' })).rejects.toThrow();
    } finally {
      await lan.close();
    }
  });

  it('refuses a browser on another origin', async () => {
    await expect(connectClient(server, { origin: 'https://evil.example' })).rejects.toThrow();
  });

  it('refuses a connection without an Origin header', async () => {
    await expect(connectClient(server, { origin: '' })).rejects.toThrow();
  });

  it('drops a client that sends an oversized message and keeps serving the others', async () => {
    const abuser = await connectClient(server);
    const bystander = await connectClient(server);
    const dropped = new Promise<string>((resolve) => abuser.socket.once('disconnect', resolve));
    abuser.socket.emit('restore_password', { type: 'check', data: { token: 'x'.repeat(MAX_MESSAGE_BYTES + 1) } });
    expect(await dropped).toEqual(expect.any(String));
    expect((await bystander.call('restore_password', 'check', { token: 'still-here' })).data).toEqual({ message: 'still-here' });
    bystander.close();
  });
});
