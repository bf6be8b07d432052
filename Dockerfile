# The production image: `docker build -t account-area .` (see compose.yaml and the README).
# Build stage: every dependency, the web app and the server bundle.
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY packages/i18n/package.json packages/i18n/
COPY e2e/package.json e2e/
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

# Run stage: the bundle, its runtime dependencies, the migrations and reference data it reads at run
# time (apps/server/src/db), and the built web app and its server renderer; no compilers, no dev dependencies, not root.
FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data SEED_DEMO=false
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/apps/server/package.json ./apps/server/
# Versions pinned apart from the root's (e.g. @fastify/cookie) are installed beside the server.
COPY --from=build /app/apps/server/node_modules ./apps/server/node_modules
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/src/db/migrations ./apps/server/src/db/migrations
COPY --from=build /app/apps/server/src/db/data ./apps/server/src/db/data
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The server renderer of the dashboard (decision 039): one file, every library inside.
COPY --from=build /app/apps/web/dist-ssr ./apps/web/dist-ssr
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM reaches node directly (exec form): /readyz drains, requests in flight finish.
CMD ["node", "apps/server/dist/server.js"]
