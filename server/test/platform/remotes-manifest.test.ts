import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { publishRemote } from '../../src/deploy/publish';
import { siteRemotesJson } from '../../src/http/remotes-manifest';
import { startTestServer, type TestServer } from '../support/harness';

/** A fake build of one remote: its federation manifest and the routes it declares. */
function publishBuild(server: TestServer, remote: string, version: string, routes: unknown): void {
  const dist = path.join(server.releasesDir, '..', `${remote}-${version}-dist`);
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ id: remote, version }));
  writeFileSync(path.join(dist, 'routes.json'), JSON.stringify(routes));
  publishRemote({ remote, distDir: dist, releasesDir: server.releasesDir, version });
}

/** GET with a Host header of our choosing (fetch does not allow setting it). */
function getWithHost(server: TestServer, urlPath: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path: urlPath, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('/remotes.json', () => {
  describe('with PUBLIC_ORIGIN and PREVIEW_ORIGINS set', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({
        seed: false,
        channels: [],
        publicOrigin: 'https://mealplan.example',
        previewOrigins: ['https://staging.mealplan.example', 'https://mealplan.example', 'http://127.0.0.1:1'],
      });
      publishBuild(server, 'checkout', 'v1', [
        { path: '/checkout', access: 'signedIn', upcoming: { title: 'Step 1', description: 'Soon.' } },
        { path: '/checkout/*', access: 'signedIn' },
      ]);
      publishBuild(server, 'content', 'c1', [{ path: '*', access: 'any' }]);
    });
    afterAll(() => server.close());

    it("names every remote by a path on the page's own origin, whatever Host the request names", async () => {
      const body = JSON.parse(await getWithHost(server, '/remotes.json', 'evil.example')) as { remotes: Record<string, string> };
      expect(body.remotes).toEqual({
        checkout: '/remotes/checkout/v1/mf-manifest.json',
        content: '/remotes/content/c1/mf-manifest.json',
      });
    });

    it('lists the routes each remote published, with its area', async () => {
      const body = (await (await fetch(`${server.url}/remotes.json`)).json()) as { routes: unknown[] };
      expect(body.routes).toEqual([
        { path: '/checkout', access: 'signedIn', area: 'checkout' },
        { path: '/checkout/*', access: 'signedIn', area: 'checkout' },
        { path: '*', access: 'any', area: 'content' },
      ]);
    });

    it('allows previews only from the configured origins that are not the site itself', async () => {
      const body = (await (await fetch(`${server.url}/remotes.json`)).json()) as { previewOrigins: string[] };
      expect(body.previewOrigins).toEqual(['https://staging.mealplan.example', 'http://127.0.0.1:1']);
    });

    it('a publish names the routes of the new version, and the other remotes keep theirs', async () => {
      publishBuild(server, 'checkout', 'v2', [{ path: '/checkout/new-step', access: 'any' }]);
      const body = (await (await fetch(`${server.url}/remotes.json`)).json()) as { routes: unknown[] };
      expect(body.routes).toEqual([
        { path: '/checkout/new-step', access: 'any', area: 'checkout' },
        { path: '*', access: 'any', area: 'content' },
      ]);
    });
  });

  describe('without PUBLIC_ORIGIN or PREVIEW_ORIGINS', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ seed: false, channels: [] });
      publishBuild(server, 'health', 'h1', [{ path: '/dashboard', access: 'signedIn' }]);
    });
    afterAll(() => server.close());

    it('names the remotes by path, the same at localhost, 127.0.0.1 or a LAN name, and allows no previews', async () => {
      for (const host of [`localhost:${server.port}`, `127.0.0.1:${server.port}`, `kitchen-laptop.lan:${server.port}`]) {
        const body = JSON.parse(await getWithHost(server, '/remotes.json', host)) as { remotes: Record<string, string>; previewOrigins: string[] };
        expect([host, body.remotes, body.previewOrigins]).toEqual([host, { health: '/remotes/health/h1/mf-manifest.json' }, []]);
      }
    });

    it('names the remotes at RELEASES_ORIGIN when the releases come from a CDN, which is never a preview origin', () => {
      const manifest = siteRemotesJson(
        {
          releases: { remotes: { health: { version: 'h1', publishedAt: 0 } } },
          releasesOrigin: 'https://cdn.mealplan.example',
          previewOrigins: ['https://cdn.mealplan.example', 'https://staging.example'],
        },
        4321,
      );
      expect(manifest.remotes).toEqual({ health: 'https://cdn.mealplan.example/remotes/health/h1/mf-manifest.json' });
      expect(manifest.previewOrigins).toEqual(['https://staging.example']);
    });

    it('drops preview origins that are this site, by any of its names', () => {
      const listed = ['http://localhost:4321', 'http://127.0.0.1:4321', 'https://staging.example'];
      expect(siteRemotesJson({ releases: { remotes: {} }, previewOrigins: listed }, 4321).previewOrigins).toEqual(['https://staging.example']);
    });
  });
});
