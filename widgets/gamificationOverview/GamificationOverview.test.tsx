// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ComponentSlot, createRegistry, fixtureData, FixtureEngine } from '../../engine/index.tsx';
import { WIDGETS } from '../index.ts';
import { gamificationOverviewFixtures } from './fixtures.ts';

const registry = createRegistry(WIDGETS);
afterEach(cleanup);

function show(index: number, locale: 'en' | 'sv' = 'en') {
  const fixture = gamificationOverviewFixtures[index]!;
  render(
    <FixtureEngine registry={registry} data={fixtureData('badges', fixture)} locale={locale}>
      <ComponentSlot descriptor={{ type: 'gamificationOverview', id: 'badges', config: fixture.config as Record<string, unknown> }} />
    </FixtureEngine>,
  );
}

describe('gamification overview', () => {
  it('shows each award as a named badge image with its score, in colour when obtained', () => {
    show(0);
    const badges = screen.getAllByTestId('badge');
    expect(badges.map((b) => b.getAttribute('data-award'))).toEqual(['topMarks', 'improving', 'aboveGoal']);
    expect(screen.getByRole('img', { name: 'Top marks: obtained' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Improving streak: obtained' })).toBeTruthy();
    expect(within(badges[0]!).getByText('Place 1 of 6 (top 3 win)')).toBeTruthy();
    expect(within(badges[1]!).getByText('4 of 3 periods in a row')).toBeTruthy();
    expect(screen.queryByText('Not yet')).toBeNull();
  });

  it('greys a badge not obtained and says so in words, not by colour alone', () => {
    show(1);
    const image = screen.getByRole('img', { name: 'On-goal streak: not obtained yet' });
    expect(image.getAttribute('data-obtained')).toBe('false');
    expect(within(image as unknown as HTMLElement).getByText('Not yet')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your badges' })).toBeTruthy();
    expect(screen.getByText('Shown to root users only')).toBeTruthy();
  });

  it('lays the badge tiles out 2 of 12 columns wide and titles the performance chart', () => {
    show(0, 'sv');
    const items = within(screen.getByRole('list', { name: /Utmärkelser/ })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    for (const item of items) expect(item.className).toMatch(/MuiGrid-grid-md-2/);
    expect(screen.getByRole('heading', { name: 'Din NPS per period' })).toBeTruthy();
  });
});
