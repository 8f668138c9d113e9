// @vitest-environment jsdom
/**
 * Every story of the catalogue rendered as Storybook renders it (portable stories: the preview's decorators and
 * globals), then checked with axe-core. A story fails when it throws, when it logs an error to the console (unless it
 * shows a failure on purpose, `parameters.consoleErrors: 'expected'`), or when axe finds a serious or critical
 * violation. New stories are found by the glob: there is nothing to add here.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import axe from 'axe-core';
import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import preview from '../.storybook/preview.tsx';

const annotations = setProjectAnnotations([preview]);
beforeAll(annotations.beforeAll);

// Each story gets styles of its own, removed after it: jsdom computes an element's style by matching every rule in the
// document, so the rules of all earlier stories would make axe slower with every story.
let styles: HTMLElement | null = null;
afterEach(() => {
  cleanup();
  styles?.remove();
  vi.restoreAllMocks();
});

function renderStory(Story: ComposedStory) {
  styles = document.head.appendChild(document.createElement('div'));
  return render(
    <CacheProvider value={createCache({ key: 'story', container: styles })}>
      <Story />
    </CacheProvider>,
  );
}

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;
const MODULES = import.meta.glob<StoriesModule>(['../widgets/*/*.stories.tsx', './**/*.stories.tsx'], { eager: true });

/** Lets pending work run (data arriving, deferred renders, a chart drawn in its own tasks) until the DOM stops changing. */
async function settle(container: HTMLElement): Promise<void> {
  let last = '';
  for (let round = 0; round < 50; round++) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    const now = container.innerHTML;
    if (now === last && round >= 3) return;
    last = now;
  }
}

/** Serious and critical violations, one line per rule with the elements that break it. */
async function violations(container: HTMLElement): Promise<string[]> {
  // Colour contrast needs layout and computed colours, which jsdom does not have; the e2e tests check it in Chromium.
  const result = await axe.run(container, { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`);
}

it('finds the stories', () => expect(Object.keys(MODULES).length).toBeGreaterThan(30));

for (const [file, module] of Object.entries(MODULES)) {
  describe(file.replace(/^\.\.?\//, ''), () => {
    for (const [name, Story] of Object.entries(composeStories(module)) as [string, ComposedStory][]) {
      it(`${Story.storyName ?? name} renders without errors and passes axe`, { timeout: 30_000 }, async () => {
        const errors: unknown[][] = [];
        vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
        const { container } = renderStory(Story);
        await settle(container);
        if (Story.parameters.consoleErrors !== 'expected') expect(errors.map((args) => args.map(String).join(' '))).toEqual([]);
        expect(await violations(container)).toEqual([]);
      });
    }
  });
}
