import type { BaseSyntheticEvent, FormEvent } from 'react';

/**
 * The submit props of a form the build prerenders (sign-in, sign-up). `onSubmit` sends it once
 * React has hydrated the page. The `action` is React's own: a submit made before that (Enter in
 * a field while the page loads) is held by React and replayed here once the page is hydrated,
 * never sent by the browser itself as a GET with the password in the address.
 */
export function prerenderedFormProps(submit: (event?: BaseSyntheticEvent) => Promise<void>) {
  return {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    action: () => submit(),
  };
}
