// The route table as the server merges it into /remotes.json: every remote's src/routes.json (the files its build
// publishes), each checked in full as publish-remote checks it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AREAS, ROUTES_FILE, type AreaRoute } from '@mealplan/shared/federation';
import { parseRoutesFile } from '@mealplan/shared/federation/schema';

export function publishedRoutes(): AreaRoute[] {
  return AREAS.flatMap((area) => {
    const file = path.join(__dirname, '..', '..', '..', `mfe-${area}`, 'src', ROUTES_FILE);
    return parseRoutesFile(JSON.parse(readFileSync(file, 'utf8'))).map((route) => ({
      path: route.path,
      access: route.access,
      area,
      ...(route.when ? { when: route.when } : {}),
    }));
  });
}
