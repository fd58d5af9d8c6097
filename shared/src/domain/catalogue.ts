// The domain rules' catalogue: the texts of the forum and upload rules by id (English verbatim from the spec where
// it gives one). Part of every area's texts and of the server's, so a rule's message id shows in any language: the
// server has this one, both languages at once; the areas its lazy copy (ruleCatalogues, shared/src/ui/i18n/rules.ts).
import type { Catalogues } from '../i18n/message';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

export type DomainMessageId = keyof typeof en;

export const domainCatalogues: Catalogues = { en, ar };
