import blog from './blog';
import clientCheck from './client_check';
import confirmation from './confirmation';
import customPlan from './custom_plan';
import customPlanSides from './custom_plan_sides';
import defaultDishSides from './default_dish_sides';
import defaultDishes from './default_dishes';
import forum from './forum';
import getArrays from './get_arrays';
import login from './login';
import menuBuilder from './menu_builder';
import mobileCheckout from './mobile_checkout';
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
  blog,
  clientCheck,
  confirmation,
  customPlan,
  customPlanSides,
  defaultDishSides,
  defaultDishes,
  forum,
  getArrays,
  login,
  menuBuilder,
  mobileCheckout,
  order,
  profile,
  progress,
  rating,
  registration,
  restorePassword,
  settings,
  staticPages,
];
