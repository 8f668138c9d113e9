/**
 * The role form (spec 3 section 3, Role and Survey access), rendered from schemas/api/role.schema.json by RJSF
 * (src/adminForms/SchemaForm.tsx) with this ui-schema: name, parent role, the four role-wide rights, the units the
 * role is limited to, and per survey its access, rights, start page, view order, views (with their default drill),
 * action anchor levels and notifications.
 */
import { useMemo, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ROLE_LEVEL_RIGHTS, SURVEY_RIGHTS } from '../../../core/roleRights.ts';
import roleSchema from '../../../schemas/api/role.schema.json';
import { roleFormValidators } from '../../../schemas/forms/validators.gen.ts';
import type { Role } from '../../api/roles.ts';
import type { MessageId } from '../../i18n/index.ts';
import { HiddenField, SchemaForm, type FieldProps, type ObjectFieldTemplateProps, type UiSchema } from '../../adminForms/SchemaForm.tsx';

interface GridOptions {
  /** The property of the row that names it (its legend). */
  labelKey?: string;
  /** A message for the legend, given the labelKey's value as {n}. */
  labelMessage?: MessageId;
  /** A row of a list (a view, a question): its fields side by side. */
  inline?: boolean;
}

/** An object's fields in a grid: ticks side by side, lists and texts across; a legend from the row's own data. */
function GridObjectTemplate({ properties, uiSchema, formData, schema }: ObjectFieldTemplateProps) {
  const intl = useIntl();
  const opts = (uiSchema?.['ui:options'] ?? {}) as GridOptions;
  const raw = opts.labelKey ? (formData as Record<string, unknown> | undefined)?.[opts.labelKey] : undefined;
  const legend = opts.labelMessage ? intl.formatMessage({ id: opts.labelMessage }, { n: String(raw) }) : raw === undefined ? null : String(raw);
  const wide = (name: string) => (schema.properties?.[name] as { type?: unknown } | undefined)?.type !== 'boolean';
  const shown = properties.filter((p) => !p.hidden);
  const body = opts.inline ? (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'center' }}>{shown.map((p) => <Box key={p.name}>{p.content}</Box>)}</Box>
  ) : (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', columnGap: 2, rowGap: 1 }}>
      {shown.map((p) => (
        <Box key={p.name} sx={wide(p.name) ? { gridColumn: '1 / -1' } : undefined}>
          {p.content}
        </Box>
      ))}
    </Box>
  );
  if (legend === null) return body;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant={opts.inline ? 'body2' : 'h6'} sx={{ fontWeight: 600, p: 0 }}>
        {legend}
      </Typography>
      {body}
    </Box>
  );
}

interface RoleFormContext {
  roles: { id: number; name: string }[];
  units: { path: string; name: string; level: number }[];
}

/** Parent role: none or another role of the universe (the choices come with the role). */
function ParentRoleField({ formData, onChange, registry, disabled, fieldPathId }: FieldProps<number | null>) {
  const intl = useIntl();
  const { roles } = registry.formContext as RoleFormContext;
  return (
    <TextField
      select
      fullWidth
      size="small"
      id={fieldPathId.$id}
      label={intl.formatMessage({ id: 'roles.parent' })}
      value={formData == null ? '' : String(formData)}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value), fieldPathId.path)}
    >
      <MenuItem value="">{intl.formatMessage({ id: 'roles.parentNone' })}</MenuItem>
      {roles.map((r) => (
        <MenuItem key={r.id} value={String(r.id)}>
          {r.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The units the role is limited to: countries and their regions; none ticked is nothing, unless canseealldata opens the whole hierarchy. */
function UnitScopeField({ formData, onChange, registry, disabled, fieldPathId }: FieldProps<string[]>) {
  const intl = useIntl();
  const { units } = registry.formContext as RoleFormContext;
  const chosen = formData ?? [];
  const toggle = (path: string, on: boolean) => onChange(on ? [...chosen, path] : chosen.filter((p) => p !== path), fieldPathId.path);
  return (
    <FormControl component="fieldset" disabled={disabled} id={fieldPathId.$id}>
      <FormLabel component="legend">{intl.formatMessage({ id: 'roles.unitScope' })}</FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', maxHeight: 320, overflowY: 'auto' }}>
        {units.map((u) => (
          <FormControlLabel
            key={u.path}
            sx={{ pl: (u.level - 1) * 2 }}
            control={<Checkbox size="small" checked={chosen.includes(u.path)} onChange={(e) => toggle(u.path, e.target.checked)} />}
            label={`${u.name} (${u.path})`}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

const FIXED_LIST = { addable: false, removable: false, orderable: false, copyable: false };

/** The ui-schema: every label from the catalogues, ids and choices hidden, lists fixed to the universe's surveys and views. */
export function roleUiSchema(intl: IntlShape): UiSchema {
  const t = (id: MessageId) => intl.formatMessage({ id });
  const titled = (ids: readonly string[]) => Object.fromEntries(ids.map((id) => [id, { 'ui:title': t(`roles.${id}` as MessageId) }]));
  const hidden = { 'ui:field': HiddenField };
  return {
    'ui:ObjectFieldTemplate': GridObjectTemplate,
    'ui:order': ['name', 'title', 'parentId', ...ROLE_LEVEL_RIGHTS, 'unitScope', 'surveyAccessList', '*'],
    id: hidden,
    roles: hidden,
    units: hidden,
    name: { 'ui:title': t('roles.name') },
    // The longer title of roles written before the form; the form keeps it as it is (the name when empty).
    title: hidden,
    parentId: { 'ui:field': ParentRoleField, 'ui:fieldReplacesAnyOrOneOf': true },
    unitScope: { 'ui:field': UnitScopeField },
    ...titled(ROLE_LEVEL_RIGHTS),
    surveyAccessList: {
      'ui:title': t('roles.surveyAccess'),
      'ui:options': FIXED_LIST,
      items: {
        'ui:ObjectFieldTemplate': GridObjectTemplate,
        'ui:options': { labelKey: 'surveyName' },
        surveyExtName: hidden,
        surveyName: hidden,
        access: { 'ui:title': t('roles.access') },
        ...titled(SURVEY_RIGHTS),
        startPage: { 'ui:title': t('roles.startPage') },
        viewOrder: { 'ui:title': t('roles.viewOrder') },
        notifications: { 'ui:title': t('roles.notifications') },
        viewAccessList: {
          'ui:title': t('roles.views'),
          'ui:options': FIXED_LIST,
          items: {
            'ui:ObjectFieldTemplate': GridObjectTemplate,
            'ui:options': { labelKey: 'viewName', inline: true },
            drilldownId: hidden,
            viewName: hidden,
            viewExtName: hidden,
            access: { 'ui:title': t('roles.access') },
            defaultDrill: { 'ui:title': t('roles.defaultDrill') },
          },
        },
        anchorAccessList: {
          'ui:title': t('roles.anchors'),
          'ui:options': FIXED_LIST,
          items: {
            'ui:ObjectFieldTemplate': GridObjectTemplate,
            'ui:options': { labelKey: 'id', labelMessage: 'roles.anchorLevel', inline: true },
            id: hidden,
            anchorName: hidden,
            access: { 'ui:title': t('roles.access') },
          },
        },
        questionNotificationList: {
          'ui:title': t('roles.questionNotifications'),
          'ui:options': FIXED_LIST,
          items: {
            'ui:ObjectFieldTemplate': GridObjectTemplate,
            'ui:options': { labelKey: 'title', inline: true },
            id: hidden,
            title: hidden,
            notify: { 'ui:title': t('roles.notifications') },
          },
        },
        // No notification channels exist in this product yet; the stored list is kept as it is.
        notificationChannelList: hidden,
      },
    },
  };
}

/** Descriptions of the schema are for developers (English); the form's help texts come from the ui-schema. */
const NoDescription = () => null;
const TEMPLATES = { DescriptionFieldTemplate: NoDescription };

export interface RoleFormProps {
  role: Role;
  onChange(role: Role): void;
  onSubmit(role: Role): void;
  disabled?: boolean;
  children: ReactNode;
}

export function RoleForm({ role, onChange, onSubmit, disabled, children }: RoleFormProps) {
  const intl = useIntl();
  const uiSchema = useMemo(() => roleUiSchema(intl), [intl]);
  const formContext = useMemo<RoleFormContext>(() => ({ roles: role.roles ?? [], units: role.units ?? [] }), [role.roles, role.units]);
  // The blank new role's empty name goes in as no value, as RJSF hands over a field the user emptied: Save then says
  // at the field that it is required, before any call.
  const formData = useMemo(() => (role.name === '' ? ({ ...role, name: undefined } as unknown as Role) : role), [role]);
  return (
    <SchemaForm<Role>
      id="role-form"
      schema={roleSchema}
      validators={roleFormValidators}
      uiSchema={uiSchema}
      formData={formData}
      formContext={formContext}
      templates={TEMPLATES}
      disabled={disabled}
      onChange={onChange}
      onSubmit={onSubmit}
    >
      {children}
    </SchemaForm>
  );
}
