import browserSdkLoader from '../../build/browser-sdk-loader.js';

/** Runs the loader on `source` as webpack would, with the warnings it emits. */
function load(source: string): { output: string; warnings: Error[] } {
  const warnings: Error[] = [];
  const context = { resourcePath: 'sdk/dist/index.esm.js', emitWarning: (warning: Error) => warnings.push(warning) };
  return { output: browserSdkLoader.call(context, source), warnings };
}

describe("the federation SDK's browser build", () => {
  it("replaces the Node-only eval('require') with a require that throws, and leaves the rest as it is", () => {
    const { output, warnings } = load("const a = 1;\nrun(exports, eval('require'), dir);\n");
    expect(output).not.toContain('eval(');
    expect(output).toContain('const a = 1;\nrun(exports, (() => {');
    expect(warnings).toEqual([]);
    // In the output, the Node loader's require throws a clear error instead of reading a global `require`.
    const replaced = output.slice('const a = 1;\nrun(exports, '.length, -', dir);\n'.length);
    expect(replaced).toBe("(() => { throw new Error('require is not available in a browser'); })");
  });

  it('warns when the SDK no longer has the eval (the replacement would silently do nothing)', () => {
    const { output, warnings } = load('const a = 1;');
    expect(output).toBe('const a = 1;');
    expect(warnings[0]?.message).toMatch(/no eval\('require'\) left to replace/);
  });
});
