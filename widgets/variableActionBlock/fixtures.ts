import type { WidgetFixture } from '../../engine/index.tsx';
import { variableBlockFixtures } from '../variableBlock/fixtures.ts';

/** The variable action block reads the same variables as the variable block. */
export const variableActionBlockFixtures: WidgetFixture<'variableActionBlock'>[] = variableBlockFixtures.slice(0, 2).map((f) => ({ ...f, name: `${f.name} (action block)` }));
