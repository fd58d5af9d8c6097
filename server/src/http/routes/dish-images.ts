// GET /media/dishes/<id>.svg: the generated illustration of a dish (?lang=ar: its name written in Arabic); 404 for an unknown dish.
import { createHash } from 'node:crypto';
import { findDish } from '../../catalog/seed/dishes';
import { dishSvg } from '../../catalog/dish-art';
import type { HttpRoute } from '../route';

const ONE_DAY_CACHE = 'public, max-age=86400';

const route: HttpRoute = (app) => {
  app.get<{ Params: { id: string }; Querystring: { lang?: string } }>('/media/dishes/:id(^\\d{1,9}).svg', (request, reply) => {
    const dish = findDish(Number(request.params.id));
    if (!dish) return reply.code(404).send('Not found');
    const svg = dishSvg(dish, request.query.lang === 'ar' ? 'ar' : 'en');
    const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
    reply.header('Cache-Control', ONE_DAY_CACHE).header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  });
};

export default route;
