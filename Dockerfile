# Prepwise in production: one image for the API processes and the workers (compose.yaml runs it
# both ways). Stages: deps (every package, to build) -> build (web and server) -> prod-deps
# (runtime packages only) -> runtime (compiled server, built web, non-root user, health check).
# Build: docker build -t prepwise .   (or podman build)

ARG NODE_IMAGE=docker.io/library/node:20.19.2-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/scoring/package.json packages/scoring/
COPY packages/content/package.json packages/content/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# React Router's build prerenders the first views with React (no browser needed).
RUN npm run build

FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY --from=deps /app/package.json /app/package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/scoring/package.json packages/scoring/
COPY packages/content/package.json packages/content/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    SEED_DEMO=false
WORKDIR /app
# The server decodes audio in WebAssembly and renders PDFs with bundled fonts; the one system
# package is the PostgreSQL client, for compose's scheduled backups (pg_dump, pg_restore).
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql-client \
 && rm -rf /var/lib/apt/lists/*
# Runtime packages (with any nested node_modules), then the workspace sources they link to, then
# the compiled server and the built web app.
COPY --from=prod-deps /app ./
COPY --from=build /app/packages packages
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The API; workers run `node apps/server/dist/worker.js` (see compose.yaml).
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
