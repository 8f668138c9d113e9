/** What the playground starts with: a page like the demo's start page, in YAML. */
export const EXAMPLE_DESCRIPTOR = `# A page descriptor (YAML or JSON). Edit it: errors show with their paths.
schemaVersion: 2
extname: start
title: { en: Overview, sv: Översikt }
icon: dashboard
selectionInterval: months
components:
  - type: variableBlock
    id: kpis
    config: { size: 12, expressions: [nps, csi] }
  - type: developmentLineChart
    id: trend
    config: { size: 8, periods: [weeks, months, quarters, years], defaultPeriod: months }
  - type: benchmarkChart
    id: benchmark
    config: { size: 4, defaultPeriod: years }
  - type: menuBlock
    id: more
    config:
      size: 12
      tabs:
        - title: { en: Facts, sv: Fakta }
          components:
            - type: staticTable
              id: facts
              config:
                size: 6
                columns: [{ title: { en: Store }, sortable: true }, { title: { en: Staff }, align: right, sortable: true }]
                rows: [[Luleå, 14], [Malmö, 22]]
`;
