import QRCode from 'qrcode';
import {
  SHARE_POSTER_HEIGHT,
  SHARE_POSTER_WIDTH,
  SHARE_QR_DRAW_DELAY_MS,
  SHARE_QR_ERROR_CORRECTION,
  SHARE_QR_SIZE,
} from '@app/contract/share-constants';

export interface PosterInput {
  title: string;
  description?: string | null | undefined;
  pic?: string | null | undefined;
  link: string;
  appName: string;
  scanText: string;
}

const PADDING = 20;
const COVER_HEIGHT = Math.round((SHARE_POSTER_WIDTH * 9) / 16);

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = src;
  });
}

/** Lines of at most `maxWidth`, broken anywhere (Chinese has no spaces), the last one ellipsed. */
function wrap(ctx: CanvasRenderingContext2D, text: string, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of text.replace(/\s+/g, ' ').trim()) {
    if (ctx.measureText(line + char).width > maxWidth) {
      lines.push(line);
      line = char;
      if (lines.length === maxLines) break;
    } else line += char;
  }
  if (lines.length < maxLines && line) lines.push(line);
  if (lines.length === maxLines && lines.join('').length < text.trim().length) {
    const last = lines[maxLines - 1] ?? '';
    lines[maxLines - 1] = `${last.slice(0, Math.max(0, last.length - 1))}…`;
  }
  return lines;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The share poster (SPEC §9): cover, title, summary and the QR code of the share link (size 200, high
 * error correction, exported 150 ms after drawing), as a PNG data URL the member can save.
 */
export async function drawPoster(input: PosterInput): Promise<string> {
  const scale = Math.min(2, Math.max(1, window.devicePixelRatio || 1));
  const canvas = document.createElement('canvas');
  canvas.width = SHARE_POSTER_WIDTH * scale;
  canvas.height = SHARE_POSTER_HEIGHT * scale;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas 2d is not available');
  ctx.scale(scale, scale);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, SHARE_POSTER_WIDTH, SHARE_POSTER_HEIGHT);

  const [cover, qr] = await Promise.all([
    input.pic ? loadImage(input.pic) : Promise.resolve(null),
    QRCode.toDataURL(input.link, {
      width: SHARE_QR_SIZE,
      errorCorrectionLevel: SHARE_QR_ERROR_CORRECTION,
      margin: 1,
    }).then(loadImage),
  ]);
  if (cover) {
    // Cover-fit: fill the band, cropping the longer side.
    const ratio = Math.max(SHARE_POSTER_WIDTH / cover.width, COVER_HEIGHT / cover.height);
    const w = cover.width * ratio;
    const h = cover.height * ratio;
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, 0, SHARE_POSTER_WIDTH, COVER_HEIGHT);
    ctx.clip();
    ctx.drawImage(cover, (SHARE_POSTER_WIDTH - w) / 2, (COVER_HEIGHT - h) / 2, w, h);
    ctx.restore();
  } else {
    ctx.fillStyle = '#c8161d';
    ctx.fillRect(0, 0, SHARE_POSTER_WIDTH, COVER_HEIGHT);
    ctx.fillStyle = '#ffffff';
    ctx.font = 'bold 28px sans-serif';
    ctx.textAlign = 'center';
    ctx.fillText(input.appName, SHARE_POSTER_WIDTH / 2, COVER_HEIGHT / 2 + 10);
    ctx.textAlign = 'left';
  }

  const textWidth = SHARE_POSTER_WIDTH - PADDING * 2;
  let y = COVER_HEIGHT + 32;
  ctx.fillStyle = '#1f1f1f';
  ctx.font = 'bold 19px sans-serif';
  for (const line of wrap(ctx, input.title, textWidth, 2)) {
    ctx.fillText(line, PADDING, y);
    y += 27;
  }
  if (input.description) {
    ctx.fillStyle = '#666666';
    ctx.font = '14px sans-serif';
    for (const line of wrap(ctx, input.description, textWidth, 2)) {
      ctx.fillText(line, PADDING, y);
      y += 21;
    }
  }

  const qrSize = 120;
  const qrTop = SHARE_POSTER_HEIGHT - qrSize - PADDING - 10;
  ctx.strokeStyle = '#eeeeee';
  ctx.beginPath();
  ctx.moveTo(PADDING, qrTop - 14);
  ctx.lineTo(SHARE_POSTER_WIDTH - PADDING, qrTop - 14);
  ctx.stroke();
  if (!qr) throw new Error('the QR code could not be drawn');
  ctx.drawImage(qr, SHARE_POSTER_WIDTH - PADDING - qrSize, qrTop, qrSize, qrSize);
  ctx.fillStyle = '#c8161d';
  ctx.font = 'bold 18px sans-serif';
  ctx.fillText(input.appName, PADDING, qrTop + 44);
  ctx.fillStyle = '#999999';
  ctx.font = '13px sans-serif';
  ctx.fillText(input.scanText, PADDING, qrTop + 72);

  await pause(SHARE_QR_DRAW_DELAY_MS);
  return canvas.toDataURL('image/png');
}
