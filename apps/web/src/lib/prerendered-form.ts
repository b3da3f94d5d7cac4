/**
 * A page prerendered at build time (sign-in, sign-up) can be typed into before the app's
 * JavaScript arrives. When the app takes the page over it renders the same form afresh, so what
 * the visitor typed, where the cursor was and a submit they already asked for are read here first
 * and given to the app's form: nothing typed is lost, and nothing is sent by the browser itself
 * (the boot script holds a native submit back until the app is here; see prerender.ts).
 */
export interface CarriedForm {
  /** Field values by input name (checkboxes as booleans). */
  values: Record<string, string | boolean>;
  /** The name of the input that had the focus, if any. */
  focused: string | null;
  /** True when the visitor submitted the form before the app took over. */
  submitted: boolean;
  /** The name (label or text) of a button tapped before the app took over, if any. */
  clicked: string | null;
}

/** The attribute the boot script sets on `#root` when it held a submit back. */
export const pendingSubmitAttribute = 'data-submit-pending';
/** The attribute the boot script sets on `#root` to the name of a button tapped too early. */
export const pendingClickAttribute = 'data-click-pending';

function buttonName(button: HTMLButtonElement): string {
  return button.getAttribute('aria-label') ?? (button.textContent ?? '').trim();
}

function inputNamed(form: HTMLFormElement, name: string): HTMLInputElement | null {
  return form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
}

/**
 * The attribute the boot script sets on `#root` while a button of the prerendered page is pressed
 * (empty for a submit button, else the button's name): released after the app took over, the
 * press would make no click.
 */
export const pendingPressAttribute = 'data-press-pending';

/** Reads the prerendered page inside `root` (call before the app replaces its markup). */
export function captureCarriedForm(root: HTMLElement): CarriedForm | null {
  const pressed = root.getAttribute(pendingPressAttribute);
  const submitted = root.hasAttribute(pendingSubmitAttribute) || pressed === '';
  const clicked = root.getAttribute(pendingClickAttribute) ?? (pressed || null);
  for (const attribute of [pendingSubmitAttribute, pendingClickAttribute, pendingPressAttribute])
    root.removeAttribute(attribute);
  const form = root.querySelector('form');
  const values: Record<string, string | boolean> = {};
  for (const input of Array.from(form?.querySelectorAll<HTMLInputElement>('input[name]') ?? [])) {
    if (input.type === 'checkbox') {
      if (input.checked) values[input.name] = true;
    } else if (input.value !== '') values[input.name] = input.value;
  }
  const active = document.activeElement;
  const focused =
    form && active instanceof HTMLInputElement && form.contains(active) && active.name ? active.name : null;
  return { values, focused, submitted, clicked };
}

/**
 * Gives the app's page (now inside `root`) what was carried over: each value typed as if by the
 * visitor (an input event through the native setter, so the form library sees the change), the
 * focus where it was, a held-back submit sent and a button tapped too early tapped again.
 */
export function resumeCarriedForm(root: HTMLElement, carried: CarriedForm | null): void {
  if (!carried) return;
  const form = root.querySelector('form');
  if (form) resumeForm(form, carried);
  if (carried.clicked) {
    const buttons = Array.from(root.querySelectorAll('button'));
    buttons.find((button) => buttonName(button) === carried.clicked)?.click();
  }
}

function resumeForm(form: HTMLFormElement, carried: CarriedForm): void {
  // The prototype's own setter: React's tracker on the element would otherwise swallow the event.
  const valueProperty = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  for (const [name, value] of Object.entries(carried.values)) {
    const input = inputNamed(form, name);
    if (!input) continue;
    if (input.type === 'checkbox') {
      if (input.checked !== value) input.click();
    } else if (typeof value === 'string' && valueProperty?.set) {
      // eslint-disable-next-line @typescript-eslint/unbound-method -- applied to the input just below
      Reflect.apply(valueProperty.set, input, [value]);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
  if (carried.focused) inputNamed(form, carried.focused)?.focus();
  if (carried.submitted) form.requestSubmit();
}
