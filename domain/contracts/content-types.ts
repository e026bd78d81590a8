/** Banner of docs/product.md §3. */
export interface Banner {
  id: number;
  url: string;
  /** What the picture says, for its alt text; may be empty. */
  title: string;
  /** Where a click leads (a lobby route), may be empty. */
  link: string;
}

/** A text notice; `content` is plain text. */
export interface Notice {
  id: number;
  content: string;
  /** ISO time. */
  created_at: string;
}

/** An alert item of the footer carousel; `content` is an image URL (docs/product.md §2, footer). */
export interface AlertItem {
  id: number;
  content: string;
}

/** `GET /system/notices` reply. */
export interface NoticesReply {
  list: Notice[];
  alert: AlertItem[];
}

/** About item of docs/product.md §3, as `/about/list` and `/abouts?type=5` list it. */
export interface AboutItem {
  id: number;
  title: string;
  type: number;
  /** The page's stable name ('responsible', 'terms', 'licences' …) the footer links by; null for an operator's own page. */
  slug?: string | null;
}

/** `/abouts?id=` reply: one item with its HTML content (sanitise before showing). */
export interface AboutDetail extends AboutItem {
  content: string;
}
