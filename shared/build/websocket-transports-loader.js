// Webpack loader for engine.io-client's list of default transports, in the browser builds: WebSocket alone. The site
// speaks websocket only (the server refuses long-polling, and the session connects with transports ['websocket']),
// but engine.io-client's socket imports every transport it knows, so the page carried HTTP long-polling and
// WebTransport it never uses. The list is written anew with its WebSocket entry; if engine.io-client moves that
// file, the import fails the build.
module.exports = function websocketTransportsLoader() {
  return 'import { WS } from "./websocket.node.js";\nexport const transports = { websocket: WS };\n';
};
