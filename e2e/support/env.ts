import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = path.join(REPO_ROOT, '.tmp', `e2e-data-${E2E_PORT}`);
/**
 * A second origin for the app, as the native shell has (its own origin, the API on the server's address):
 * another host than the server's, so the browser treats it as another site.
 */
export const E2E_APP_ORIGIN = `http://127.0.0.1:${E2E_PORT + 1}`;
