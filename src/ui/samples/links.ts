/**
 * Addresses of the screens the sample list leads to. Written as hrefs: while their routes are other screens'
 * placeholders the typed route tree does not know their parameters.
 */
import { encodeSegment } from '../../session/navigation.ts';

const seg = encodeSegment;

export const interviewHref = (survey: string, interviewId: number) => `/interview/${seg(survey)}/${interviewId}`;
export const sampleHref = (survey: string, sampleId: number) => `/sample/${seg(survey)}/samplelist/${sampleId}`;
export const campaignHref = (survey: string, mailAction: string, drillPath: string) => `/createmailcampaign/${seg(survey)}/${seg(mailAction)}/${seg(drillPath)}`;
export const reportDownloadHref = (survey: string, uuid: string) => `/reportdownload/${seg(survey)}/${seg(uuid)}`;
