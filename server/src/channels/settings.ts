import { loadSettings } from '../catalog/settings';
import { defineChannel } from '../realtime/channel';

export default defineChannel('settings', {
  get: async (_data, ctx) => loadSettings(ctx.db),
});
