import { queryOptions } from '@tanstack/react-query';
import type { PhoneVoices } from '../../schemas/api/phone-voices.gen.ts';
import type { ApiReader } from './client.ts';
import { callPath } from './path.ts';

export type { PhoneVoices };

/** GET vuejs/mailcampaign/voices/{survey}: the voices and phone locales the campaign wizard offers for PHONE. */
export function phoneVoicesQuery(api: ApiReader, surveyExtName: string) {
  return queryOptions({
    queryKey: ['phoneVoices', surveyExtName],
    queryFn: ({ signal }) => api.get<PhoneVoices>(callPath('vuejs/mailcampaign/voices', surveyExtName), { signal }),
    // The provider's voices do not change while a wizard is open.
    staleTime: Infinity,
  });
}
