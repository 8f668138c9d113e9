import { boot } from './boot';
import { ConfigError, loadConfig } from './config';
import { DEMO_USERS } from './demo/seed';

/** `npm start`'s server process: boot, print how to sign in, and shut down cleanly on a signal. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const server = await boot(config);
  const demo = DEMO_USERS.map((u) => `    ${u.username.padEnd(6)} / ${u.password}`).join('\n');
  const mail = config.mailDir ? `  Mail the server sends (password-reset links too) is written to ${config.mailDir}\n` : '';
  console.log(`\nSightline is running at ${config.publicUrl}/new/\n  Demo sign-ins (user / password):\n${demo}\n${mail}  Press Ctrl-C to stop.\n`);

  let signals = 0;
  const shutdown = async (signal: string) => {
    if (++signals > 1) {
      console.error('Stopping at once.');
      process.exit(1);
    }
    console.log(`\n${signal}: shutting down…`);
    await server.stop();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(`Sightline could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
