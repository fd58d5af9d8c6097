/** Text made safe to put inside HTML (an element's text or a quoted attribute): the five special characters as references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
