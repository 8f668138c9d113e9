import { describe, expect, it } from 'vitest';
import { CONFIG_MIGRATIONS } from './configMigrations.ts';
import { WIDGETS } from './index.ts';

/** The server migrates with CONFIG_MIGRATIONS, the browser with the definitions: they must be the same steps. */
describe('widget config migrations', () => {
  it.each(WIDGETS.map((w) => [w.type, w] as const))('%s: the server runs the steps its definition declares, up to its version', (type, widget) => {
    expect(CONFIG_MIGRATIONS[type], `list ${type}'s migrations in widgets/configMigrations.ts`).toBe(widget.migrations);
    const last = widget.migrations?.at(-1);
    if (last) expect(last.to).toBe(widget.version);
  });

  it('lists no type without a widget', () => {
    expect(Object.keys(CONFIG_MIGRATIONS).filter((type) => !WIDGETS.some((w) => w.type === type))).toEqual([]);
  });
});
