// react-router 7 needs TextEncoder, which jest's jsdom environment does not provide. Import first.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
