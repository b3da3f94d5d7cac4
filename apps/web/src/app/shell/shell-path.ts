/** The address the build's prerender opens to render a page's shell (`/__shell/home`). */
export const shellPathPrefix = '/__shell/';
