#!/usr/bin/env bash
# Installs what the project needs on a Debian/Ubuntu machine, then the npm packages:
# PostgreSQL 15 server binaries, pgTAP with its pg_prove runner, plpgsql_check (for `supabase db lint`) and
# Chromium and Firefox ESR (browser tests drive them with playwright-core; no browser is downloaded), WebKitGTK's
# WebDriver and MiniBrowser with Xvfb for its display (and the core X fonts, only recommended by Xvfb's packages
# while this installs without recommends) and the GStreamer plugins its media needs (AAC and H.264 in MP4),
# and ffmpeg (ffprobe checks that recordings are real media).
# Safe to run again: it installs only what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(postgresql-15 postgresql-15-pgtap postgresql-15-plpgsql-check libtap-parser-sourcehandler-pgtap-perl chromium firefox-esr ffmpeg
  webkit2gtk-driver xvfb xfonts-base gstreamer1.0-plugins-good gstreamer1.0-plugins-bad gstreamer1.0-plugins-ugly gstreamer1.0-libav)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done

if ((${#missing[@]})); then
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "Install PostgreSQL 15 with pgTAP (pg_prove) and plpgsql_check, then run this again: ${missing[*]}" >&2
    exit 1
  fi
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  echo "Installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# `npm install`, not `npm ci`: the Supabase CLI lists a binary package per platform as optional, and a
# registry that holds only this platform's leaves the others out of the lockfile, which `npm ci`
# takes for a lockfile out of sync. `npm install` installs exactly the locked versions all the same.
npm install --no-fund --no-audit
