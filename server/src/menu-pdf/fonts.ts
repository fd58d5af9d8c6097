// The document's fonts, embedded: Noto Sans (Latin) from its npm package and Noto Sans Arabic shipped beside this
// file (./fonts/README.md says why), read once and inlined as data URLs, so printing needs no network and the PDF
// carries its fonts.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const FACES = [
  {
    family: 'Noto Sans',
    pkg: '@fontsource/noto-sans',
    file: 'noto-sans-latin',
    range:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
  {
    family: 'Noto Sans',
    pkg: '@fontsource/noto-sans',
    file: 'noto-sans-latin-ext',
    range: 'U+0100-02AF, U+0304, U+0308, U+0329, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  },
] as const;
const WEIGHTS = [400, 700] as const;
const ARABIC_FILES = { 400: 'NotoSansArabic-Regular.ttf', 700: 'NotoSansArabic-Bold.ttf' } as const;
const ARABIC_RANGE = 'U+0600-06FF, U+0750-077F, U+0870-08FF, U+200C-200F, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FEFC';

let css: string | undefined;

function fontFile(pkg: string, file: string): Buffer {
  const dir = path.dirname(require.resolve(`${pkg}/package.json`));
  return readFileSync(path.join(dir, 'files', file));
}

/** @font-face rules with the woff2 files inlined (built once per process). */
export function embeddedFontCss(): string {
  if (css !== undefined) return css;
  const latin = FACES.flatMap((face) =>
    WEIGHTS.map((weight) => {
      const data = fontFile(face.pkg, `${face.file}-${weight}-normal.woff2`).toString('base64');
      return `@font-face{font-family:'${face.family}';font-style:normal;font-weight:${weight};font-display:block;src:url(data:font/woff2;base64,${data}) format('woff2');unicode-range:${face.range};}`;
    }),
  );
  const arabic = WEIGHTS.map((weight) => {
    const data = readFileSync(path.join(__dirname, 'fonts', ARABIC_FILES[weight])).toString('base64');
    return `@font-face{font-family:'Noto Sans Arabic';font-style:normal;font-weight:${weight};font-display:block;src:url(data:font/ttf;base64,${data}) format('truetype');unicode-range:${ARABIC_RANGE};}`;
  });
  css = [...latin, ...arabic].join('\n');
  return css;
}
