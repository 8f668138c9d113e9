import { FormattedMessage, useIntl } from 'react-intl';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AlertContact } from '../../../core/alerts/types.ts';
import { AlertSection, InfoList } from './AlertSection.tsx';

/** A phone number as a tel: address: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}

/**
 * The customer's contact on the alert page (issue 12): what the server sent (it leaves out anonymised fields and
 * withholds the whole contact from roles the survey does not list), e-mail and phone as links that start a mail or call.
 */
export function AlertContactSection({ contact }: { contact: AlertContact }) {
  const intl = useIntl();
  if (contact.status !== 'shown') {
    return (
      <AlertSection title="alerts.contact.title">
        <Typography variant="body2" color="text.secondary" data-testid="alert-contact-empty">
          <FormattedMessage id={contact.status === 'withheld' ? 'alerts.contact.withheld' : 'alerts.contact.none'} />
        </Typography>
      </AlertSection>
    );
  }
  const items = [
    ...(contact.name ? [{ label: intl.formatMessage({ id: 'alerts.contact.name' }), value: contact.name }] : []),
    ...(contact.email ? [{ label: intl.formatMessage({ id: 'alerts.contact.email' }), value: <Link href={`mailto:${contact.email}`}>{contact.email}</Link> }] : []),
    ...(contact.phone ? [{ label: intl.formatMessage({ id: 'alerts.contact.phone' }), value: <Link href={telHref(contact.phone)}>{contact.phone}</Link> }] : []),
  ];
  return (
    <AlertSection title="alerts.contact.title">
      <InfoList items={items} />
    </AlertSection>
  );
}
