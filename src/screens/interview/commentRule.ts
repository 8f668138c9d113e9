/** The dialog's rule (spec 1 section 5): save stays disabled while the message is empty; blank counts as empty. */
export function canSaveComment(message: string, max: number): boolean {
  const text = message.trim();
  return text.length > 0 && text.length <= max;
}
