// How the tests start Debian's Chromium (playwright-core): the flags keep it
// from reaching for a network the machine does not have.
export const browserOptions = () => ({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
