/**
 * The checks an uploaded letter passes before anything reads it (issue 17 item 4, spec 3 section 5 ".fodt only"):
 * the name ends in .fodt, the size is bounded, the bytes are UTF-8 XML without a DOCTYPE (so no entity, internal
 * or external, is ever declared, let alone resolved), well-formed, and the root is an OpenDocument text document.
 * Each refusal is a 400 naming the file field in the caller's language.
 */
import { JSDOM } from 'jsdom';
import { text, type ServerMessageId } from '../i18n';
import { TemplateValidationError } from '../templates/rules';
import { uploadFileName } from '../uploads';

/** The largest .fodt accepted: room for a letter with its logo and signature images embedded. */
export const LETTER_MAX_BYTES = 5 * 1024 * 1024;

const OFFICE_NS = 'urn:oasis:names:tc:opendocument:xmlns:office:1.0';
const TEXT_MIMETYPE = 'application/vnd.oasis.opendocument.text';

const refuse = (locale: string, id: ServerMessageId, values?: Record<string, number | string>) => new TemplateValidationError(locale, { file: text(locale, id, values) });

/** The letter's XML when `bytes` pass every check; throws the 400 that says which did not. */
export function checkLetterFile(locale: string, fileName: string, bytes: Buffer): string {
  if (!/\.fodt$/i.test(uploadFileName(fileName))) throw refuse(locale, 'template.letter.fodtOnly');
  if (bytes.length === 0) throw refuse(locale, 'template.letter.empty');
  if (bytes.length > LETTER_MAX_BYTES) throw tooLarge(locale);
  let xml: string;
  try {
    xml = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refuse(locale, 'template.letter.notXml');
  }
  // Before any parser sees it: a DOCTYPE is where entities are declared (billion laughs, external files and URLs).
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw refuse(locale, 'template.letter.doctype');
  const document = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  const root = document.documentElement;
  if (!root || root.localName === 'parsererror' || document.getElementsByTagName('parsererror').length > 0) throw refuse(locale, 'template.letter.notXml');
  if (document.doctype) throw refuse(locale, 'template.letter.doctype');
  if (root.namespaceURI !== OFFICE_NS || root.localName !== 'document' || root.getAttributeNS(OFFICE_NS, 'mimetype') !== TEXT_MIMETYPE) {
    throw refuse(locale, 'template.letter.notText');
  }
  return xml;
}

export function tooLarge(locale: string): TemplateValidationError {
  return refuse(locale, 'template.letter.tooLarge', { max: LETTER_MAX_BYTES / 1024 / 1024 });
}

export function noLetterFile(locale: string): TemplateValidationError {
  return refuse(locale, 'template.letter.chooseFile');
}
