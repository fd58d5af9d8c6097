// The apps import their stylesheets for webpack's style-loader, which adds them to the page from the script. In Node
// (the prerender) a stylesheet is no module: its path is recorded instead, in import order, so the prerendered page
// carries the same rules inline and looks as it will once the scripts run. Imported first by scripts/prerender.tsx.
import Module from 'node:module';

/** The stylesheets imported so far, in the order the modules imported them. */
export const importedStyles: string[] = [];

(Module as unknown as { _extensions: Record<string, (module: NodeModule, file: string) => void> })._extensions['.css'] = (_module, file) => {
  if (!importedStyles.includes(file)) importedStyles.push(file);
};
