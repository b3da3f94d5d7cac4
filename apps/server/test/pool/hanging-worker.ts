/** A worker entry whose tasks never finish: every pool task of an app built on it times out. */
export default function neverAnswers(): Promise<never> {
  return new Promise(() => {});
}
