# The gateway as an image: a build stage compiles src/ into dist/ (scripts/build.mjs, what
# `npm run build` runs); the runtime stage holds dist/, the production dependencies and
# package.json, nothing else, and runs as the unprivileged `node` user. The gateway alone: the
# sandbox workspace (packages/sandbox, with fastify and anvil) is not copied, so npm installs
# none of it and `npm prune --omit=dev` leaves none of its dependencies; the sandbox has its own
# image (packages/sandbox/Dockerfile), and this one needs BRIDGE_API_URL.
#
#   podman build --format docker -t bridge-graphql-gateway .      (docker build -t ... . the same)
#
# --format docker keeps HEALTHCHECK (the OCI image format has no field for it; Docker always
# writes this format). NODE_IMAGE picks the base: any image with Node 20 and npm on the PATH and
# a `node` user; the default is the official one. Where it cannot be pulled,
# scripts/container-base.sh assembles an equivalent from Debian bookworm (docs/deploy.md).
# Behind a TLS-intercepting proxy, pass its CA for the install as a build secret:
#   --secret id=npm_ca,src=/path/to/ca.pem
ARG NODE_IMAGE=docker.io/library/node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# --ignore-scripts: no lifecycle script of the package before its sources are here, and no
# dependency install script (esbuild comes as a platform package and needs none).
RUN --mount=type=secret,id=npm_ca,target=/run/secrets/npm_ca \
    --mount=type=cache,target=/root/.npm \
    if [ -s /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi; \
    npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.json ./
COPY scripts/build.mjs scripts/
COPY src src
RUN npm run build && npm prune --omit=dev --ignore-scripts --no-audit --no-fund

FROM ${NODE_IMAGE}
ENV NODE_ENV=production
WORKDIR /app
# Owned by root and read-only to the process: it writes nothing but its logs (stdout).
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/dist dist
USER node
EXPOSE 4000
# Liveness only: /readyz also answers 503 while the upstream or Redis is down, and an
# orchestrator that restarts unhealthy containers would restart every instance at once for it.
# Readiness belongs to the load balancer (deploy/k8s/ probes /readyz).
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 4000}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node is PID 1 and receives SIGTERM itself; src/main.ts handles it (drain within
# SHUTDOWN_TIMEOUT_MS, then exit 0). The gateway starts no child processes, so there is nothing
# for an init to reap (the sandbox command does start anvil: run it with --init, as compose.yaml does).
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=8", "dist/main.js"]
