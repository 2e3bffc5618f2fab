# For a developer's shell: `. scripts/ensure-node.sh` puts the project's Node (.nvmrc) first on
# PATH, installing it into ~/.cache/aangan-node when the machine's Node is older. The README's
# commands do not need this: they go through scripts/with-node.mjs themselves.
# ($BASH_SOURCE is this file in bash; other shells must source it from the repository's root.)
_aangan_bin=$(node "$(dirname "${BASH_SOURCE:-scripts/ensure-node.sh}")/with-node.mjs" --bin-dir) || return 1 2>/dev/null || exit 1
case ":$PATH:" in *":$_aangan_bin:"*) ;; *) export PATH="$_aangan_bin:$PATH" ;; esac
# The machine's npm config points node-gyp at its own Node's headers; point it at ours.
export npm_config_nodedir="${_aangan_bin%/bin}"
unset _aangan_bin
