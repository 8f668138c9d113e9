import type { WidgetFixture } from '../../engine/index.tsx';
import { staticTableFixtures } from '../staticTable/fixtures.ts';

export const menuBlockFixtures: WidgetFixture<'menuBlock'>[] = [
  {
    name: 'Two tabs',
    config: {
      size: 12,
      tabs: [
        { title: { en: 'Facts', sv: 'Fakta' }, components: [{ type: 'staticTable', id: 'facts', config: { ...staticTableFixtures[0]!.config } }] },
        { title: { en: 'Unknown', sv: 'Okänd' }, components: [{ type: 'notAWidget', id: 'x', config: { size: 6 } }] },
      ],
    },
  },
];
