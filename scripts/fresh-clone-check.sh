#!/usr/bin/env bash
# The README's two commands on a fresh machine, as a newcomer runs them: a clean clone of this
# repository's HEAD, the machine's older Node first on PATH (no Node 24 anywhere on it), no Node
# cached for the project and an empty npm cache. Then
#   npm ci && npm start   must serve the home page with demo data (and a demo photo), and
#   npm test              must pass.
# Exits non-zero when either fails, so a broken launcher (scripts/with-node.mjs) fails it.
#
#   scripts/fresh-clone-check.sh [--start-only]
# OLD_NODE=/path/to/node picks the older Node (default: the first `node` on PATH older than .nvmrc's);
# CHECK_PORT (default 3000) is the port `npm start` is given.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
start_only=false
[ "${1:-}" = "--start-only" ] && start_only=true
port="${CHECK_PORT:-3000}"
pinned_major="$(cut -d. -f1 "$repo/.nvmrc")"

old_node="${OLD_NODE:-}"
if [ -z "$old_node" ]; then
  for n in $(which -a node); do
    if [ "$("$n" -p 'process.versions.node.split(".")[0]')" -lt "$pinned_major" ]; then old_node="$n"; break; fi
  done
fi
[ -n "$old_node" ] || { echo "fresh-clone-check: no Node older than $pinned_major on PATH (set OLD_NODE)" >&2; exit 1; }
[ -z "$(git -C "$repo" status --porcelain --untracked-files=no)" ] || echo "fresh-clone-check: note: uncommitted changes are not part of the check (it clones HEAD)" >&2

work="$(mktemp -d /tmp/aangan-fresh.XXXXXX)"
server=""
cleanup() {
  [ -n "$server" ] && kill -TERM -- "-$server" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

# A PATH whose only node is the old one: its own folder, then the system folders without any
# folder that holds another node.
old_dir="$(dirname "$old_node")"
clean_path="$old_dir"
IFS=: read -r -a parts <<< "$PATH"
for d in "${parts[@]}"; do
  [ "$d" = "$old_dir" ] && continue
  [ -x "$d/node" ] && [ "$(readlink -f "$d/node")" != "$(readlink -f "$old_node")" ] && continue
  clean_path="$clean_path:$d"
done

git clone -q "$repo" "$work/aangan"
cd "$work/aangan"
# What a newcomer's shell has: none of this project's or a parent npm's variables.
clean_env=(env)
for v in DATABASE_URL TEST_DATABASE_URL AANGAN_FAULT_TEST AANGAN_LAUNCHED_FROM $(env | grep -o '^npm_[A-Za-z_]*' || true); do clean_env+=(-u "$v"); done
clean_env+=(PATH="$clean_path" AANGAN_NODE_CACHE="$work/node-cache" npm_config_cache="$work/npm-cache")
run() { "${clean_env[@]}" "$@"; }
echo "fresh-clone-check: $(git log -1 --format='%h %s' | cut -c1-80)"
echo "fresh-clone-check: node on PATH: $(run node -v) ($old_node); npm $(run npm -v)"

t0=$SECONDS
run npm ci
echo "fresh-clone-check: npm ci passed in $((SECONDS - t0)) s"

t0=$SECONDS
# In a session of its own (its pid is its process group) so that stopping it stops all of it.
"${clean_env[@]}" PORT="$port" DATA_DIR="$work/data" setsid npm start > "$work/start.log" 2>&1 &
server=$!
until curl -sf "http://127.0.0.1:$port/api/v1/ready" > /dev/null; do
  if ! kill -0 "$server" 2>/dev/null; then tail -40 "$work/start.log"; echo "fresh-clone-check: npm start exited" >&2; exit 1; fi
  if [ $((SECONDS - t0)) -gt 600 ]; then tail -40 "$work/start.log"; echo "fresh-clone-check: not ready after 600 s" >&2; exit 1; fi
  sleep 1
done
home="$(curl -sf "http://localhost:$port/")"
listing="$(grep -o 'href="/property/[0-9]*"' <<< "$home" | head -1 | grep -o '[0-9]*' || true)"
[ -n "$listing" ] || { echo "fresh-clone-check: the home page shows no listing" >&2; exit 1; }
photo="$(curl -sf "http://localhost:$port/property/$listing" | grep -o '/media/demo/photo/[0-9a-z-]*\.webp' | head -1 || true)"
[ -n "$photo" ] || { echo "fresh-clone-check: listing $listing shows no demo photo" >&2; exit 1; }
type="$(curl -sf -o /dev/null -w '%{content_type}' "http://localhost:$port$photo")"
[ "$type" = "image/webp" ] || { echo "fresh-clone-check: $photo answered $type" >&2; exit 1; }
grep -q "Node $(cat .nvmrc)" "$work/start.log" || { echo "fresh-clone-check: npm start did not say it installed Node $(cat .nvmrc)" >&2; exit 1; }
echo "fresh-clone-check: npm start served http://localhost:$port/ (listing $listing, $photo) after $((SECONDS - t0)) s"
kill -TERM -- "-$server"
wait "$server" || true
server=""

$start_only && { echo "fresh-clone-check: passed (start only)"; exit 0; }
t0=$SECONDS
run npm test
echo "fresh-clone-check: npm test passed in $((SECONDS - t0)) s"
echo "fresh-clone-check: passed"
