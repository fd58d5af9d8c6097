// The loader's signature, for its test (shared/test/build/websocketTransportsLoader.test.ts).
declare function websocketTransportsLoader(): string;
export default websocketTransportsLoader;
