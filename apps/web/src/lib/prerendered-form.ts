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
}

/** The attribute the boot script sets on `#root` when it held a submit back. */
export const pendingSubmitAttribute = 'data-submit-pending';

function inputNamed(form: HTMLFormElement, name: string): HTMLInputElement | null {
  return form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
}

/** Reads the prerendered form inside `root` (call before the app replaces its markup). */
export function captureCarriedForm(root: HTMLElement): CarriedForm | null {
  const form = root.querySelector('form');
  const submitted = root.hasAttribute(pendingSubmitAttribute);
  root.removeAttribute(pendingSubmitAttribute);
  if (!form) return null;
  const values: Record<string, string | boolean> = {};
  for (const input of Array.from(form.querySelectorAll<HTMLInputElement>('input[name]'))) {
    if (input.type === 'checkbox') {
      if (input.checked) values[input.name] = true;
    } else if (input.value !== '') values[input.name] = input.value;
  }
  const active = document.activeElement;
  const focused =
    active instanceof HTMLInputElement && form.contains(active) && active.name ? active.name : null;
  return { values, focused, submitted };
}

/**
 * Gives the app's form (now inside `root`) what was carried over: each value typed as if by the
 * visitor (an input event through the native setter, so the form library sees the change), the
 * focus where it was, and a held-back submit sent.
 */
export function resumeCarriedForm(root: HTMLElement, carried: CarriedForm | null): void {
  const form = carried && root.querySelector('form');
  if (!carried || !form) return;
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
