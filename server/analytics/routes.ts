/** Every analytics call of issue 3, registered with one line in server/app.ts. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { chartRoutes } from '../routes/charts';
import { filterRoutes } from '../routes/filters';
import { rankingRoutes } from '../routes/ranking';
import { resultRoutes } from '../routes/results';
import { variableRoutes } from '../routes/variables';

export async function analyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  await rankingRoutes(app, ctx);
  await filterRoutes(app, ctx);
  await variableRoutes(app, ctx);
  await chartRoutes(app, ctx);
  await resultRoutes(app, ctx);
}
