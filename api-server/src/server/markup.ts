/**
 * Text made safe inside HTML or SVG, in element content and in quoted attributes: the five
 * characters that could end either are written as character references.
 */
export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
