import clientCheck from './client_check';
import confirmation from './confirmation';
import customPlan from './custom_plan';
import customPlanSides from './custom_plan_sides';
import defaultDishSides from './default_dish_sides';
import defaultDishes from './default_dishes';
import getArrays from './get_arrays';
import login from './login';
import order from './order';
import profile from './profile';
import progress from './progress';
import rating from './rating';
import registration from './registration';
import restorePassword from './restore_password';
import settings from './settings';
import staticPages from './static_pages';
import type { ChannelDefinition } from '../realtime/channel';

/** Every socket channel (server/src/channels/<channel>.ts, default export). */
export const channels: ChannelDefinition[] = [
  clientCheck,
  confirmation,
  customPlan,
  customPlanSides,
  defaultDishSides,
  defaultDishes,
  getArrays,
  login,
  order,
  profile,
  progress,
  rating,
  registration,
  restorePassword,
  settings,
  staticPages,
];
