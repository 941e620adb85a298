#!/usr/bin/env bash
# Builds the container image (Dockerfile) with podman and checks what a platform team relies on:
# the runtime stage holds the built artifact and production dependencies only (no sandbox, no
# fastify, no anvil), runs as a non-root user on a read-only root filesystem, answers /readyz
# (against the sandbox's own image, packages/sandbox/Dockerfile, in the same pod), its
# HEALTHCHECK passes, and SIGTERM drains (an open subscription is ended, the process exits 0
# within SHUTDOWN_TIMEOUT_MS).
#
#   scripts/container-check.sh          about 7 minutes on a cold cache (docs/deploy.md)
#
# Skips, saying why, where podman cannot build or run containers (exit 0; CONTAINER_CHECK_REQUIRED=1
# makes that a failure). Any check that fails once the image runs exits 1.
#
# NODE_IMAGE     base image (default docker.io/library/node:20-bookworm-slim; when it cannot be
#                pulled, localhost/node-base:20, assembled by scripts/container-base.sh if missing)
# IMAGE          tag to build (default localhost/bridge-graphql-gateway:check)
# SANDBOX_IMAGE  tag of the sandbox's image (default localhost/bridge-gateway-sandbox:check)
set -euo pipefail
cd "$(dirname "$0")/.."

IMAGE="${IMAGE:-localhost/bridge-graphql-gateway:check}"
SANDBOX_IMAGE="${SANDBOX_IMAGE:-localhost/bridge-gateway-sandbox:check}"
OFFICIAL_BASE=docker.io/library/node:20-bookworm-slim
LOCAL_BASE=localhost/node-base:20
SHUTDOWN_TIMEOUT_MS=10000
say() { echo "container-check: $*"; }
fail() { say "FAILED: $*"; exit 1; }
skip() {
  say "SKIPPED: $*"
  [ "${CONTAINER_CHECK_REQUIRED:-0}" = 1 ] && exit 1
  exit 0
}

ctr="container-check-$$"
pod="container-check-pod-$$"
conf=""
sse=""
cleanup() {
  podman rm -f "$ctr" >/dev/null 2>&1 || true
  podman pod rm -f "$pod" >/dev/null 2>&1 || true
  rm -f "$conf" "$sse"
}
trap cleanup EXIT

command -v podman >/dev/null || skip "podman is not installed (apt-get install podman)"
command -v curl >/dev/null || skip "curl is not installed"

# --- the base image ---------------------------------------------------------------------------
base="${NODE_IMAGE:-}"
if [ -z "$base" ]; then
  if podman image exists "$OFFICIAL_BASE" || timeout 60 podman pull -q "$OFFICIAL_BASE" >/dev/null 2>&1; then
    base="$OFFICIAL_BASE"
  elif podman image exists "$LOCAL_BASE"; then
    base="$LOCAL_BASE"
    say "$OFFICIAL_BASE cannot be pulled; using $LOCAL_BASE (scripts/container-base.sh)"
  elif [ "$(id -u)" = 0 ] && command -v mmdebstrap >/dev/null; then
    say "$OFFICIAL_BASE cannot be pulled; assembling $LOCAL_BASE (scripts/container-base.sh node)"
    scripts/container-base.sh node || skip "no base image: $OFFICIAL_BASE cannot be pulled and scripts/container-base.sh failed"
    base="$LOCAL_BASE"
  else
    skip "no base image: $OFFICIAL_BASE cannot be pulled, and assembling $LOCAL_BASE needs root and mmdebstrap"
  fi
fi

# --- can this machine run a container? --------------------------------------------------------
# Some VMs refuse crun's defaults: no CAP_SYS_RESOURCE to raise rlimits, or cgroup v1 with a
# cgroup v2 hierarchy that has controllers ("hybrid"). runc and the current limits work there.
if ! probe_error="$(podman run --rm "$base" true 2>&1)"; then
  conf="$(mktemp)"
  {
    echo "[containers]"
    echo "default_ulimits = [\"nofile=$(ulimit -n):$(ulimit -Hn)\", \"nproc=4096:4096\"]"
    if command -v runc >/dev/null; then printf '[engine]\nruntime = "runc"\n'; fi
  } >"$conf"
  export CONTAINERS_CONF="$conf"
  podman run --rm "$base" true >/dev/null 2>&1 ||
    skip "podman cannot run a container here: $(echo "$probe_error" | tail -1) (also with runc and the current rlimits: apt-get install runc)"
  say "podman's defaults cannot run a container here ($(echo "$probe_error" | tail -1)); using $(command -v runc >/dev/null && echo "runc and ")nofile=$(ulimit -n), nproc=4096"
fi

# --- build ------------------------------------------------------------------------------------
build_args=(--format docker --build-arg "NODE_IMAGE=$base")
# A TLS-intercepting proxy's CA, trusted by Node on this machine, for npm inside the build.
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -s "$NODE_EXTRA_CA_CERTS" ]; then
  build_args+=(--secret "id=npm_ca,src=$NODE_EXTRA_CA_CERTS")
fi
say "building $IMAGE on $base"
started=$SECONDS
podman build "${build_args[@]}" -t "$IMAGE" . >"${TMPDIR:-/tmp}/container-check-build.log" 2>&1 ||
  { tail -30 "${TMPDIR:-/tmp}/container-check-build.log"; fail "podman build failed (log above)"; }
podman build "${build_args[@]}" -t "$SANDBOX_IMAGE" -f packages/sandbox/Dockerfile . \
  >"${TMPDIR:-/tmp}/container-check-sandbox-build.log" 2>&1 ||
  { tail -30 "${TMPDIR:-/tmp}/container-check-sandbox-build.log"; fail "podman build of the sandbox failed (log above)"; }
say "build took $((SECONDS - started)) s"

# --- the image --------------------------------------------------------------------------------
[ "$(podman image inspect --format '{{.Config.User}}' "$IMAGE")" = node ] || fail "the image does not run as the node user"
podman image inspect --format '{{json .Config.Healthcheck}}' "$IMAGE" | grep -q healthz ||
  fail "the image has no HEALTHCHECK on /healthz (built without --format docker?)"
podman run --rm --entrypoint sh "$IMAGE" -c '
  test -f dist/main.js || { echo "dist/main.js is missing"; exit 1; }
  for absent in src test scripts packages tsconfig.json node_modules/vitest node_modules/tsx node_modules/eslint \
    node_modules/fastify node_modules/@foundry-rs node_modules/@bridge-gateway/sandbox; do
    if test -e "$absent"; then echo "$absent is in the runtime image"; exit 1; fi
  done' || fail "the runtime stage holds more than the built artifact and production dependencies"

# --- run it: against the sandbox's image, in one pod (one loopback) -----------------------------
podman pod create --name "$pod" -p 127.0.0.1::4000 >/dev/null
podman run -d --pod "$pod" --name "$ctr-sandbox" --read-only -e SANDBOX_CHAINS=off "$SANDBOX_IMAGE" >/dev/null
podman run -d --pod "$pod" --name "$ctr" --read-only -e BRIDGE_API_URL=http://127.0.0.1:4010 \
  -e BRIDGE_API_KEY=SECRET_sandbox -e SHUTDOWN_TIMEOUT_MS="$SHUTDOWN_TIMEOUT_MS" "$IMAGE" >/dev/null
url="http://$(podman port "$ctr" 4000/tcp)"
ready=""
for _ in $(seq 1 60); do
  if ready="$(curl -sf "$url/readyz")"; then break; fi
  sleep 1
done
echo "$ready" | grep -q '"status":"ready"' || { podman logs "$ctr" | tail -20; fail "/readyz did not answer ready within 60 s"; }
say "/readyz: $ready"
[ "$(podman exec "$ctr" id -u)" != 0 ] || fail "the gateway runs as root"
podman healthcheck run "$ctr" >/dev/null 2>&1 || fail "the image's HEALTHCHECK does not pass on a running gateway"

# A subscription over SSE (to a quote nobody committed yet) stays open until the drain ends it.
sse="$(mktemp)"
curl -sN "$url/graphql" -H 'content-type: application/json' -H 'accept: text/event-stream' \
  -d '{"query":"subscription { transactionEvents(filter: { quoteId: \"0123456789abcdef01234567\" }) { type } }"}' >"$sse" &
for _ in $(seq 1 50); do [ -s "$sse" ] && break; sleep 0.2; done
[ -s "$sse" ] || fail "the subscription did not start"
! grep -q '^event: complete' "$sse" || { cat "$sse"; fail "the subscription ended before SIGTERM"; }
stopping=$SECONDS
podman kill -s TERM "$ctr" >/dev/null
# Bounded: a PID 1 that ignores SIGTERM (a shell-form CMD) would keep `podman wait` waiting.
status="$(timeout $((SHUTDOWN_TIMEOUT_MS / 1000 + 15)) podman wait "$ctr")" ||
  fail "the gateway did not stop within $((SHUTDOWN_TIMEOUT_MS / 1000 + 15)) s of SIGTERM (does SIGTERM reach node?)"
took=$((SECONDS - stopping))
wait || true
[ "$status" = 0 ] || { podman logs "$ctr" | tail -20; fail "exit status $status after SIGTERM (expected 0)"; }
[ "$took" -le $((SHUTDOWN_TIMEOUT_MS / 1000 + 5)) ] || fail "SIGTERM took $took s to stop the gateway"
podman logs "$ctr" 2>&1 | grep -q '"signal":"SIGTERM".*"shutting down"' || fail "the gateway did not log its SIGTERM shutdown"
grep -q '^event: complete' "$sse" || fail "the open subscription was cut instead of completed by the drain"
say "SIGTERM: drained (open subscription completed), exit 0 in ${took} s"
say "passed"
