// Writes the demo research report into the media folder: npx tsx apps/server/src/media/write-demo-pdf.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../config';
import { buildDemoPdf, DEMO_PDF_PATH } from './demo-pdf';

const file = path.join(serverRoot, 'media', DEMO_PDF_PATH);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, buildDemoPdf());
console.log(`wrote ${file}`);
