import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ComponentDescriptor } from '../../schemas/page/component.gen.ts';
import { ConfigMigrationError, migrateComponentConfig } from '../descriptor/configMigrations.ts';
import type { Issue } from '../descriptor/issues.ts';
import { componentIssues } from '../descriptor/validate.ts';
import type { WidgetDefinition } from '../registry.ts';
import { useEngine } from './context.tsx';
import { useRegistry } from './RegistryProvider.tsx';
import { logOnce } from './logOnce.ts';
import { WidgetErrorBoundary } from './WidgetErrorBoundary.tsx';

/** A component written for a newer config than its widget's is as unknown as one with no widget. */
function isTooNew(descriptor: ComponentDescriptor, widget: WidgetDefinition | undefined): boolean {
  return widget !== undefined && typeof descriptor?.version === 'number' && descriptor.version > widget.version;
}

/** The component with its config migrated to the widget's version, and what is wrong with it then. */
function checkComponent(descriptor: ComponentDescriptor, widget: WidgetDefinition | undefined): { component: ComponentDescriptor; issues: Issue[] } {
  if (!widget || isTooNew(descriptor, widget)) return { component: descriptor, issues: componentIssues(descriptor) };
  try {
    const component = migrateComponentConfig(descriptor, widget.migrations, widget.version);
    return { component, issues: componentIssues(component) };
  } catch (err) {
    if (err instanceof ConfigMigrationError) return { component: descriptor, issues: [{ path: '/version', message: err.message }] };
    throw err;
  }
}

/**
 * One component: resolved in the registry, its config migrated and checked against its type's
 * schema; an unknown type (or a version newer than its widget's), a bad config or a crash shows a
 * notice in its place. Root-only components show only to root users, marked 'root only'.
 */
export function ComponentSlot({ descriptor }: { descriptor: ComponentDescriptor }) {
  const { user } = useEngine();
  const registry = useRegistry();
  const intl = useIntl();
  const type = typeof descriptor?.type === 'string' ? descriptor.type : String(descriptor?.type);
  const widget = registry.get(type);
  const { component, issues } = useMemo(() => checkComponent(descriptor, widget), [descriptor, widget]);
  const rootOnly = (descriptor?.config as { rootOnly?: unknown } | undefined)?.rootOnly === true;
  if (rootOnly && !user.isRoot) return null;

  const id = typeof descriptor?.id === 'string' ? descriptor.id : '?';
  let body;
  if (isTooNew(descriptor, widget)) {
    logOnce(`version:${id}:${type}:${descriptor.version}`, `Component "${id}": written for version ${descriptor.version} of "${type}", this app has version ${widget!.version}`);
    body = (
      <Alert severity="warning" data-testid="unknown-component">
        {intl.formatMessage({ id: 'engine.unknownComponent' }, { type: `${type} (version ${descriptor.version})` })}
      </Alert>
    );
  } else if (issues.some((i) => i.path === '/type' && i.message.startsWith('Unknown component')) || (issues.length === 0 && !widget)) {
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
        <Widget id={id} type={type} config={component.config as never} descriptor={component} />
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
