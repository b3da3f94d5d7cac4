import { vi } from 'vitest';

/**
 * Catches what the app saves through an object URL and a clicked link (jsdom neither creates
 * object URLs nor downloads): `saved` lists each file name, `restore` puts the originals back.
 */
export function captureDownloads(): { saved: string[]; createObjectURL: () => string; restore: () => void } {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  const createObjectURL = vi.fn(() => 'blob:download');
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = vi.fn();
  const saved: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  const restore = () => {
    click.mockRestore();
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  };
  return { saved, createObjectURL, restore };
}
