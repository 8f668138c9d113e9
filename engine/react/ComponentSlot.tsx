import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ComponentDescriptor } from '../../schemas/page/component.gen.ts';
import { componentIssues } from '../descriptor/validate.ts';
import { getWidget } from '../registry.ts';
import { useEngine } from './context.tsx';
import { logOnce } from './logOnce.ts';
import { WidgetErrorBoundary } from './WidgetErrorBoundary.tsx';

/**
 * One component: resolved in the registry, its config checked against its type's schema; an unknown
 * type, a bad config or a crash shows a notice in its place. Root-only components show only to root
 * users, marked 'root only'.
 */
export function ComponentSlot({ descriptor }: { descriptor: ComponentDescriptor }) {
  const { user } = useEngine();
  const intl = useIntl();
  const issues = useMemo(() => componentIssues(descriptor), [descriptor]);
  const rootOnly = (descriptor?.config as { rootOnly?: unknown } | undefined)?.rootOnly === true;
  if (rootOnly && !user.isRoot) return null;

  const type = typeof descriptor?.type === 'string' ? descriptor.type : String(descriptor?.type);
  const widget = getWidget(type);
  const id = typeof descriptor?.id === 'string' ? descriptor.id : '?';
  let body;
  if (issues.some((i) => i.path === '/type' && i.message.startsWith('Unknown component')) || (issues.length === 0 && !widget)) {
    logOnce(`unknown:${id}:${type}`, `Component "${id}": no widget is registered for type "${type}"`);
    body = (
      <Alert severity="warning" data-testid="unknown-component">
        {intl.formatMessage({ id: 'engine.unknownComponent' }, { type })}
      </Alert>
    );
  } else if (issues.length > 0 || !widget) {
    logOnce(`config:${id}:${JSON.stringify(issues)}`, `Component "${id}" (${type}) has an invalid config:`, issues);
    body = (
      <Alert severity="error" data-testid="invalid-config">
        {intl.formatMessage({ id: 'engine.invalidConfig' })}
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {issues.map((issue) => (
            <li key={`${issue.path} ${issue.message}`}>
              <code>{issue.path || '/'}</code> {issue.message}
            </li>
          ))}
        </Box>
      </Alert>
    );
  } else {
    const Widget = widget.component;
    body = (
      <WidgetErrorBoundary
        componentId={id}
        fallback={(error) => (
          <Alert severity="error" role="alert">
            {intl.formatMessage({ id: 'engine.widgetCrashed' }, { message: error.message })}
          </Alert>
        )}
      >
        <Widget id={id} type={type} config={descriptor.config as never} descriptor={descriptor} />
      </WidgetErrorBoundary>
    );
  }
  return (
    <Box data-component-id={id} data-component-type={type} sx={{ position: 'relative', minWidth: 0 }}>
      {rootOnly && <Chip size="small" color="warning" variant="outlined" label={intl.formatMessage({ id: 'engine.rootOnly' })} sx={{ mb: 0.5 }} />}
      {body}
    </Box>
  );
}
