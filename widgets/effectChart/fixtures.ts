import type { WidgetFixture } from '../../engine/index.tsx';
import { driverData } from '../priorityChart/fixtures.ts';

export const effectChartFixtures: WidgetFixture<'effectChart'>[] = [{ name: 'Effects of the drivers', config: { size: 6, title: { en: 'What drives NPS', sv: 'Vad driver NPS' } }, data: driverData }];
