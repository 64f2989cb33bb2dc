# syntax=docker/dockerfile:1
# The barbershop app, as compose.yaml runs it (docs/operations.md). Two stages: the build has every
# dependency and builds the PWA and the page renderer; the image has production dependencies only.

FROM node:22-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22-bookworm-slim
# tini is PID 1: it passes SIGTERM to node and reaps children; npm never stands between them.
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 HOST=0.0.0.0 PORT=3000 DIST_DIR=/app/dist/pwa SKIP_BUILD=1
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY server ./server
COPY shared ./shared
COPY tsconfig.json knexfile.ts ./
# The embedded database is for `npm start` on one machine; in the image the database is DATABASE_URL.
# /backups: compose mounts its backups volume there (a new named volume takes this owner).
RUN mkdir -p /app/.data /backups && chown node:node /app/.data /backups
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s CMD node -e "fetch('http://127.0.0.1:3000/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--import", "tsx", "server/index.ts"]
