import type { IntlShape } from 'react-intl';
import type { CellError } from '../../core/dataTables/rows.ts';

/** A refused cell in words: the same keys and texts as the server's 400 (server/dataTables/service.ts). */
export function cellText(intl: IntlShape, e: CellError): string {
  switch (e.error) {
    case 'tooLong':
      return intl.formatMessage({ id: 'dataTable.cell.tooLong' }, { max: e.max });
    case 'range':
      return intl.formatMessage({ id: 'dataTable.cell.range' }, { min: e.min, max: e.max });
    case 'min':
      return intl.formatMessage({ id: 'dataTable.cell.min' }, { min: e.min });
    case 'max':
      return intl.formatMessage({ id: 'dataTable.cell.max' }, { max: e.max });
    default:
      return intl.formatMessage({ id: `dataTable.cell.${e.error}` });
  }
}
