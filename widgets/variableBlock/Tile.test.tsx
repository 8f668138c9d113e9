// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { createRegistry, EngineProvider, FixtureEngine, useEngine } from '../../engine/index.tsx';
import type { VariableTile } from '../../schemas/api/variable-block.gen.ts';
import { WIDGETS } from '../index.ts';
import { Tile } from './Tile.tsx';

const registry = createRegistry(WIDGETS);
const { palette } = createTheme();
afterEach(cleanup);

/** The colour the change is painted in, as the browser computes it. */
function changeColour(label: string): string {
  return getComputedStyle(screen.getByLabelText(label)).color;
}
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

function renderTile(tile: VariableTile) {
  render(<FixtureEngine registry={registry}><Tile tile={tile} main={false} /></FixtureEngine>);
}

describe('tile change colour', () => {
  it('paints a rise green and a fall red when higher is better', () => {
    renderTile({ title: 'NPS', formattedValue: '34', formattedDiff: '+3', diffArrow: 1, value: 34 });
    expect(changeColour('up +3')).toBe(rgb(palette.success.main));
    cleanup();
    renderTile({ title: 'NPS', formattedValue: '28', formattedDiff: '-3', diffArrow: 2, value: 28 });
    expect(changeColour('down -3')).toBe(rgb(palette.error.main));
  });

  it('keeps the arrow on the direction but paints a rise red and a fall green when lower is better', () => {
    renderTile({ title: 'Customer effort', formattedValue: '2.40', formattedDiff: '+0.30', diffArrow: 1, value: 2.4, inverse: true });
    expect(screen.getByText('▲', { exact: false })).toBeTruthy();
    expect(changeColour('up +0.30')).toBe(rgb(palette.error.main));
    cleanup();
    renderTile({ title: 'Customer effort', formattedValue: '2.10', formattedDiff: '-0.30', diffArrow: 2, value: 2.1, inverse: true });
    expect(screen.getByText('▼', { exact: false })).toBeTruthy();
    expect(changeColour('down -0.30')).toBe(rgb(palette.success.main));
  });

  it('leaves no change neutral either way', () => {
    renderTile({ title: 'Customer effort', formattedValue: '2.10', formattedDiff: '0.00', diffArrow: 0, value: 2.1, inverse: true });
    expect([rgb(palette.success.main), rgb(palette.error.main)]).not.toContain(changeColour('unchanged 0.00'));
  });
});

describe('tile comparisons', () => {
  it('names the previous period as such and shows the level above and the whole organisation beside the value', () => {
    renderTile({
      title: 'NPS',
      formattedValue: '34.00',
      value: 34,
      formattedTrendValue: '31.00',
      previousPeriod: '2025-10-01 – 2025-10-31',
      parent: { name: 'Sverige', value: 36, formattedValue: '36.00' },
      organisation: { name: 'Nordhem Living', value: 38, formattedValue: '38.00' },
    });
    const said = screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(said).toEqual(['Previous period (2025-10-01 – 2025-10-31): 31.00', 'Level above (Sverige): 36.00', 'Whole organisation (Nordhem Living): 38.00']);
  });
});

/** The page's way to open another screen, which the fixture engine leaves out. */
function WithOpenPage({ openPage, children }: { openPage: (page: string, drillPath?: string) => void; children: ReactNode }) {
  return <EngineProvider value={{ ...useEngine(), openPage }}>{children}</EngineProvider>;
}

describe('a tile in alert mode (spec 2 section 3)', () => {
  const alertTile: VariableTile = { title: 'Follow-ups', formattedValue: '4', value: 4, shortcutPage: 'alerts', shortcutDrillPath: 'all,se', alertMode: true };
  const renderWith = (tile: VariableTile) => {
    const openPage = vi.fn();
    render(<FixtureEngine registry={registry}><WithOpenPage openPage={openPage}><Tile tile={tile} main={false} /></WithOpenPage></FixtureEngine>);
    return openPage;
  };

  it('shows itself as an alert tile and links to the alerts of its drill path', () => {
    const openPage = renderWith(alertTile);
    expect(screen.getByTestId('variable-tile').getAttribute('data-alert-mode')).toBe('true');
    expect(screen.getByText('Alerts')).toBeTruthy();
    screen.getByRole('button', { name: 'Show the alerts: Follow-ups' }).click();
    expect(openPage).toHaveBeenCalledWith('alerts', 'all,se');
  });

  it('offers no way to an alert list the survey does not have', () => {
    renderWith({ ...alertTile, alertMode: false });
    expect(screen.getByTestId('variable-tile').getAttribute('data-alert-mode')).toBe('false');
    expect(screen.queryByText('Alerts')).toBeNull();
    expect(screen.queryByRole('button', { name: /alerts|Open/ })).toBeNull();
  });

  it('keeps the plain link of a tile whose shortcut opens another page', () => {
    const openPage = renderWith({ ...alertTile, shortcutPage: 'ranking', alertMode: false });
    screen.getByRole('button', { name: 'Open: Follow-ups' }).click();
    expect(openPage).toHaveBeenCalledWith('ranking', 'all,se');
  });
});
