import type { Catalogues } from '../../i18n/message';
import { accountCatalogues } from '../../account/messages';
import { domainCatalogues } from '../../domain/catalogue';

/**
 * The shared rules' messages, which travel as ids (from a rule run in the page or in a server reply). An area whose
 * pages show them passes these to its AreaIntl, so they ride in that area's bundle; the shell's chrome shows none,
 * which keeps them out of the runtime-shared i18n module and so off the guest's first page when no area needs them.
 */
export const ruleCatalogues: readonly Catalogues[] = [accountCatalogues, domainCatalogues];
