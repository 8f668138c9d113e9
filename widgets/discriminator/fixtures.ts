import type { WidgetFixture } from '../../engine/index.tsx';
import { staticTableFixtures } from '../staticTable/fixtures.ts';

const table = (text: string) => ({ ...staticTableFixtures[0]!.config, title: { en: text }, size: 12 as const });

export const discriminatorFixtures: WidgetFixture<'discriminator'>[] = [
  {
    name: 'By role and view',
    config: {
      size: 12,
      branches: [
        { components: [{ type: 'staticTable', id: 'everyone', config: table('For everyone') }] },
        { roles: ['north'], components: [{ type: 'staticTable', id: 'north', config: table('For region North') }] },
        { roles: ['admin'], views: ['stores'], components: [{ type: 'staticTable', id: 'admins', config: table('For administrators in the store view') }] },
      ],
    },
  },
];
