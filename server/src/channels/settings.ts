import { today } from '@mealplan/shared/time';
import { loadSettings, settingsSentOn } from '../catalog/settings';
import { defineChannel } from '../realtime/channel';

export default defineChannel('settings', {
  get: async (_data, ctx) => settingsSentOn(await loadSettings(ctx.db), today(ctx.now())),
});
