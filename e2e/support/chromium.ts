/** Debian's Chromium, which the browser journeys and benchmarks drive (no browser download). */
export const chromiumPath = '/usr/bin/chromium';

/**
 * Its flags: headless as root, and none of its background connections, which this machine's
 * closed network would refuse.
 */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/** The flags plus a fake microphone that plays `wavFile` (for the speaking journeys). */
export function chromiumArgsWithMicrophone(wavFile: string): string[] {
  return [
    ...chromiumArgs,
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${wavFile}`,
  ];
}
