// The full check of a remote's routes file, with zod: run where a routes file enters the site (publish-remote) and
// in the tests. Kept apart from routes.ts so the pages, which only read routes the server has checked, carry no zod.
import { z } from 'zod';
import { ACCESS, ROUTE_CONDITIONS } from './routes';

/** A full path as react-router matches it ("/", "/sign-up/:ref?", "/feedback/*"), or "*" for every other path. */
const routePath = z
  .string()
  .max(200)
  .regex(/^(\*|\/[A-Za-z0-9\-._~:?*/]*)$/, 'A route path starts with "/" (or is "*") and has no spaces');

export const routeDeclarationSchema = z.strictObject({
  path: routePath,
  access: z.enum(ACCESS),
  /** An extra condition the shell checks on the signed-in customer (routes.ts ROUTE_CONDITIONS); signed-in routes only. */
  when: z.enum(ROUTE_CONDITIONS).optional(),
  /** The remote's page component for this path (a key of the pages its Routes.tsx renders); none: the remote's own fallback. */
  page: z.string().max(64).optional(),
  /** A route whose screen is not open yet: the kit shows a titled, helpful page. */
  upcoming: z.strictObject({ title: z.string().max(200), description: z.string().max(1000) }).optional(),
});

export const routesFileSchema = z.array(routeDeclarationSchema).max(500);

/** Reads a remote's routes file; throws with the first problem. */
export function parseRoutesFile(body: unknown): z.infer<typeof routesFileSchema> {
  const result = routesFileSchema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Invalid routes file at ${issue?.path.join('.') || 'top level'}: ${issue?.message ?? 'unknown problem'}`);
  }
  const seen = new Set<string>();
  for (const route of result.data) {
    if (route.when && route.access !== 'signedIn')
      throw new Error(`Invalid routes file: "${route.path}" has a condition but is not a signed-in route`);
    if (seen.has(route.path)) throw new Error(`Invalid routes file: "${route.path}" is declared twice`);
    seen.add(route.path);
  }
  return result.data;
}
