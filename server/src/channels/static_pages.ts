// static_pages: a page by route alias, path or id (spec 3 §7); its content travels encoded (spec 3 §3 "Static page").
import { encodeContent } from '@mealplan/shared/html';
import { findStaticPage } from '../catalog/static-pages';
import { defineChannel } from '../realtime/channel';

export default defineChannel('static_pages', {
  get: async (data, ctx) => {
    const page = await findStaticPage(ctx.db, data.id);
    return { ...page, content: encodeContent(page.content) };
  },
});
