import { act, fireEvent, render, screen } from './intl';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { AREAS } from '@mealplan/shared/federation';
import { RemoteArea } from '../src/areas/RemoteArea';
import { registerAreas } from '../src/federation/registry';
import { parseRemotesManifest } from '../src/federation/remotesManifest';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);

const manifest = parseRemotesManifest(
  {
    remotes: Object.fromEntries(AREAS.map((area) => [area, `/remotes/${area}/1/mf-manifest.json`])),
  },
  'http://localhost:8080',
);

function Crashing(): never {
  throw new Error('remote crashed');
}

beforeAll(() => registerAreas(manifest, null));
beforeEach(() => {
  mockedLoadRemote.mockReset();
  mockedRegisterRemotes.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

it('registers every remote under its federation name from the manifest', () => {
  registerAreas(manifest, { area: 'health', manifestUrl: 'https://staging.example/mf-manifest.json' });
  const registered = mockedRegisterRemotes.mock.calls[0]?.[0];
  expect(registered).toContainEqual({ name: 'mfe_planner', entry: 'http://localhost:8080/remotes/planner/1/mf-manifest.json' });
  expect(registered).toContainEqual({ name: 'mfe_health', entry: 'https://staging.example/mf-manifest.json' });
  registerAreas(manifest, null);
});

it('shows Retry when the remote fails to load, and loads it again on Retry', async () => {
  mockedLoadRemote.mockRejectedValueOnce(new Error('network down'));
  render(<RemoteArea area="planner" />);
  const retry = await screen.findByRole('button', { name: 'Retry' });
  expect(screen.getByRole('alert').textContent).toContain('This section could not be loaded');

  mockedLoadRemote.mockResolvedValueOnce({ default: () => <p>Planner routes</p> });
  await act(async () => fireEvent.click(retry));
  expect(await screen.findByText('Planner routes')).toBeTruthy();
  expect(mockedRegisterRemotes).toHaveBeenLastCalledWith(
    [{ name: 'mfe_planner', entry: 'http://localhost:8080/remotes/planner/1/mf-manifest.json' }],
    { force: true },
  );
  expect(mockedLoadRemote).toHaveBeenLastCalledWith('mfe_planner/Routes');
});

it('keeps a remote that crashes while rendering inside its own area', async () => {
  mockedLoadRemote.mockResolvedValueOnce({ default: Crashing });
  render(
    <div>
      <p>Header stays</p>
      <RemoteArea area="checkout" />
    </div>,
  );
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  expect(screen.getByText('Header stays')).toBeTruthy();
});

it("loads the code of the area's page at the address before showing the area, and shows it even when that load fails", async () => {
  const order: string[] = [];
  const preloadPage = jest.fn(async (pathname: string) => {
    order.push(`preload ${pathname}`);
    throw new Error('page chunk missing');
  });
  mockedLoadRemote.mockResolvedValueOnce({
    default: () => {
      order.push('render');
      return <p>Health routes</p>;
    },
    preloadPage,
  });
  window.history.replaceState(null, '', '/progress');
  render(<RemoteArea area="health" />);
  expect(await screen.findByText('Health routes')).toBeTruthy();
  expect(order[0]).toBe('preload /progress');
  expect(order).toContain('render');
  expect(console.error).toHaveBeenCalledWith("Loading the health area's page failed", expect.any(Error));
});
