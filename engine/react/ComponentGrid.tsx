import Box from '@mui/material/Box';
import type { ComponentDescriptor } from '../../schemas/page/component.gen.ts';
import { firstRowsCount, responsiveSpan } from '../descriptor/layout.ts';
import { ComponentSlot } from './ComponentSlot.tsx';
import { WhenNear } from './WhenNear.tsx';

/**
 * Lays components out on 12 columns by their `size`; half rows on a tablet, whole rows on a phone. With `eagerRows`
 * (the page's own grid) only the components of that many first rows render at once; each one below renders, and so
 * fetches its data, when it is scrolled near, so it does not hold up the first screen.
 */
export function ComponentGrid({ components, eagerRows }: { components: ComponentDescriptor[]; eagerRows?: number }) {
  const eager = eagerRows === undefined ? components.length : firstRowsCount(components.map((c) => (c?.config as { size?: unknown } | undefined)?.size), eagerRows);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: 2, alignItems: 'start' }}>
      {components.map((component, i) => {
        const span = responsiveSpan((component?.config as { size?: unknown } | undefined)?.size);
        const slot = <ComponentSlot descriptor={component} />;
        return (
          <Box
            key={typeof component?.id === 'string' ? `${component.id}-${i}` : i}
            data-size={span.desktop}
            sx={{ gridColumn: { xs: `span ${span.phone}`, sm: `span ${span.tablet}`, md: `span ${span.desktop}` }, minWidth: 0 }}
          >
            {i < eager ? slot : <WhenNear componentId={typeof component?.id === 'string' ? component.id : String(i)}>{slot}</WhenNear>}
          </Box>
        );
      })}
    </Box>
  );
}
