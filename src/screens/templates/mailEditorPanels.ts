/**
 * Makes GrapesJS's panels usable by a person (issue 17, the editor's polish): every panel button becomes a real
 * <button> (focusable, Enter and Space work) with our inline SVG icon and a translated name, the blocks are open at
 * first so MJML blocks can be dragged in straight away, and the asset manager's delete asks first.
 */
import type { Editor } from 'grapesjs';
import { DELETE_ICON, PANEL_ICONS, svgIcon } from './mailEditorIcons.ts';

/** A translated name for each panel button, by GrapesJS button id (the keys of PANEL_ICONS). */
export type PanelLabels = Record<keyof typeof PANEL_ICONS, string>;

/** The image dialog's words, translated. */
export interface ImageDialogWords {
  title: string;
  upload: string;
  addByAddress: string;
  /** The name of an image's delete button. */
  deleteImage(name: string): string;
}

export interface DeletableImage {
  id: number;
  name: string;
  src: string;
}

/** GrapesJS plugin: run after the MJML preset, which adds its buttons, and before the editor renders them. */
export function dressPanels(editor: Editor, labels: PanelLabels): void {
  // GrapesJS titles its own buttons from its i18n (English); ours win for every button we name.
  editor.I18n.addMessages({ [editor.I18n.getLocale()]: { panels: { buttons: { titles: labels } } } });
  for (const panel of editor.Panels.getPanels().models) {
    const buttons = panel.buttons;
    // The core's "commands" panel holds a button without a command: an empty square that does nothing.
    buttons.remove(buttons.models.filter((b) => !b.get('command')));
    for (const button of buttons.models) {
      const id = String(button.get('id'));
      const path = PANEL_ICONS[id];
      const name = labels[id];
      if (!path || !name) continue;
      button.set({
        tagName: 'button',
        className: '',
        label: svgIcon(path),
        attributes: { ...(button.get('attributes') as Record<string, string>), type: 'button', title: name, 'aria-label': name },
      });
    }
  }
  // The blocks first (the core opens the style manager): they are what a person starts a mail with.
  editor.Panels.getButton('views', 'open-sm')?.set('active', false);
  editor.Panels.getButton('views', 'open-blocks')?.set('active', true);
}

/**
 * The image dialog speaks our words, and its images get a real delete button named for the image, and deleting asks `confirmDelete` (our
 * dialog and our DELETE call) first; the image leaves the list only once it is gone on the server. Without
 * `confirmDelete` (a read-only template) the images have no delete button.
 */
export function dressImageDialog(editor: Editor, words: ImageDialogWords, confirmDelete: ((image: DeletableImage) => Promise<boolean>) | null): void {
  const deleteLabel = words.deleteImage;
  editor.I18n.addMessages({ [editor.I18n.getLocale()]: { assetManager: { modalTitle: words.title, uploadTitle: words.upload, addButton: words.addByAddress } } });
  // The file input is named by the drop zone's words (GrapesJS renders it without a label).
  editor.on('command:run:core:open-assets', () => {
    const input = editor.Modal.getContentEl()?.querySelector('input[type=file]');
    const title = editor.Modal.getContentEl()?.querySelector('[id$=am-title]');
    if (input && title) input.setAttribute('aria-labelledby', title.id);
  });
  const base = (editor.AssetManager.getType('image') as unknown as { view: { prototype: { render(): unknown } } }).view.prototype;
  editor.AssetManager.addType('image', {
    view: {
      render(this: { el: HTMLElement; model: { get(k: string): unknown } }) {
        base.render.call(this);
        const close = this.el.querySelector('[data-toggle=asset-remove]');
        if (close && !confirmDelete) close.remove();
        else if (close) {
          const name = String(this.model.get('name') ?? '');
          const button = document.createElement('button');
          button.type = 'button';
          button.className = close.className;
          button.dataset.toggle = 'asset-remove';
          button.title = deleteLabel(name);
          button.setAttribute('aria-label', deleteLabel(name));
          button.innerHTML = svgIcon(DELETE_ICON);
          close.replaceWith(button);
        }
        return this;
      },
      onRemove(this: { model: { get(k: string): unknown; collection?: { remove(m: unknown): void } } }, e: Event) {
        e.stopImmediatePropagation();
        const model = this.model;
        const id = Number(model.get('imageId'));
        // An asset that is not one of our stored images (none today) has nothing to delete on the server.
        if (!confirmDelete || !Number.isInteger(id) || id <= 0) return;
        void confirmDelete({ id, name: String(model.get('name') ?? ''), src: String(model.get('src') ?? '') }).then((deleted) => {
          if (deleted) model.collection?.remove(model);
        });
      },
    },
  });
}
