#!/usr/bin/env bash
# Assembles, from Debian bookworm packages and this machine's Node, the base images the
# container files expect, for a machine that cannot pull from a public registry:
#
#   localhost/node-base:20   stands in for docker.io/library/node:20-bookworm-slim: Debian
#                            bookworm (minbase, ca-certificates), this machine's `node` binary and
#                            npm in /usr/local, a `node` user and group with id 1000
#   localhost/redis-base:7   stands in for docker.io/library/redis:7-bookworm: Debian's
#                            redis-server 7.0, run as the `redis` user
#
# Needs root, mmdebstrap (apt-get install mmdebstrap), podman, a Debian mirror, and Node 20 on
# the PATH (the same major as the official image). About 3 minutes per image, mostly downloads.
#
#   scripts/container-base.sh [node] [redis]     (both when none is named)
set -euo pipefail

MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
SUITE=bookworm
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

node_bin="$(command -v node)"
node_version="$("$node_bin" --version)"
case "$node_version" in
  v20.*) ;;
  *) echo "container-base: node on the PATH is $node_version; the images need Node 20" >&2; exit 1 ;;
esac
npm_dir="$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")"

# No documentation, manual pages or translations: the official slim images leave them out too.
slim=(--dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-exclude=/usr/share/man/*'
  --dpkgopt='path-exclude=/usr/share/locale/*' --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*')

node_base() {
  mmdebstrap --variant=minbase --include=ca-certificates "${slim[@]}" \
    --customize-hook="copy-in $node_bin /usr/local/bin" \
    --customize-hook='mkdir -p "$1/usr/local/lib/node_modules"' \
    --customize-hook="copy-in $npm_dir /usr/local/lib/node_modules" \
    --customize-hook='ln -s ../lib/node_modules/npm/bin/npm-cli.js "$1/usr/local/bin/npm"' \
    --customize-hook='ln -s ../lib/node_modules/npm/bin/npx-cli.js "$1/usr/local/bin/npx"' \
    --customize-hook='chroot "$1" groupadd --gid 1000 node' \
    --customize-hook='chroot "$1" useradd --uid 1000 --gid node --shell /bin/bash --create-home node' \
    "$SUITE" "$work/node.tar" "$MIRROR"
  podman import --change "ENV NODE_VERSION=${node_version#v}" --change 'CMD ["node"]' \
    "$work/node.tar" localhost/node-base:20
}

redis_base() {
  mmdebstrap --variant=minbase --include=redis-server "${slim[@]}" \
    --customize-hook='mkdir -p "$1/data" && chroot "$1" chown redis:redis /data' \
    "$SUITE" "$work/redis.tar" "$MIRROR"
  # Debian's redis-server without a config file: every interface, no protected mode (as the
  # official image), data in /data.
  podman import --change 'USER redis' --change 'WORKDIR /data' --change 'EXPOSE 6379' \
    --change 'CMD ["redis-server", "--protected-mode", "no", "--dir", "/data"]' \
    "$work/redis.tar" localhost/redis-base:7
}

targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(node redis)
for target in "${targets[@]}"; do
  case "$target" in
    node) node_base ;;
    redis) redis_base ;;
    *) echo "container-base: unknown image '$target' (node or redis)" >&2; exit 1 ;;
  esac
done
