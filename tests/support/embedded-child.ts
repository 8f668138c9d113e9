// Starts an embedded cluster and waits to be killed: stands in for a `npm start` that gets SIGKILL.
import { startEmbeddedPostgres } from '../../server/db/embedded';

const cluster = await startEmbeddedPostgres({ dataDir: process.argv[2]!, ephemeral: true });
process.stdout.write(`READY ${cluster.adminUrl()}\n`);
setInterval(() => {}, 1000);
