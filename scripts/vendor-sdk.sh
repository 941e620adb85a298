#!/usr/bin/env bash
# Runs the vendor's SDK as a client against a fresh sandbox (conformance/vendor-sdk/run.mjs).
# The SDK has its own package folder and lock file, so the main install stays lean.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=conformance/vendor-sdk
[[ -d $dir/node_modules/@rhino.fi/sdk ]] || npm ci --prefix "$dir" --no-audit --no-fund --ignore-scripts

port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
log=$(mktemp)
# Its own process group (npx, tsx and node are three processes: killing npx alone left the sandbox
# and its chains running), and free chain ports: `npm start` may hold the fixed ones.
SANDBOX_PORT=$port SANDBOX_CHAIN_PORT=0 SANDBOX_AUTO_ADVANCE_MS=0 SANDBOX_WEBHOOK_RETRY_BASE_MS=50 \
  setsid npx tsx packages/sandbox/src/main.ts >"$log" 2>&1 &
sandbox=$!
trap 'kill -- -$sandbox 2>/dev/null || true; rm -f "$log"' EXIT
for _ in $(seq 1 100); do grep -q listening "$log" && break; sleep 0.1; done
grep -q listening "$log" || { cat "$log" >&2; exit 1; }

# Under tsx: one group checks the gateway's deposit ABI and plans (TypeScript) against the SDK's.
SANDBOX_URL=http://127.0.0.1:$port SANDBOX_API_KEY=SECRET_sandbox npx tsx "$dir/run.mjs"
