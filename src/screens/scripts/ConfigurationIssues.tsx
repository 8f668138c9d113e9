import { useIntl } from 'react-intl';
import { ApiError } from '../../api/client.ts';
import type { ConfigurationCheck, ConfigurationIssue } from '../../../schemas/api/configuration-check.gen.ts';

/** The configuration's errors of a refused configuration save (422), each with its JSON pointer and YAML line. */
export function issuesOf(error: unknown): ConfigurationIssue[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  const body = error.body as Partial<ConfigurationCheck> | undefined;
  return Array.isArray(body?.issues) ? body.issues : [];
}

/**
 * The list of a refused configuration's errors, shown inside the red alert by every screen that saves the survey
 * configuration (the CONFIGURATION script, the config blocks). Nothing when the error is not such a refusal.
 */
export function ConfigurationIssues({ error, testId }: { error: unknown; testId: string }) {
  const intl = useIntl();
  const issues = issuesOf(error);
  if (issues.length === 0) return null;
  return (
    <ul data-testid={testId}>
      {issues.map((i, n) => (
        <li key={n}>
          {i.line === undefined
            ? intl.formatMessage({ id: 'scripts.issue' }, { path: i.path || '/', message: i.message })
            : intl.formatMessage({ id: 'scripts.issueAtLine' }, { path: i.path || '/', line: i.line, message: i.message })}
        </li>
      ))}
    </ul>
  );
}
