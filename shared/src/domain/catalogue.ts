// The domain rules' catalogue: the texts of the forum and upload rules by id (English verbatim from the spec where
// it gives one). Part of every area's texts and of the server's, so a rule's message id shows in any language.
import type { Catalogues } from '../i18n/message';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

export type DomainMessageId = keyof typeof en;

export const domainCatalogues: Catalogues = { en, ar };
