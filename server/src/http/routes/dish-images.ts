// GET /media/dishes/<id>.svg: the generated illustration of a dish; 404 for an unknown dish.
import { createHash } from 'node:crypto';
import { findDish } from '../../catalog/seed/dishes';
import { dishSvg } from '../../catalog/dish-art';
import type { HttpRoute } from '../route';

const ONE_DAY_CACHE = 'public, max-age=86400';

const route: HttpRoute = {
  method: 'GET',
  path: /^\/media\/dishes\/(\d{1,9})\.svg$/,
  handle(req, res, match) {
    const dish = findDish(Number(match[1]));
    if (!dish) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    const svg = dishSvg(dish);
    const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { ETag: etag, 'Cache-Control': ONE_DAY_CACHE });
      res.end();
      return;
    }
    res.writeHead(200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Content-Length': Buffer.byteLength(svg),
      'Cache-Control': ONE_DAY_CACHE,
      ETag: etag,
    });
    res.end(req.method === 'HEAD' ? undefined : svg);
  },
};

export default route;
