// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { InterviewData } from '../../../schemas/api/interview-data.gen.ts';
import en from '../../i18n/en.json';
import { HeaderCard } from './HeaderCard.tsx';

afterEach(cleanup);

/** Only what the header card reads; the interview's sample has another number (74815), never shown here. */
const DATA = {
  interviewId: 37408,
  surveyTitle: 'Store visit',
  respondedAt: '2026-03-07T10:00:00Z',
  enableSharing: false,
  headerVariableTitle: '',
  sidebarData: { header: '', faceIcon: 'happy', rating: 9, ratingText: '9', bgAnswers: [], interviewLinks: [], showDevelopmentChart: false, chartData: { categories: [], title: '', data: [] } },
} as unknown as InterviewData;

describe('the interview header (issue 12, bug 7)', () => {
  it('names the response by the number its ranking row shows, #37408', () => {
    render(
      <IntlProvider locale="en" messages={en}>
        <HeaderCard data={DATA} surveyExtName="storevisit" interviewId={37408} onShowBackground={() => {}} />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Interview #37408');
    expect(screen.getByText(/^Store visit · /).textContent).toBe('Store visit · interview #37408 · answered 07/03-2026');
  });
});
