import type { WidgetFixture } from '../../engine/index.tsx';

export const staticTableFixtures: WidgetFixture<'staticTable'>[] = [
  {
    name: 'Opening hours, sortable',
    config: {
      size: 6,
      title: { en: 'Store facts', sv: 'Butiksfakta' },
      columns: [
        { title: { en: 'Store', sv: 'Butik' }, sortable: true },
        { title: { en: 'Region', sv: 'Region' }, sortable: true },
        { title: { en: 'Staff', sv: 'Personal' }, align: 'right', sortable: true },
        { title: { en: 'Note', sv: 'Anteckning' } },
      ],
      rows: [
        ['Luleå', 'North', 14, { en: 'Renovated', sv: 'Renoverad' }],
        ['Malmö', 'South', 22, { en: 'Flagship', sv: 'Flaggskepp' }],
        ['Uppsala', 'Middle', 9, ''],
      ],
    },
  },
];
