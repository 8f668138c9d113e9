// A server process's job worker that takes one job and then hangs, to be killed with SIGKILL mid-job.
import { startJobQueue } from '../../server/jobs/queue';

const jobs = await startJobQueue(process.argv[2]!, { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 });
await jobs.work<{ n: number }>(process.argv[3]!, async (data) => {
  process.stdout.write(`GOT ${data.n}\n`);
  await new Promise(() => {});
});
