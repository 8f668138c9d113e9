import { useId } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { MenuBlockConfig } from '../../schemas/components/menuBlock/config.gen.ts';
import { ComponentGrid, useComponentState, useLocalized, type WidgetProps } from '../../engine/index.tsx';

/** Menu block: tabs titled per locale, the first selected; each tab lays out its own components. */
export function MenuBlock({ id, config }: WidgetProps<MenuBlockConfig>) {
  const localized = useLocalized();
  const base = useId();
  // The open tab is kept in the address, so a reload or a shared link shows the same tab.
  const [state, setState] = useComponentState(id, '0');
  const wanted = Number(state);
  const selected = Number.isInteger(wanted) && wanted >= 0 && wanted < config.tabs.length ? wanted : 0;
  const tab = config.tabs[selected];
  return (
    <Box>
      <Tabs value={selected} onChange={(_e, next: number) => setState(String(next))} variant="scrollable" allowScrollButtonsMobile sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        {config.tabs.map((t, i) => (
          <Tab key={i} label={localized(t.title)} id={`${base}-tab-${i}`} aria-controls={`${base}-panel-${i}`} sx={{ textTransform: 'none' }} />
        ))}
      </Tabs>
      {tab && (
        <Box role="tabpanel" id={`${base}-panel-${selected}`} aria-labelledby={`${base}-tab-${selected}`}>
          <ComponentGrid key={selected} components={tab.components} />
        </Box>
      )}
    </Box>
  );
}
