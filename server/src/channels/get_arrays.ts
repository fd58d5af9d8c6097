import { loadReferenceLists } from '../catalog/reference';
import { defineChannel } from '../realtime/channel';

export default defineChannel('get_arrays', {
  get: async (data, ctx) => loadReferenceLists(ctx.db, data.type, data.language),
});
