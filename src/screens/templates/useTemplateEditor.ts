import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ApiError } from '../../api/client.ts';
import { deleteTemplate, duplicateTemplate, saveTemplate, templateQuery, templatesKey, type MessageTemplate, type TemplateSendingType } from '../../api/templates.ts';
import { useSession } from '../../auth/context.ts';
import type { FromPageSearch } from '../../routing/search.ts';
import { encodeSegment } from '../../session/navigation.ts';
import { useTemplateBack } from './useTemplateBack.ts';

export type FieldErrors = Partial<Record<string, string>>;

const SCREENS: Record<TemplateSendingType, string> = { SMS: 'smstemplate', LETTER: 'lettertemplate', EMAIL: 'mailtemplate' };

/** A template screen's address with the same fromPage and label. */
export function templateHref(sendingType: TemplateSendingType, surveyExtName: string, templateId: number, search: FromPageSearch): string {
  const query = new URLSearchParams(Object.entries(search).filter((e): e is [string, string] => typeof e[1] === 'string')).toString();
  return `/${SCREENS[sendingType]}/${encodeSegment(surveyExtName)}/${templateId}${query ? `?${query}` : ''}`;
}

export interface TemplateEditorProps {
  surveyExtName: string;
  template: MessageTemplate;
  search: FromPageSearch;
  /** Tells the route's screen to show the saved snackbar (it outlives this one when a new template gets its id). */
  onSaved(): void;
}

/**
 * What a template form tells the screen around it instead of navigating: the route's screen goes to addresses
 * (useTemplateRouteExits), the campaign wizard embeds the form and keeps its own place.
 */
export interface TemplateExits {
  /** After Save, with the saved template's id (not the save a new letter needs before its file is uploaded). */
  onSaved(id: number): void;
  /** Cancel. */
  onCancel(): void;
  /** After Delete, with the deleted template's id; onCancel where not given. */
  onDeleted?(id: number): void;
  /** A new template was saved and has its id (the route moves to its address; an embedded form stays). */
  onCreated?(template: MessageTemplate): void;
}

/** An SMS or letter template form as another screen embeds it: template `templateId` (0: new) and what to tell. */
export type EmbeddedTemplateProps = { surveyExtName: string; templateId: number; /** A new template's first label. */ label?: string } & TemplateExits;

export interface TemplateFormProps {
  surveyExtName: string;
  template: MessageTemplate;
  /** A new template's first label (the route's ?label). */
  label?: string;
  exits: TemplateExits;
}

/** The route screen's exits: a new template moves to its own address; Cancel and Delete go back to fromPage or the default page. */
export function useTemplateRouteExits(sendingType: TemplateSendingType, { surveyExtName, search, onSaved }: Omit<TemplateEditorProps, 'template'>): TemplateExits {
  const navigate = useNavigate();
  const back = useTemplateBack(surveyExtName, search.fromPage);
  return {
    onSaved: () => onSaved(),
    onCancel: back,
    onDeleted: () => back(),
    onCreated: (saved) => void navigate({ href: templateHref(sendingType, surveyExtName, saved.id, search), replace: true }),
  };
}

/** A route screen's form: useTemplateForm with the route's exits. */
export function useTemplateEditor(sendingType: TemplateSendingType, props: TemplateEditorProps, validate: (form: MessageTemplate) => FieldErrors) {
  const exits = useTemplateRouteExits(sendingType, props);
  return useTemplateForm(sendingType, { surveyExtName: props.surveyExtName, template: props.template, label: props.search.label, exits }, validate);
}

/**
 * The form of a template screen and its save, duplicate and delete (spec 3 sections 1, 4 and 5): the checks of
 * `validate` run before any call; the server's refusal shows in the red alert at the top and its field messages at
 * their fields. A duplicate is a new draft (id 0) in the same screen until it is saved. It never navigates: where
 * to go after a save, a cancel or a delete is the `exits`' business, so another screen can embed the form.
 */
export function useTemplateForm(sendingType: TemplateSendingType, { surveyExtName, template, label, exits }: TemplateFormProps, validate: (form: MessageTemplate) => FieldErrors) {
  const { api } = useSession();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<MessageTemplate>(() => (template.id === 0 && label && template.labels.length === 0 ? { ...template, labels: [label] } : template));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof MessageTemplate>(key: K, value: MessageTemplate[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setFieldErrors((e) => ({ ...e, [key]: undefined }));
  };

  /** Runs a call with the busy flag; a refusal goes to the alert and its fields. */
  async function run<T>(call: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setError(null);
    try {
      return await call();
    } catch (e) {
      setError(e);
      if (e instanceof ApiError && e.fields) setFieldErrors(e.fields);
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  /** Shows a saved template: in the cache for its id and in the form; a new one's id goes to the exits too. */
  function show(saved: MessageTemplate) {
    queryClient.setQueryData(templateQuery(api, surveyExtName, sendingType, saved.id).queryKey, saved);
    void queryClient.invalidateQueries({ queryKey: [...templatesKey(surveyExtName), 'list'] });
    const created = saved.id !== form.id;
    setForm(saved);
    if (created) exits.onCreated?.(saved);
  }

  /**
   * Saves the form (with `latest`: what an editor holds that the form has not seen yet, the e-mail design); answers the
   * saved template, or undefined when a check or the server refused. `test` is a test mail address or SMS number.
   */
  async function save(latest: Partial<MessageTemplate> = {}, test?: string): Promise<MessageTemplate | undefined> {
    const next = { ...form, ...latest };
    const errors = validate(next);
    setFieldErrors(errors);
    if (Object.values(errors).some(Boolean)) return undefined;
    return run(() => saveTemplate(api, surveyExtName, { ...next, sendingType }, test));
  }

  return {
    form,
    set,
    fieldErrors,
    error,
    setError,
    busy,
    run,
    show,
    save: async (latest?: Partial<MessageTemplate>, test?: string) => {
      const saved = await save(latest, test);
      if (!saved) return undefined;
      show(saved);
      exits.onSaved(saved.id);
      return saved;
    },
    /** Saves a new template before what needs its id (a letter's file); answers the id. */
    saveFirst: () => save(),
    duplicate: async () => {
      const draft = await run(() => duplicateTemplate(api, surveyExtName, form.id));
      if (draft) {
        setForm({ ...draft, sendingType });
        setFieldErrors({});
      }
    },
    remove: async () => {
      const done = await run(() => deleteTemplate(api, surveyExtName, sendingType, form.id));
      if (done === undefined) return;
      queryClient.removeQueries({ queryKey: templateQuery(api, surveyExtName, sendingType, form.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: [...templatesKey(surveyExtName), 'list'] });
      (exits.onDeleted ?? exits.onCancel)(form.id);
    },
    back: () => exits.onCancel(),
  };
}
