# syntax=docker/dockerfile:1
# Production image (multi-stage). Docker cannot run on the project's machines, so
# this file is kept correct by reading it against `npm run build` and server.ts.

# --- build: all dependencies, compile the Remix app and server.ts ---------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary can be fetched.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- production dependencies only ----------------------------------------------
FROM node:20-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# --- runtime -------------------------------------------------------------------
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY package.json ./
# The embedded newsroom (used when LEGACY_API_URL / MEDIA_API_URL are unset) keeps its SQLite file here.
# Contact messages and broken-link reports (FEEDBACK_DIR, docs/decisions/0005-feedback-store.md) go under data/.
RUN mkdir -p /app/newsroom/data /app/data/feedback && chown -R node:node /app/newsroom/data /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "build/server.js"]
