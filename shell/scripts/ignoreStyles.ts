// The apps import their stylesheets for webpack. In Node (the prerender) a stylesheet is no module: its import is
// left empty. The prerendered page carries the built .css files instead (prerender.tsx). Imported first by prerender.tsx.
import Module from 'node:module';

(Module as unknown as { _extensions: Record<string, (module: NodeModule, file: string) => void> })._extensions['.css'] = () => undefined;
