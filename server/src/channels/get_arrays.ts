import { readReferenceLists } from '../catalog/reference';
import { cachedRead } from '../realtime/call-cache';
import { defineChannel } from '../realtime/channel';

export default defineChannel('get_arrays', {
  get: async (data, ctx) => {
    const names = [...new Set(data.type)].sort();
    const language = data.language ?? 'en';
    return cachedRead(ctx.services.cache, `reference:lists:${names.join(',')}:${language}`, () => readReferenceLists(ctx.db, names, language));
  },
});
