import { findStaticPage } from '../catalog/static-pages';
import { defineChannel } from '../realtime/channel';

export default defineChannel('static_pages', {
  get: async (data, ctx) => findStaticPage(ctx.db, data.id),
});
