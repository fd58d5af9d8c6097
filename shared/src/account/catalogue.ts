// The account, session and feedback messages' catalogue (./i18n/en.json holds the spec's English verbatim, document 1
// §5 and §8; ./i18n/ar.json the Arabic). Every area and the server include it, so a message shows in the reader's
// language wherever it lands: the server this one, both languages at once; the areas its lazy copy (ruleCatalogues,
// shared/src/ui/i18n/rules.ts). Its own module, apart from the message ids the pages use, so no page's code holds
// the Arabic.
import type { Catalogues } from '../i18n/message';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

export type AccountMessageId = keyof typeof en;

export const accountCatalogues: Catalogues = { en, ar };
