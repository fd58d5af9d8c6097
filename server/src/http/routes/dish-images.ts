// GET /media/dishes/<id>.webp: a dish's picture as the pages show it (?lang=ar: its name written in Arabic), and
// GET /media/dishes/<id>.svg: the same illustration as SVG (articles written before the pictures were WebP link it).
// 404 for an unknown dish.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findDish } from '../../catalog/seed/dishes';
import { dishSvg, type PictureLanguage } from '../../catalog/dish-art';
import { dishPicture, etagOf } from '../../catalog/dish-picture';
import type { HttpRoute } from '../route';

const ONE_DAY_CACHE = 'public, max-age=86400';

type PictureRequest = FastifyRequest<{ Params: { id: string }; Querystring: { lang?: string } }>;

const languageOf = (request: PictureRequest): PictureLanguage => (request.query.lang === 'ar' ? 'ar' : 'en');

/** Sends a cacheable body, or 304 when the browser has this one. */
function sendCached(request: PictureRequest, reply: FastifyReply, type: string, body: string | Buffer, etag: string) {
  reply.header('Cache-Control', ONE_DAY_CACHE).header('ETag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(body);
}

const route: HttpRoute = (app) => {
  app.get('/media/dishes/:id(^\\d{1,9}).webp', async (request: PictureRequest, reply) => {
    const dish = findDish(Number(request.params.id));
    if (!dish) return reply.code(404).send('Not found');
    const picture = await dishPicture(dish, languageOf(request));
    return sendCached(request, reply, 'image/webp', picture.body, picture.etag);
  });

  app.get('/media/dishes/:id(^\\d{1,9}).svg', (request: PictureRequest, reply) => {
    const dish = findDish(Number(request.params.id));
    if (!dish) return reply.code(404).send('Not found');
    const svg = dishSvg(dish, languageOf(request));
    return sendCached(request, reply, 'image/svg+xml; charset=utf-8', svg, etagOf(svg));
  });
};

export default route;
