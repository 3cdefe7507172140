#!/bin/sh
# The static image's entrypoint, as the nginx.org image's (whose nginx cannot load Debian's brotli
# modules) does it: for nginx, source /docker-entrypoint.d/*.envsh (the inline-style hashes), then
# render /etc/nginx/templates/*.template into conf.d with the environment's variables only (nginx's
# own $lower_case variables stay as they are), and the TLS template when TLS_CERTIFICATE is set;
# any other command (`seed-static-root`) runs as is.
set -eu

if [ "${1:-}" = "nginx" ]; then
  for script in /docker-entrypoint.d/*.envsh; do
    [ -f "$script" ] || continue
    # shellcheck disable=SC1090 # the file is the build's, written by deploy/src/write-inline-hashes.ts
    . "$script"
  done
  # The variables envsubst may replace: every one set in the environment, so a template's other
  # dollar-brace text would be left alone.
  defined=$(env | sed -n 's/^\([A-Za-z_][A-Za-z0-9_]*\)=.*/${\1}/p' | tr '\n' ' ')
  mkdir -p /etc/nginx/conf.d
  for template in /etc/nginx/templates/*.template; do
    [ -f "$template" ] || continue
    name=$(basename "$template" .template)
    envsubst "$defined" < "$template" > "/etc/nginx/conf.d/$name"
  done
  # TLS only with a certificate: the site's server block includes whatever is in casino-tls/.
  mkdir -p /etc/nginx/casino-tls
  rm -f /etc/nginx/casino-tls/*.conf
  if [ -n "${TLS_CERTIFICATE:-}" ]; then
    envsubst "$defined" < /etc/nginx/tls-templates/casino-tls.conf.template > /etc/nginx/casino-tls/casino-tls.conf
  fi
fi

exec "$@"
