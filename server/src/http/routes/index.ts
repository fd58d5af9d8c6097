import dishImages from './dish-images';
import fitnessSandbox from './fitness-sandbox';
import menuPdf from './menu-pdf';
import outbox from './outbox';
import planFixtures from './plan-fixtures';
import progressFixtures from './progress-fixtures';
import schedulingSandbox from './scheduling-sandbox';
import socialSandbox from './social-sandbox';
import telrAdvice from './telr-advice';
import telrSandbox from './telr-sandbox';
import testFixtures from './test-fixtures';
import uploads from './uploads';
import type { HttpRoute } from '../route';

export type { HttpRoute } from '../route';

/** Every HTTP route module (server/src/http/routes/<name>.ts, default export). */
export const httpRoutes: HttpRoute[] = [
  dishImages,
  fitnessSandbox,
  menuPdf,
  outbox,
  planFixtures,
  progressFixtures,
  schedulingSandbox,
  socialSandbox,
  telrAdvice,
  telrSandbox,
  testFixtures,
  uploads,
];
