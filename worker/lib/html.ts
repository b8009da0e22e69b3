/**
 * HTML escaping for the server's hand-written markup (the share page's link-preview tags, the prerendered pages'
 * titles): the five characters that could end a text or a quoted attribute value become their entities.
 */
const ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** `text` safe inside an element or a quoted attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
