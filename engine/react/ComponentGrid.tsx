import Box from '@mui/material/Box';
import type { ComponentDescriptor } from '../../schemas/page/component.gen.ts';
import { responsiveSpan } from '../descriptor/layout.ts';
import { ComponentSlot } from './ComponentSlot.tsx';

/** Lays components out on 12 columns by their `size`; half rows on a tablet, whole rows on a phone. */
export function ComponentGrid({ components }: { components: ComponentDescriptor[] }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: 2, alignItems: 'start' }}>
      {components.map((component, i) => {
        const span = responsiveSpan((component?.config as { size?: unknown } | undefined)?.size);
        return (
          <Box
            key={typeof component?.id === 'string' ? `${component.id}-${i}` : i}
            data-size={span.desktop}
            sx={{ gridColumn: { xs: `span ${span.phone}`, sm: `span ${span.tablet}`, md: `span ${span.desktop}` }, minWidth: 0 }}
          >
            <ComponentSlot descriptor={component} />
          </Box>
        );
      })}
    </Box>
  );
}
