# syntax=docker/dockerfile:1
# The MealPlan server as one image (README, "Several machines"): built with the full toolchain, run with production
# dependencies only, as the unprivileged `node` user, by the production start (compiled JavaScript, no TypeScript).
#   docker build -t mealplan .
#   docker run -e DATABASE_URL=… -e REDIS_URL=… -e PUBLIC_ORIGIN=https://… -p 8080:8080 mealplan
# (a production start without DATABASE_URL, unless EMBEDDED_DB=1, or without PUBLIC_ORIGIN is refused).
ARG NODE_IMAGE=node:20-bookworm-slim

# Every workspace's package.json and the lock, so the install layers are reused until a dependency changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY shell/package.json shell/
COPY mfe-account/package.json mfe-account/
COPY mfe-planner/package.json mfe-planner/
COPY mfe-checkout/package.json mfe-checkout/
COPY mfe-modify/package.json mfe-modify/
COPY mfe-health/package.json mfe-health/
COPY mfe-content/package.json mfe-content/
COPY e2e/package.json e2e/

# 1. Build: the whole toolchain from the lock (npm ci), then the shell, the six remotes and the compiled server.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. The server's production dependencies only (no webpack, jest, TypeScript or Playwright).
FROM manifests AS production-dependencies
RUN npm ci --omit=dev --workspace server --no-audit --no-fund && npm cache clean --force

# 3. What runs: production dependencies, the compiled server, its migrations and the built apps it serves, and the
# menu PDF's printer: Debian's Chromium (driven by playwright-core, server/src/menu-pdf/engine.ts) with the Noto fonts
# (fonts-noto-core: Arabic among them, for any text the document's embedded fonts do not cover; sharp draws the dish
# pictures' names with them too, server/src/catalog/dish-picture.ts).
FROM ${NODE_IMAGE}
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium fonts-noto-core \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    CHROMIUM_PATH=/usr/bin/chromium
WORKDIR /app
COPY --from=production-dependencies /app/package.json /app/package-lock.json ./
COPY --from=production-dependencies /app/node_modules node_modules
COPY --from=production-dependencies /app/server/package.json server/
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/server/migrations server/migrations
COPY --from=build /app/shell/dist shell/dist
COPY --from=build /app/mfe-account/dist mfe-account/dist
COPY --from=build /app/mfe-planner/dist mfe-planner/dist
COPY --from=build /app/mfe-checkout/dist mfe-checkout/dist
COPY --from=build /app/mfe-modify/dist mfe-modify/dist
COPY --from=build /app/mfe-health/dist mfe-health/dist
COPY --from=build /app/mfe-content/dist mfe-content/dist
# Files belong to root and are read-only to the server; it writes nothing here (database, Redis and the release store
# hold the state).
USER node
EXPOSE 8080
# /healthz: the process is alive (docker-compose.yml checks /readyz instead, which the proxy waits for).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The production start itself (server/package.json start:prod), without npm in between so SIGTERM reaches the
# server directly and it drains (compose runs it under an init process).
WORKDIR /app/server
CMD ["node", "dist/main.js"]
