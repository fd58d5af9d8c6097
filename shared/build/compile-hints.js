// V8's explicit compile hint (issue 23): a script that starts with the magic comment `//# allFunctionsCalledOnLoad` has
// all its functions compiled eagerly, on a background thread while it streams in, instead of each one lazily, on the
// main thread, the first time it is called. A webpack chunk is a table of module functions the page calls as it
// starts: their lazy compiles were a large part of the start-up's long tasks in a phone profile (`__webpack_require__`
// and "(program)" time). See https://v8.dev/blog/explicit-compile-hints. Browsers without it read a comment.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      // After minification (which drops comments), before the content hashes, source maps and compressed copies.
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (name.endsWith('.js')) compilation.updateAsset(name, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT };
