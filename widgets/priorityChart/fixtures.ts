import type { WidgetFixture } from '../../engine/index.tsx';

/** Drivers of NPS: each series entry is a driver with [effect, score]. */
export const driverData = {
  descriptors: [
    { variable: 'effect', title: 'Effect on NPS' },
    { variable: 'score', title: 'Score' },
  ],
  series: [
    { name: 'Friendly staff', data: [0.42, 4.3] },
    { name: 'Short queues', data: [0.35, 3.1] },
    { name: 'Product in stock', data: [0.28, 3.6] },
    { name: 'Clean store', data: [0.12, 4.4] },
  ],
};

export const priorityChartFixtures: WidgetFixture<'priorityChart'>[] = [{ name: 'Drivers of NPS', config: { size: 6 }, data: driverData }];
