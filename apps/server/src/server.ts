import { ConfigError, loadConfig, type Config } from './config';
import { demoMember, demoTeacher, renewalMember } from './seed/demo-accounts';
import { startServer } from './start-server';

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

/** How long open connections get to finish on SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = readConfig();
  const server = await startServer(config);
  const { app } = server;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A close that never finishes (a database gone away, a stuck connection) must not keep the process alive.
    setTimeout(() => {
      app.log.error({ signal }, 'shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      await server.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  app.log.info({ seconds: Number(server.seedSeconds.toFixed(2)) }, 'database migrated and seeded');
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
      `  Demo member whose 直播会员 ends soon: ${renewalMember.username} / ${renewalMember.password}`,
      `  SMS codes are written to ${config.dataDir}/sms-outbox.jsonl`,
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
