import { loadSettings } from '../catalog/settings';
import { cachedRead } from '../realtime/call-cache';
import { defineChannel } from '../realtime/channel';

export default defineChannel('settings', {
  get: async (_data, ctx) => cachedRead(ctx.services.cache, 'settings', () => loadSettings(ctx.db)),
});
