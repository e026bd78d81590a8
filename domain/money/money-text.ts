/*
 * Amount texts as people read and type them. Apart from money.ts, which the first screen loads: these
 * are for the pages and forms that load later.
 */

/** A 2-decimal amount with thousands separators: "5000000.00" → "5,000,000.00", "-1234.50" → "-1,234.50". */
export function groupThousands(amount: string): string {
  const [whole = '', fraction] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * What a Chinese input method types into an amount, as the ASCII the amount rule reads: full-width
 * digits "１２" and point "．" (U+FF10–FF19, U+FF0E, each 0xFEE0 above its ASCII twin) and the
 * ideographic full stop "。" that the "." key gives in Chinese mode. Same length, so a caret keeps its place.
 */
export function halfWidthAmount(text: string): string {
  return text.replace(/[０-９．。]/g, (c) => (c === '。' ? '.' : String.fromCharCode(c.charCodeAt(0) - 0xfee0)));
}
