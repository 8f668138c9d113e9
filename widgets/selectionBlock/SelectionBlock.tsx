import type { PeriodType } from '../../schemas/components/common.gen.ts';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SelectionBlockConfig } from '../../schemas/components/selectionBlock/config.gen.ts';
import { ComponentGrid, useLocalized, type WidgetProps } from '../../engine/index.tsx';
import { SelectionContext } from '../shared/selection.tsx';

/**
 * Selection block: a 'Selected data' label with a submenu of items, plus the period menu of the
 * charts inside; the choice applies to every component in the block.
 */
export function SelectionBlock({ config, descriptor }: WidgetProps<SelectionBlockConfig>) {
  const intl = useIntl();
  const localized = useLocalized();
  const items = config.items ?? [];
  const periods = config.periods ?? [];
  const custom = config.customPeriods ?? [];
  const [item, setItem] = useState<string | null>(items[0]?.extname ?? null);
  const [period, setPeriod] = useState<string | null>(config.defaultPeriod ?? periods[0] ?? custom[0]?.extname ?? null);
  const [menu, setMenu] = useState<{ which: 'item' | 'period'; anchor: HTMLElement } | null>(null);
  const menuId = useId();
  const selection = useMemo(() => ({ item, period }), [item, period]);
  const periodLabel = (p: string | null) => {
    const c = custom.find((x) => x.extname === p);
    return c ? localized(c.title) : p ? intl.formatMessage({ id: `widget.period.${p as PeriodType}` }) : '';
  };
  const itemLabel = localized(items.find((i) => i.extname === item)?.title);
  const children = [...(config.components ?? []), ...(descriptor.components ?? [])];
  return (
    <Box>
      <Paper variant="outlined" sx={{ p: 1.5, mb: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {intl.formatMessage({ id: 'widget.selectionBlock.selectedData' })}
        </Typography>
        {items.length > 0 && (
          <Button variant="outlined" size="small" aria-haspopup="menu" aria-controls={menu?.which === 'item' ? menuId : undefined} onClick={(e) => setMenu({ which: 'item', anchor: e.currentTarget })}>
            {itemLabel}
          </Button>
        )}
        {periods.length + custom.length > 0 && (
          <Button variant="outlined" size="small" aria-haspopup="menu" aria-label={`${intl.formatMessage({ id: 'term.period' })}: ${periodLabel(period)}`} onClick={(e) => setMenu({ which: 'period', anchor: e.currentTarget })}>
            {periodLabel(period)}
          </Button>
        )}
        <Menu id={menuId} anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
          {menu?.which === 'item'
            ? items.map((i) => (
                <MenuItem key={i.extname} selected={i.extname === item} onClick={() => (setItem(i.extname), setMenu(null))}>
                  {localized(i.title)}
                </MenuItem>
              ))
            : [...periods.map((p) => ({ key: p, label: intl.formatMessage({ id: `widget.period.${p}` }) })), ...custom.map((c) => ({ key: c.extname, label: localized(c.title) }))].map((p) => (
                <MenuItem key={p.key} selected={p.key === period} onClick={() => (setPeriod(p.key), setMenu(null))}>
                  {p.label}
                </MenuItem>
              ))}
        </Menu>
      </Paper>
      <SelectionContext.Provider value={selection}>
        <ComponentGrid components={children} />
      </SelectionContext.Provider>
    </Box>
  );
}
