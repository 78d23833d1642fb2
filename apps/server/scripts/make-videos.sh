#!/usr/bin/env bash
# Generates the short demo videos under apps/server/media/video/ (committed; served at /media/video/...).
# The app never runs ffmpeg: this is only for regenerating the files.
#   Requires ffmpeg with libx264 and the native AAC encoder (Debian: apt-get install -y ffmpeg).
#   Run: bash apps/server/scripts/make-videos.sh
# Every clip is 6 s, 320x180, 15 fps, H.264 baseline + AAC mono (plays in every browser; ~100-200 KB),
# with +faststart so a player can start before the whole file arrives (Range requests do the rest).
set -euo pipefail
out="$(cd "$(dirname "$0")/.." && pwd)/media/video"
mkdir -p "$out"

encode() { # encode <output> <lavfi video source> <tone Hz> [extra args...]
  local target="$1" source="$2" tone="$3"
  shift 3
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "$source" \
    -f lavfi -i "sine=frequency=${tone}:sample_rate=22050:duration=6" \
    -t 6 -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryslow -crf 32 \
    -g 30 -c:a aac -b:a 32k -ac 1 -shortest "$@" "$target"
}

encode "$out/course-1.mp4" "testsrc2=size=320x180:rate=15:duration=6" 440 -movflags +faststart
encode "$out/course-2.mp4" "smptebars=size=320x180:rate=15:duration=6" 523 -movflags +faststart
encode "$out/course-3.mp4" "gradients=size=320x180:rate=15:duration=6:speed=0.05" 587 -movflags +faststart
encode "$out/replay-1.mp4" "mandelbrot=size=320x180:rate=15" 659 -movflags +faststart
encode "$out/replay-2.mp4" "rgbtestsrc=size=320x180:rate=15:duration=6" 698 -movflags +faststart

# The live room's stream: HLS (a VOD playlist of 2-second segments) so hls.js and Safari both play it.
# Fragmented-MP4 segments (.m4s + init.mp4) rather than MPEG-TS: a .ts file would be mistaken for
# TypeScript by the linters and the formatter.
rm -rf "$out/live-1"
mkdir -p "$out/live-1"
encode "$out/live-1/index.m3u8" "testsrc=size=320x180:rate=15:duration=6" 392 \
  -f hls -hls_time 2 -hls_playlist_type vod -hls_segment_type fmp4 \
  -hls_fmp4_init_filename init.mp4 -hls_segment_filename "$out/live-1/segment-%02d.m4s"

ls -l "$out" "$out/live-1"
