/** A day as the date inputs give it (YYYY-MM-DD); anything else counts as not chosen. */
export const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The one check of a from–to day range every records form makes before it asks the server: the
 * i18n key of what is wrong, or null. Forms validate with this (and `noValidate`, no min/max on the
 * inputs) so a reversed range is explained in the page's language, never by the browser's bubble.
 */
export function dayRangeError(from: string, to: string): 'validation.rangeReversed' | null {
  return dayPattern.test(from) && dayPattern.test(to) && from > to ? 'validation.rangeReversed' : null;
}
