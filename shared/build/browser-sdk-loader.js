// Webpack loader for @module-federation/sdk in the browser builds. The SDK's Node-only script loader hands a module
// `eval('require')`, and a module that uses eval can be neither concatenated nor trimmed: every remote entry carried
// the whole SDK (about 35 KB before minifying) for the two helpers it uses. In a browser that loader never runs
// (the SDK takes it only outside a browser), so the eval is replaced with a `require` that says so.
const NODE_REQUIRE = "eval('require')";

module.exports = function browserSdkLoader(source) {
  if (!source.includes(NODE_REQUIRE)) this.emitWarning(new Error(`${this.resourcePath}: no ${NODE_REQUIRE} left to replace (the SDK changed)`));
  return source.split(NODE_REQUIRE).join("(() => { throw new Error('require is not available in a browser'); })");
};
