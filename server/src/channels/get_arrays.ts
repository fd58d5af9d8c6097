import { referenceListsVersion, type ReferenceListName, type RequestData } from '@mealplan/shared/protocol';
import { readReferenceLists } from '../catalog/reference';
import type { Db } from '../db';
import { defineChannel } from '../realtime/channel';

/** The lists as get answers them: by name, duplicates dropped, in name order. */
const lists = (db: Db, data: RequestData<'get_arrays', 'get'>) => readReferenceLists(db, [...new Set(data.type)].sort(), data.language ?? 'en');

export default defineChannel('get_arrays', {
  get: (data, ctx) => lists(ctx.db, data),
  // The version of exactly what get answers, and of each list as get answers it alone (a browser keeps each list as a copy
  // of its own, and checks the copies it read together in one call); kept in the reference cache and dropped with the lists.
  version: async (data, ctx) => {
    const read = await lists(ctx.db, data);
    const names = Object.keys(read) as ReferenceListName[];
    const versions = await Promise.all(names.map((name) => referenceListsVersion({ [name]: read[name] })));
    return { version: await referenceListsVersion(read), versions: Object.fromEntries(names.map((name, at) => [name, versions[at]])) };
  },
});
