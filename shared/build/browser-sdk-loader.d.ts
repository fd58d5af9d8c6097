// The loader's signature, for its test (shared/test/build/browserSdkLoader.test.ts).
interface LoaderContext {
  resourcePath: string;
  emitWarning(warning: Error): void;
}

declare function browserSdkLoader(this: LoaderContext, source: string): string;
export default browserSdkLoader;
