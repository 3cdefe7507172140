#!/bin/sh
# Puts this image's build into the static-root volume that nginx serves and the registry writes,
# without undoing the registry's work:
# - the shell (everything outside remotes/ and brands/) is this image's: a new image deploys a new
#   shell; index.html goes last, so it never names chunks that are not there yet;
# - remote versions are immutable: versions the volume lacks are added, none is overwritten (the
#   registry may have published it);
# - brand maps and versions indexes belong to the registry once it runs: they are copied only into a
#   volume that has none; a brand's client.json belongs to ops: copied only where a brand has none.
# Old content-hashed chunks stay, so pages still open on an older shell keep loading.
set -eu

from="${SITE_BUILD:?SITE_BUILD: the build to copy}"
to="${STATIC_ROOT:?STATIC_ROOT: the static-root volume}"

[ -f "$from/index.html" ] || { echo "seed-static-root: no build at $from" >&2; exit 1; }
mkdir -p "$to/remotes"

for item in "$from"/* "$from"/.[!.]*; do
  [ -e "$item" ] || continue
  case "$(basename "$item")" in
    remotes | brands | index.html) ;;
    *) cp -R "$item" "$to/" ;;
  esac
done

# Version folders, and a remote's versions.json when the volume has none yet.
for entry in "$from"/remotes/*/*; do
  [ -e "$entry" ] || continue
  target="$to/remotes/${entry#"$from/remotes/"}"
  if [ ! -e "$target" ]; then
    mkdir -p "$(dirname "$target")"
    cp -R "$entry" "$target.seeding"
    mv "$target.seeding" "$target"
  fi
done

if [ ! -e "$to/brands" ] && [ -d "$from/brands" ]; then
  cp -R "$from/brands" "$to/brands.seeding"
  mv "$to/brands.seeding" "$to/brands"
fi

# A brand's client.json (API host and signing key) belongs to ops. A brand without one, or whose
# file is still the build's development default, gets the key CLIENT_SIGNING_KEYS names for it
# (brand=key,…: the api-server's production keys, which refuse the development ones); without a
# key there it gets the build's default, as an older volume did.
client_key() {
  printf '%s' "${CLIENT_SIGNING_KEYS:-}" | tr ',' '\n' | sed -n "s/^[[:space:]]*$1=//p" | head -n 1
}
for client in "$from"/brands/*/client.json; do
  [ -e "$client" ] || continue
  target="$to/brands/${client#"$from/brands/"}"
  brand="$(basename "$(dirname "$client")")"
  if [ -e "$target" ] && ! cmp -s "$client" "$target"; then continue; fi
  mkdir -p "$(dirname "$target")"
  key="$(client_key "$brand")"
  if [ -n "$key" ]; then
    case "$key" in *[!A-Za-z0-9._~+/=-]*) echo "seed-static-root: the signing key of $brand has characters a key cannot have" >&2; exit 1 ;; esac
    printf '{"format": 1, "apiHost": "", "signingKey": "%s"}\n' "$key" > "$target.seeding"
  else
    cp "$client" "$target.seeding"
  fi
  mv "$target.seeding" "$target"
done

cp "$from/index.html" "$to/index.html.seeding"
mv "$to/index.html.seeding" "$to/index.html"

# The registry runs as another user than this step; it writes remotes/ and brands/.
if [ -n "${STATIC_ROOT_OWNER:-}" ]; then
  chown -R "$STATIC_ROOT_OWNER" "$to"
fi
echo "seed-static-root: $from → $to"
