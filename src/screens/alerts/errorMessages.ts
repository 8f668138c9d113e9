import type { AlertFieldError } from '../../../core/alerts/validation.ts';

type ErrorMessageId = 'alerts.error.mandatory' | 'alerts.error.fieldIsMandatory' | 'alerts.error.selectionIsMandatory' | 'alerts.error.number' | 'alerts.error.unknownChoice';

const IDS: Record<AlertFieldError, ErrorMessageId> = {
  mandatory: 'alerts.error.mandatory',
  fieldIsMandatory: 'alerts.error.fieldIsMandatory',
  selectionIsMandatory: 'alerts.error.selectionIsMandatory',
  number: 'alerts.error.number',
  unknownChoice: 'alerts.error.unknownChoice',
};

/** The catalogue message of a refused field (spec 1 section 8: Mandatory, field-is-mandatory, selection-is-mandatory). */
export function errorMessageId(error: AlertFieldError): ErrorMessageId {
  return IDS[error];
}
