# Production image of the Lorewright server (API, projections, reactors and the built web app).
FROM node:24-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 (embedded adapters, ops backups) compiles from source.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
COPY domain/package.json domain/
COPY commands/package.json commands/
COPY projections/package.json projections/
COPY api/package.json api/
COPY web/package.json web/
COPY ops/package.json ops/
RUN npm ci
COPY . .
RUN npm run build:web

FROM node:24-bookworm-slim
ENV NODE_ENV=production
# libuv's thread pool (file writes and their fsyncs, DNS, zlib, crypto): 4 threads by default
# kept uploads waiting behind an import's and an export's file work. Read when node starts.
ENV UV_THREADPOOL_SIZE=16
# V8's young generation up to 64 MB a half (16 by default): a save of a long writing or a large
# element allocates megabytes that die with the request, and with the default each such request
# met a 3-5 ms scavenge copying whatever was in flight (docs/decisions.md).
ENV NODE_OPTIONS=--max-semi-space-size=64
WORKDIR /app
COPY --from=build /app /app
# The app's data folder (volume) must be writable by the unprivileged user.
RUN mkdir -p /data && chown node:node /data
EXPOSE 3000
USER node
CMD ["node", "--import", "tsx", "api/src/main.ts"]
