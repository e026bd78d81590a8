import { expect, type ElementHandle, type Locator, type Page } from './fixtures';

/**
 * The keyboard walk's checks (README.md, "Accessibility"): at every stop the focused element is on
 * screen and not covered, shows a focus indicator, and is a target of at least 24×24 CSS px or
 * spaced as WCAG 2.2's 2.5.8 allows. Problems are collected, not thrown, so one run lists them all.
 */
export class Walk {
  readonly problems: string[] = [];
  stops = 0;
  private readonly started = Date.now();
  private readonly laps: string[] = [];

  constructor(readonly page: Page) {}

  /** Notes the time since the walk began at the end of a part (the report's figures). */
  lap(part: string): void {
    this.laps.push(`${part} ${((Date.now() - this.started) / 1000).toFixed(1)} s`);
  }

  /** The walk's stops and laps, in one line. */
  summary(): string {
    return `${this.stops} stops; ${this.laps.join(', ')}`;
  }

  /**
   * Checks where the focus is now; `where` names the step in a problem's line. Says where the focus is
   * seen from `target`. `wrap`: the focus may be on the body, passing the browser's own controls
   * between the page's last stop and its first.
   */
  async check(where: string, target?: ElementHandle<Node> | null, wrap = false): Promise<FocusAt> {
    this.stops += 1;
    let found = await this.page.evaluate(inspectFocus, target ?? null);
    // A dialog opened over another one takes pointer events only once Radix has registered its layer
    // (an effect after its first paint); until then elementFromPoint sees through it to the dialog
    // under it. A cover that is still there two frames later is real.
    if (found.problem?.includes('covered by')) {
      await this.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      found = await this.page.evaluate(inspectFocus, target ?? null);
    }
    if (found.problem && !(wrap && found.onBody)) this.problems.push(`${where}: ${found.problem}`);
    return found.at;
  }

  /** Presses `key` (Tab, Shift+Tab, an arrow…) and checks the new focus. */
  async press(key: string, where: string, target?: ElementHandle<Node> | null, wrap = false): Promise<FocusAt> {
    await this.page.keyboard.press(key);
    return this.check(`${where} (${key})`, target, wrap);
  }

  /**
   * Presses Tab (or Shift+Tab) until `target` has the focus, checking every stop on the way, as a
   * keyboard user passes them; fails after `max` presses. `wrap`: the way goes round the page's end.
   */
  async tabTo(target: Locator, where: string, { max = 40, back = false, wrap = false } = {}): Promise<void> {
    // Found once (again if the page replaced it): a role query per stop would cost more than the stop itself.
    let handle = await target.elementHandle();
    let at: FocusAt = (await handle.evaluate((el) => el === document.activeElement)) ? 'target' : 'elsewhere';
    for (let i = 0; i < max && at !== 'target'; i += 1) {
      if (at === 'target gone') {
        await handle.dispose();
        handle = await target.elementHandle();
      }
      at = await this.press(back ? 'Shift+Tab' : 'Tab', where, handle, wrap);
    }
    await handle.dispose();
    await expect(target, `${where}: reached within ${max} presses`).toBeFocused({ timeout: 1 });
  }

  /** Tabs `presses` times forwards, then as many backwards: the focus never leaves `dialog`. */
  async expectTrapped(dialog: Locator, presses: number, where: string): Promise<void> {
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 1; i <= presses; i += 1) {
        await this.press(key, where);
        expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `${where}: ${key} ${i} stays in the dialog`).toBe(true);
      }
    }
  }
}

/** Where the focus is, seen from the element a walk is heading for. */
type FocusAt = 'target' | 'elsewhere' | 'target gone';

/**
 * Runs in the page: what is wrong with the focused element, if anything. Self-contained (it is
 * serialised into the page), so its helpers live inside it.
 */
function inspectFocus(target: Node | null): { problem: string | null; at: FocusAt; onBody: boolean } {
  const el = document.activeElement;
  const at: FocusAt = target && el === target ? 'target' : target && !target.isConnected ? 'target gone' : 'elsewhere';
  if (!(el instanceof HTMLElement) || el === document.body) return { problem: 'focus is on the page body (lost)', at, onBody: true };
  const name = `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
  const rectOf = (node: Element) => node.getBoundingClientRect();
  // A visually hidden control (a file input) shows its focus on its label: judge what is seen.
  let shown: HTMLElement = el;
  const own = rectOf(el);
  if (own.width <= 2 || own.height <= 2) {
    const label = el instanceof HTMLInputElement ? el.labels?.[0] : null;
    shown = label ?? (el.nextElementSibling as HTMLElement | null) ?? el;
  }
  const box = rectOf(shown);
  const problems: string[] = [];
  if (box.width < 1 || box.height < 1) problems.push('not visible');
  const cx = box.left + box.width / 2;
  const cy = box.top + box.height / 2;
  if (cx < 0 || cy < 0 || cx > innerWidth || cy > innerHeight) problems.push('off screen');
  else {
    const hit = document.elementFromPoint(cx, cy);
    if (hit && !shown.contains(hit) && !hit.contains(shown)) problems.push(`covered by ${hit.tagName.toLowerCase()}.${String(hit.className).slice(0, 30)}`);
  }
  if (!hasIndicator(el, shown)) problems.push('no visible focus indicator');
  const interactive = el.tabIndex >= 0 && !el.matches('[role=group], [role=region], main, [role=dialog], [role=alertdialog]');
  if (interactive && (box.width < 24 || box.height < 24)) {
    const crowd = crowding(shown, box);
    if (crowd) problems.push(`target ${Math.round(box.width)}×${Math.round(box.height)} px, under 24 and ${crowd}`);
  }
  return { problem: problems.length ? `${name}: ${problems.join('; ')}` : null, at, onBody: false };

  function hasIndicator(focused: HTMLElement, seen: HTMLElement): boolean {
    const cs = getComputedStyle(focused);
    if (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0 && !/rgba\(.*, 0\)$|transparent/.test(cs.outlineColor)) return true;
    // Otherwise a :focus rule of the lobby's own must change how it (or its label) looks.
    const changes = ['border-color', 'border-top-color', 'border-bottom-color', 'box-shadow', 'background', 'background-color', 'color', 'text-decoration', 'transform', 'filter', 'outline'];
    const rules: CSSStyleRule[] = [];
    const collect = (list: CSSRuleList) => {
      for (const rule of Array.from(list)) {
        if (rule instanceof CSSStyleRule) rules.push(rule);
        else if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) {
      try {
        collect(sheet.cssRules);
      } catch {
        // A stylesheet of another origin cannot be read; the lobby's are its own.
      }
    }
    return rules.some((rule) => {
      if (!rule.selectorText.includes(':focus')) return false;
      const applies = rule.selectorText.split(',').some((sel) => {
        if (!sel.includes(':focus') || sel.trim() === ':focus-visible') return false;
        try {
          return focused.matches(sel) || seen.matches(sel);
        } catch {
          return false;
        }
      });
      return applies && changes.some((prop) => rule.style.getPropertyValue(prop) !== '' && rule.style.getPropertyValue(prop) !== 'none');
    });
  }

  /** Why an undersized target fails the spacing exception (a 24 px circle on it meets another target), or null. */
  function crowding(target: HTMLElement, r: DOMRect): string | null {
    // Inside a sentence, a link's size is the text's (the "inline" exception).
    if (target.tagName === 'A' && target.parentElement && (target.parentElement.textContent ?? '').trim().length > (target.textContent ?? '').trim().length + 10) return null;
    const selector = 'a[href], button, input, select, textarea, [role=button], [role=link], [role=slider], [role=switch], [role=tab], [tabindex="0"]';
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    for (const other of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (other === target || other.contains(target) || target.contains(other)) continue;
      const o = other.getBoundingClientRect();
      if (o.width < 1 || o.height < 1 || getComputedStyle(other).visibility === 'hidden') continue;
      const dx = Math.max(o.left - x, 0, x - o.right);
      const dy = Math.max(o.top - y, 0, y - o.bottom);
      const small = o.width < 24 || o.height < 24;
      const centres = Math.hypot(o.left + o.width / 2 - x, o.top + o.height / 2 - y);
      if (Math.hypot(dx, dy) < 12 || (small && centres < 24)) return `too close to "${(other.getAttribute('aria-label') ?? other.textContent ?? '').trim().slice(0, 30)}"`;
    }
    return null;
  }
}
