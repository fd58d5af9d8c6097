-- Dish pictures as WebP (issue 38): the generated pictures' paths of dishes and articles seeded before move from the
-- SVG (/media/dishes/<id>.svg, which a browser lays out and paints as a document of its own on the page's thread) to
-- the WebP drawn from it (/media/dishes/<id>.webp, decoded off that thread). A picture set by hand stays as it is.
UPDATE dishes SET image = regexp_replace(image, '^(/media/dishes/[0-9]+)\.svg$', '\1.webp')
WHERE image ~ '^/media/dishes/[0-9]+\.svg$';
UPDATE dishes SET preview = regexp_replace(preview, '^(/media/dishes/[0-9]+)\.svg$', '\1.webp')
WHERE preview ~ '^/media/dishes/[0-9]+\.svg$';
UPDATE blog_posts SET image = regexp_replace(image, '^(/media/dishes/[0-9]+)\.svg$', '\1.webp')
WHERE image ~ '^/media/dishes/[0-9]+\.svg$';
