/** Where the end-to-end tests find Chromium: Debian's by default. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
