import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import './index.ts';
import { registeredWidgets } from '../engine/index.tsx';

const WIDGETS = path.dirname(fileURLToPath(import.meta.url));

/** The catalogue must show every registered widget, one story per fixture. */
describe('Storybook stories', () => {
  for (const widget of registeredWidgets()) {
    it(`${widget.type} has a story for each of its ${widget.fixtures.length} fixtures`, async () => {
      const file = path.join(WIDGETS, widget.type, `${widget.type}.stories.tsx`);
      expect(fs.existsSync(file), `${path.relative(WIDGETS, file)} is missing`).toBe(true);
      const stories = (await import(file)) as Record<string, unknown> & { default: { title?: string } };
      expect(stories.default.title).toBe(`Widgets/${widget.type}`);
      const named = Object.keys(stories).filter((k) => k !== 'default');
      expect(named.length).toBeGreaterThanOrEqual(widget.fixtures.length);
      expect(named.length).toBeGreaterThan(0);
    });
  }
});
