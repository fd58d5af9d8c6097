import { referenceListsVersion, type RequestData } from '@mealplan/shared/protocol';
import { readReferenceLists } from '../catalog/reference';
import type { Db } from '../db';
import { defineChannel } from '../realtime/channel';

/** The lists as get answers them: by name, duplicates dropped, in name order. */
const lists = (db: Db, data: RequestData<'get_arrays', 'get'>) => readReferenceLists(db, [...new Set(data.type)].sort(), data.language ?? 'en');

export default defineChannel('get_arrays', {
  get: (data, ctx) => lists(ctx.db, data),
  // The version of exactly what get answers; both are kept in the reference cache and dropped together when the lists change.
  version: async (data, ctx) => ({ version: await referenceListsVersion(await lists(ctx.db, data)) }),
});
