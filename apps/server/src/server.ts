import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { systemClock } from './lib/clock';
import { demoMember, demoTeacher } from './seed/demo-accounts';
import { seedDemo } from './seed/seed-demo';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const handle = await openDatabase(config);
  await handle.migrate();
  if (config.seedDemo) await seedDemo(handle.db, systemClock);

  const app = await buildApp({ config, db: handle.db, databaseKind: handle.kind });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await handle.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const lines = [
    ``,
    `  财经学堂 is running at http://localhost:${config.port}`,
    `  API docs: http://localhost:${config.port}/docs`,
  ];
  // Demo logins exist only in the embedded default; never advertise them on a real database.
  if (!config.databaseUrl && config.seedDemo) {
    lines.push(
      `  Demo member:  ${demoMember.username} / ${demoMember.password}  (mobile ${demoMember.mobile})`,
      `  Demo teacher: ${demoTeacher.username} / ${demoTeacher.password}  (mobile ${demoTeacher.mobile})`,
      `  SMS codes are written to ${config.dataDir}/sms-outbox.jsonl`,
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
