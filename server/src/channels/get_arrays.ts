import { readReferenceLists } from '../catalog/reference';
import { defineChannel } from '../realtime/channel';

export default defineChannel('get_arrays', {
  get: async (data, ctx) => readReferenceLists(ctx.db, [...new Set(data.type)].sort(), data.language ?? 'en'),
});
