# syntax=docker/dockerfile:1
# TypeAtlas production image: the standalone output (`output: 'standalone'`, completed by
# scripts/standalone.ts) run by our own server, `node server.ts` (security headers, 503 on content
# outage, refusals, start-up check) — exactly what web/instances.standalone.test.ts runs.
# docs/caching-and-scale-out.md "Deploying several instances". Not built in CI (no container daemon there).
#
#   docker build -t typeatlas \
#     --build-arg BUILD_ID=$(git rev-parse HEAD) --build-arg NEXT_DEPLOYMENT_ID=$(git rev-parse --short HEAD) \
#     --build-arg NEXT_PUBLIC_SITE_URL=https://typeatlas.example \
#     --secret id=server_actions_key,env=NEXT_SERVER_ACTIONS_ENCRYPTION_KEY \
#     --secret id=sanity_read_token,env=SANITY_API_READ_TOKEN .
#
# Every instance of one deployment must run the same image (same build id, deployment id and
# server-actions key). NEXT_PUBLIC_* values are inlined at build time; the rest is run-time env.

FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 SANITY_TELEMETRY_DISABLED=1 CI=1
RUN corepack enable
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
COPY web/package.json web/
COPY studio/package.json studio/
COPY schemas/package.json schemas/
RUN pnpm install --frozen-lockfile
COPY . .
ARG BUILD_ID
ARG NEXT_DEPLOYMENT_ID
ARG NEXT_PUBLIC_SITE_URL=http://localhost:3000
ARG NEXT_PUBLIC_POSTHOG_KEY=
ARG NEXT_PUBLIC_POSTHOG_HOST=
ARG NEXT_PUBLIC_SENTRY_DSN=
ARG CONTENT_SOURCE=sanity
ARG SANITY_PROJECT_ID
ARG SANITY_DATASET=production
RUN test -n "$BUILD_ID" || { echo "Set --build-arg BUILD_ID (e.g. the git commit): every instance must share it." >&2; exit 1; }
# Secrets come in as build secrets so they never land in a layer: the server-actions key, and the
# Sanity read token the static generation reads content with (cloud mode).
RUN --mount=type=secret,id=server_actions_key,required=false \
    --mount=type=secret,id=sanity_read_token,required=false \
    if [ -f /run/secrets/server_actions_key ]; then export NEXT_SERVER_ACTIONS_ENCRYPTION_KEY="$(cat /run/secrets/server_actions_key)"; fi; \
    if [ -f /run/secrets/sanity_read_token ]; then export SANITY_API_READ_TOKEN="$(cat /run/secrets/sanity_read_token)"; fi; \
    BUILD_ID="$BUILD_ID" NEXT_DEPLOYMENT_ID="$NEXT_DEPLOYMENT_ID" pnpm --filter web run build

FROM node:24-bookworm-slim AS run
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOST=0.0.0.0
WORKDIR /app
# .next must be writable by the server (ISR writes regenerated pages there).
COPY --from=build --chown=node:node /app/web/.next/standalone ./
USER node
WORKDIR /app/web
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/robots.txt').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server.ts"]
