import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createRegistry } from '../engine/index.tsx';
import { widgetStates } from '../stories/support/widgetStory.tsx';
import { WIDGETS } from './index.ts';

const FOLDER = path.dirname(fileURLToPath(import.meta.url));

/** The catalogue must show every registered widget: one story per fixture and each state the widget has. */
describe('Storybook stories', () => {
  for (const widget of createRegistry(WIDGETS).all()) {
    it(`${widget.type} has a story for each of its ${widget.fixtures.length} fixtures and its states`, async () => {
      const file = path.join(FOLDER, widget.type, `${widget.type}.stories.tsx`);
      expect(fs.existsSync(file), `${path.relative(FOLDER, file)} is missing`).toBe(true);
      const stories = (await import(file)) as Record<string, unknown> & { default: { title?: string; tags?: string[] } };
      expect(stories.default.title).toBe(`Widgets/${widget.type}`);
      expect(stories.default.tags).toContain('autodocs');
      const states = Object.entries(widgetStates(widget.type)).filter(([, has]) => has).map(([state]) => state);
      const expected = [...widget.fixtures.map((_, i) => `Fixture${i}`), ...states];
      expect(Object.keys(stories).filter((k) => k !== 'default').sort()).toEqual(expected.sort());
    });

    it(`${widget.type}: every config setting has a control and a description for its docs page`, async () => {
      const { default: meta } = (await import(path.join(FOLDER, widget.type, `${widget.type}.stories.tsx`))) as { default: { argTypes: Record<string, { control?: unknown; description?: string }> } };
      const undescribed = Object.entries(meta.argTypes).filter(([, arg]) => !arg.description || !arg.control).map(([name]) => name);
      expect(undescribed, 'write a description in the config schema').toEqual([]);
      expect(Object.keys(meta.argTypes).length).toBeGreaterThan(0);
    });
  }
});
