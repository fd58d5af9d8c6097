import { findStaticPage, pageAlias } from '../catalog/static-pages';
import { cachedRead } from '../realtime/call-cache';
import { defineChannel } from '../realtime/channel';

export default defineChannel('static_pages', {
  get: async (data, ctx) => cachedRead(ctx.services.cache, `static_pages:${pageAlias(data.id)}`, () => findStaticPage(ctx.db, data.id)),
});
