# Sourced by the benchmarks that run a private nginx (http-client.sh, upsctl-batch.sh,
# urlsession-memory.sh): `nginx_workdir PREFIX` makes $WORK, readable by nginx's unprivileged workers,
# and arranges that on exit nginx is stopped gracefully (and waited for, so the directory is not removed
# under a running server) and $WORK removed, unless KEEP=1. Needs the caller's log().

nginx_workdir() {
    WORK=$(mktemp -d "/tmp/$1.XXXXXX")
    chmod 755 "$WORK"
    trap nginx_stop EXIT
    trap 'exit 130' INT TERM
}

nginx_stop() {
    local pid
    pid=$(cat "$WORK/nginx.pid" 2>/dev/null || true)
    if [ -n "$pid" ] && kill -QUIT "$pid" 2>/dev/null; then
        for _ in $(seq 30); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    fi
    if [ "${KEEP:-0}" = 1 ]; then log "kept $WORK"; else rm -rf "$WORK"; fi
}
