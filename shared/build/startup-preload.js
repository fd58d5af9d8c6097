// The shell's start-up scripts, preloaded from its page (issue 23). main.js asks for the chunks the start-up needs (the
// bootstrap chunk, the shared libraries it uses, their split-off parts) only once it has downloaded and run: a round
// trip and its evaluation after the HTML. Listed in the HTML as <link rel="preload" as="script">, they download beside
// main.js; webpack's chunk loader still adds each <script>, and the browser takes it from the preload. At low priority,
// and marked data-startup: a prerendered page, whose content is on screen before its scripts start, leaves them out
// (shell/scripts/prerender.tsx).
//
// The chunks are what the entry's async boundary loads (index.ts: import('./bootstrap')), what bootstrap.tsx imports
// as it starts (react-dom/client), and, for every shared module one of those chunks consumes, the chunks of the
// shell's own copy (the one a first page uses: the shell provides them all), with what they consume in turn. Other
// dynamic imports (a language's texts, a lazy page) are not start-up work and are left out.
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** The files of the chunks the start-up loads after the entry's own. */
function startupFiles(compilation, bootstrapRequest) {
  const { chunkGraph } = compilation;
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    providers.set(module._name, [...(providers.get(module._name) ?? []), module]);
  }
  const chunks = new Set();
  const groups = new Set();
  const followBlocks = (module) => module.blocks.forEach((block) => visitGroup(chunkGraph.getBlockChunkGroup(block)));
  const visitGroup = (group) => {
    if (!group || groups.has(group)) return;
    groups.add(group);
    for (const chunk of group.chunks) {
      if (chunks.has(chunk)) continue;
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === 'consume-shared-module') (providers.get(module.options.shareKey) ?? []).forEach(followBlocks);
        else if (module.resource?.endsWith(bootstrapRequest)) followBlocks(module);
      }
    }
  };
  const entry = compilation.entrypoints.get('main');
  // The entry's own modules (index.ts and what it imports before the boundary): their async boundary. Not the modules
  // that offer each shared library to the page (all of them, most not used at start).
  for (const chunk of entry.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) if (module.type !== 'provide-module') followBlocks(module);
  }
  for (const chunk of entry.chunks) chunks.delete(chunk);
  return [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}

class StartupPreloadPlugin {
  /** `bootstrapRequest`: the end of the bootstrap module's path (its own dynamic imports are start-up work too). */
  constructor(bootstrapRequest) {
    this.bootstrapRequest = bootstrapRequest;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const preloads = startupFiles(compilation, this.bootstrapRequest).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${publicPath}${file}`,
            fetchpriority: 'low',
            'data-startup': true,
          }),
        );
        data.headTags.push(...preloads);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin, startupFiles };
