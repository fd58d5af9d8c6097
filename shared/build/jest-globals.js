// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time. The one home of this polyfill:
// build/jest.js loads it in every jest project (setupFiles), so no test imports a copy.
const { TextDecoder, TextEncoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
