// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time.
const { TextDecoder, TextEncoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
