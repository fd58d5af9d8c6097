import type { Catalogues } from '../../i18n/message';
import { accountCatalogues } from '../../account/messages';
import { domainCatalogues } from '../../domain/catalogue';
import en from './en.json';
import ar from './ar.json';

/** The shared kit's texts: every area passes them to its AreaIntl before its own catalogue. */
export const kitMessages: Catalogues = { en, ar };

/**
 * The catalogues every area's texts include (AreaIntl adds them): the kit's, and the shared rules' messages, which
 * travel as ids (from a rule run in the page or in a server reply) and are shown in the page's language.
 */
export const sharedCatalogues: readonly Catalogues[] = [kitMessages, accountCatalogues, domainCatalogues];
