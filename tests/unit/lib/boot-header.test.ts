// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { adoptBootFields, removeBootHeader } from '../../../src/lib/boot-header';

/** index.html's static header as the boot script places it, and the lobby's live form. */
function setup() {
  document.body.innerHTML = `
    <div id="boot-header"><form><input name="name"><input name="password" type="password"><button type="submit">Log in</button><button type="button">Register</button></form></div>
    <div id="root"><form id="live"><input name="name"><input name="password" type="password"><button type="submit">Log in</button><button type="button">Register</button></form></div>`;
  const boot = (name: string) => document.querySelector<HTMLInputElement>(`#boot-header input[name=${name}]`)!;
  const live = (name: string) => document.querySelector<HTMLInputElement>(`#live input[name=${name}]`)!;
  return { boot, live, form: document.querySelector<HTMLFormElement>('#live')! };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the static first-screen header handover', () => {
  it('carries what was typed, the focus and the caret over to the live form', () => {
    const { boot, live, form } = setup();
    boot('password').value = 'secret1';
    boot('name').value = 'demo01';
    boot('name').focus();
    boot('name').setSelectionRange(2, 4);
    adoptBootFields(form);
    expect(live('name').value).toBe('demo01');
    expect(live('password').value).toBe('secret1');
    expect(document.activeElement).toBe(live('name'));
    expect([live('name').selectionStart, live('name').selectionEnd]).toEqual([2, 4]);
  });

  it('moves the focus of an empty field too, and leaves the focus alone when it was elsewhere', () => {
    const first = setup();
    first.boot('password').focus();
    adoptBootFields(first.form);
    expect(document.activeElement).toBe(first.live('password'));

    const second = setup();
    second.boot('name').value = 'demo01';
    adoptBootFields(second.form);
    expect(second.live('name').value).toBe('demo01');
    expect(document.activeElement).toBe(document.body);
  });

  it('presses the live button that was pressed on the static header, after the commit', async () => {
    const { form } = setup();
    document.getElementById('boot-header')!.setAttribute('data-pressed', '1');
    const pressed: string[] = [];
    form.addEventListener('click', (event) => pressed.push((event.target as HTMLElement).textContent ?? ''));
    adoptBootFields(form);
    expect(pressed).toEqual([]);
    await Promise.resolve();
    expect(pressed).toEqual(['Register']);
  });

  it('does nothing without a static header, and the header goes when asked', () => {
    const { live, form } = setup();
    live('name').value = 'kept';
    removeBootHeader();
    expect(document.getElementById('boot-header')).toBeNull();
    adoptBootFields(form);
    expect(live('name').value).toBe('kept');
  });
});
