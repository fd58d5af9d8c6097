// engine.io-client's transport list, rewritten for the browser builds (shared/build/websocket-transports-loader.js):
// the rewritten module must keep the original's shape and import a file the package still has.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import websocketTransportsLoader from '../../build/websocket-transports-loader.js';

const transportsFolder = path.join(path.dirname(require.resolve('engine.io-client')), '..', 'esm', 'transports');

describe("engine.io-client's transports in the browser builds", () => {
  it('lists WebSocket alone, from the file the original list takes it from', () => {
    const original = readFileSync(path.join(transportsFolder, 'index.js'), 'utf8');
    const rewritten = websocketTransportsLoader();
    expect(original).toContain('import { WS } from "./websocket.node.js";');
    expect(original).toMatch(/export const transports = \{[^}]*websocket: WS,/);
    expect(rewritten).toBe('import { WS } from "./websocket.node.js";\nexport const transports = { websocket: WS };\n');
    expect(existsSync(path.join(transportsFolder, 'websocket.node.js'))).toBe(true);
  });
});
