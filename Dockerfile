# syntax=docker/dockerfile:1
# The site in one container: the production build and its runtime dependencies, run by a user
# without privileges. compose.yaml runs two of them on PostgreSQL behind Caddy; see the README.
ARG NODE_IMAGE=node:24-bookworm-slim

# Every dependency, as the lockfile names them: what the build needs.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# The production build. SITE_URL, the map key, the Tag Manager container and whether roofs are
# measured are written into the prerendered pages, so they are given when the image is built.
FROM deps AS build
COPY . .
ARG SITE_URL
ARG GOOGLE_MAPS_EMBED_KEY
ARG GTM_CONTAINER_ID
ARG ROOF_MEASUREMENT
RUN npm run build

# The runtime dependencies alone. The optional ones are the Node.js binaries that npm scripts run
# with outside the image (package.json); the image has its own Node.js, the same major.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --omit=optional --no-audit --no-fund

# What runs: the build, the migrations it applies at start, the runtime dependencies, the
# article files, from which the route table knows the site's pages (where a visitor landed), and
# the lead inbox's launcher (`docker compose exec site-1 npm run leads -- list`).
FROM ${NODE_IMAGE}
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/app/content/blog ./app/content/blog
COPY package.json ./
COPY scripts/leads.mjs ./scripts/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "build/server-app/main.js"]
