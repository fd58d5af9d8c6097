// The browser's wizard environment: the device store of @mealplan/shared/wizard, the order channel's drafts, the
// reference lists and settings, the signed-in customer's preferences, and the shell's modal and router.
import type { Dish } from '@mealplan/shared/domain';
import type { Dish as CatalogDish } from '@mealplan/shared/protocol';
import { referenceStore, sessionStore, settingsStore, type SocketClient } from '@mealplan/shared/session';
import { modalStore } from '@mealplan/shared/ui';
import { wizardDevice } from '@mealplan/shared/wizard';
import { ruleDish } from '../ruleDish';
import type { PreferencesStore } from './preferences';
import { PLAN_REQUEST_NOTIFICATION, renewedPlanOf } from './renewal';
import type { WizardEnv } from './wizardStore';

/** The site's holidays setting ("YYYY-MM-DD" list). */
export function siteHolidays(): string[] {
  return settingsStore.holidays;
}

let dishCache: { source: readonly CatalogDish[]; map: ReadonlyMap<number, Dish> } | null = null;

/** The browser's environment of one wizard visit: its calls go through the given client, its dish rules read `preferences`. */
export function browserWizardEnv(client: Pick<SocketClient, 'call'>, preferences: PreferencesStore): WizardEnv {
  return {
    userId: () => sessionStore.user_id,
    device: wizardDevice,
    serverDraft: async () => (await client.call('order', 'getDraft', {})).draft,
    saveServerDraft: async (draft) => (await client.call('order', 'saveDraft', { draft })).message,
    savedForLater: (message) => {
      modalStore.showMessage(message);
      sessionStore.navigate('/');
    },
    plan: (planId) => referenceStore.get('planList')?.find((plan) => plan.id === planId),
    holidays: siteHolidays,
    menuSources: async (dietId, mealTypes) => {
      const types = [...mealTypes];
      await preferences.load();
      const [defaults, custom] = await Promise.all([
        client.call('default_dishes', 'get', { dietId, types }),
        client.call('custom_plan', 'get', { diet_id: dietId, mealTypes: types }),
      ]);
      return {
        defaults: Object.fromEntries(defaults.defaultDishes.map((row) => [row.mealType_id, row.dish_id])),
        customPlans: custom.customPlans,
      };
    },
    dishes: () => {
      const source = referenceStore.get('products') ?? [];
      if (dishCache?.source !== source) dishCache = { source, map: new Map(source.map((dish) => [dish.id, ruleDish(dish)])) };
      return dishCache.map;
    },
    prefs: () => preferences.rules,
    renewedPlan: async () => {
      const [order] = await Promise.all([client.call('order', 'get', { orderType: 'active' }), referenceStore.ensure(['typeList'])]);
      const mainTypes = new Set((referenceStore.get('typeList') ?? []).filter((type) => type.parent_id === 0).map((type) => type.id));
      return renewedPlanOf(order.planParams, mainTypes);
    },
    notifyTeam: async (changes) => {
      await client.call('profile', 'getForDashboard:setNotification', { subtype: 'setNotification', changes, thetype: PLAN_REQUEST_NOTIFICATION });
    },
  };
}
