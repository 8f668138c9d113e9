import type { WidgetFixture } from '../../engine/index.tsx';

/** Drivers of NPS as the server sends them: each series entry is a driver with [importance, performance] and its n. */
export const driverData = {
  descriptors: [
    { variable: 'importance', title: 'Importance', scale: { min: 0, max: 100 } },
    { variable: 'performance', title: 'Performance', scale: { min: 0, max: 100 } },
  ],
  series: [
    { name: 'Friendly staff', data: [72, 81], n: [412, 412] },
    { name: 'Short queues', data: [65, 42], n: [398, 398] },
    { name: 'Queue length at the checkout', data: [66, 43], n: [377, 377] },
    { name: 'Product in stock', data: [48, 55], n: [405, 405] },
    { name: 'Clean store', data: [20, 88], n: [410, 410] },
  ],
};

export const priorityChartFixtures: WidgetFixture<'priorityChart'>[] = [{ name: 'Drivers of NPS', config: { size: 6 }, data: driverData }];
