/**
 * GrapesJS with its MJML preset, set up for Sightline (issue 17 item 2). Imported only by MailDesigner with a
 * dynamic import, so the editor (some 1.5 MB) is its own chunk and never part of the first paint.
 *
 * Under our Content-Security-Policy (no 'unsafe-eval', images and styles from our origin): the preset's blocks
 * that point at outside images (social icons, hero) are left out, the image placeholder is a data: address, no
 * web fonts are linked, and uploads go to our editor service (vuejs/unlayer/uploadfile) instead of being embedded.
 */
import grapesjs, { type Component, type Editor } from 'grapesjs';
import mjmlModule from 'grapesjs-mjml';
import 'grapesjs/dist/css/grapes.min.css';
import './mailEditorTheme.css';
import type { MailEditorImage } from '../../api/mailEditor.ts';
import { dressImageDialog, dressPanels, type DeletableImage, type ImageDialogWords, type PanelLabels } from './mailEditorPanels.ts';

export type { DeletableImage, ImageDialogWords, PanelLabels };

const EMPTY_MAIL = '<mjml><mj-body></mj-body></mjml>';
/** A grey box for an image not chosen yet (img-src allows data:). */
const PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><rect width="100%" height="100%" fill="#d9dde3"/></svg>')}`;
/** The preset's blocks that load nothing from other sites. */
const BLOCKS = ['mj-1-column', 'mj-2-columns', 'mj-3-columns', 'mj-text', 'mj-button', 'mj-image', 'mj-divider', 'mj-spacer', 'mj-navbar', 'mj-navbar-link', 'mj-wrapper'];

/** What the editor holds: its own document and the responsive HTML it compiles from it. */
export interface MailDesign {
  design: Record<string, unknown> | null;
  code: string;
}

export interface MailEditorHandle {
  /** Ends text editing so what was typed is in the design; answers the design, or null when nothing was changed. */
  flush(): Promise<MailDesign | null>;
  addText(text: string): void;
  addImage(): void;
  insertMergeTag(tag: string): void;
  destroy(): void;
}

interface MailEditorSetup {
  container: HTMLElement;
  design: Record<string, unknown> | null;
  /** The template's HTML: what a template without a design (made elsewhere) starts from. */
  code: string;
  readOnly: boolean;
  minHeight: number;
  images: MailEditorImage[];
  uploadUrl: string;
  canvasTitle: string;
  /** The panel buttons' names, translated. */
  panelLabels: PanelLabels;
  imageDialogWords: ImageDialogWords;
  /** Asks whether to delete the stored image and deletes it; answers whether it is gone. */
  deleteImage(image: DeletableImage): Promise<boolean>;
  /** Uploads the chosen files to our service; answers the images stored. */
  upload(files: File[]): Promise<MailEditorImage[]>;
  onChange(design: MailDesign): void;
}

/** The preset ships as UMD with its plugin under `default`: the bundler hands over the module object. */
const mjmlPlugin = ((mjmlModule as unknown as { default?: typeof mjmlModule }).default ?? mjmlModule) as typeof mjmlModule;

/**
 * A template with HTML but no editor design (the demo's, or one written before the editor) opens with its body kept
 * whole as one raw HTML block, so saving it again changes nothing a person did not change.
 */
function keptHtml(code: string): string {
  const body = new DOMParser().parseFromString(code, 'text/html').body.innerHTML;
  return `<mjml><mj-body><mj-raw>${body}</mj-raw></mj-body></mjml>`;
}

/** The asset keeps our image's id, which deleting it needs. */
const asset = (i: MailEditorImage) => ({ type: 'image', src: i.src, name: i.name, imageId: i.id });

export function createMailEditor(setup: MailEditorSetup): MailEditorHandle {
  const editor: Editor = grapesjs.init({
    container: setup.container,
    height: `${setup.minHeight}px`,
    fromElement: false,
    storageManager: false,
    // No icon font from a CDN (style-src is our origin): the panels' icons are inline SVG.
    cssIcons: '',
    plugins: [
      (e) => mjmlPlugin(e, { blocks: BLOCKS, imagePlaceholderSrc: PLACEHOLDER, fonts: {} }),
      (e) => dressPanels(e, setup.panelLabels),
      // A read-only template's dialog deletes nothing.
      (e) => dressImageDialog(e, setup.imageDialogWords, setup.readOnly ? null : setup.deleteImage),
    ],
    assetManager: {
      // Our own upload (below) sends the files; the address only switches the uploader on.
      upload: setup.readOnly ? false : setup.uploadUrl,
      embedAsBase64: false,
      uploadFile: (ev: DragEvent | Event) => {
        const list = (ev as DragEvent).dataTransfer?.files ?? (ev.target as HTMLInputElement | null)?.files;
        const files = list ? Array.from(list) : [];
        if (files.length === 0) return Promise.resolve();
        return setup.upload(files).then((added) => {
          editor.AssetManager.add(added.map(asset));
        });
      },
    },
    // The project's own asset list (saved with a design, or none) would replace the configured one on load: the
    // images are always the universe's stored ones, as the service lists them now.
    projectData: { ...(setup.design ?? { pages: [{ component: setup.code.trim() ? keptHtml(setup.code) : EMPTY_MAIL }] }), assets: setup.images.map(asset) },
  });

  const current = (): MailDesign => ({ design: editor.getProjectData() as Record<string, unknown>, code: (editor.runCommand('mjml-code-to-html') as { html: string }).html });
  const report = () => setup.onChange(current());
  if (!setup.readOnly) editor.on('update', report);
  // The canvas is a frame: a screen reader names it.
  editor.on('load', () => editor.Canvas.getFrameEl()?.setAttribute('title', setup.canvasTitle));

  /** The first column of the mail (a new one when the body has none). */
  const body = (): Component => editor.getWrapper()!.findType('mj-body')[0] ?? editor.getWrapper()!;
  const addSection = (inner: string): Component => {
    const [section] = body().append(`<mj-section><mj-column>${inner}</mj-column></mj-section>`);
    return section!.findType('mj-column')[0]!.components().at(0);
  };

  return {
    async flush() {
      const view = editor.getEditing()?.getView() as { disableEditing?: () => Promise<void> } | undefined;
      await view?.disableEditing?.();
      if (editor.getDirtyCount() === 0) return null;
      const latest = current();
      setup.onChange(latest);
      return latest;
    },
    addText(text) {
      editor.select(addSection(`<mj-text>${text.replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;'))}</mj-text>`));
    },
    addImage() {
      const image = addSection(`<mj-image src="${PLACEHOLDER}"></mj-image>`);
      editor.select(image);
      editor.runCommand('core:open-assets', {
        target: image,
        types: ['image'],
        accept: 'image/png,image/jpeg,image/gif,image/webp',
        select(chosen: { getSrc(): string }, complete: boolean) {
          // The preset's image keeps its address as a property (what it renders) and as the MJML attribute.
          image.set({ src: chosen.getSrc() });
          image.addAttributes({ src: chosen.getSrc() });
          if (complete) editor.Modal.close();
        },
      });
    },
    insertMergeTag(tag) {
      const editing = editor.getEditing();
      const rte = editor.RichTextEditor.globalRte;
      if (editing && rte) {
        rte.insertHTML(tag);
        return;
      }
      const selected = editor.getSelected();
      if (selected?.is('mj-text')) selected.append(` ${tag}`);
      else editor.select(addSection(`<mj-text>${tag}</mj-text>`));
    },
    destroy() {
      editor.destroy();
    },
  };
}
